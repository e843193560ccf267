//! The `affine` dialect: loops, conditionals and memory accesses whose
//! indices are affine functions of loop induction variables and symbols.
//!
//! - `scope`: affine scopes and the dim/symbol validity rules
//!   (`isValidDim`/`isValidSymbol`);
//! - `syntax`: parse/print helpers shared by the custom forms (dim and
//!   symbol lists, inline maps of SSA values, loop bounds);
//! - `ops`: `apply`, `min`, `max`, loads and stores;
//! - `dma`: `prefetch`, `dma_start`, `dma_wait`;
//! - `index_ops`: `delinearize_index` and `linearize_index`;
//! - `loops`: `for`, `if` and `yield`;
//! - `parallel`: `parallel`;
//! - `compose`: composition and canonicalization of maps with operands;
//! - `delin_cancel`: linearizations of delinearized indices inside maps;
//! - `index_fold`, `index_canon`: folders and patterns of
//!   `delinearize_index`/`linearize_index`;
//! - `bounds`: simplifications using induction-variable ranges;
//! - `canon`: folders and canonicalization patterns.

mod bounds;
mod canon;
pub mod compose;
mod control_flow;
mod delin_cancel;
mod dma;
mod index_canon;
mod index_fold;
mod index_ops;
mod int_range;
mod loops;
mod ops;
mod parallel;
pub mod scope;
mod syntax;

use rmlir_core::dialect::Dialect;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::{AttrKind, Attribute, Context, Type};
use rmlir_ods::{AttrConstraint, AttrSyntax, OpSpec};
use std::sync::Arc;

/// The dialect object registered under `affine`.
pub struct AffineDialect;

/// Registers the `affine` dialect.
pub fn register(ctx: &Context) {
    ctx.register_dialect("affine", || Arc::new(AffineDialect));
}

/// Every op of the dialect.
fn all_ops() -> impl Iterator<Item = &'static OpSpec> {
    ops::ALL.iter().chain(loops::ALL.iter()).copied()
}

impl Dialect for AffineDialect {
    fn inliner(&self) -> Option<&dyn rmlir_core::rewrite::inlining::DialectInliner> {
        Some(&control_flow::AffineInliner)
    }

    fn namespace(&self) -> &'static str {
        "affine"
    }

    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        rmlir_ods::register_ops(ctx, all_ops())
    }

    /// Folded values become `arith.constant` ops (MLIR's
    /// `AffineDialect::materializeConstant`).
    fn materialize_constant(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OpId> {
        ctx.load_dialect("arith")?
            .materialize_constant(ctx, ir, value, ty, loc)
    }
}

/// `AffineMapAttr`.
pub(crate) static AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "AffineMap attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::AffineMap(_)),
    syntax: AttrSyntax::Generic,
};

/// `IntegerSetAttr`.
pub(crate) static INTEGER_SET_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "IntegerSet attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::IntegerSet(_)),
    syntax: AttrSyntax::Generic,
};

/// The affine map an attribute holds.
pub(crate) fn map_of(ctx: &Context, a: Option<Attribute>) -> Option<rmlir_affine::AffineMap> {
    match ctx.attr_kind(a?) {
        AttrKind::AffineMap(m) => Some(*m),
        _ => None,
    }
}

/// The integer set an attribute holds.
pub(crate) fn set_of(ctx: &Context, a: Option<Attribute>) -> Option<rmlir_affine::IntegerSet> {
    match ctx.attr_kind(a?) {
        AttrKind::IntegerSet(s) => Some(*s),
        _ => None,
    }
}

/// `AffineMapAttr` of `m`.
pub(crate) fn map_attr(ctx: &Context, m: rmlir_affine::AffineMap) -> Attribute {
    ctx.attr(AttrKind::AffineMap(m))
}

/// `value : index`.
pub(crate) fn index_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.attr(AttrKind::Integer {
        ty: ctx.index_type(),
        value: rmlir_core::apint::ApInt::from_i64(64, v),
    })
}

/// The integer an attribute holds.
pub(crate) fn attr_int(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value.sext_low_i64()),
        _ => None,
    }
}

/// The operand groups of an `affine.for`: lower-bound operands,
/// upper-bound operands and inits.
pub fn for_operand_groups(ctx: &Context, ir: &Ir, op: OpId) -> [Vec<rmlir_core::ir::Value>; 3] {
    loops::for_groups(ctx, ir, op)
}

/// Sets both bounds (maps and operands) of an `affine.for` in place.
pub fn set_for_bounds(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    lb: (rmlir_affine::AffineMap, &[rmlir_core::ir::Value]),
    ub: (rmlir_affine::AffineMap, &[rmlir_core::ir::Value]),
) {
    canon::set_bounds(ctx, ir, op, lb, ub)
}

/// MLIR's `fullyComposeAffineMapAndOperands`: substitutes the
/// `affine.apply` ops feeding `ops` into `map` until none is left (each
/// round also canonicalizes and simplifies, as MLIR's composition does).
pub fn fully_compose_map_and_operands(
    ctx: &Context,
    ir: &Ir,
    map: rmlir_affine::AffineMap,
    ops: &mut Vec<rmlir_core::ir::Value>,
) -> rmlir_affine::AffineMap {
    let mut m = compose::Mapping::of_map(ctx, map, ops);
    while m.ops.iter().any(|v| compose::is_apply(ctx, ir, *v)) {
        let before = m.clone();
        compose::compose(ctx, ir, &mut m);
        if m == before {
            break;
        }
    }
    *ops = m.ops.clone();
    m.map(ctx)
}

/// What MLIR's `makeComposedFoldedAffineApply` produces for a
/// single-result map applied to values: a constant, one of the values, or
/// an `affine.apply` still to build (composed and canonicalized).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FoldedApply {
    /// The application folds to this integer.
    Const(i64),
    /// The application is this value.
    Value(rmlir_core::ir::Value),
    /// An `affine.apply` of this map to these operands.
    Apply(rmlir_affine::AffineMap, Vec<rmlir_core::ir::Value>),
}

/// Composes `map` (one result) with the `affine.apply` ops feeding `ops`,
/// canonicalizes the result and folds it where possible.
pub fn compose_folded_apply(
    ctx: &Context,
    ir: &Ir,
    map: rmlir_affine::AffineMap,
    ops: &[rmlir_core::ir::Value],
) -> FoldedApply {
    let mut m = compose::Mapping::of_map(ctx, map, ops);
    compose::compose(ctx, ir, &mut m);
    if m.exprs.len() == 1 && m.ops.len() == m.nd + m.ns {
        let e = m.exprs[0];
        match ctx.affine.kind(e) {
            rmlir_affine::AffineExprKind::Dim(p) => {
                if let Some(v) = m.ops.get(p as usize) {
                    return FoldedApply::Value(*v);
                }
            }
            rmlir_affine::AffineExprKind::Symbol(p) => {
                if let Some(v) = m.ops.get(m.nd + p as usize) {
                    return FoldedApply::Value(*v);
                }
            }
            _ => {}
        }
        let consts: Vec<Option<i64>> = m
            .ops
            .iter()
            .map(|v| compose::const_int(ctx, ir, *v))
            .collect();
        if let Some(c) = compose::eval(ctx, e, m.nd, &consts) {
            return FoldedApply::Const(c);
        }
    }
    FoldedApply::Apply(m.map(ctx), m.ops)
}

/// The value of `e` with its dims and symbols bound to `consts` (dims
/// first); `None` when an input is unknown or the result is undefined.
pub fn eval_expr(
    ctx: &Context,
    e: rmlir_affine::AffineExpr,
    nd: usize,
    consts: &[Option<i64>],
) -> Option<i64> {
    compose::eval(ctx, e, nd, consts)
}

/// MLIR's `canonicalizeMapAndOperands` followed by `simplifyAffineMap`:
/// the map and operands an `affine.apply` of `map` to `ops` is rebuilt with.
pub fn canonicalize_and_simplify_map(
    ctx: &Context,
    ir: &Ir,
    map: rmlir_affine::AffineMap,
    ops: &[rmlir_core::ir::Value],
) -> (rmlir_affine::AffineMap, Vec<rmlir_core::ir::Value>) {
    let mut m = compose::Mapping::of_map(ctx, map, ops);
    compose::canonicalize(ctx, ir, &mut m);
    compose::simplify(ctx, &mut m);
    (m.map(ctx), m.ops)
}

/// MLIR's `canonicalizeMapAndOperands` (in place on `ops`).
pub fn canonicalize_map_and_operands(
    ctx: &Context,
    ir: &Ir,
    map: rmlir_affine::AffineMap,
    ops: &mut Vec<rmlir_core::ir::Value>,
) -> rmlir_affine::AffineMap {
    let mut m = compose::Mapping::of_map(ctx, map, ops);
    compose::canonicalize(ctx, ir, &mut m);
    *ops = m.ops.clone();
    m.map(ctx)
}

/// MLIR's `simplifyAffineMap`.
pub fn simplify_map(ctx: &Context, map: rmlir_affine::AffineMap) -> rmlir_affine::AffineMap {
    let mut m = compose::Mapping::of_map(ctx, map, &[]);
    compose::simplify(ctx, &mut m);
    m.map(ctx)
}
