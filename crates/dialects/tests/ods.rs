//! Tests of ODS-defined ops: format validation at registration, constraint
//! messages, parse/print round trips and folding.

use rmlir_core::asm::parse_source;
use rmlir_core::asm::printer::{print_top_level, PrintFlags};
use rmlir_core::diag::SourceBuffer;
use rmlir_core::{AttrKind, Context};
use rmlir_ods::constraints::SIGNLESS_INTEGER_LIKE;
use rmlir_ods::{operand, FoldResult, OpSpec};

fn ctx() -> Context {
    let c = Context::new();
    rmlir_dialects::register_all(&c);
    c
}

fn roundtrip(src: &str) -> Result<String, String> {
    let ctx = ctx();
    let buf = SourceBuffer::new("t.mlir", src.as_bytes().to_vec(), 0);
    let m = parse_source(&ctx, &buf).map_err(|d| d[0].message.clone())?;
    rmlir_core::verify::verify(&ctx, &m.ir, m.module).map_err(|d| d.message)?;
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
    Ok(String::from_utf8(out).unwrap())
}

static BAD_FORMAT: OpSpec = OpSpec {
    name: "test.bad",
    operands: &[operand("lhs", &SIGNLESS_INTEGER_LIKE)],
    format: Some("$lhs `,` $nope attr-dict"),
    ..OpSpec::DEFAULT
};

static MISSING_OPERAND: OpSpec = OpSpec {
    name: "test.missing",
    operands: &[
        operand("lhs", &SIGNLESS_INTEGER_LIKE),
        operand("rhs", &SIGNLESS_INTEGER_LIKE),
    ],
    format: Some("$lhs attr-dict `:` type($lhs)"),
    ..OpSpec::DEFAULT
};

static NO_TYPE: OpSpec = OpSpec {
    name: "test.notype",
    operands: &[operand("lhs", &SIGNLESS_INTEGER_LIKE)],
    format: Some("$lhs attr-dict"),
    ..OpSpec::DEFAULT
};

#[test]
fn bad_formats_are_rejected_at_registration() {
    let c = Context::new();
    let e = rmlir_ods::register_op(&c, &BAD_FORMAT).unwrap_err();
    assert!(
        e.contains("'nope' is not an operand, attribute, region or successor of test.bad"),
        "{e}"
    );
    let e = rmlir_ods::register_op(&c, &MISSING_OPERAND).unwrap_err();
    assert!(
        e.contains("operand 'rhs' of test.missing does not appear in the format"),
        "{e}"
    );
    let e = rmlir_ods::register_op(&c, &NO_TYPE).unwrap_err();
    assert!(
        e.contains("type of 'lhs' in test.notype is neither in the format nor inferable"),
        "{e}"
    );
}

#[test]
fn constraint_violations_use_mlir_messages() {
    let e = roundtrip("func.func @f(%a: f32) {\n  %0 = arith.addi %a, %a : f32\n  return\n}\n")
        .unwrap_err();
    assert_eq!(
        e,
        "'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'"
    );
    let e = roundtrip("func.func @f(%a: i32) {\n  %0 = arith.extsi %a : i32 to i16\n  return\n}\n")
        .unwrap_err();
    assert_eq!(
        e,
        "'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible"
    );
}

#[test]
fn formats_round_trip() {
    let src = "func.func @f(%a: i32, %b: i32, %x: f32) {\n  %0 = arith.addi %a, %b overflow<nsw> : i32\n  %1 = arith.cmpi slt, %a, %b : i32\n  %2 = arith.addf %x, %x fastmath<fast> : f32\n  %c3_i32 = arith.constant 3 : i32\n  cf.br ^bb1(%0 : i32)\n^bb1(%v: i32):\n  return\n}\n";
    let out = roundtrip(src).unwrap();
    assert!(
        out.contains("%0 = arith.addi %arg0, %arg1 overflow<nsw> : i32"),
        "{out}"
    );
    assert!(
        out.contains("%1 = arith.cmpi slt, %arg0, %arg1 : i32"),
        "{out}"
    );
    assert!(
        out.contains("%2 = arith.addf %arg2, %arg2 fastmath<fast> : f32"),
        "{out}"
    );
    assert!(out.contains("%c3_i32 = arith.constant 3 : i32"), "{out}");
    assert!(out.contains("cf.br ^bb1(%0 : i32)"), "{out}");
    assert_eq!(roundtrip(&out).unwrap(), out);
}

#[test]
fn folding() {
    let ctx = ctx();
    let src = "func.func @f(%x: i32) -> i32 {\n  %a = arith.constant 40 : i32\n  %b = arith.constant 2 : i32\n  %z = arith.constant 0 : i32\n  %s = arith.addi %a, %b : i32\n  %t = arith.addi %x, %z : i32\n  %c = arith.cmpi sgt, %a, %b : i32\n  %m = arith.muli %x, %z : i32\n  return %s : i32\n}\n";
    let buf = SourceBuffer::new("t.mlir", src.as_bytes().to_vec(), 0);
    let mut m = parse_source(&ctx, &buf)
        .map_err(|d| d[0].message.clone())
        .unwrap();
    let ops = m.ir.nested_ops(m.module);
    let names: Vec<String> = ops
        .iter()
        .map(|&o| ctx.op_name_str(m.ir.op_name(o)).to_string())
        .collect();
    let by_name = |n: &str| {
        ops.iter()
            .zip(&names)
            .filter(|(_, name)| name.as_str() == n)
            .map(|(&o, _)| o)
            .collect::<Vec<_>>()
    };
    let adds = by_name("arith.addi");
    let int_of = |r: &FoldResult| match r {
        FoldResult::Attr(a) => match ctx.attr_kind(*a) {
            AttrKind::Integer { value, .. } => Some(value.sext_low_i64()),
            _ => None,
        },
        FoldResult::Value(_) => None,
    };
    let r = rmlir_ods::fold::fold_op(&ctx, &mut m.ir, adds[0]).expect("constant add folds");
    assert_eq!(int_of(&r[0]), Some(42));
    let r = rmlir_ods::fold::fold_op(&ctx, &mut m.ir, adds[1]).expect("x + 0 folds");
    let func = by_name("func.func")[0];
    let entry = m.ir.region_blocks(m.ir.regions(func)[0])[0];
    assert!(matches!(r[0], FoldResult::Value(v) if v == m.ir.block_args(entry)[0]));
    let r =
        rmlir_ods::fold::fold_op(&ctx, &mut m.ir, by_name("arith.cmpi")[0]).expect("cmpi folds");
    assert_eq!(int_of(&r[0]), Some(-1), "true as i1 reads back as -1");
    // As in MLIR, `x * 0` folds to the zero operand itself.
    let r =
        rmlir_ods::fold::fold_op(&ctx, &mut m.ir, by_name("arith.muli")[0]).expect("x * 0 folds");
    let zero = m.ir.result(by_name("arith.constant")[2], 0);
    assert!(matches!(r[0], FoldResult::Value(v) if v == zero));
    // Materialising a folded constant creates an arith.constant.
    let d = ctx.dialect("arith").unwrap();
    let mut ir = rmlir_core::ir::Ir::new();
    let v = ctx.attr(AttrKind::Integer {
        ty: ctx.i32_type(),
        value: rmlir_core::apint::ApInt::from_u64(32, 7),
    });
    let op = d
        .materialize_constant(&ctx, &mut ir, v, ctx.i32_type(), ctx.unknown_loc())
        .unwrap();
    assert_eq!(ctx.op_name_str(ir.op_name(op)), "arith.constant");
}

#[test]
fn remembered_valid_subviews_do_not_hide_invalid_ones() {
    // One context verifies the same subview shape twice (the second time
    // from memory), then one with the same lists but a wrong result type.
    let ctx = ctx();
    let check = |src: &str| -> Result<(), String> {
        let buf = SourceBuffer::new("t.mlir", src.as_bytes().to_vec(), 0);
        let m = parse_source(&ctx, &buf).map_err(|d| d[0].message.clone())?;
        rmlir_core::verify::verify(&ctx, &m.ir, m.module).map_err(|d| d.message)
    };
    let valid = "func.func @f(%m: memref<16x16xf32>) {\n  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1]>>\n  return\n}\n";
    assert_eq!(check(valid), Ok(()));
    assert_eq!(check(valid), Ok(()));
    let invalid = valid.replace("strided<[16, 1]>", "strided<[8, 1]>");
    let err = check(&invalid).unwrap_err();
    assert!(
        err.starts_with("expected result type to be 'memref<4x4xf32, strided<[16, 1]>>'"),
        "{err}"
    );
}
