//! `scf-parallel-loop-fusion`: fuses adjacent `scf.parallel` loops with the
//! same iteration space when the second does not read what the first writes
//! except at the same indices, and conversely (MLIR's `ParallelLoopFusion`).
//!
//! Loops are fused in every block, along chains of loops separated only by
//! ops without memory effects or regions; the first loop's body (and
//! reductions) move in front of the second's in a new loop. Buffers are
//! compared with a local alias analysis (MLIR's `LocalAliasAnalysis`):
//! values seen through view-like ops, distinct allocations never alias, and
//! an allocation does not alias a value from outside its allocation scope.

use rmlir_core::attrs::NamedAttr;
use rmlir_core::dialect::{EffectKind, EffectResource, Traits};
use rmlir_core::ir::{BlockId, Ir, OpId, OperationState, RegionId, Value, WalkOrder};
use rmlir_core::rewrite::effects::{is_memory_effect_free, memory_effects};
use rmlir_core::rewrite::Rewriter;
use rmlir_core::{AttrKind, Context};
use rmlir_pass::{PassContext, PassFailed, PassInfo, SimplePass};
use std::collections::HashMap;

/// The registry entry of `scf-parallel-loop-fusion`.
pub static INFO: PassInfo = PassInfo {
    argument: "scf-parallel-loop-fusion",
    name: "SCFParallelLoopFusion",
    description: "Fuse adjacent parallel loops",
    options: &[],
    create: |options| SimplePass::new(&INFO, options, run),
};

fn name_of<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> &'c str {
    ctx.op_name_str(ir.op_name(op))
}

fn run(
    _: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    root: OpId,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let mut all = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, &mut |_, o| all.push(o));
    for op in all {
        if !ir.is_op_alive(op) {
            continue;
        }
        for r in ir.regions(op).to_vec() {
            fuse_in_region(ctx, ir, r);
        }
    }
    Ok(())
}

fn fuse_in_region(ctx: &Context, ir: &mut Ir, r: RegionId) {
    for b in ir.region_blocks(r).to_vec() {
        let mut chains: Vec<Vec<OpId>> = vec![Vec::new()];
        let mut no_effects = true;
        for op in ir.block_ops(b).collect::<Vec<_>>() {
            if name_of(ctx, ir, op) == "scf.parallel" {
                if no_effects {
                    chains.last_mut().expect("a chain").push(op);
                } else {
                    chains.push(vec![op]);
                    no_effects = true;
                }
                continue;
            }
            no_effects &= is_memory_effect_free(ctx, ir, op) && ir.regions(op).is_empty();
        }
        for mut chain in chains {
            for i in 0..chain.len().saturating_sub(1) {
                if let Some(new) = fuse_if_legal(ctx, ir, chain[i], chain[i + 1]) {
                    chain[i + 1] = new;
                }
            }
        }
    }
}

/// Operand groups of an `scf.parallel`: lower bounds, upper bounds, steps,
/// initial values.
fn groups(ctx: &Context, ir: &Ir, op: OpId) -> [Vec<Value>; 4] {
    let seg: Vec<i32> =
        match rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "operandSegmentSizes")
            .map(|a| ctx.attr_kind(a))
        {
            Some(AttrKind::DenseArray { len, raw, .. }) if raw.len() >= *len as usize * 4 => (0
                ..*len as usize)
                .map(|i| i32::from_le_bytes(raw[i * 4..i * 4 + 4].try_into().unwrap_or([0; 4])))
                .collect(),
            _ => Vec::new(),
        };
    let ops: Vec<Value> = ir.operands(op).collect();
    let mut out: [Vec<Value>; 4] = Default::default();
    let mut at = 0usize;
    for (i, g) in out.iter_mut().enumerate() {
        let n = seg.get(i).copied().unwrap_or(0).max(0) as usize;
        let end = (at + n).min(ops.len());
        g.extend_from_slice(&ops[at..end]);
        at = end;
    }
    out
}

fn body(ir: &Ir, op: OpId) -> Option<BlockId> {
    ir.region_blocks(*ir.regions(op).first()?).first().copied()
}

/// Whether an `scf.parallel` is nested in `op`'s body.
fn has_nested_parallel(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let mut found = false;
    ir.walk(op, WalkOrder::PreOrder, &mut |_, o| {
        if o != op && name_of(ctx, ir, o) == "scf.parallel" {
            found = true;
        }
    });
    found
}

/// The ops nested in `op`'s body named `name`, in post-order.
fn nested_named(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Vec<OpId> {
    let mut v = Vec::new();
    ir.walk(op, WalkOrder::PostOrder, &mut |_, o| {
        if o != op && name_of(ctx, ir, o) == name {
            v.push(o);
        }
    });
    v
}

// ---- alias analysis ----

/// The values `v` is a view of (through view-like ops).
fn underlying(ctx: &Context, ir: &Ir, v: Value, out: &mut Vec<Value>, depth: usize) {
    if depth < 10 {
        if let Some(d) = ir.defining_op(v) {
            let view = matches!(
                name_of(ctx, ir, d),
                "memref.subview"
                    | "memref.view"
                    | "memref.cast"
                    | "memref.reinterpret_cast"
                    | "memref.expand_shape"
                    | "memref.collapse_shape"
                    | "memref.transpose"
                    | "memref.memory_space_cast"
                    | "memref.assume_alignment"
            );
            if view && ir.num_operands(d) > 0 {
                underlying(ctx, ir, ir.operand(d, 0), out, depth + 1);
                return;
            }
        }
    }
    out.push(v);
}

/// The allocation scope of `v` when its defining op allocates it: the
/// enclosing automatic allocation scope for stack allocations, else the
/// enclosing function. `Some(None)`: allocated, scope unknown.
fn alloc_scope(ctx: &Context, ir: &Ir, v: Value) -> Option<Option<OpId>> {
    let op = match ir.defining_op(v) {
        Some(o) => o,
        None => ir.block_parent_op(ir.value_block(v)?)?,
    };
    let effects = memory_effects(ctx, ir, op)?;
    let e = effects
        .iter()
        .find(|e| e.kind == EffectKind::Allocate && e.value == Some(v))?;
    let mut p = ir.parent_op(op);
    while let Some(q) = p {
        let def = ctx.op_def(ir.op_name(q));
        let found = if e.resource == EffectResource::AutomaticAllocationScope {
            def.is_some_and(|d| d.has(Traits::AUTOMATIC_ALLOCATION_SCOPE))
        } else {
            name_of(ctx, ir, q) == "func.func"
        };
        if found {
            return Some(Some(q));
        }
        p = ir.parent_op(q);
    }
    Some(None)
}

fn is_constant(ctx: &Context, ir: &Ir, v: Value) -> bool {
    ir.defining_op(v)
        .and_then(|d| ctx.op_def(ir.op_name(d)))
        .is_some_and(|d| d.has(Traits::CONSTANT_LIKE))
}

/// Whether two underlying values may alias (not `NoAlias`).
fn may_alias_impl(ctx: &Context, ir: &Ir, a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    let (ca, cb) = (is_constant(ctx, ir, a), is_constant(ctx, ir, b));
    if ca || cb {
        if ca && cb {
            return true;
        }
        let other = if ca { b } else { a };
        return alloc_scope(ctx, ir, other).is_none();
    }
    let (sa, sb) = (alloc_scope(ctx, ir, a), alloc_scope(ctx, ir, b));
    if sa.is_some() == sb.is_some() {
        return sa.is_none();
    }
    let (scope, other) = match (sa, sb) {
        (Some(s), None) => (s, b),
        (None, Some(s)) => (s, a),
        _ => return true,
    };
    let Some(scope) = scope else { return true };
    let Some(ob) = ir.value_block(other) else {
        return true;
    };
    let Some(parent) = ir.block_parent_op(ob) else {
        return true;
    };
    if parent != scope && ir.is_ancestor(parent, scope) {
        return false;
    }
    if parent == scope && ir.defining_op(other).is_none() {
        let entry = ir
            .block_parent(ob)
            .and_then(|r| ir.region_blocks(r).first().copied());
        if entry == Some(ob) {
            return false;
        }
    }
    true
}

fn may_alias(ctx: &Context, ir: &Ir, a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    let (mut ua, mut ub) = (Vec::new(), Vec::new());
    underlying(ctx, ir, a, &mut ua, 0);
    underlying(ctx, ir, b, &mut ub, 0);
    ua.iter()
        .any(|x| ub.iter().any(|y| may_alias_impl(ctx, ir, *x, *y)))
}

// ---- dependencies ----

fn lookup(map: &HashMap<Value, Value>, v: Value) -> Value {
    map.get(&v).copied().unwrap_or(v)
}

/// Whether ops `a` and `b` compute the same thing given the index mapping
/// (MLIR's `OperationEquivalence::isEquivalentTo`, locations ignored).
fn equivalent_under(ctx: &Context, ir: &Ir, a: OpId, b: OpId, map: &HashMap<Value, Value>) -> bool {
    let (da, db) = (ir.op(a), ir.op(b));
    ir.op_name(a) == ir.op_name(b)
        && da.attrs == db.attrs
        && da.properties.unwrap_or_else(|| ctx.empty_dict())
            == db.properties.unwrap_or_else(|| ctx.empty_dict())
        && ir.regions(a).is_empty()
        && ir.regions(b).is_empty()
        && ir.num_operands(a) == ir.num_operands(b)
        && ir
            .results(a)
            .map(|v| ir.value_type(v))
            .eq(ir.results(b).map(|v| ir.value_type(v)))
        && ir
            .operands(a)
            .zip(ir.operands(b))
            .all(|(x, y)| lookup(map, x) == lookup(map, y))
}

/// The second loop reads what the first writes only at the same indices.
fn no_reads_after_write_except_same_index(
    ctx: &Context,
    ir: &Ir,
    first: OpId,
    second: OpId,
    map: &HashMap<Value, Value>,
) -> bool {
    let mut stores: Vec<(Value, Vec<Value>)> = Vec::new();
    for s in nested_named(ctx, ir, first, "memref.store") {
        let ops: Vec<Value> = ir.operands(s).collect();
        if ops.len() >= 2 {
            stores.push((ops[1], ops[2..].to_vec()));
        }
    }
    for l in nested_named(ctx, ir, second, "memref.load") {
        let ops: Vec<Value> = ir.operands(l).collect();
        let Some(&mem) = ops.first() else { continue };
        if let Some(d) = ir.defining_op(mem) {
            if ir.parent_block(d) == ir.parent_block(l) {
                return false;
            }
        }
        if stores
            .iter()
            .any(|(m, _)| *m != mem && may_alias(ctx, ir, *m, mem))
        {
            return false;
        }
        let writes: Vec<&Vec<Value>> = stores
            .iter()
            .filter(|(m, _)| *m == mem)
            .map(|(_, i)| i)
            .collect();
        let Some(&store_idx) = writes.first() else {
            continue;
        };
        if writes.iter().any(|w| *w != store_idx) {
            return false;
        }
        let load_idx = &ops[1..];
        if store_idx.len() != load_idx.len() {
            return false;
        }
        for (s, l) in store_idx.iter().zip(load_idx) {
            if lookup(map, *s) == *l {
                continue;
            }
            let (Some(sd), Some(ld)) = (ir.defining_op(*s), ir.defining_op(*l)) else {
                return false;
            };
            if !is_memory_effect_free(ctx, ir, sd)
                || !is_memory_effect_free(ctx, ir, ld)
                || !equivalent_under(ctx, ir, sd, ld, map)
            {
                return false;
            }
        }
    }
    true
}

/// Whether `user` comes after `anchor` (MLIR's `properlyDominates` with
/// enclosing ops not counting).
fn comes_after(ir: &Ir, anchor: OpId, user: OpId) -> bool {
    let Some(ab) = ir.parent_block(anchor) else {
        return false;
    };
    let mut u = user;
    loop {
        if u == anchor {
            return false;
        }
        if ir.parent_block(u) == Some(ab) {
            let mut cur = ir.next_op(anchor);
            while let Some(c) = cur {
                if c == u {
                    return true;
                }
                cur = ir.next_op(c);
            }
            return false;
        }
        match ir.parent_op(u) {
            Some(p) => u = p,
            None => return false,
        }
    }
}

fn index_map(ir: &Ir, from: BlockId, to: BlockId) -> HashMap<Value, Value> {
    ir.block_args(from)
        .iter()
        .copied()
        .zip(ir.block_args(to).iter().copied())
        .collect()
}

/// Fuses `first` into `second` when legal; returns the new loop.
fn fuse_if_legal(ctx: &Context, ir: &mut Ir, first: OpId, second: OpId) -> Option<OpId> {
    let (b1, b2) = (body(ir, first)?, body(ir, second)?);
    let map12 = index_map(ir, b1, b2);
    let [l1, u1, s1, i1] = groups(ctx, ir, first);
    let [l2, u2, s2, i2] = groups(ctx, ir, second);
    if has_nested_parallel(ctx, ir, first)
        || has_nested_parallel(ctx, ir, second)
        || l1.len() != l2.len()
        || l1 != l2
        || u1 != u2
        || s1 != s2
    {
        return None;
    }
    if !no_reads_after_write_except_same_index(ctx, ir, first, second, &map12) {
        return None;
    }
    let map21 = index_map(ir, b2, b1);
    if !no_reads_after_write_except_same_index(ctx, ir, second, first, &map21) {
        return None;
    }
    for r in ir.results(first).collect::<Vec<_>>() {
        for u in ir.uses(r).collect::<Vec<_>>() {
            if !comes_after(ir, second, u.op) {
                return None;
            }
        }
    }
    let (t1, t2) = (ir.last_op(b1)?, ir.last_op(b2)?);
    if name_of(ctx, ir, t1) != "scf.reduce" || name_of(ctx, ir, t2) != "scf.reduce" {
        return None;
    }
    let loc = ir.op(second).loc;
    let index = ctx.index_type();
    let mut inits = i1.clone();
    inits.extend(i2.iter().copied());
    let mut st = OperationState::new(ctx, "scf.parallel", loc);
    for g in [&l2, &u2, &s2, &inits] {
        st.operands.extend(g.iter().copied());
    }
    st.result_types
        .extend(inits.iter().map(|v| ir.value_type(*v)));
    let seg = [
        l2.len() as i32,
        u2.len() as i32,
        s2.len() as i32,
        inits.len() as i32,
    ];
    let raw: Vec<u8> = seg.iter().flat_map(|x| x.to_le_bytes()).collect();
    st.properties = Some(ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("operandSegmentSizes"),
        value: ctx.attr(AttrKind::DenseArray {
            element: ctx.i32_type(),
            len: 4,
            raw: raw.into(),
        }),
    }]));
    let r = ir.new_region();
    let nb = ir.new_block();
    for _ in 0..l2.len() {
        ir.add_block_arg(nb, index, loc);
    }
    ir.append_block(r, nb);
    if inits.is_empty() {
        let red = ir.create_op(OperationState::new(ctx, "scf.reduce", loc));
        ir.append_op(nb, red);
    }
    st.regions.push(r);
    let mut rw = Rewriter::new(ctx, ir);
    rw.set_insertion_point_before(second);
    let new = rw.create(st);
    let nargs: Vec<Value> = rw.ir.block_args(nb).to_vec();
    let first_op = rw.ir.first_op(nb);
    rw.inline_block_before(b2, nb, first_op, &nargs);
    let first_op = rw.ir.first_op(nb);
    rw.inline_block_before(b1, nb, first_op, &nargs);
    let results: Vec<Value> = rw.ir.results(new).collect();
    if !results.is_empty() {
        let t2loc = rw.ir.op(t2).loc;
        let mut red_args: Vec<Value> = rw.ir.operands(t1).collect();
        red_args.extend(rw.ir.operands(t2));
        let mut red = OperationState::new(ctx, "scf.reduce", t2loc);
        red.operands.extend(red_args.iter().copied());
        for v in &red_args {
            let rr = rw.ir.new_region();
            let rb = rw.ir.new_block();
            let t = rw.ir.value_type(*v);
            rw.ir.add_block_arg(rb, t, t2loc);
            rw.ir.add_block_arg(rb, t, t2loc);
            rw.ir.append_block(rr, rb);
            red.regions.push(rr);
        }
        rw.set_insertion_point_to_end(nb);
        let new_red = rw.create(red);
        let old_regions: Vec<RegionId> = rw
            .ir
            .regions(t1)
            .iter()
            .chain(rw.ir.regions(t2))
            .copied()
            .collect();
        let new_regions = rw.ir.regions(new_red).to_vec();
        for (old, newr) in old_regions.into_iter().zip(new_regions) {
            let (Some(&ob), Some(&nrb)) = (
                rw.ir.region_blocks(old).first(),
                rw.ir.region_blocks(newr).first(),
            ) else {
                continue;
            };
            let args = rw.ir.block_args(nrb).to_vec();
            let fo = rw.ir.first_op(nrb);
            rw.inline_block_before(ob, nrb, fo, &args);
        }
        let (n1, _) = (i1.len(), i2.len());
        let r1: Vec<Value> = rw.ir.results(first).collect();
        let r2: Vec<Value> = rw.ir.results(second).collect();
        for (a, b) in r1.iter().zip(&results[..n1]) {
            rw.replace_all_uses_with(*a, *b);
        }
        for (a, b) in r2.iter().zip(&results[n1..]) {
            rw.replace_all_uses_with(*a, *b);
        }
    }
    rw.erase_op(t1);
    rw.erase_op(t2);
    rw.erase_op(first);
    rw.erase_op(second);
    Some(new)
}
