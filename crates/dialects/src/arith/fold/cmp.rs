//! Folders of comparisons and `arith.select`.

use super::float::float_cmp;
use super::*;
use std::cmp::Ordering;

type Res = Option<Vec<FoldResult>>;
type Ops<'a> = &'a [Option<Attribute>];

/// `cmpi` predicates, by enum value (MLIR's `CmpIPredicate`; see
/// [`CMPI_PREDICATE`](crate::arith::attrs::CMPI_PREDICATE) for the keywords).
pub mod pred {
    /// `eq`: equal.
    pub const EQ: i64 = 0;
    /// `ne`: not equal.
    pub const NE: i64 = 1;
    /// `slt`: signed less than.
    pub const SLT: i64 = 2;
    /// `sle`: signed less than or equal.
    pub const SLE: i64 = 3;
    /// `sgt`: signed greater than.
    pub const SGT: i64 = 4;
    /// `sge`: signed greater than or equal.
    pub const SGE: i64 = 5;
    /// `ult`: unsigned less than.
    pub const ULT: i64 = 6;
    /// `ule`: unsigned less than or equal.
    pub const ULE: i64 = 7;
    /// `ugt`: unsigned greater than.
    pub const UGT: i64 = 8;
    /// `uge`: unsigned greater than or equal.
    pub const UGE: i64 = 9;
}

/// The `predicate` of a comparison op.
pub fn predicate(ctx: &Context, ir: &Ir, op: OpId) -> Option<i64> {
    prop(ctx, ir, op, "predicate").and_then(|p| rmlir_ods::constraints::enum_value(ctx, p))
}

/// `lhs pred rhs` on integers.
pub fn apply_cmpi(p: i64, a: &ApInt, b: &ApInt) -> bool {
    let (sa, sb, ua, ub) = (sval(a), sval(b), uval(a), uval(b));
    match p {
        pred::EQ => ua == ub,
        pred::NE => ua != ub,
        pred::SLT => sa < sb,
        pred::SLE => sa <= sb,
        pred::SGT => sa > sb,
        pred::SGE => sa >= sb,
        pred::ULT => ua < ub,
        pred::ULE => ua <= ub,
        pred::UGT => ua > ub,
        _ => ua >= ub,
    }
}

/// `lhs pred rhs` on floats (MLIR's `applyCmpPredicate`).
pub fn apply_cmpf(p: i64, a: &ApFloat, b: &ApFloat) -> bool {
    let c = float_cmp(a, b);
    let (uno, eq, gt, lt) = (
        c.is_none(),
        c == Some(Ordering::Equal),
        c == Some(Ordering::Greater),
        c == Some(Ordering::Less),
    );
    match p {
        0 => false,
        1 => eq,
        2 => gt,
        3 => gt || eq,
        4 => lt,
        5 => lt || eq,
        6 => !uno && !eq,
        7 => !uno,
        8 => uno || eq,
        9 => uno || gt,
        10 => uno || gt || eq,
        11 => uno || lt,
        12 => uno || lt || eq,
        13 => !eq,
        14 => uno,
        _ => true,
    }
}

fn bool_val(b: bool) -> Val {
    Val::I(ApInt::from_u64(1, b as u64))
}

/// MLIR's `getBoolAttribute`: `true`/`false`, a splat for shaped types
/// (MLIR 22 makes one even for dynamic shapes).
fn bool_attr(ctx: &Context, ty: Type, b: bool) -> Option<Attribute> {
    if is_shaped(ctx, ty) {
        return build(ctx, ty, vec![bool_val(b)]);
    }
    build(ctx, ctx.i1_type(), vec![bool_val(b)])
}

fn is_i1_elem(ctx: &Context, t: Type) -> bool {
    int_width(ctx, t) == Some(1) && !matches!(ctx.type_kind(elem_type(ctx, t)), TypeKind::Index)
}

/// Scalar or vector integer width (MLIR's `getIntegerWidth` in the cmpi
/// folder: tensors do not count).
fn scalar_or_vector_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Vector { element, .. } => match ctx.type_kind(*element) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    }
}

/// The predicate with its operands swapped.
pub fn swap_predicate(p: i64) -> i64 {
    match p {
        pred::SLT => pred::SGT,
        pred::SGT => pred::SLT,
        pred::SLE => pred::SGE,
        pred::SGE => pred::SLE,
        pred::ULT => pred::UGT,
        pred::UGT => pred::ULT,
        pred::ULE => pred::UGE,
        pred::UGE => pred::ULE,
        p => p,
    }
}

/// The negated predicate (MLIR's `invertPredicate`).
pub fn invert_predicate(p: i64) -> i64 {
    match p {
        pred::EQ => pred::NE,
        pred::NE => pred::EQ,
        pred::SLT => pred::SGE,
        pred::SLE => pred::SGT,
        pred::SGT => pred::SLE,
        pred::SGE => pred::SLT,
        pred::ULT => pred::UGE,
        pred::ULE => pred::UGT,
        pred::UGT => pred::ULE,
        _ => pred::ULT,
    }
}

/// Sets the `predicate` property of a comparison op.
pub fn set_predicate(ctx: &Context, ir: &mut Ir, op: OpId, p: i64) {
    let spec = &super::super::attrs::CMPI_PREDICATE;
    let new = rmlir_ods::constraints::enum_attr(ctx, spec, p);
    set_prop(ctx, ir, op, "predicate", new);
}

/// Replaces (or adds) one entry of an op's properties dictionary.
pub fn set_prop(ctx: &Context, ir: &mut Ir, op: OpId, name: &str, value: Attribute) {
    let props = ir.op(op).properties;
    let mut entries: Vec<rmlir_core::NamedAttr> = props
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    let key = ctx.string_attr(name);
    match entries.iter_mut().find(|e| e.name == key) {
        Some(e) => e.value = value,
        None => entries.push(rmlir_core::NamedAttr { name: key, value }),
    }
    ir.op_mut(op).properties = Some(ctx.dict_attr(entries));
}

/// `arith.cmpi`.
pub(crate) fn fold_cmpi(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let p = predicate(ctx, ir, op)?;
    let (l, r) = (ir.operand(op, 0), ir.operand(op, 1));
    let res_ty = ir.value_type(ir.result(op, 0));
    if l == r {
        let v = matches!(p, pred::EQ | pred::SLE | pred::SGE | pred::ULE | pred::UGE);
        return bool_attr(ctx, res_ty, v).and_then(attr);
    }
    if is_zero(ctx, ops[1]) {
        for ext_name in ["arith.extsi", "arith.extui"] {
            if let Some(ext) = def_op(ctx, ir, l, ext_name) {
                let x = ir.operand(ext, 0);
                if scalar_or_vector_width(ctx, ir.value_type(x)) == Some(1) && p == pred::NE {
                    return value(x);
                }
            }
        }
        if is_i1_elem(ctx, ir.value_type(l)) && p == pred::NE {
            return value(l);
        }
    }
    if is_one(ctx, ops[1]) && is_i1_elem(ctx, ir.value_type(l)) && p == pred::EQ {
        return value(l);
    }
    if ops[0].is_some() && ops[1].is_none() {
        set_predicate(ctx, ir, op, swap_predicate(p));
        ir.set_operand(op, 0, r);
        ir.set_operand(op, 1, l);
        return Some(Vec::new());
    }
    let lty = typed_attr_type(ctx, ops[0]?)?;
    let i1ty = super::super::ops::i1_same_shape(ctx, lty);
    fold_binary_to(ctx, ops, i1ty, |a, b| {
        Some(bool_val(apply_cmpi(p, a.int()?, b.int()?)))
    })
    .and_then(attr)
}

/// `arith.cmpf`: scalar constants (a NaN on either side decides alone).
pub(crate) fn fold_cmpf(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let scalar = |a: Option<Attribute>| match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Float { value, .. }) => Some(*value),
        _ => None,
    };
    let (mut a, mut b) = (scalar(ops[0]), scalar(ops[1]));
    if a.is_some_and(|x| x.is_nan()) {
        b = a;
    }
    if b.is_some_and(|x| x.is_nan()) {
        a = b;
    }
    let (a, b) = (a?, b?);
    let p = predicate(ctx, ir, op)?;
    attr(build(
        ctx,
        ctx.i1_type(),
        vec![bool_val(apply_cmpf(p, &a, &b))],
    )?)
}

/// `arith.select`.
pub(crate) fn fold_select(ctx: &Context, ir: &mut Ir, op: OpId, ops: Ops) -> Res {
    let (cond, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    if t == f {
        return value(t);
    }
    if is_one(ctx, ops[0]) {
        return value(t);
    }
    if is_zero(ctx, ops[0]) {
        return value(f);
    }
    // A poison choice yields the other one.
    if ops[1].is_some_and(|a| crate::ub::is_poison(ctx, a)) {
        return value(f);
    }
    if ops[2].is_some_and(|a| crate::ub::is_poison(ctx, a)) {
        return value(t);
    }
    let ty = ir.value_type(ir.result(op, 0));
    if matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            width: 1,
            signedness: rmlir_core::types::Signedness::Signless
        }
    ) && is_one(ctx, ops[1])
        && is_zero(ctx, ops[2])
    {
        return value(cond);
    }
    if let Some(cmp) = def_op(ctx, ir, cond, "arith.cmpi") {
        let p = predicate(ctx, ir, cmp)?;
        if p == pred::EQ || p == pred::NE {
            let (cl, cr) = (ir.operand(cmp, 0), ir.operand(cmp, 1));
            if (cl == t && cr == f) || (cr == t && cl == f) {
                return value(if p == pred::NE { t } else { f });
            }
        }
    }
    let dense = |a: Option<Attribute>| {
        a.filter(|a| matches!(ctx.attr_kind(*a), AttrKind::DenseIntOrFloat { .. }))
            .and_then(|a| decode(ctx, a))
    };
    if let (Some(c), Some(x), Some(y)) = (dense(ops[0]), dense(ops[1]), dense(ops[2])) {
        let n = [&c, &x, &y].iter().map(|e| e.vals.len()).max().unwrap_or(0);
        let at = |e: &Elems, i: usize| e.vals[if e.vals.len() == 1 { 0 } else { i }].clone();
        let vals = (0..n)
            .map(|i| {
                let pick = at(&c, i).int().is_some_and(|b| !b.is_zero());
                if pick {
                    at(&x, i)
                } else {
                    at(&y, i)
                }
            })
            .collect();
        return build(ctx, x.ty, vals).and_then(attr);
    }
    None
}
