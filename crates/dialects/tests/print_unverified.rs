//! Printing IR that fails verification: custom printers may rely on what
//! the verifier checks, so such IR prints in the generic form (as MLIR's
//! printer does unless told the IR is verified), and never panics.

use rmlir_core::asm::parse_source;
use rmlir_core::asm::printer::{print_top_level, PrintFlags};
use rmlir_core::diag::SourceBuffer;
use rmlir_core::Context;

fn print(src: &str) -> String {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    let buf = SourceBuffer::new("t.mlir", src.as_bytes().to_vec(), 0);
    let m = parse_source(&ctx, &buf).unwrap_or_else(|d| panic!("parse: {}", d[0].message));
    assert!(rmlir_core::verify::verify(&ctx, &m.ir, m.module).is_err());
    let mut out = Vec::new();
    print_top_level(
        &ctx,
        &m.ir,
        m.module,
        PrintFlags::default(),
        &m.resources,
        &mut out,
    )
    .unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn invalid_ops_print_generically() {
    for src in [
        // No body region: the custom printer would look for it.
        "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> : () -> ()",
        // No operands: the custom printer would print the callee operand.
        "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"func.call_indirect\"() : () -> ()\n  \"func.return\"() : () -> ()\n}) : () -> ()",
        // No result: the custom printer would print its type.
        "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"func.constant\"() <{value = @f}> : () -> ()\n  \"func.return\"() : () -> ()\n}) : () -> ()",
        "\"builtin.module\"() : () -> ()",
    ] {
        let text = print(src);
        assert!(
            text.starts_with("\"builtin.module\"()"),
            "not generic:\n{text}"
        );
    }
}
