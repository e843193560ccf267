//! The example pass rewrites `x + x` and the result prints as expected; the
//! README's "Writing a pass" code is an excerpt of this crate.

use rmlir_core::asm::parse_source;
use rmlir_core::asm::printer::PrintFlags;
use rmlir_core::diag::SourceBuffer;
use rmlir_core::Context;
use rmlir_pass::{OptionValues, PassContext};
use rmlir_pass_example::DOUBLE_TO_SHIFT;

const INPUT: &str = "func.func @f(%x: i32, %y: i32) -> (i32, i32) {
  %a = arith.addi %x, %x : i32
  %b = arith.addi %x, %y : i32
  return %a, %b : i32, i32
}
";

const EXPECTED: &str = "module {
  func.func @f(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.shli %arg0, %c1_i32 : i32
    %1 = arith.addi %arg0, %arg1 : i32
    return %0, %1 : i32, i32
  }
}
";

#[test]
fn double_to_shift_rewrites_and_prints() {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    let buf = SourceBuffer::new("in.mlir", INPUT.as_bytes().to_vec(), 0);
    let mut m = parse_source(&ctx, &buf).expect("parses");
    let pass = (DOUBLE_TO_SHIFT.create)(OptionValues::parse(DOUBLE_TO_SHIFT.options, "").unwrap());
    let mut events = Vec::new();
    let mut cx = PassContext::new(&ctx, &mut events);
    pass.run(&mut cx, &mut m.ir, m.module)
        .expect("pass succeeds");
    rmlir_core::verify::verify(&ctx, &m.ir, m.module).expect("result verifies");
    let mut out = Vec::new();
    m.print(&ctx, PrintFlags::default(), &mut out).unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), EXPECTED);
}

#[test]
fn readme_shows_this_crate() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let lib = std::fs::read_to_string(root.join("examples/pass_example/src/lib.rs")).unwrap();
    let section = &readme[readme.find("## Writing a pass").expect("section")..];
    let start = section.find("```rust\n").expect("a rust block") + "```rust\n".len();
    let len = section[start..].find("```").expect("closed block");
    for line in section[start..start + len].lines() {
        assert!(
            line.trim().is_empty() || lib.contains(line),
            "README line not in examples/pass_example/src/lib.rs: {line}"
        );
    }
}
