//! `affine-simplify-structures`: simplifies the affine maps and integer
//! sets held by the attributes of every op of a `func.func` (MLIR 22's
//! `SimplifyAffineStructures`), then applies the canonicalization patterns
//! of `affine.apply`, `affine.for` and `affine.if` (and folding) to those
//! ops only.
//!
//! A map is simplified result by result (`simplifyAffineExpr`). An integer
//! set becomes the canonical empty set when its constraints are provably
//! infeasible; otherwise its constraints are flattened, inequalities are
//! tightened by the GCD of their coefficients, equalities divided by the
//! GCD of their entries, trivially true, duplicate and dominated
//! inequalities dropped, and the set rebuilt with its equalities first.
//!
//! Known difference from mlir-opt: a feasible set whose flattening needs
//! local variables (`mod`, `floordiv`, `ceildiv`) is left as it is, where
//! MLIR rewrites it with the constraints defining those locals.

use crate::affine_constraints::simplify_set_constraints;
use rmlir_core::ir::{Ir, OpId, WalkOrder};
use rmlir_core::rewrite::{apply_op_patterns_greedily, GreedyConfig, PatternSet, Strictness};
use rmlir_core::{AttrKind, Attribute, Context};
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};
use rustc_hash::FxHashMap;

/// The registry entry of `affine-simplify-structures`.
pub static INFO: PassInfo = PassInfo {
    argument: "affine-simplify-structures",
    name: "SimplifyAffineStructures",
    description: "Simplify affine expressions in maps/sets and normalize memrefs",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run).on("func.func"),
};

/// The simplified form of an affine map or integer set attribute.
fn simplify_attr(ctx: &Context, a: Attribute) -> Option<Attribute> {
    let aff = &ctx.affine;
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => {
            let s = rmlir_dialects::affine::simplify_map(ctx, *m);
            (s != *m).then(|| ctx.attr(AttrKind::AffineMap(s)))
        }
        AttrKind::IntegerSet(s) => {
            let s = *s;
            let nd = aff.set_num_dims(s);
            let ns = aff.set_num_symbols(s);
            let exprs = aff.set_constraints(s);
            let flags = aff.set_eq_flags(s);
            let new = match simplify_set_constraints(ctx, nd as usize, ns as usize, &exprs, &flags)?
            {
                None => aff.integer_set(nd, ns, &[aff.constant(1)], &[true]),
                Some((e, f)) => aff.integer_set(nd, ns, &e, &f),
            };
            (new != s).then(|| ctx.attr(AttrKind::IntegerSet(new)))
        }
        _ => None,
    }
}

fn run(_: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let mut ops = Vec::new();
    ir.walk(op, WalkOrder::PostOrder, &mut |_, o| ops.push(o));
    let mut cache: FxHashMap<Attribute, Option<Attribute>> = FxHashMap::default();
    let mut to_simplify = Vec::new();
    for o in ops {
        let d = ir.op(o);
        let mut entries: Vec<(String, Attribute)> = Vec::new();
        for dict in d.properties.into_iter().chain(std::iter::once(d.attrs)) {
            for e in ctx.dict_entries(dict).iter() {
                let name = String::from_utf8_lossy(ctx.str_value(e.name)).into_owned();
                entries.push((name, e.value));
            }
        }
        for (name, value) in entries {
            let new = *cache
                .entry(value)
                .or_insert_with(|| simplify_attr(ctx, value));
            if let Some(new) = new {
                ir.set_attr(ctx, o, &name, new);
            }
        }
        if matches!(
            ctx.op_name_str(ir.op_name(o)),
            "affine.for" | "affine.if" | "affine.apply"
        ) {
            to_simplify.push(o);
        }
    }
    if to_simplify.is_empty() {
        return Ok(());
    }
    let mut set = PatternSet::new();
    for name in ["affine.apply", "affine.for", "affine.if"] {
        if let Some(f) = ctx.op_def(ctx.op_name(name)).and_then(|d| d.canonicalize) {
            f(ctx, &mut set);
        }
    }
    let frozen = set.freeze(ctx);
    apply_op_patterns_greedily(
        ctx,
        ir,
        &to_simplify,
        &frozen,
        &GreedyConfig::default(),
        Strictness::ExistingAndNewOps,
    );
    Ok(())
}
