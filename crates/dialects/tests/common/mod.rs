//! Helpers shared by the integration tests: a context with every dialect,
//! parsing a module from text and printing it verified.

use rmlir_core::asm::printer::PrintFlags;
use rmlir_core::asm::{parse_source, ParsedModule};
use rmlir_core::diag::SourceBuffer;
use rmlir_core::Context;

/// A context with every dialect of rmlir-dialects registered.
pub fn ctx() -> Context {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    ctx
}

/// Parses `src` (panicking with the first diagnostic if it is invalid).
pub fn parse(ctx: &Context, src: &str) -> ParsedModule {
    let buf = SourceBuffer::new("t.mlir", src.as_bytes().to_vec(), 0);
    parse_source(ctx, &buf)
        .map_err(|d| d[0].message.clone())
        .unwrap()
}

/// Verifies and prints `m` in the custom form.
pub fn print(ctx: &Context, m: &ParsedModule) -> String {
    rmlir_core::verify::verify(ctx, &m.ir, m.module).expect("verifies");
    let mut out = Vec::new();
    m.print(ctx, PrintFlags::default(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}
