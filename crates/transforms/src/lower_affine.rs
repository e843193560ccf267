//! `lower-affine`: lowers the affine dialect to arith, memref and scf
//! (`affine.for` to `scf.for`, `affine.if` to `scf.if`, `affine.apply`,
//! `min` and `max` to arith expressions, `affine.load`/`store`/`prefetch`
//! to memref), through a partial dialect conversion in which arith,
//! memref and scf are legal.
//!
//! Affine expressions expand as MLIR's `AffineApplyExpander` expands them:
//! operands first (left, then right), then the ops of the expression, with
//! `mod`, `floordiv` and `ceildiv` by a positive divisor written as
//! branch-free `arith` sequences. Bounds with several results reduce in
//! order with `arith.maxsi` (lower bounds) or `arith.minsi` (upper bounds).

use rmlir_affine::{AffineExpr, AffineExprKind, AffineMap};
use rmlir_core::diag::Diagnostic;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::rewrite::conversion::{
    apply_partial_conversion, ConversionPatternSet, ConversionRewriter, ConversionTarget,
    FrozenConversionPatterns,
};
use rmlir_core::{AttrKind, Attribute, Context};
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};
use std::sync::OnceLock;

/// The registry entry of `lower-affine`.
pub static INFO: PassInfo = PassInfo {
    argument: "lower-affine",
    name: "LowerAffinePass",
    description: "Lower Affine operations to a combination of Arith and SCF operations",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run),
};

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    static TARGET: OnceLock<ConversionTarget> = OnceLock::new();
    let target = TARGET.get_or_init(|| {
        let mut t = ConversionTarget::new();
        t.add_legal_dialects(&["arith", "memref", "scf", "vector"]);
        t
    });
    let patterns = patterns(cx.ctx);
    match apply_partial_conversion(cx.ctx, ir, &[op], target, &patterns, None) {
        Ok(diags) => {
            diags.into_iter().for_each(|d| cx.emit(d));
            Ok(())
        }
        Err(diags) => {
            diags.into_iter().for_each(|d| cx.emit(d));
            Err(PassFailed)
        }
    }
}

/// MLIR's `populateAffineToStdConversionPatterns`.
pub fn patterns(ctx: &Context) -> FrozenConversionPatterns {
    let mut ps = ConversionPatternSet::new();
    ps.add_fn("affine.apply", "AffineApplyLowering", lower_apply)
        .add_fn("affine.load", "AffineLoadLowering", lower_load)
        .add_fn("affine.min", "AffineMinLowering", lower_min)
        .add_fn("affine.max", "AffineMaxLowering", lower_max)
        .add_fn("affine.prefetch", "AffinePrefetchLowering", lower_prefetch)
        .add_fn("affine.store", "AffineStoreLowering", lower_store)
        .add_fn("affine.for", "AffineForLowering", lower_for)
        .add_fn("affine.if", "AffineIfLowering", lower_if)
        .add_fn("affine.yield", "AffineYieldOpLowering", lower_yield);
    ps.freeze(ctx)
}

type Crw<'r, 'a> = ConversionRewriter<'r, 'a>;

fn prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, name)
}

fn map_prop(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<AffineMap> {
    match ctx.attr_kind(prop(ctx, ir, op, name)?) {
        AttrKind::AffineMap(m) => Some(*m),
        _ => None,
    }
}

/// Expands affine expressions into arith ops at the insertion point.
struct Expander<'x> {
    dims: &'x [Value],
    symbols: &'x [Value],
    loc: Attribute,
}

impl Expander<'_> {
    fn constant(&self, rw: &mut Crw<'_, '_>, v: i64) -> Value {
        let ctx = rw.ctx;
        let idx = ctx.index_type();
        let st = OperationState::constant(ctx, "arith.constant", ctx.index_attr(v), idx, self.loc);
        let op = rw.create(st);
        rw.ir.result(op, 0)
    }

    fn op(
        &self,
        rw: &mut Crw<'_, '_>,
        name: &str,
        operands: &[Value],
        props: Option<Attribute>,
    ) -> Value {
        let ctx = rw.ctx;
        let ty = if name == "arith.cmpi" {
            ctx.integer_type(1, rmlir_core::types::Signedness::Signless)
        } else {
            rw.ir.value_type(operands[operands.len() - 1])
        };
        let mut st = OperationState::new(ctx, name, self.loc);
        st.operands.extend_from_slice(operands);
        st.result_types.push(ty);
        st.properties = props;
        let op = rw.create(st);
        rw.ir.result(op, 0)
    }

    fn cmp(&self, rw: &mut Crw<'_, '_>, pred: i64, a: Value, b: Value) -> Value {
        let ctx = rw.ctx;
        let props = predicate_props(ctx, pred);
        self.op(rw, "arith.cmpi", &[a, b], Some(props))
    }

    /// The value of `e`, or an error for a division or modulo by a
    /// non-positive constant.
    fn expand(&self, rw: &mut Crw<'_, '_>, e: AffineExpr) -> Result<Value, Diagnostic> {
        let ctx = rw.ctx;
        let kind = ctx.affine.kind(e);
        if let Some((_, r)) = kind.operands() {
            if let (Some(c), false) = (
                ctx.affine.as_constant(r),
                matches!(kind, AffineExprKind::Add(..) | AffineExprKind::Mul(..)),
            ) {
                if c <= 0 {
                    let what = if matches!(kind, AffineExprKind::Mod(..)) {
                        "modulo by non-positive value is not supported"
                    } else {
                        "division by non-positive value is not supported"
                    };
                    return Err(Diagnostic::error(self.loc, what));
                }
            }
        }
        Ok(match kind {
            AffineExprKind::Dim(i) => self.dims[i as usize],
            AffineExprKind::Symbol(i) => self.symbols[i as usize],
            AffineExprKind::Constant(v) => self.constant(rw, v),
            AffineExprKind::Add(l, r) => {
                let (l, r) = (self.expand(rw, l)?, self.expand(rw, r)?);
                self.op(rw, "arith.addi", &[l, r], None)
            }
            AffineExprKind::Mul(l, r) => {
                let (l, r) = (self.expand(rw, l)?, self.expand(rw, r)?);
                let nsw = overflow_props(ctx, "nsw");
                self.op(rw, "arith.muli", &[l, r], Some(nsw))
            }
            AffineExprKind::Mod(l, r) => {
                let (l, r) = (self.expand(rw, l)?, self.expand(rw, r)?);
                let rem = self.op(rw, "arith.remsi", &[l, r], None);
                let zero = self.constant(rw, 0);
                let negative = self.cmp(rw, SLT, rem, zero);
                let corrected = self.op(rw, "arith.addi", &[rem, r], None);
                self.op(rw, "arith.select", &[negative, corrected, rem], None)
            }
            AffineExprKind::FloorDiv(l, r) => {
                let (l, r) = (self.expand(rw, l)?, self.expand(rw, r)?);
                let zero = self.constant(rw, 0);
                let minus_one = self.constant(rw, -1);
                let negative = self.cmp(rw, SLT, l, zero);
                let flipped = self.op(rw, "arith.subi", &[minus_one, l], None);
                let dividend = self.op(rw, "arith.select", &[negative, flipped, l], None);
                let q = self.op(rw, "arith.divsi", &[dividend, r], None);
                let corrected = self.op(rw, "arith.subi", &[minus_one, q], None);
                self.op(rw, "arith.select", &[negative, corrected, q], None)
            }
            AffineExprKind::CeilDiv(l, r) => {
                let (l, r) = (self.expand(rw, l)?, self.expand(rw, r)?);
                let zero = self.constant(rw, 0);
                let one = self.constant(rw, 1);
                let non_positive = self.cmp(rw, SLE, l, zero);
                let negated = self.op(rw, "arith.subi", &[zero, l], None);
                let decremented = self.op(rw, "arith.subi", &[l, one], None);
                let dividend = self.op(
                    rw,
                    "arith.select",
                    &[non_positive, negated, decremented],
                    None,
                );
                let q = self.op(rw, "arith.divsi", &[dividend, r], None);
                let neg_q = self.op(rw, "arith.subi", &[zero, q], None);
                let inc_q = self.op(rw, "arith.addi", &[q, one], None);
                self.op(rw, "arith.select", &[non_positive, neg_q, inc_q], None)
            }
        })
    }
}

const SLT: i64 = 2;
const SLE: i64 = 3;
const SGE: i64 = 5;
const EQ: i64 = 0;

fn predicate_props(ctx: &Context, pred: i64) -> Attribute {
    ctx.dict_attr(vec![rmlir_core::NamedAttr {
        name: ctx.string_attr("predicate"),
        value: ctx.int_attr(ctx.i64_type(), pred),
    }])
}

fn overflow_props(ctx: &Context, flags: &str) -> Attribute {
    let bits = rmlir_dialects::arith::attrs::OVERFLOW
        .from_text(flags)
        .expect("known overflow flags");
    let value =
        rmlir_ods::bitenum::bit_enum_attr(ctx, &rmlir_dialects::arith::attrs::OVERFLOW, bits);
    ctx.dict_attr(vec![rmlir_core::NamedAttr {
        name: ctx.string_attr("overflowFlags"),
        value,
    }])
}

/// Expands every result of `map` applied to `operands` (MLIR's
/// `expandAffineMap`); on an error it has been reported and `None` is
/// returned.
fn expand_map(
    rw: &mut Crw<'_, '_>,
    op: OpId,
    map: AffineMap,
    operands: &[Value],
) -> Option<Vec<Value>> {
    let ctx = rw.ctx;
    let nd = ctx.affine.map_num_dims(map) as usize;
    if operands.len() < nd {
        return None;
    }
    let x = Expander {
        dims: &operands[..nd],
        symbols: &operands[nd..],
        loc: rw.ir.op(op).loc,
    };
    let mut out = Vec::new();
    for &e in ctx.affine.map_results(map).iter() {
        match x.expand(rw, e) {
            Ok(v) => out.push(v),
            Err(d) => {
                rw.emit(d);
                return None;
            }
        }
    }
    Some(out)
}

/// `map` applied to `operands`, reduced with `arith.maxsi` (`max`) or
/// `arith.minsi` in order.
fn expand_bound(
    rw: &mut Crw<'_, '_>,
    op: OpId,
    map: AffineMap,
    operands: &[Value],
    max: bool,
) -> Option<Value> {
    let values = expand_map(rw, op, map, operands)?;
    let mut it = values.into_iter();
    let mut acc = it.next()?;
    let loc = rw.ir.op(op).loc;
    let x = Expander {
        dims: &[],
        symbols: &[],
        loc,
    };
    for v in it {
        acc = x.op(
            rw,
            if max { "arith.maxsi" } else { "arith.minsi" },
            &[acc, v],
            None,
        );
    }
    Some(acc)
}

fn lower_apply(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let Some(map) = map_prop(rw.ctx, rw.ir, op, "map") else {
        return false;
    };
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let Some(values) = expand_map(rw, op, map, &operands) else {
        return false;
    };
    rw.replace_op(op, &values);
    true
}

fn lower_min_max(op: OpId, rw: &mut Crw<'_, '_>, max: bool) -> bool {
    let Some(map) = map_prop(rw.ctx, rw.ir, op, "map") else {
        return false;
    };
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let Some(v) = expand_bound(rw, op, map, &operands, max) else {
        return false;
    };
    rw.replace_op(op, &[v]);
    true
}

fn lower_min(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    lower_min_max(op, rw, false)
}

fn lower_max(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    lower_min_max(op, rw, true)
}

/// Replaces a memory op by `name` with the map of `op` expanded over the
/// operands after the first `fixed` ones, which are kept in front.
fn lower_access(
    op: OpId,
    rw: &mut Crw<'_, '_>,
    name: &str,
    fixed: usize,
    props: Option<Attribute>,
) -> bool {
    let Some(map) = map_prop(rw.ctx, rw.ir, op, "map") else {
        return false;
    };
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    if operands.len() < fixed {
        return false;
    }
    let Some(indices) = expand_map(rw, op, map, &operands[fixed..]) else {
        return false;
    };
    let ctx = rw.ctx;
    let mut st = OperationState::new(ctx, name, rw.ir.op(op).loc);
    st.operands.extend_from_slice(&operands[..fixed]);
    st.operands.extend(indices);
    st.result_types
        .extend(rw.ir.results(op).map(|v| rw.ir.value_type(v)));
    st.properties = props;
    rw.replace_op_with_new(op, st);
    true
}

fn lower_load(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    lower_access(op, rw, "memref.load", 1, None)
}

fn lower_store(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    lower_access(op, rw, "memref.store", 2, None)
}

fn lower_prefetch(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let keep: Vec<rmlir_core::NamedAttr> = ["isWrite", "localityHint", "isDataCache"]
        .iter()
        .filter_map(|&n| {
            prop(ctx, rw.ir, op, n).map(|value| rmlir_core::NamedAttr {
                name: ctx.string_attr(n),
                value,
            })
        })
        .collect();
    let props = ctx.dict_attr(keep);
    lower_access(op, rw, "memref.prefetch", 1, Some(props))
}

fn lower_for(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let (Some(lb_map), Some(ub_map)) = (
        map_prop(ctx, rw.ir, op, "lowerBoundMap"),
        map_prop(ctx, rw.ir, op, "upperBoundMap"),
    ) else {
        return false;
    };
    let segments = segment_sizes(ctx, rw.ir, op);
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let (nl, nu) = match segments.as_slice() {
        [l, u, _] => (*l as usize, *u as usize),
        _ => return false,
    };
    let step = match prop(ctx, rw.ir, op, "step").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => match value.as_i64() {
            Some(v) => v,
            None => return false,
        },
        _ => return false,
    };
    let loc = rw.ir.op(op).loc;
    let Some(lb) = expand_bound(rw, op, lb_map, &operands[..nl], true) else {
        return false;
    };
    let Some(ub) = expand_bound(rw, op, ub_map, &operands[nl..nl + nu], false) else {
        return false;
    };
    let x = Expander {
        dims: &[],
        symbols: &[],
        loc,
    };
    let step = x.constant(rw, step);
    let inits = &operands[nl + nu..];
    let region = rw.ir.new_region();
    let mut st = OperationState::new(ctx, "scf.for", loc);
    st.operands.extend([lb, ub, step]);
    st.operands.extend_from_slice(inits);
    st.result_types
        .extend(inits.iter().map(|&v| rw.ir.value_type(v)));
    st.regions.push(region);
    let body = rw.ir.regions(op)[0];
    rw.inline_region_before(body, region, 0);
    let new = rw.create(st);
    let results: Vec<Value> = rw.ir.results(new).collect();
    rw.replace_op(op, &results);
    true
}

fn lower_if(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let set = match prop(ctx, rw.ir, op, "condition").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::IntegerSet(s)) => *s,
        _ => return false,
    };
    let loc = rw.ir.op(op).loc;
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let nd = ctx.affine.set_num_dims(set) as usize;
    let x = Expander {
        dims: &operands[..nd.min(operands.len())],
        symbols: &operands[nd.min(operands.len())..],
        loc,
    };
    let zero = x.constant(rw, 0);
    let constraints = ctx.affine.set_constraints(set);
    let eqs = ctx.affine.set_eq_flags(set);
    let mut cond: Option<Value> = None;
    for (i, &c) in constraints.iter().enumerate() {
        let v = match x.expand(rw, c) {
            Ok(v) => v,
            Err(d) => {
                rw.emit(d);
                return false;
            }
        };
        let cmp = x.cmp(rw, if eqs[i] { EQ } else { SGE }, v, zero);
        cond = Some(match cond {
            Some(prev) => x.op(rw, "arith.andi", &[prev, cmp], None),
            None => cmp,
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => {
            let i1 = ctx.integer_type(1, rmlir_core::types::Signedness::Signless);
            let st = OperationState::constant(ctx, "arith.constant", ctx.int_attr(i1, 1), i1, loc);
            let c = rw.create(st);
            rw.ir.result(c, 0)
        }
    };
    let regions = rw.ir.regions(op).to_vec();
    let has_else = regions
        .get(1)
        .is_some_and(|&r| !rw.ir.region_blocks(r).is_empty());
    let mut st = OperationState::new(ctx, "scf.if", loc);
    st.operands.push(cond);
    st.result_types
        .extend(rw.ir.results(op).map(|v| rw.ir.value_type(v)));
    let then_region = rw.ir.new_region();
    rw.inline_region_before(regions[0], then_region, 0);
    st.regions.push(then_region);
    let else_region = rw.ir.new_region();
    if has_else {
        rw.inline_region_before(regions[1], else_region, 0);
    }
    st.regions.push(else_region);
    let new = rw.create(st);
    let results: Vec<Value> = rw.ir.results(new).collect();
    rw.replace_op(op, &results);
    true
}

fn lower_yield(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    if let Some(p) = rw.ir.parent_op(op) {
        let name = ctx.op_name_str(rw.ir.op_name(p));
        if name == "scf.parallel" || name == "affine.parallel" {
            return false;
        }
    }
    let mut st = OperationState::new(ctx, "scf.yield", rw.ir.op(op).loc);
    st.operands.extend(rw.ir.operands(op));
    rw.replace_op_with_new(op, st);
    true
}

fn segment_sizes(ctx: &Context, ir: &Ir, op: OpId) -> Vec<i32> {
    match prop(ctx, ir, op, "operandSegmentSizes").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { len, raw, .. }) => (0..*len as usize)
            .map(|i| i32::from_le_bytes(raw[i * 4..i * 4 + 4].try_into().expect("4 bytes")))
            .collect(),
        _ => Vec::new(),
    }
}
