//! The toy dialect end to end: parse, verify, print, fold.

use rmlir_core::asm::parse_source;
use rmlir_core::asm::printer::{print_top_level, PrintFlags};
use rmlir_core::diag::SourceBuffer;
use rmlir_core::Context;

fn run(src: &str, generic: bool) -> Result<String, String> {
    let ctx = Context::new();
    rmlir_toy_example::register(&ctx);
    let buf = SourceBuffer::new("toy.mlir", src.as_bytes().to_vec(), 0);
    let m = parse_source(&ctx, &buf).map_err(|d| d[0].message.clone())?;
    rmlir_core::verify::verify(&ctx, &m.ir, m.module).map_err(|d| d.message)?;
    let mut out = Vec::new();
    let flags = PrintFlags {
        generic,
        ..PrintFlags::default()
    };
    print_top_level(&ctx, &m.ir, m.module, flags, &m.resources, &mut out).unwrap();
    Ok(String::from_utf8(out).unwrap())
}

const PROGRAM: &str = r#"func.func @f() -> !toy.shape<2 x 3> attributes {toy.scale = #toy.scale<factor = 2, name = "s">} {
  %a = toy.constant 40 : !toy.shape<2 x 3>
  %b = toy.constant 2 : !toy.shape<2 x 3>
  %c = toy.add %a, %b : !toy.shape<2 x 3>
  return %c : !toy.shape<2 x 3>
}
"#;

#[test]
fn parses_and_prints_custom_syntax() {
    let out = run(PROGRAM, false).unwrap();
    let expected = r#"module {
  func.func @f() -> !toy.shape<2 x 3> attributes {toy.scale = #toy.scale<factor = 2, name = "s">} {
    %cst = toy.constant 40 : !toy.shape<2 x 3>
    %cst_0 = toy.constant 2 : !toy.shape<2 x 3>
    %0 = toy.add %cst, %cst_0 : !toy.shape<2 x 3>
    return %0 : !toy.shape<2 x 3>
  }
}
"#;
    assert_eq!(out, expected);
    assert_eq!(run(&out, false).unwrap(), out, "printing is stable");
}

#[test]
fn prints_generic_form() {
    let out = run(PROGRAM, true).unwrap();
    assert!(out.contains(r#"%2 = "toy.add"(%0, %1) : (!toy.shape<2 x 3>, !toy.shape<2 x 3>) -> !toy.shape<2 x 3>"#), "{out}");
    assert!(
        out.contains(r#""toy.constant"() <{value = 40 : i64}> : () -> !toy.shape<2 x 3>"#),
        "{out}"
    );
}

#[test]
fn verifiers_reject_bad_input() {
    let e = run(
        "func.func @f() {\n  %a = toy.constant -1 : !toy.shape<2 x 3>\n  return\n}\n",
        false,
    )
    .unwrap_err();
    assert_eq!(e, "'toy.constant' op value must be non-negative");
    let e = run(
        "func.func @f() {\n  %a = toy.constant 1 : !toy.shape<0 x 3>\n  return\n}\n",
        false,
    )
    .unwrap_err();
    assert_eq!(e, "shape dimensions must be positive");
    let e = run(
        "func.func @f(%x: i32) {\n  %a = toy.add %x, %x : i32\n  return\n}\n",
        false,
    )
    .unwrap_err();
    assert_eq!(
        e,
        "'toy.add' op operand #0 must be toy shape type, but got 'i32'"
    );
}

#[test]
fn folds_constant_additions() {
    let ctx = Context::new();
    rmlir_toy_example::register(&ctx);
    let buf = SourceBuffer::new("toy.mlir", PROGRAM.as_bytes().to_vec(), 0);
    let mut m = parse_source(&ctx, &buf)
        .map_err(|d| d[0].message.clone())
        .unwrap();
    let add =
        m.ir.nested_ops(m.module)
            .into_iter()
            .find(|&o| ctx.op_name_str(m.ir.op_name(o)) == "toy.add")
            .unwrap();
    let folded = rmlir_ods::fold::fold_op(&ctx, &mut m.ir, add).expect("folds");
    match &folded[0] {
        rmlir_ods::FoldResult::Attr(a) => assert_eq!(ctx.print_attr(*a), "42 : i64"),
        rmlir_ods::FoldResult::Value(_) => panic!("expected a constant"),
    }
}
