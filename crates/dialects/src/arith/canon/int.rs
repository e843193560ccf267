//! Patterns of integer arithmetic, bitwise and comparison ops.

use super::*;
use crate::arith::fold::{invert_predicate, overflow_flags, predicate, sval, wrap, zero_attr};
use num_bigint::BigInt;
use rmlir_core::rewrite::PatternSet;

type Bin = fn(BigInt, BigInt) -> BigInt;

/// `IntegerAttr::get(res.getType(), f(a, b))` of two scalar constants.
fn int_attrs(ctx: &Context, res_ty: Type, a: Attribute, b: Attribute, f: Bin) -> Option<Attribute> {
    let (AttrKind::Integer { value: x, .. }, AttrKind::Integer { value: y, .. }) =
        (ctx.attr_kind(a), ctx.attr_kind(b))
    else {
        return None;
    };
    let v = wrap(x.width(), &f(sval(x), sval(y)));
    Some(ctx.attr(AttrKind::Integer {
        ty: res_ty,
        value: v,
    }))
}

fn add(a: BigInt, b: BigInt) -> BigInt {
    a + b
}
fn sub(a: BigInt, b: BigInt) -> BigInt {
    a - b
}
fn mul(a: BigInt, b: BigInt) -> BigInt {
    a * b
}

/// Which operand of the inner op holds the constant.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Side {
    Lhs,
    Rhs,
}

/// The DRR shape `outer(inner(.., ..), c1)` or `outer(c1, inner(.., ..))`
/// with one constant operand in `inner` on `inner_const` side.
/// Returns (inner op, x, c0 op, c0, c1).
struct Nested {
    inner: OpId,
    x: Value,
    /// The second op DRR records: the first constant op in operand order.
    first_const_op: OpId,
    c0: Attribute,
    c1: Attribute,
}

fn match_nested(
    rw: &Rewriter<'_>,
    op: OpId,
    inner_name: &str,
    inner_pos: usize,
    inner_const: Side,
) -> Option<Nested> {
    let (ctx, ir) = (rw.ctx, &*rw.ir);
    let inner = def(rw, opd(rw, op, inner_pos), inner_name)?;
    let (ci, xi) = match inner_const {
        Side::Lhs => (0, 1),
        Side::Rhs => (1, 0),
    };
    let (c0_op, c0) = const_int_attr(ctx, ir, ir.operand(inner, ci))?;
    let (c1_op, c1) = const_int_attr(ctx, ir, ir.operand(op, 1 - inner_pos))?;
    Some(Nested {
        inner,
        x: ir.operand(inner, xi),
        first_const_op: if inner_pos == 0 { c0_op } else { c1_op },
        c0,
        c1,
    })
}

/// Rewrites a matched nested shape to `new_name(x, const)` or
/// `new_name(const, x)` with the given flags.
fn rewrite_nested(
    rw: &mut Rewriter<'_>,
    op: OpId,
    m: &Nested,
    (new_name, const_first): (&str, bool),
    value: Attribute,
    flags: u64,
) -> bool {
    let l = fused(rw, &[op, m.first_const_op]);
    rw.set_insertion_point_before(op);
    let c = constant(rw, l, value);
    let t = ty(rw, res(rw, op, 0));
    let operands = if const_first { [c, m.x] } else { [m.x, c] };
    let ovf = overflow_attr(rw.ctx, flags);
    let v = create1(rw, new_name, l, &operands, t, &[("overflowFlags", ovf)]);
    replace(rw, op, &[v])
}

/// A DRR pattern folding two constants around a nested op:
/// `outer(inner(..), c1)` or `outer(c1, inner(..))`.
struct Combine {
    /// The nested op and which operand of the root it is.
    inner: &'static str,
    inner_pos: usize,
    /// Which operand of the nested op is the constant `c0`.
    inner_const: Side,
    /// The new constant: `f(c0, c1)` when `c0_first`, else `f(c1, c0)`.
    f: Bin,
    c0_first: bool,
    /// The new op, and whether the constant is its first operand.
    new_name: &'static str,
    const_first: bool,
    /// Whether the new op gets the intersection of both ops' overflow
    /// flags (else none).
    merge_flags: bool,
}

fn combine(op: OpId, rw: &mut Rewriter<'_>, c: &Combine) -> bool {
    let Some(m) = match_nested(rw, op, c.inner, c.inner_pos, c.inner_const) else {
        return false;
    };
    let res_ty = ty(rw, res(rw, op, 0));
    let (a, b) = if c.c0_first {
        (m.c0, m.c1)
    } else {
        (m.c1, m.c0)
    };
    let Some(value) = int_attrs(rw.ctx, res_ty, a, b, c.f) else {
        return false;
    };
    let flags = if c.merge_flags {
        overflow_flags(rw.ctx, rw.ir, m.inner) & overflow_flags(rw.ctx, rw.ir, op)
    } else {
        0
    };
    rewrite_nested(rw, op, &m, (c.new_name, c.const_first), value, flags)
}

/// Shorthand for the [`Combine`] table.
#[allow(clippy::too_many_arguments)]
const fn cmb(
    inner: &'static str,
    inner_pos: usize,
    inner_const: Side,
    f: Bin,
    c0_first: bool,
    new_name: &'static str,
    const_first: bool,
    merge_flags: bool,
) -> Combine {
    Combine {
        inner,
        inner_pos,
        inner_const,
        f,
        c0_first,
        new_name,
        const_first,
        merge_flags,
    }
}

const ADDI: &str = "arith.addi";
const SUBI: &str = "arith.subi";
const MULI: &str = "arith.muli";

/// `arith.addi` patterns.
pub fn addi_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        ADDI,
        "(anonymous namespace)::AddIAddConstant",
        2,
        |op, rw| {
            combine(
                op,
                rw,
                &cmb(ADDI, 0, Side::Rhs, add, true, ADDI, false, true),
            )
        },
    );
    set.add_fn_with_benefit(
        ADDI,
        "(anonymous namespace)::AddISubConstantRHS",
        2,
        |op, rw| {
            combine(
                op,
                rw,
                &cmb(SUBI, 0, Side::Rhs, sub, false, ADDI, false, true),
            )
        },
    );
    set.add_fn_with_benefit(
        ADDI,
        "(anonymous namespace)::AddISubConstantLHS",
        2,
        |op, rw| {
            combine(
                op,
                rw,
                &cmb(SUBI, 0, Side::Lhs, add, true, SUBI, true, true),
            )
        },
    );
    set.add_fn_with_benefit(
        ADDI,
        "(anonymous namespace)::AddIMulNegativeOneRhs",
        2,
        |op, rw| add_mul_neg_one(op, rw, 1),
    );
    set.add_fn_with_benefit(
        ADDI,
        "(anonymous namespace)::AddIMulNegativeOneLhs",
        2,
        |op, rw| add_mul_neg_one(op, rw, 0),
    );
}

/// `addi(x, muli(y, -1)) -> subi(x, y)` (and with the operands swapped).
fn add_mul_neg_one(op: OpId, rw: &mut Rewriter<'_>, mul_pos: usize) -> bool {
    let Some(mul) = def(rw, opd(rw, op, mul_pos), MULI) else {
        return false;
    };
    let Some((c_op, c)) = const_of(rw.ctx, rw.ir, opd(rw, mul, 1)) else {
        return false;
    };
    if !int_or_splat_is(rw.ctx, c, -1) {
        return false;
    }
    let (y, other) = (opd(rw, mul, 0), opd(rw, op, 1 - mul_pos));
    let l = fused(rw, &[op, c_op]);
    rw.set_insertion_point_before(op);
    let t = ty(rw, res(rw, op, 0));
    let ovf = overflow_attr(rw.ctx, 0);
    let v = create1(rw, SUBI, l, &[other, y], t, &[("overflowFlags", ovf)]);
    replace(rw, op, &[v])
}

/// `arith.subi` patterns.
pub fn subi_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        SUBI,
        "(anonymous namespace)::SubIRHSAddConstant",
        2,
        |op, rw| {
            combine(
                op,
                rw,
                &cmb(ADDI, 0, Side::Rhs, sub, true, ADDI, false, false),
            )
        },
    );
    set.add_fn_with_benefit(
        SUBI,
        "(anonymous namespace)::SubILHSAddConstant",
        2,
        |op, rw| {
            combine(
                op,
                rw,
                &cmb(ADDI, 1, Side::Rhs, sub, false, SUBI, true, true),
            )
        },
    );
    set.add_fn_with_benefit(
        SUBI,
        "(anonymous namespace)::SubIRHSSubConstantRHS",
        2,
        |op, rw| {
            combine(
                op,
                rw,
                &cmb(SUBI, 0, Side::Rhs, add, true, SUBI, false, true),
            )
        },
    );
    set.add_fn_with_benefit(
        SUBI,
        "(anonymous namespace)::SubIRHSSubConstantLHS",
        2,
        |op, rw| {
            combine(
                op,
                rw,
                &cmb(SUBI, 0, Side::Lhs, sub, true, SUBI, true, true),
            )
        },
    );
    set.add_fn_with_benefit(
        SUBI,
        "(anonymous namespace)::SubILHSSubConstantRHS",
        2,
        |op, rw| {
            combine(
                op,
                rw,
                &cmb(SUBI, 1, Side::Rhs, add, true, SUBI, true, true),
            )
        },
    );
    set.add_fn_with_benefit(
        SUBI,
        "(anonymous namespace)::SubILHSSubConstantLHS",
        2,
        |op, rw| {
            combine(
                op,
                rw,
                &cmb(SUBI, 1, Side::Lhs, sub, false, ADDI, false, true),
            )
        },
    );
    set.add_fn_with_benefit(
        SUBI,
        "(anonymous namespace)::SubISubILHSRHSLHS",
        2,
        |op, rw| {
            let Some(inner) = def(rw, opd(rw, op, 0), SUBI) else {
                return false;
            };
            let (x, y) = (opd(rw, inner, 0), opd(rw, inner, 1));
            if opd(rw, op, 1) != x {
                return false;
            }
            let Some(zero) = zero_attr(rw.ctx, ty(rw, y)) else {
                return false;
            };
            let flags = overflow_flags(rw.ctx, rw.ir, inner) & overflow_flags(rw.ctx, rw.ir, op);
            let l = fused(rw, &[op, inner]);
            rw.set_insertion_point_before(op);
            let c = constant(rw, l, zero);
            let t = ty(rw, res(rw, op, 0));
            let ovf = overflow_attr(rw.ctx, flags);
            let v = create1(rw, SUBI, l, &[c, y], t, &[("overflowFlags", ovf)]);
            replace(rw, op, &[v])
        },
    );
}

/// `arith.muli` patterns.
pub fn muli_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        MULI,
        "(anonymous namespace)::MulIMulIConstant",
        2,
        |op, rw| {
            let Some(m) = match_nested(rw, op, MULI, 0, Side::Rhs) else {
                return false;
            };
            let res_ty = ty(rw, res(rw, op, 0));
            let attr_ty = |a: Attribute| match rw.ctx.attr_kind(a) {
                AttrKind::Integer { ty, .. } => Some(*ty),
                _ => None,
            };
            if attr_ty(m.c0) != Some(res_ty) || attr_ty(m.c1) != Some(res_ty) {
                return false;
            }
            let Some(value) = int_attrs(rw.ctx, res_ty, m.c0, m.c1, mul) else {
                return false;
            };
            let flags = overflow_flags(rw.ctx, rw.ir, m.inner) & overflow_flags(rw.ctx, rw.ir, op);
            rewrite_nested(rw, op, &m, (MULI, false), value, flags)
        },
    );
}

/// `x_extended(a, b) -> [new(a, b), a]` when the second result is unused.
fn extended_to_plain(op: OpId, rw: &mut Rewriter<'_>, new_name: &str) -> bool {
    if rw.ir.has_uses(res(rw, op, 1)) {
        return false;
    }
    let (x, y) = (opd(rw, op, 0), opd(rw, op, 1));
    let l = loc(rw.ir, op);
    rw.set_insertion_point_before(op);
    let t = ty(rw, res(rw, op, 0));
    let ovf = overflow_attr(rw.ctx, 0);
    let v = create1(rw, new_name, l, &[x, y], t, &[("overflowFlags", ovf)]);
    replace(rw, op, &[v, x])
}

/// `arith.addui_extended` patterns.
pub fn addui_extended_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        "arith.addui_extended",
        "(anonymous namespace)::AddUIExtendedToAddI",
        1,
        |op, rw| extended_to_plain(op, rw, ADDI),
    );
}

/// `arith.mulsi_extended` patterns.
pub fn mulsi_extended_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        "arith.mulsi_extended",
        "(anonymous namespace)::MulSIExtendedToMulI",
        1,
        |op, rw| extended_to_plain(op, rw, MULI),
    );
    set.add_fn_with_benefit(
        "arith.mulsi_extended",
        "(anonymous namespace)::MulSIExtendedRHSOne",
        1,
        |op, rw| {
            let Some((_, c)) = const_of(rw.ctx, rw.ir, opd(rw, op, 1)) else {
                return false;
            };
            if !int_or_splat_is(rw.ctx, c, 1) {
                return false;
            }
            let x = opd(rw, op, 0);
            let Some(zero) = zero_attr(rw.ctx, ty(rw, x)) else {
                return false;
            };
            let l = loc(rw.ir, op);
            rw.set_insertion_point_before(op);
            let z = constant(rw, l, zero);
            let i1 = crate::arith::ops::i1_same_shape(rw.ctx, ty(rw, x));
            let p =
                rmlir_ods::constraints::enum_attr(rw.ctx, &crate::arith::attrs::CMPI_PREDICATE, 2);
            let cmp = create1(rw, "arith.cmpi", l, &[x, z], i1, &[("predicate", p)]);
            let high_ty = ty(rw, res(rw, op, 1));
            let ext = create1(rw, "arith.extsi", l, &[cmp], high_ty, &[]);
            replace(rw, op, &[x, ext])
        },
    );
}

/// `arith.mului_extended` patterns.
pub fn mului_extended_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        "arith.mului_extended",
        "(anonymous namespace)::MulUIExtendedToMulI",
        1,
        |op, rw| extended_to_plain(op, rw, MULI),
    );
}

/// `op(ext(x), ext(y)) -> ext(op(x, y))` for `x`, `y` of one type.
fn op_of_ext(op: OpId, rw: &mut Rewriter<'_>, ext_name: &str) -> bool {
    let (Some(e0), Some(e1)) = (
        def(rw, opd(rw, op, 0), ext_name),
        def(rw, opd(rw, op, 1), ext_name),
    ) else {
        return false;
    };
    let (x, y) = (opd(rw, e0, 0), opd(rw, e1, 0));
    if ty(rw, x) != ty(rw, y) {
        return false;
    }
    let l = fused(rw, &[op, e0, e1]);
    let name = rw.ctx.op_name_info(rw.ir.op_name(op)).name.to_string();
    rw.set_insertion_point_before(op);
    let inner = create1(rw, &name, l, &[x, y], ty(rw, x), &[]);
    let t = ty(rw, res(rw, op, 0));
    let v = create1(rw, ext_name, l, &[inner], t, &[]);
    replace(rw, op, &[v])
}

/// `arith.xori` patterns.
pub fn xori_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        "arith.xori",
        "(anonymous namespace)::XOrINotCmpI",
        2,
        |op, rw| {
            let Some(cmp) = def(rw, opd(rw, op, 0), "arith.cmpi") else {
                return false;
            };
            let Some((_, c)) = const_of(rw.ctx, rw.ir, opd(rw, op, 1)) else {
                return false;
            };
            let is_true = matches!(rw.ctx.attr_kind(c),
            AttrKind::Integer { ty, value } if *ty == rw.ctx.i1_type() && !value.is_zero());
            if !is_true {
                return false;
            }
            let Some(p) = predicate(rw.ctx, rw.ir, cmp) else {
                return false;
            };
            let l = fused(rw, &[op, cmp]);
            let (a, b) = (opd(rw, cmp, 0), opd(rw, cmp, 1));
            rw.set_insertion_point_before(op);
            let pa = rmlir_ods::constraints::enum_attr(
                rw.ctx,
                &crate::arith::attrs::CMPI_PREDICATE,
                invert_predicate(p),
            );
            let t = ty(rw, res(rw, op, 0));
            let v = create1(rw, "arith.cmpi", l, &[a, b], t, &[("predicate", pa)]);
            replace(rw, op, &[v])
        },
    );
    add_op_of_ext_patterns(
        set,
        "arith.xori",
        "(anonymous namespace)::XOrIOfExtUI",
        "(anonymous namespace)::XOrIOfExtSI",
    );
}

/// `op(extui(a), extui(b))` and `op(extsi(a), extsi(b))` rooted at `root`,
/// under MLIR's names for them (benefit 3: three ops matched).
fn add_op_of_ext_patterns(
    set: &mut PatternSet,
    root: &'static str,
    ui_name: &'static str,
    si_name: &'static str,
) {
    set.add_fn_with_benefit(root, ui_name, 3, |op, rw| op_of_ext(op, rw, "arith.extui"));
    set.add_fn_with_benefit(root, si_name, 3, |op, rw| op_of_ext(op, rw, "arith.extsi"));
}

/// `arith.andi` patterns.
pub fn andi_patterns(_: &Context, set: &mut PatternSet) {
    add_op_of_ext_patterns(
        set,
        "arith.andi",
        "(anonymous namespace)::AndOfExtUI",
        "(anonymous namespace)::AndOfExtSI",
    );
}

/// `arith.ori` patterns.
pub fn ori_patterns(_: &Context, set: &mut PatternSet) {
    add_op_of_ext_patterns(
        set,
        "arith.ori",
        "(anonymous namespace)::OrOfExtUI",
        "(anonymous namespace)::OrOfExtSI",
    );
}

/// `cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)`.
fn cmpi_of_ext(op: OpId, rw: &mut Rewriter<'_>, ext_name: &str) -> bool {
    let (Some(e0), Some(e1)) = (
        def(rw, opd(rw, op, 0), ext_name),
        def(rw, opd(rw, op, 1), ext_name),
    ) else {
        return false;
    };
    let (a, b) = (opd(rw, e0, 0), opd(rw, e1, 0));
    let Some(p) = predicate(rw.ctx, rw.ir, op) else {
        return false;
    };
    if ty(rw, a) != ty(rw, b) || p > 1 {
        return false;
    }
    let l = fused(rw, &[op, e0, e1]);
    let pa = crate::arith::fold::prop(rw.ctx, rw.ir, op, "predicate").expect("predicate");
    rw.set_insertion_point_before(op);
    let t = ty(rw, res(rw, op, 0));
    let v = create1(rw, "arith.cmpi", l, &[a, b], t, &[("predicate", pa)]);
    replace(rw, op, &[v])
}

/// `arith.cmpi` patterns.
pub fn cmpi_patterns(_: &Context, set: &mut PatternSet) {
    set.add_fn_with_benefit(
        "arith.cmpi",
        "(anonymous namespace)::CmpIExtSI",
        3,
        |op, rw| cmpi_of_ext(op, rw, "arith.extsi"),
    );
    set.add_fn_with_benefit(
        "arith.cmpi",
        "(anonymous namespace)::CmpIExtUI",
        3,
        |op, rw| cmpi_of_ext(op, rw, "arith.extui"),
    );
}
