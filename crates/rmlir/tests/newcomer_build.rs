//! Newcomer task 2: a module holding `func.func @add(i32, i32) -> i32`
//! whose body branches with `cf.cond_br`, built with typed builders, prints
//! exactly as the same function written as text.

use rmlir::core::ir::{Builder, OperationState};
use rmlir::core::rewrite::Rewriter;
use rmlir::core::NamedAttr;
use rmlir::dialects::arith::typed::{AddIOp, CmpIOp, SubIOp};
use rmlir::dialects::cf::typed::CondBrOp;
use rmlir::dialects::func::typed::ReturnOp;

const TEXT: &str = "func.func @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.cmpi slt, %a, %b : i32
  cf.cond_br %0, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %b : i32
  return %1 : i32
^bb2:
  %2 = arith.subi %a, %b : i32
  return %2 : i32
}";

#[test]
fn a_function_built_with_typed_builders_prints_like_its_text(
) -> Result<(), Box<dyn std::error::Error>> {
    let ctx = rmlir::context();
    let (loc, i32t) = (ctx.unknown_loc(), ctx.i32_type());
    let mut m = rmlir::Module::create(&ctx, loc);
    let body = m.body();
    let ir = m.ir_mut();
    let region = ir.new_region();
    let blocks = [ir.new_block(), ir.new_block(), ir.new_block()];
    blocks.iter().for_each(|&b| ir.append_block(region, b));
    let (a, b) = (
        ir.add_block_arg(blocks[0], i32t, loc),
        ir.add_block_arg(blocks[0], i32t, loc),
    );
    let named = |name: &str, value| NamedAttr {
        name: ctx.string_attr(name),
        value,
    };
    let fty = ctx.type_attr(ctx.function_type(&[i32t, i32t], &[i32t]));
    let func = OperationState::new(&ctx, "func.func", loc)
        .attrs(
            &ctx,
            vec![
                named("sym_name", ctx.string_attr("add")),
                named("function_type", fty),
            ],
        )
        .regions(&[region]);
    Builder::new(&ctx, ir).at_end(body).create(func);
    let mut rw = Rewriter::new(&ctx, ir);
    rw.set_insertion_point_to_end(blocks[0]);
    let slt = rmlir::dialects::arith::attrs::CMPI_PREDICATE
        .attr(&ctx, "slt")
        .unwrap();
    let cond = CmpIOp::build(&mut rw, loc, a, b, &[("predicate", slt)])?.result(&ctx, rw.ir);
    CondBrOp::build(&mut rw, loc, cond, &[], &[], blocks[1], blocks[2], &[])?;
    rw.set_insertion_point_to_end(blocks[1]);
    let sum = AddIOp::build(&mut rw, loc, a, b, &[])?.result(&ctx, rw.ir);
    ReturnOp::build(&mut rw, loc, &[sum], &[])?;
    rw.set_insertion_point_to_end(blocks[2]);
    let difference = SubIOp::build(&mut rw, loc, a, b, &[])?.result(&ctx, rw.ir);
    ReturnOp::build(&mut rw, loc, &[difference], &[])?;
    m.verify()?;
    assert_eq!(m.to_string(), rmlir::Module::parse(&ctx, TEXT)?.to_string());
    Ok(())
}

/// Newcomer task 3: walk, replace uses, erase, insert, move, and clone a
/// region (here `@f`'s body into the declaration `@g`).
#[test]
fn walk_replace_erase_insert_move_and_clone_a_region() -> Result<(), rmlir::Error> {
    use rmlir::core::ir::{IrMapping, WalkOrder};
    let ctx = rmlir::context();
    let mut m = rmlir::Module::parse(
        &ctx,
        "func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}
func.func private @g(i32) -> i32",
    )?;
    let mut ops = std::collections::HashMap::new();
    let ir = m.ir();
    ir.walk(m.op(), WalkOrder::PreOrder, &mut |_, op| {
        ops.entry(ctx.op_name_str(ir.op_name(op)).to_string())
            .or_insert_with(Vec::new)
            .push(op);
    });
    let (add, mul, funcs) = (
        ops["arith.addi"][0],
        ops["arith.muli"][0],
        &ops["func.func"],
    );
    let ir = m.ir_mut();
    let (sum, product) = (ir.result(add, 0), ir.result(mul, 0));
    ir.replace_all_uses(product, sum);
    ir.erase_op(mul);
    let copy = ir.clone_op(add, &mut IrMapping::default());
    ir.insert_op_after(add, copy);
    ir.move_op_before(copy, add);
    let (from, to) = (ir.regions(funcs[0])[0], ir.regions(funcs[1])[0]);
    ir.clone_region_into(from, to, 0, &mut IrMapping::default());
    m.verify()?;
    let body = "    %0 = arith.addi %arg0, %arg0 : i32\n    %1 = arith.addi %arg0, %arg0 : i32\n    return %1 : i32\n  }\n";
    let want = format!("module {{\n  func.func @f(%arg0: i32) -> i32 {{\n{body}  func.func private @g(%arg0: i32) -> i32 {{\n{body}}}\n");
    assert_eq!(m.to_string(), want);
    Ok(())
}
