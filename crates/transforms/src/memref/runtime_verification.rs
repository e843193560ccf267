//! `generate-runtime-verification` (MLIR 22's
//! `GenerateRuntimeVerificationPass` with the memref dialect's
//! `RuntimeVerifiableOpInterface` models): before each verifiable op, IR
//! checking at run time what the verifier cannot check statically, ending
//! in a `cf.assert` whose message names the op.
//!
//! The verifiable ops are gathered first (the checks are not themselves
//! checked) and the op texts of the messages are printed before anything
//! changes, with the names of one printing state per isolated scope. A
//! message reads `ERROR: Runtime op verification failed`, the op (with
//! `verbose-level=1`, the default), `^ ` and what failed, then
//! `Location: ` and the op's location.
//!
//! The memref checks rmlir generates:
//! - `memref.load`, `memref.store`, `memref.atomic_rmw`,
//!   `memref.generic_atomic_rmw`: each index within
//!   `[0, dim)` ("out-of-bounds access");
//! - `memref.dim`: the index within `[0, rank)`;
//! - `memref.expand_shape`: per reassociation group, the source size is a
//!   multiple of the group's static result sizes;
//! - `memref.assume_alignment`: the aligned pointer is a multiple of the
//!   alignment;
//! - `memref.copy`: the sizes of source and target agree in each dim where
//!   one of them is dynamic;
//! - `memref.cast` to a ranked type: rank, static sizes, offset and strides
//!   of the result hold for the source;
//! - `memref.subview`: per source dim, the offset lies in the source (at
//!   its end too for an empty slice) and so does the last position of a
//!   non-empty slice (`scf.if`s yielding the conditions).
//!
//! Comparisons and conjunctions are created or folded as MLIR's
//! `createOrFold` does (folding repeatedly while the fold is in place).
//! Not done: the other dialects' checks.

use rmlir_core::ir::{Ir, OpId, OperationState, Value, WalkOrder};
use rmlir_core::rewrite::Rewriter;
use rmlir_core::types::DYNAMIC;
use rmlir_core::{Attribute, Context};
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};

use super::helpers::{
    constant_index, extract_strided_metadata, mixed_lists, name, reassociation, shape, value_of,
};
use rmlir_dialects::memref::layout;

/// The registry entry of `generate-runtime-verification`.
pub static INFO: PassInfo = PassInfo {
    argument: "generate-runtime-verification",
    name: "GenerateRuntimeVerification",
    description: "Generate additional runtime op verification checks",
    options: &[OptionSpec {
        name: "verbose-level",
        description: "Verbosity level for runtime verification messages: 0 = Minimum (only source location), 1 = Detailed (include full operation details, names, types, shapes, etc.)",
        kind: OptionKind::Uint(32),
        default: OptionValue::Uint(1),
    }],
    create: |options| SimplePass::new(&INFO, options, run),
};

/// Whether rmlir generates checks for ops named `n`.
fn is_verifiable(n: &str) -> bool {
    matches!(
        n,
        "memref.load"
            | "memref.store"
            | "memref.atomic_rmw"
            | "memref.generic_atomic_rmw"
            | "memref.dim"
            | "memref.expand_shape"
            | "memref.assume_alignment"
            | "memref.copy"
            | "memref.cast"
            | "memref.subview"
    )
}

fn props(ctx: &Context, entries: Vec<(&str, Attribute)>) -> Attribute {
    ctx.named_dict_attr(entries)
}

/// `arith.cmpi` predicates.
const EQ: i64 = 0;
const SLT: i64 = 2;
const SLE: i64 = 3;
const SGT: i64 = 4;
const SGE: i64 = 5;

fn cmpi_state(ctx: &Context, loc: Attribute, pred: i64, a: Value, b: Value) -> OperationState {
    let mut st = OperationState::new(ctx, "arith.cmpi", loc);
    st.operands.extend([a, b]);
    st.result_types.push(ctx.i1_type());
    st.properties = Some(props(
        ctx,
        vec![("predicate", ctx.int_attr(ctx.i64_type(), pred))],
    ));
    st
}

/// A binary op of `a` and `b` typed like `a`.
fn binary_state(
    ctx: &Context,
    ir: &Ir,
    n: &str,
    loc: Attribute,
    a: Value,
    b: Value,
) -> OperationState {
    let mut st = OperationState::new(ctx, n, loc);
    st.operands.extend([a, b]);
    st.result_types.push(ir.value_type(a));
    st
}

fn create(rw: &mut Rewriter<'_>, st: OperationState) -> Value {
    let op = rw.create(st);
    rw.ir.result(op, 0)
}

/// `memref.dim %m, %c<i>` (both created).
fn dim(rw: &mut Rewriter<'_>, loc: Attribute, m: Value, i: i64) -> Value {
    let ctx = rw.ctx;
    let c = constant_index(rw, loc, i);
    let st = OperationState::new(ctx, "memref.dim", loc)
        .operands(&[m, c])
        .results(&[ctx.index_type()]);
    create(rw, st)
}

/// `memref.dim %m, %c<i>` created or folded (`createOrFold<DimOp>`).
fn dim_or_fold(rw: &mut Rewriter<'_>, loc: Attribute, m: Value, i: i64) -> Value {
    let ctx = rw.ctx;
    let c = constant_index(rw, loc, i);
    let st = OperationState::new(ctx, "memref.dim", loc)
        .operands(&[m, c])
        .results(&[ctx.index_type()]);
    crate::create_or_fold(8, rw, st)
}

/// `lb <= v < ub`, created or folded (MLIR's `generateInBoundsCheck`).
fn in_bounds(rw: &mut Rewriter<'_>, loc: Attribute, v: Value, lb: Value, ub: Value) -> Value {
    let ctx = rw.ctx;
    let a = crate::create_or_fold(8, rw, cmpi_state(ctx, loc, SGE, v, lb));
    let b = crate::create_or_fold(8, rw, cmpi_state(ctx, loc, SLT, v, ub));
    let st = binary_state(ctx, rw.ir, "arith.andi", loc, a, b);
    crate::create_or_fold(8, rw, st)
}

/// `cf.assert %cond, "<message>"`.
fn assert(rw: &mut Rewriter<'_>, loc: Attribute, cond: Value, msg: String) {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx, "cf.assert", loc);
    st.operands.push(cond);
    st.properties = Some(props(ctx, vec![("msg", ctx.string_attr(msg))]));
    rw.create(st);
}

/// What the message generator needs for one op.
struct Message<'t> {
    head: &'t str,
    loc: &'t str,
}

impl Message<'_> {
    fn text(&self, what: &str) -> String {
        format!("{}^ {what}\nLocation: {}", self.head, self.loc)
    }
}

/// The checks of a load, store, atomic_rmw or generic_atomic_rmw.
fn check_access(rw: &mut Rewriter<'_>, op: OpId, loc: Attribute, msg: &Message<'_>) {
    let ctx = rw.ctx;
    let p = match name(ctx, rw.ir, op) {
        "memref.load" | "memref.generic_atomic_rmw" => 0,
        _ => 1,
    };
    if rw.ir.num_operands(op) <= p {
        return;
    }
    let mem = rw.ir.operand(op, p);
    let rank = shape(ctx, rw.ir.value_type(mem)).map_or(0, |s| s.len());
    let indices: Vec<Value> = rw.ir.operands(op).skip(p + 1).collect();
    if rank == 0 || indices.len() != rank {
        return;
    }
    let zero = constant_index(rw, loc, 0);
    let mut cond: Option<Value> = None;
    for (i, idx) in indices.iter().enumerate() {
        let d = dim_or_fold(rw, loc, mem, i as i64);
        let ok = in_bounds(rw, loc, *idx, zero, d);
        cond = Some(match cond {
            None => ok,
            Some(c) => {
                let st = binary_state(ctx, rw.ir, "arith.andi", loc, c, ok);
                crate::create_or_fold(8, rw, st)
            }
        });
    }
    if let Some(c) = cond {
        assert(rw, loc, c, msg.text("out-of-bounds access"));
    }
}

/// The check of a `memref.dim`'s index.
fn check_dim(rw: &mut Rewriter<'_>, op: OpId, loc: Attribute, msg: &Message<'_>) {
    let ctx = rw.ctx;
    if rw.ir.num_operands(op) != 2 {
        return;
    }
    let (src, index) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1));
    let st = OperationState::new(ctx, "memref.rank", loc)
        .operands(&[src])
        .results(&[ctx.index_type()]);
    let rank = create(rw, st);
    let zero = constant_index(rw, loc, 0);
    let ok = in_bounds(rw, loc, index, zero, rank);
    assert(rw, loc, ok, msg.text("index is out of bounds"));
}

/// The divisibility checks of a `memref.expand_shape`.
fn check_expand_shape(rw: &mut Rewriter<'_>, op: OpId, loc: Attribute, msg: &Message<'_>) {
    let ctx = rw.ctx;
    let src = rw.ir.operand(op, 0);
    let Some(res_shape) = shape(ctx, rw.ir.value_type(rw.ir.result(op, 0))) else {
        return;
    };
    for (g, group) in reassociation(ctx, rw.ir, op).iter().enumerate() {
        let src_size = dim(rw, loc, src, g as i64);
        let mut product: i64 = 1;
        for d in group {
            match res_shape.get(*d as usize) {
                Some(&s) if s != DYNAMIC => product = product.wrapping_mul(s),
                _ => {}
            }
        }
        let c = constant_index(rw, loc, product);
        let st = binary_state(ctx, rw.ir, "arith.remsi", loc, src_size, c);
        let rem = create(rw, st);
        let zero = constant_index(rw, loc, 0);
        let eq = create(rw, cmpi_state(ctx, loc, EQ, rem, zero));
        assert(
            rw,
            loc,
            eq,
            msg.text("static result dims in reassoc group do not divide src dim evenly"),
        );
    }
}

/// The alignment check of a `memref.assume_alignment`.
fn check_assume_alignment(rw: &mut Rewriter<'_>, op: OpId, loc: Attribute, msg: &Message<'_>) {
    let ctx = rw.ctx;
    let Some(align) = rw
        .ir
        .attr(ctx, op, "alignment")
        .and_then(|a| match ctx.attr_kind(a) {
            rmlir_core::AttrKind::Integer { value, .. } => Some(value.sext_low_i64()),
            _ => None,
        })
    else {
        return;
    };
    let src = rw.ir.operand(op, 0);
    let st = OperationState::new(ctx, "memref.extract_aligned_pointer_as_index", loc)
        .operands(&[src])
        .results(&[ctx.index_type()]);
    let ptr = create(rw, st);
    let c = constant_index(rw, loc, align);
    let st = binary_state(ctx, rw.ir, "arith.remui", loc, ptr, c);
    let rem = create(rw, st);
    let zero = constant_index(rw, loc, 0);
    let eq = create(rw, cmpi_state(ctx, loc, EQ, rem, zero));
    assert(
        rw,
        loc,
        eq,
        msg.text(&format!("memref is not aligned to {align}")),
    );
}

/// Size `i` of `m`: a constant when static (`size`), else a new
/// `memref.dim`.
fn size_of(rw: &mut Rewriter<'_>, loc: Attribute, m: Value, size: i64, i: usize) -> Value {
    if size == DYNAMIC {
        dim(rw, loc, m, i as i64)
    } else {
        constant_index(rw, loc, size)
    }
}

/// The size checks of a `memref.copy`.
fn check_copy(rw: &mut Rewriter<'_>, op: OpId, loc: Attribute, msg: &Message<'_>) {
    let ctx = rw.ctx;
    if rw.ir.num_operands(op) != 2 {
        return;
    }
    let (src, dst) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1));
    let (Some(s), Some(t)) = (
        shape(ctx, rw.ir.value_type(src)),
        shape(ctx, rw.ir.value_type(dst)),
    ) else {
        return;
    };
    if s.len() != t.len() {
        return;
    }
    for i in 0..s.len() {
        if s[i] != DYNAMIC && t[i] != DYNAMIC {
            continue;
        }
        let a = size_of(rw, loc, src, s[i], i);
        let b = size_of(rw, loc, dst, t[i], i);
        let eq = create(rw, cmpi_state(ctx, loc, EQ, a, b));
        assert(
            rw,
            loc,
            eq,
            msg.text(&format!("size of {i}-th source/target dim does not match")),
        );
    }
}

/// The checks of a `memref.cast` to a ranked type: the rank of an
/// unranked source, then the result's static sizes a dynamic source size
/// must have, its static offset and its static strides (those two read
/// through a cast of the source to a fully dynamic strided layout).
fn check_cast(rw: &mut Rewriter<'_>, op: OpId, loc: Attribute, msg: &Message<'_>) {
    let ctx = rw.ctx;
    if rw.ir.num_operands(op) != 1 || rw.ir.num_results(op) != 1 {
        return;
    }
    let src = rw.ir.operand(op, 0);
    let res_ty = rw.ir.value_type(rw.ir.result(op, 0));
    let Some(res) = layout::ranked(ctx, res_ty) else {
        return;
    };
    let src_shape = shape(ctx, rw.ir.value_type(src));
    let rank = res.shape.len();
    if src_shape.is_none() {
        let st = OperationState::new(ctx, "memref.rank", loc)
            .operands(&[src])
            .results(&[ctx.index_type()]);
        let r = create(rw, st);
        let c = constant_index(rw, loc, rank as i64);
        let eq = create(rw, cmpi_state(ctx, loc, EQ, r, c));
        assert(rw, loc, eq, msg.text("rank mismatch"));
    }
    let dynamic = vec![DYNAMIC; rank];
    let helper_ty = layout::make_memref(
        ctx,
        &dynamic,
        res.element,
        Some(layout::strided_attr(ctx, DYNAMIC, &dynamic)),
        res.memory_space,
    );
    let st = OperationState::new(ctx, "memref.cast", loc)
        .operands(&[src])
        .results(&[helper_ty]);
    let helper = create(rw, st);
    let md = extract_strided_metadata(rw, loc, helper);
    for (i, &size) in res.shape.iter().enumerate() {
        if let Some(s) = &src_shape {
            if s.get(i).is_some_and(|d| *d != DYNAMIC) {
                continue;
            }
        }
        if size == DYNAMIC {
            continue;
        }
        let d = dim(rw, loc, src, i as i64);
        let c = constant_index(rw, loc, size);
        let eq = create(rw, cmpi_state(ctx, loc, EQ, d, c));
        assert(rw, loc, eq, msg.text(&format!("size mismatch of dim {i}")));
    }
    let Some((strides, offset)) = layout::strides_and_offset(ctx, res_ty) else {
        return;
    };
    if offset != DYNAMIC {
        let o = rw.ir.result(md, 1);
        let c = constant_index(rw, loc, offset);
        let eq = create(rw, cmpi_state(ctx, loc, EQ, o, c));
        assert(rw, loc, eq, msg.text("offset mismatch"));
    }
    for (i, &stride) in strides.iter().enumerate() {
        if stride == DYNAMIC {
            continue;
        }
        let s = rw.ir.result(md, 2 + rank + i);
        let c = constant_index(rw, loc, stride);
        let eq = create(rw, cmpi_state(ctx, loc, EQ, s, c));
        assert(
            rw,
            loc,
            eq,
            msg.text(&format!("stride mismatch of dim {i}")),
        );
    }
}

/// An `scf.if %cond -> (i1)` whose branches `then` and `other` build
/// (each returning the value it yields).
fn if_i1(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    cond: Value,
    then: &dyn Fn(&mut Rewriter<'_>) -> Value,
    other: &dyn Fn(&mut Rewriter<'_>) -> Value,
) -> Value {
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx, "scf.if", loc);
    st.operands.push(cond);
    st.result_types.push(ctx.i1_type());
    let mut blocks = Vec::with_capacity(2);
    for _ in 0..2 {
        let r = rw.ir.new_region();
        let b = rw.ir.new_block();
        rw.ir.append_block(r, b);
        st.regions.push(r);
        blocks.push(b);
    }
    let op = rw.create(st);
    let saved = rw.insertion_point();
    for (k, b) in blocks.into_iter().enumerate() {
        rw.set_insertion_point_to_end(b);
        let v = if k == 0 { then(rw) } else { other(rw) };
        let y = OperationState::new(ctx, "scf.yield", loc).operands(&[v]);
        rw.create(y);
    }
    rw.set_insertion_point(saved);
    rw.ir.result(op, 0)
}

/// The checks of a `memref.subview`, per source dim: the offset lies in
/// the source (at its end too for an empty slice), and so does the last
/// position of a non-empty slice.
fn check_subview(rw: &mut Rewriter<'_>, op: OpId, loc: Attribute, msg: &Message<'_>) {
    let ctx = rw.ctx;
    let src = rw.ir.operand(op, 0);
    if shape(ctx, rw.ir.value_type(src)).is_none() {
        return;
    }
    let [offsets, sizes, strides] = mixed_lists(ctx, rw.ir, op);
    let n = offsets.len().min(sizes.len()).min(strides.len());
    let zero = constant_index(rw, loc, 0);
    let one = constant_index(rw, loc, 1);
    let md = extract_strided_metadata(rw, loc, src);
    if rw.ir.num_results(md) < 2 + 2 * n {
        return;
    }
    for i in 0..n {
        let offset = value_of(rw, loc, offsets[i]);
        let size = value_of(rw, loc, sizes[i]);
        let stride = value_of(rw, loc, strides[i]);
        let dim_size = rw.ir.result(md, 2 + i);
        let empty = create(rw, cmpi_state(ctx, loc, EQ, size, zero));
        let ok = if_i1(
            rw,
            loc,
            empty,
            &|rw| {
                let a = create(rw, cmpi_state(ctx, loc, SGE, offset, zero));
                let b = create(rw, cmpi_state(ctx, loc, SLE, offset, dim_size));
                let st = binary_state(ctx, rw.ir, "arith.andi", loc, a, b);
                create(rw, st)
            },
            &|rw| in_bounds(rw, loc, offset, zero, dim_size),
        );
        assert(
            rw,
            loc,
            ok,
            msg.text(&format!("offset {i} is out-of-bounds")),
        );
        let non_empty = create(rw, cmpi_state(ctx, loc, SGT, size, zero));
        let ok = if_i1(
            rw,
            loc,
            non_empty,
            &|rw| {
                let st = binary_state(ctx, rw.ir, "arith.subi", loc, size, one);
                let last = create(rw, st);
                let st = binary_state(ctx, rw.ir, "arith.muli", loc, last, stride);
                let span = create(rw, st);
                let st = binary_state(ctx, rw.ir, "arith.addi", loc, offset, span);
                let pos = create(rw, st);
                in_bounds(rw, loc, pos, zero, dim_size)
            },
            &|rw| {
                let i1 = ctx.i1_type();
                let st =
                    OperationState::constant(ctx, "arith.constant", ctx.int_attr(i1, 1), i1, loc);
                create(rw, st)
            },
        );
        assert(
            rw,
            loc,
            ok,
            msg.text(&format!("subview runs out-of-bounds along dimension {i}")),
        );
    }
}

fn run(
    p: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    root: OpId,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let verbose = p.options.get_uint("verbose-level") >= 1;
    let mut ops = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, &mut |_, o| {
        if is_verifiable(ctx.op_name_str(ir.op_name(o))) {
            ops.push(o);
        }
    });
    let texts = if verbose {
        rmlir_core::asm::printer::print_ops_for_pass_diagnostic(ctx, ir, &ops, true)
    } else {
        Vec::new()
    };
    let mut rw = Rewriter::new(ctx, ir);
    for (k, &op) in ops.iter().enumerate() {
        let loc = rw.ir.op(op).loc;
        let mut w = rmlir_core::asm::printer::AsmWriter::new(ctx, None);
        w.print_location(loc, false);
        let head = match texts.get(k) {
            Some(t) => format!("ERROR: Runtime op verification failed\n{t}\n"),
            None => "ERROR: Runtime op verification failed\n".to_string(),
        };
        let msg = Message {
            head: &head,
            loc: &w.out,
        };
        rw.set_insertion_point_before(op);
        match name(ctx, rw.ir, op) {
            "memref.load" | "memref.store" | "memref.atomic_rmw" | "memref.generic_atomic_rmw" => {
                check_access(&mut rw, op, loc, &msg)
            }
            "memref.dim" => check_dim(&mut rw, op, loc, &msg),
            "memref.expand_shape" => check_expand_shape(&mut rw, op, loc, &msg),
            "memref.assume_alignment" => check_assume_alignment(&mut rw, op, loc, &msg),
            "memref.copy" => check_copy(&mut rw, op, loc, &msg),
            "memref.cast" => check_cast(&mut rw, op, loc, &msg),
            "memref.subview" => check_subview(&mut rw, op, loc, &msg),
            _ => {}
        }
    }
    Ok(())
}
