//! What both targets run: rmlir-opt's pipeline on one buffer (parse, verify,
//! print, and render any diagnostics), which must never panic.

use rmlir_core::asm::parser::parse_source;
use rmlir_core::asm::printer::{print_top_level, PrintFlags};
use rmlir_core::diag::{SourceBuffer, SourceMgr};
use rmlir_core::Context;

pub fn run_pipeline(text: &[u8], flags: PrintFlags, allow_unregistered: bool) {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered(allow_unregistered);
    let buf = SourceBuffer::new("fuzz.mlir", text.to_vec(), 0);
    let diags = match parse_source(&ctx, &buf) {
        Ok(parsed) => match rmlir_core::verify::verify(&ctx, &parsed.ir, parsed.module) {
            Ok(()) => {
                let mut out = Vec::new();
                print_top_level(
                    &ctx,
                    &parsed.ir,
                    parsed.module,
                    flags,
                    &parsed.resources,
                    &mut out,
                )
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
        mgr.render(&ctx, d, &mut err);
    }
}
