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
    ConversionConfig, ConversionPatternSet, ConversionRewriter, ConversionTarget,
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
    // mlir-opt's lower-affine has no `allow-pattern-rollback` option: it
    // converts with MLIR's default configuration.
    crate::run_partial_conversion(
        cx,
        ir,
        op,
        target,
        &patterns(cx.ctx),
        ConversionConfig::default(),
    )
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
        .add_fn("affine.yield", "AffineYieldOpLowering", lower_yield)
        .add_fn("affine.parallel", "AffineParallelLowering", lower_parallel)
        .add_fn(
            "affine.delinearize_index",
            "LowerDelinearizeIndexOps",
            lower_delinearize,
        )
        .add_fn(
            "affine.linearize_index",
            "LowerLinearizeIndexOps",
            lower_linearize,
        )
        .add_fn(
            "affine.dma_start",
            "AffineDmaStartLowering",
            lower_dma_start,
        )
        .add_fn("affine.dma_wait", "AffineDmaWaitLowering", lower_dma_wait);
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
    let props = nontemporal_false(rw.ctx);
    lower_access(op, rw, "memref.load", 1, Some(props))
}

fn lower_store(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let props = nontemporal_false(rw.ctx);
    lower_access(op, rw, "memref.store", 2, Some(props))
}

/// The properties MLIR's `memref.load`/`memref.store` builders set: the
/// default `nontemporal = false`, which the generic form prints.
fn nontemporal_false(ctx: &Context) -> Attribute {
    ctx.dict_attr(vec![rmlir_core::NamedAttr {
        name: ctx.string_attr("nontemporal"),
        value: ctx.attr(AttrKind::Integer {
            ty: ctx.i1_type(),
            value: rmlir_core::apint::ApInt::from_u64(1, 0),
        }),
    }])
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
    let segments = crate::segment_sizes(ctx, rw.ir, op);
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

/// The map in discardable attribute `name` (how the DMA ops keep theirs).
fn attr_map(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<AffineMap> {
    let a = ctx.dict_get(ir.op(op).attrs, name)?;
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some(*m),
        _ => None,
    }
}

fn map_inputs(ctx: &Context, m: AffineMap) -> usize {
    (ctx.affine.map_num_dims(m) + ctx.affine.map_num_symbols(m)) as usize
}

/// `affine.dma_start` becomes `memref.dma_start` with its three maps
/// expanded (source, destination, then tag).
fn lower_dma_start(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let (Some(src_map), Some(dst_map), Some(tag_map)) = (
        attr_map(ctx, rw.ir, op, "src_map"),
        attr_map(ctx, rw.ir, op, "dst_map"),
        attr_map(ctx, rw.ir, op, "tag_map"),
    ) else {
        return false;
    };
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let dst = 1 + map_inputs(ctx, src_map);
    let tag = dst + 1 + map_inputs(ctx, dst_map);
    let num = tag + 1 + map_inputs(ctx, tag_map);
    if num >= operands.len() {
        return false;
    }
    let Some(src_idx) = expand_map(rw, op, src_map, &operands[1..]) else {
        return false;
    };
    let Some(dst_idx) = expand_map(rw, op, dst_map, &operands[dst + 1..]) else {
        return false;
    };
    let Some(tag_idx) = expand_map(rw, op, tag_map, &operands[tag + 1..]) else {
        return false;
    };
    let mut st = OperationState::new(ctx, "memref.dma_start", rw.ir.op(op).loc);
    st.operands.push(operands[0]);
    st.operands.extend(src_idx);
    st.operands.push(operands[dst]);
    st.operands.extend(dst_idx);
    st.operands.push(operands[num]);
    st.operands.push(operands[tag]);
    st.operands.extend(tag_idx);
    st.operands.extend_from_slice(&operands[num + 1..]);
    rw.replace_op_with_new(op, st);
    true
}

/// `affine.dma_wait` becomes `memref.dma_wait` with its tag map expanded.
fn lower_dma_wait(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let Some(tag_map) = attr_map(ctx, rw.ir, op, "tag_map") else {
        return false;
    };
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let num = 1 + map_inputs(ctx, tag_map);
    if num >= operands.len() {
        return false;
    }
    let Some(idx) = expand_map(rw, op, tag_map, &operands[1..num]) else {
        return false;
    };
    let mut st = OperationState::new(ctx, "memref.dma_wait", rw.ir.op(op).loc);
    st.operands.push(operands[0]);
    st.operands.extend(idx);
    st.operands.push(operands[num]);
    rw.replace_op_with_new(op, st);
    true
}

/// The i-th sub-map of a bounds map whose results are grouped by `groups`.
fn group_map(ctx: &Context, map: AffineMap, groups: &[i64], i: usize) -> Option<AffineMap> {
    let start: usize = groups[..i].iter().map(|&g| g as usize).sum();
    let results = ctx.affine.map_results(map);
    let sub = results.get(start..start + *groups.get(i)? as usize)?;
    Some(ctx.affine.map(
        ctx.affine.map_num_dims(map),
        ctx.affine.map_num_symbols(map),
        sub,
    ))
}

fn int_list(ctx: &Context, a: Option<Attribute>) -> Option<Vec<i64>> {
    match ctx.attr_kind(a?) {
        AttrKind::Array(items) => items
            .iter()
            .map(|&x| match ctx.attr_kind(x) {
                AttrKind::Integer { value, .. } => value.as_i64(),
                _ => None,
            })
            .collect(),
        AttrKind::DenseIntOrFloat { .. } => Some(rmlir_core::dense::int_values(ctx, a?)),
        _ => None,
    }
}

/// The identity of reduction `kind` (MLIR's `arith::AtomicRMWKind`) for
/// `ty`, and the arith op combining two values.
fn reduction(ctx: &Context, kind: i64, ty: rmlir_core::Type) -> Option<(Attribute, &'static str)> {
    use rmlir_core::types::TypeKind;
    use rmlir_float::ApFloat;
    let float = match ctx.type_kind(ty) {
        TypeKind::Float(f) => Some(*f),
        _ => None,
    };
    let fattr = |v: ApFloat| ctx.attr(AttrKind::Float { ty, value: v });
    let width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => 0,
    };
    let iattr = |v: rmlir_core::apint::ApInt| ctx.attr(AttrKind::Integer { ty, value: v });
    Some(match (kind, float) {
        (0, Some(f)) => (fattr(ApFloat::zero(f, false)), "arith.addf"),
        (12, Some(f)) => (fattr(rmlir_float::ApFloat::from_f64(f, 1.0)), "arith.mulf"),
        (4, Some(f)) => (fattr(ApFloat::inf(f, true)), "arith.maximumf"),
        (8, Some(f)) => (fattr(ApFloat::inf(f, false)), "arith.minimumf"),
        (1, None) if width > 0 => (iattr(rmlir_core::apint::ApInt::zero(width)), "arith.addi"),
        (13, None) if width > 0 => (
            iattr(rmlir_core::apint::ApInt::from_i64(width, 1)),
            "arith.muli",
        ),
        (14, None) if width > 0 => (iattr(rmlir_core::apint::ApInt::zero(width)), "arith.ori"),
        (2, None) if width > 0 => (
            iattr(rmlir_core::apint::ApInt::from_i64(width, -1)),
            "arith.andi",
        ),
        _ => return None,
    })
}

/// `affine.parallel` becomes `scf.parallel`: bounds expanded dimension by
/// dimension (lower then upper), constant steps, and reductions as
/// `scf.reduce` regions initialized with the identity of each kind.
fn lower_parallel(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let (Some(lb_map), Some(ub_map)) = (
        map_prop(ctx, rw.ir, op, "lowerBoundsMap"),
        map_prop(ctx, rw.ir, op, "upperBoundsMap"),
    ) else {
        return false;
    };
    let (Some(lb_groups), Some(ub_groups), Some(steps)) = (
        int_list(ctx, prop(ctx, rw.ir, op, "lowerBoundsGroups")),
        int_list(ctx, prop(ctx, rw.ir, op, "upperBoundsGroups")),
        int_list(ctx, prop(ctx, rw.ir, op, "steps")),
    ) else {
        return false;
    };
    let reductions = int_list(ctx, prop(ctx, rw.ir, op, "reductions")).unwrap_or_default();
    let result_types: Vec<_> = rw.ir.results(op).map(|v| rw.ir.value_type(v)).collect();
    let kinds: Option<Vec<_>> = reductions
        .iter()
        .zip(&result_types)
        .map(|(&k, &t)| reduction(ctx, k, t))
        .collect();
    let Some(kinds) = kinds else {
        return false;
    };
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let nl = map_inputs(ctx, lb_map).min(operands.len());
    let (lb_ops, ub_ops) = operands.split_at(nl);
    let n = steps.len();
    let loc = rw.ir.op(op).loc;
    let mut lbs = Vec::with_capacity(n);
    let mut ubs = Vec::with_capacity(n);
    for i in 0..n {
        let (Some(lm), Some(um)) = (
            group_map(ctx, lb_map, &lb_groups, i),
            group_map(ctx, ub_map, &ub_groups, i),
        ) else {
            return false;
        };
        let Some(l) = expand_bound(rw, op, lm, lb_ops, true) else {
            return false;
        };
        lbs.push(l);
        let Some(u) = expand_bound(rw, op, um, ub_ops, false) else {
            return false;
        };
        ubs.push(u);
    }
    let x = Expander {
        dims: &[],
        symbols: &[],
        loc,
    };
    let step_values: Vec<Value> = steps.iter().map(|&s| x.constant(rw, s)).collect();
    let inits: Vec<Value> = kinds
        .iter()
        .zip(&result_types)
        .map(|(&(identity, _), &t)| {
            let c = rw.create(OperationState::constant(
                ctx,
                "arith.constant",
                identity,
                t,
                loc,
            ));
            rw.ir.result(c, 0)
        })
        .collect();
    let body = rw.ir.regions(op)[0];
    let block = rw.ir.region_blocks(body)[0];
    let term = rw
        .ir
        .last_op(block)
        .expect("affine.parallel body has a terminator");
    let yielded: Vec<Value> = rw.ir.operands(term).collect();
    let region = rw.ir.new_region();
    let mut st = OperationState::new(ctx, "scf.parallel", loc);
    st.operands.extend(
        lbs.iter()
            .chain(&ubs)
            .chain(&step_values)
            .chain(&inits)
            .copied(),
    );
    st.result_types.extend(result_types.iter().copied());
    let n = n as i32;
    st.properties = Some(ctx.dict_attr(vec![rmlir_core::NamedAttr {
        name: ctx.string_attr("operandSegmentSizes"),
        value: rmlir_ods::constraints::i32_array(ctx, &[n, n, n, inits.len() as i32]),
    }]));
    rw.inline_region_before(body, region, 0);
    st.regions.push(region);
    // The terminator becomes `scf.reduce` with one region per reduction.
    let mut reduce = OperationState::new(ctx, "scf.reduce", rw.ir.op(term).loc);
    reduce.operands.extend(yielded.iter().copied());
    for (&(_, combine), &t) in kinds.iter().zip(&result_types) {
        let r = rw.ir.new_region();
        let b = rw.ir.new_block();
        rw.ir.append_block(r, b);
        let l = rw.ir.add_block_arg(b, t, loc);
        let rr = rw.ir.add_block_arg(b, t, loc);
        let saved = rw.insertion_point();
        rw.set_insertion_point_to_end(b);
        let mut c = OperationState::new(ctx, combine, loc);
        c.operands.extend([l, rr]);
        c.result_types.push(t);
        let c = rw.create(c);
        let v = rw.ir.result(c, 0);
        let mut ret = OperationState::new(ctx, "scf.reduce.return", loc);
        ret.operands.push(v);
        rw.create(ret);
        rw.set_insertion_point(saved);
        reduce.regions.push(r);
    }
    let saved = rw.insertion_point();
    rw.set_insertion_point_before(term);
    rw.create(reduce);
    rw.set_insertion_point(saved);
    rw.erase_op(term);
    let new = rw.create(st);
    let results: Vec<Value> = rw.ir.results(new).collect();
    rw.replace_op(op, &results);
    true
}

/// The `static_basis` of a (de)linearize op, `i64::MIN` marking the
/// dynamic entries.
fn static_basis(ctx: &Context, ir: &Ir, op: OpId) -> Option<Vec<i64>> {
    let a = prop(ctx, ir, op, "static_basis")?;
    Some(crate::i64_array_values(ctx, Some(a)))
}

/// The strides of a basis (suffix products, innermost last), built from
/// the innermost element out: constants for the static part, `arith.muli`
/// with the dynamic elements (MLIR's `computeStrides` in the index-op
/// expansion).
fn compute_strides(
    rw: &mut Crw<'_, '_>,
    x: &Expander<'_>,
    dynamic: &[Value],
    basis: &[i64],
    non_negative: bool,
) -> Vec<Value> {
    let ctx = rw.ctx;
    let flags = overflow_props(ctx, if non_negative { "nsw, nuw" } else { "nsw" });
    let mut out = Vec::with_capacity(basis.len());
    let mut static_part = 1i64;
    let mut dyn_index = dynamic.len();
    let mut dynamic_part: Option<Value> = None;
    for &e in basis.iter().rev() {
        if e == i64::MIN {
            let d = dynamic[dyn_index - 1];
            dyn_index -= 1;
            dynamic_part = Some(match dynamic_part {
                Some(p) => x.op(rw, "arith.muli", &[p, d], Some(flags)),
                None => d,
            });
        } else {
            static_part = static_part.wrapping_mul(e);
        }
        match dynamic_part {
            Some(p) if static_part == 1 => out.push(p),
            Some(p) => {
                let c = x.constant(rw, static_part);
                out.push(x.op(rw, "arith.muli", &[p, c], Some(flags)));
            }
            None => out.push(x.constant(rw, static_part)),
        }
    }
    out.reverse();
    out
}

/// `affine.delinearize_index` as divisions and remainders by the strides
/// of its basis (MLIR's `LowerDelinearizeIndexOps`).
fn lower_delinearize(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let Some(mut basis) = static_basis(ctx, rw.ir, op) else {
        return false;
    };
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let n = rw.ir.num_results(op);
    let linear = operands[0];
    if n == 1 {
        rw.replace_op(op, &[linear]);
        return true;
    }
    if n == basis.len() {
        basis.remove(0);
    }
    let x = Expander {
        dims: &[],
        symbols: &[],
        loc: rw.ir.op(op).loc,
    };
    let strides = compute_strides(rw, &x, &operands[1..], &basis, true);
    if strides.is_empty() {
        return false;
    }
    let zero = x.constant(rw, 0);
    let mut results = vec![x.op(rw, "arith.floordivsi", &[linear, strides[0]], None)];
    let nsw = overflow_props(ctx, "nsw");
    let modulo = |rw: &mut Crw<'_, '_>, stride: Value| -> Value {
        let rem = x.op(rw, "arith.remsi", &[linear, stride], None);
        let negative = x.cmp(rw, SLT, rem, zero);
        let corrected = x.op(rw, "arith.addi", &[rem, stride], Some(nsw));
        x.op(rw, "arith.select", &[negative, corrected, rem], None)
    };
    for w in strides.windows(2) {
        let m = modulo(rw, w[0]);
        results.push(x.op(rw, "arith.divsi", &[m, w[1]], None));
    }
    let last = *strides.last().expect("non-empty strides");
    results.push(modulo(rw, last));
    rw.replace_op(op, &results);
    true
}

/// How many loops around `user` `v` is defined outside of, innermost
/// first (MLIR's `numEnclosingInvariantLoops`).
fn invariant_loops(ctx: &Context, ir: &Ir, user: OpId, v: Value) -> usize {
    let scope = match ir.value(v).def {
        rmlir_core::ir::ValueDef::Result { op, .. } => ir.parent_op(op),
        rmlir_core::ir::ValueDef::Arg { block, .. } => ir.block_parent_op(block),
    };
    let mut count = 0;
    let mut cur = user;
    while let Some(p) = ir.parent_op(cur) {
        cur = p;
        if ctx
            .op_def(ir.op_name(p))
            .and_then(|d| d.loop_regions)
            .is_none()
        {
            continue;
        }
        if scope.is_some_and(|s| ir.is_ancestor(p, s)) {
            break;
        }
        count += 1;
    }
    count
}

/// `affine.linearize_index` as a sum of indices scaled by the strides of
/// its basis, the most loop-invariant terms first (MLIR's
/// `LowerLinearizeIndexOps`).
fn lower_linearize(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.ctx;
    let Some(mut basis) = static_basis(ctx, rw.ir, op) else {
        return false;
    };
    // `disjoint` is a unit attribute when set, `false` otherwise.
    let disjoint = prop(ctx, rw.ir, op, "disjoint").is_some_and(|a| a == ctx.unit_attr());
    let segments = crate::segment_sizes(ctx, rw.ir, op);
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let ni = match segments.as_slice() {
        [n, _] => *n as usize,
        _ => return false,
    };
    let (index, dynamic) = operands.split_at(ni);
    let x = Expander {
        dims: &[],
        symbols: &[],
        loc: rw.ir.op(op).loc,
    };
    if index.is_empty() {
        let z = x.constant(rw, 0);
        rw.replace_op(op, &[z]);
        return true;
    }
    if index.len() == basis.len() {
        basis.remove(0);
    }
    let strides = compute_strides(rw, &x, dynamic, &basis, disjoint);
    if strides.len() + 1 != index.len() {
        return false;
    }
    let nsw = overflow_props(ctx, "nsw");
    let mut scaled: Vec<(Value, usize)> = Vec::with_capacity(index.len());
    for (&s, &i) in strides.iter().zip(index) {
        let v = x.op(rw, "arith.muli", &[i, s], Some(nsw));
        scaled.push((v, invariant_loops(ctx, rw.ir, op, i)));
    }
    let last = *index.last().expect("non-empty index");
    scaled.push((last, invariant_loops(ctx, rw.ir, op, last)));
    scaled.sort_by_key(|s| std::cmp::Reverse(s.1));
    let mut acc = scaled[0].0;
    for &(v, _) in &scaled[1..] {
        acc = x.op(rw, "arith.addi", &[acc, v], Some(nsw));
    }
    rw.replace_op(op, &[acc]);
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
