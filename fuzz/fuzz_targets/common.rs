//! What both targets run: rmlir-opt's pipeline on one buffer (parse, verify,
//! print, and render any diagnostics), which must never panic.

use rmlir_core::asm::parse_source;
use rmlir_core::asm::printer::PrintFlags;
use rmlir_core::diag::{SourceBuffer, SourceMgr};
use rmlir_core::Context;
use std::sync::OnceLock;

/// One context per process: a context keeps what it uniqued (and loading a
/// dialect leaks its op tables on purpose), so a fresh one per input would
/// grow memory until libFuzzer's limit. Uniquing does not change what an
/// input does, and the regression test replays crashes in a fresh process.
pub fn context() -> &'static Context {
    static CTX: OnceLock<Context> = OnceLock::new();
    CTX.get_or_init(|| {
        let ctx = Context::new();
        rmlir_dialects::register_all(&ctx);
        ctx
    })
}

// Not every target runs the whole pipeline (`passes` only shares the context).
#[allow(dead_code)]
pub fn run_pipeline(text: &[u8], flags: PrintFlags, allow_unregistered: bool) {
    let ctx = context();
    ctx.set_allow_unregistered(allow_unregistered);
    let buf = SourceBuffer::new("fuzz.mlir", text.to_vec(), 0);
    let diags = match parse_source(ctx, &buf) {
        Ok(parsed) => match rmlir_core::verify::verify(ctx, &parsed.ir, parsed.module) {
            Ok(()) => {
                let mut out = Vec::new();
                parsed.print(ctx, flags, &mut out)
                .expect("printing to memory cannot fail");
                Vec::new()
            }
            Err(d) => vec![d],
        },
        Err(diags) => diags,
    };
    let mgr = SourceMgr { buffers: vec![buf] };
    let mut err = Vec::new();
    for d in &diags {
        mgr.render(ctx, d, &mut err);
    }
}
