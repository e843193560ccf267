//! Every registered pass on arbitrary input: the first byte picks the pass
//! (by its place in the registry, so new passes are fuzzed as they are
//! registered), whether nested pipelines may use threads, and whether the
//! pass runs on the module or nested on each of its ops through `any(...)`;
//! the rest is the input. Valid IR goes through the pass, is verified
//! again (a pass must leave valid IR or fail with a diagnostic) and printed.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rmlir_core::asm::parse_source;
use rmlir_core::asm::printer::PrintFlags;
use rmlir_core::diag::SourceBuffer;
use rmlir_pass::{parse_pass_pipeline, Instrumentation, PassRegistry, RunEnv};
use std::sync::OnceLock;

#[path = "common.rs"]
mod common;

fn registry() -> &'static PassRegistry {
    static R: OnceLock<PassRegistry> = OnceLock::new();
    R.get_or_init(PassRegistry::with_builtin_passes)
}

fuzz_target!(|data: &[u8]| {
    let Some((&opts, text)) = data.split_first() else {
        return;
    };
    let passes = registry().passes();
    if passes.is_empty() {
        return;
    }
    let pass = passes[usize::from(opts & 0x3f) % passes.len()].argument;
    let pipeline = if opts & 0x40 != 0 {
        format!("builtin.module(any({pass}))")
    } else {
        format!("builtin.module({pass})")
    };
    let pm = parse_pass_pipeline(&pipeline, registry()).expect("a registered pass parses");
    let ctx = common::context();
    ctx.set_allow_unregistered(true);
    let buf = SourceBuffer::new("fuzz.mlir", text.to_vec(), 0);
    let Ok(mut parsed) = parse_source(ctx, &buf) else {
        return;
    };
    if rmlir_core::verify::verify(ctx, &parsed.ir, parsed.module).is_err() {
        return;
    }
    let instrumentation = Instrumentation {
        verify_each: true,
        ..Instrumentation::default()
    };
    let mut env = RunEnv {
        ctx,
        instrumentation: &instrumentation,
        resources: &parsed.resources,
        events: Vec::new(),
        timing: None,
        ran_adaptor: false,
        threading: opts & 0x80 != 0,
        nested: false,
    };
    let module = parsed.module;
    if pm.run(&mut env, &mut parsed.ir, module).is_ok() {
        assert!(
            rmlir_core::verify::verify(ctx, &parsed.ir, module).is_ok(),
            "{pass} left invalid IR"
        );
        let mut out = Vec::new();
        parsed.print(ctx, PrintFlags::default(), &mut out)
        .expect("printing to memory cannot fail");
    }
});
