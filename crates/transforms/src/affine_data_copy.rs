//! `affine-data-copy-generate`: explicit copying of the memref regions
//! accessed by affine loads and stores into buffers of a fast memory space
//! (MLIR 22's `AffineDataCopyGeneration`, i.e. `affine::affineDataCopyGenerate`
//! run on each block of a `func.func`).
//!
//! Each block is cut into ranges: every `affine.for` is a range of its own
//! (or, when its memory footprint exceeds `fast-mem-capacity`, or with
//! `skip-non-unit-stride-loops` when its step is not one, its body is
//! processed instead), and the straight-line code between loops forms the
//! other ranges. For each range, the region of every memref (in the slow
//! memory space) read or written is computed as a system of integer
//! constraints symbolic in the loop IVs around the range, projected onto
//! the memref dims; its constant-size bounding box gives the fast buffer.
//! The copy-in (and copy-out) is hoisted above the surrounding loops the
//! region does not depend on, and is either a point-wise loop nest or an
//! `affine.dma_start`/`affine.dma_wait` pair (`generate-dma`). The accesses
//! of the range are then redirected to the fast buffer, with the region's
//! lower bounds subtracted from their indices. At the end, single-iteration
//! loops of the copy nests are promoted and the accesses in the nests
//! simplified.
//!
//! The constraint system (`Rel` in the private `affine_constraints` module) follows
//! MLIR's `IntegerRelation` step by step (Gaussian elimination, then
//! Fourier-Motzkin with the same choice of variable, GCD tightening and
//! trivial-redundancy removal) so that the bounds of the copy loops come out
//! as the same expressions in the same order. The diagnostics MLIR emits
//! are reproduced: the capacity warning, the footprint union warning and the
//! region-computation errors for semi-affine maps.
//!
//! Known differences: MLIR promotes the single-iteration loops of the copy
//! nests in the order of a pointer-keyed set, this pass in creation order
//! (the constants promotion creates may come out in another order when
//! several nests have such loops); and a copy load from a constant
//! `memref.global` is not folded, since the function is processed detached
//! from its module. Where the analysis cannot handle a case, it falls back
//! to the whole memref as MLIR does, or leaves the memref alone; nothing
//! panics.

use crate::affine_constraints::{Rel, VarKind};
use crate::affine_flatten::flatten_into;
use rmlir_affine::{AffineExpr, AffineExprKind as K, AffineMap};
use rmlir_core::diag::{Diagnostic, Severity};
use rmlir_core::ir::{BlockId, Ir, OpId, OperationState, RegionId, Value};
use rmlir_core::rewrite::folder::value_constant_int as const_int;
use rmlir_core::{AttrKind, Attribute, Context, NamedAttr, Type, TypeKind};
use rmlir_dialects::affine::compose::{canonicalize, compose, simplify, Mapping};
use rmlir_dialects::affine::scope::is_valid_symbol;
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};

/// The registry entry of `affine-data-copy-generate`.
pub static INFO: PassInfo = PassInfo {
    argument: "affine-data-copy-generate",
    name: "AffineDataCopyGeneration",
    description: "Generate explicit copying for affine memory operations",
    options: &[
        OptionSpec {
            name: "fast-mem-capacity",
            description: "Set fast memory space capacity in KiB (default: unlimited)",
            kind: OptionKind::Uint(64),
            default: OptionValue::Uint(u64::MAX),
        },
        OptionSpec {
            name: "fast-mem-space",
            description: "Fast memory space identifier for copy generation (default: 1)",
            kind: OptionKind::Uint(32),
            default: OptionValue::Uint(1),
        },
        OptionSpec {
            name: "generate-dma",
            description: "Generate DMA instead of point-wise copy",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(false),
        },
        OptionSpec {
            name: "min-dma-transfer",
            description: "Minimum DMA transfer size supported by the target in bytes",
            kind: OptionKind::Int(32),
            default: OptionValue::Int(1024),
        },
        OptionSpec {
            name: "skip-non-unit-stride-loops",
            description:
                "Testing purposes: avoid non-unit stride loop choice depths for copy placement",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(false),
        },
        OptionSpec {
            name: "slow-mem-space",
            description: "Slow memory space identifier for copy generation (default: 0)",
            kind: OptionKind::Uint(32),
            default: OptionValue::Uint(0),
        },
        OptionSpec {
            name: "tag-mem-space",
            description: "Tag memory space identifier for copy generation (default: 0)",
            kind: OptionKind::Uint(32),
            default: OptionValue::Uint(0),
        },
    ],
    create: |options| SimplePass::new(&INFO, options, run).on("func.func"),
};

fn uint(v: &OptionValue) -> u64 {
    match v {
        OptionValue::Uint(u) => *u,
        OptionValue::Int(i) => (*i).max(0) as u64,
        _ => 0,
    }
}

struct Opts {
    generate_dma: bool,
    slow_space: u64,
    fast_space: u64,
    tag_space: u64,
    capacity_bytes: u64,
    skip_non_unit: bool,
}

/// A memref region: the memref, whether it is written, and the constraints
/// (dims: the memref dims; symbols: the values it is parametric in).
#[derive(Clone)]
struct Region {
    memref: Value,
    write: bool,
    cst: Rel,
    loc: Attribute,
}

struct St<'a> {
    ctx: &'a Context,
    o: Opts,
    func: OpId,
    copy_nests: Vec<OpId>,
    diags: Vec<Diagnostic>,
}

fn name<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> &'c str {
    ctx.op_name_str(ir.op_name(op))
}

fn is_for(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    name(ctx, ir, op) == "affine.for"
}

fn is_access(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    matches!(name(ctx, ir, op), "affine.load" | "affine.store")
}

fn body(ir: &Ir, op: OpId) -> Option<BlockId> {
    let r = *ir.regions(op).first()?;
    ir.region_blocks(r).first().copied()
}

fn iv(ir: &Ir, op: OpId) -> Option<Value> {
    ir.block_args(body(ir, op)?).first().copied()
}

fn map_prop(ctx: &Context, ir: &Ir, op: OpId, n: &str) -> Option<AffineMap> {
    match ctx.attr_kind(ir.attr(ctx, op, n)?) {
        AttrKind::AffineMap(m) => Some(*m),
        _ => None,
    }
}

struct Bounds {
    lb_map: AffineMap,
    lb_ops: Vec<Value>,
    ub_map: AffineMap,
    ub_ops: Vec<Value>,
    step: i64,
}

fn bounds(ctx: &Context, ir: &Ir, op: OpId) -> Option<Bounds> {
    let lb_map = map_prop(ctx, ir, op, "lowerBoundMap")?;
    let ub_map = map_prop(ctx, ir, op, "upperBoundMap")?;
    let step = match ctx.attr_kind(ir.attr(ctx, op, "step")?) {
        AttrKind::Integer { value, .. } => value.sext_low_i64(),
        _ => return None,
    };
    let seg = crate::operand_segments(ctx, ir, op)?;
    let ops: Vec<Value> = ir.operands(op).collect();
    let (a, b) = (*seg.first()?, *seg.get(1)?);
    if a + b > ops.len() {
        return None;
    }
    Some(Bounds {
        lb_map,
        lb_ops: ops[..a].to_vec(),
        ub_map,
        ub_ops: ops[a..a + b].to_vec(),
        step,
    })
}

fn single_const(ctx: &Context, m: AffineMap) -> Option<i64> {
    let r = ctx.affine.map_results(m);
    if r.len() != 1 {
        return None;
    }
    match ctx.affine.kind(r[0]) {
        K::Constant(c) => Some(c),
        _ => None,
    }
}

/// The `affine.for` whose IV `v` is.
fn for_of_iv(ctx: &Context, ir: &Ir, v: Value) -> Option<OpId> {
    if ir.defining_op(v).is_some() {
        return None;
    }
    let b = ir.value_block(v)?;
    let op = ir.block_parent_op(b)?;
    (is_for(ctx, ir, op) && iv(ir, op) == Some(v)).then_some(op)
}

fn is_parallel_iv(ctx: &Context, ir: &Ir, v: Value) -> bool {
    if ir.defining_op(v).is_some() {
        return false;
    }
    let Some(b) = ir.value_block(v) else {
        return false;
    };
    ir.block_parent_op(b)
        .is_some_and(|op| name(ctx, ir, op) == "affine.parallel")
}

fn is_affine_iv(ctx: &Context, ir: &Ir, v: Value) -> bool {
    for_of_iv(ctx, ir, v).is_some() || is_parallel_iv(ctx, ir, v)
}

/// The IVs of the `affine.for`/`affine.parallel` ops around `op`,
/// outermost first (MLIR's `getAffineIVs`); only `affine.for` ones when
/// `for_only` (`getAffineForIVs`).
fn enclosing_ivs(ctx: &Context, ir: &Ir, op: OpId, for_only: bool) -> Vec<Value> {
    let mut out = Vec::new();
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        match name(ctx, ir, p) {
            "affine.for" => out.extend(iv(ir, p)),
            "affine.parallel" if !for_only => {
                if let Some(b) = body(ir, p) {
                    out.extend(ir.block_args(b).iter().rev().copied());
                }
            }
            _ => {}
        }
        cur = ir.parent_op(p);
    }
    out.reverse();
    out
}

/// MLIR's `getNestingDepth`.
fn nesting_depth(ctx: &Context, ir: &Ir, op: OpId) -> usize {
    let mut d = 0;
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        match name(ctx, ir, p) {
            "affine.for" => d += 1,
            "affine.parallel" => d += body(ir, p).map_or(0, |b| ir.block_args(b).len()),
            _ => {}
        }
        cur = ir.parent_op(p);
    }
    d
}

fn value_region(ir: &Ir, v: Value) -> Option<RegionId> {
    ir.block_parent(ir.value_block(v)?)
}

/// Whether region `anc` is `r` or one of its ancestors.
fn region_is_ancestor(ir: &Ir, anc: RegionId, mut r: RegionId) -> bool {
    loop {
        if r == anc {
            return true;
        }
        let Some(op) = ir.region_parent(r) else {
            return false;
        };
        let Some(b) = ir.parent_block(op) else {
            return false;
        };
        let Some(p) = ir.block_parent(b) else {
            return false;
        };
        r = p;
    }
}

struct MemInfo {
    shape: Vec<i64>,
    element: Type,
    identity: bool,
    space: Option<Attribute>,
}

fn mem_info(ctx: &Context, t: Type) -> Option<MemInfo> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => Some(MemInfo {
            shape: shape.to_vec(),
            element: *element,
            identity: layout.is_none_or(|l| match ctx.attr_kind(l) {
                AttrKind::AffineMap(m) => ctx.affine.is_identity(*m),
                _ => false,
            }),
            space: *memory_space,
        }),
        _ => None,
    }
}

/// The size in bytes of an element (`getMemRefIntOrFloatEltSizeInBytes`).
fn elt_bytes(ctx: &Context, t: Type) -> Option<i64> {
    match ctx.type_kind(t) {
        TypeKind::Integer { .. } | TypeKind::Float(_) => {
            Some(rmlir_core::builtin_types::int_or_float_width(ctx, t)?.div_ceil(8) as i64)
        }
        TypeKind::Vector { shape, element, .. } => {
            let w = rmlir_core::builtin_types::int_or_float_width(ctx, *element)?;
            if matches!(ctx.type_kind(*element), TypeKind::Index) {
                return None;
            }
            Some(shape.iter().product::<i64>() * w.div_ceil(8) as i64)
        }
        _ => None,
    }
}

/// memref, map, map operands of an affine load/store.
fn access_parts(ctx: &Context, ir: &Ir, op: OpId) -> Option<(Value, AffineMap, Vec<Value>, bool)> {
    let write = match name(ctx, ir, op) {
        "affine.load" => false,
        "affine.store" => true,
        _ => return None,
    };
    let ops: Vec<Value> = ir.operands(op).collect();
    let first = usize::from(write);
    let memref = *ops.get(first)?;
    let map = map_prop(ctx, ir, op, "map")?;
    Some((memref, map, ops[first + 1..].to_vec(), write))
}

/// Like [`access_parts`], for every affine op accessing one memref through
/// a map (vector loads and stores too).
fn map_access_parts(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
) -> Option<(Value, AffineMap, Vec<Value>, bool)> {
    let write = match name(ctx, ir, op) {
        "affine.load" | "affine.vector_load" => false,
        "affine.store" | "affine.vector_store" => true,
        _ => return None,
    };
    let ops: Vec<Value> = ir.operands(op).collect();
    let first = usize::from(write);
    let memref = *ops.get(first)?;
    let map = map_prop(ctx, ir, op, "map")?;
    Some((memref, map, ops[first + 1..].to_vec(), write))
}

fn compose_canon(ctx: &Context, ir: &Ir, map: AffineMap, ops: &[Value]) -> (AffineMap, Vec<Value>) {
    let mut ops = ops.to_vec();
    let m = rmlir_dialects::affine::fully_compose_map_and_operands(ctx, ir, map, &mut ops);
    let m = rmlir_dialects::affine::simplify_map(ctx, m);
    let m = rmlir_dialects::affine::canonicalize_map_and_operands(ctx, ir, m, &mut ops);
    (m, ops)
}

// ---- MemRefRegion ----

fn add_iv_or_terminal_symbol(ctx: &Context, ir: &Ir, cst: &mut Rel, v: Value) -> Option<()> {
    if cst.find_var(v).is_some() {
        return Some(());
    }
    if let Some(l) = for_of_iv(ctx, ir, v) {
        cst.append_dim(Some(v));
        let _ = add_for_domain(ctx, ir, cst, l);
        return Some(());
    }
    if let Some(par) = parallel_of_iv(ctx, ir, v) {
        let ivs: Vec<Value> = ir.block_args(body(ir, par)?).to_vec();
        for iv in ivs {
            cst.append_dim(Some(iv));
        }
        let _ = add_parallel_domain(ctx, ir, cst, par);
        return Some(());
    }
    let p = cst.append_symbol(Some(v));
    if let Some(c) = const_int(ctx, ir, v) {
        cst.add_bound(None, p, c as i128);
    }
    Some(())
}

fn add_map_bound(
    ctx: &Context,
    ir: &Ir,
    cst: &mut Rel,
    lower: bool,
    iv: Value,
    map: AffineMap,
    ops: &[Value],
) -> Option<()> {
    let (map, ops) = compose_canon(ctx, ir, map, ops);
    for &v in &ops {
        add_iv_or_terminal_symbol(ctx, ir, cst, v)?;
    }
    let nd = ctx.affine.map_num_dims(map) as usize;
    let exprs = ctx.affine.map_results(map).to_vec();
    let rows = flatten_into(ctx, cst, &exprs, nd, &ops)?;
    let pos = cst.find_var(iv)?;
    for f in rows {
        let mut row: Vec<i128> = f.iter().map(|&c| if lower { -c } else { c }).collect();
        if row[pos] != 0 {
            continue;
        }
        row[pos] = if lower { 1 } else { -1 };
        if !lower {
            let n = row.len() - 1;
            row[n] -= 1;
        }
        cst.ineqs.push(row);
    }
    Some(())
}

/// The per-IV bound maps of an `affine.parallel` (one map per group of
/// results): (lower maps, upper maps, lower operands, upper operands).
#[allow(clippy::type_complexity)]
fn parallel_bounds(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
) -> Option<(Vec<AffineMap>, Vec<AffineMap>, Vec<Value>, Vec<Value>)> {
    let aff = &ctx.affine;
    let lbm = map_prop(ctx, ir, op, "lowerBoundsMap")?;
    let ubm = map_prop(ctx, ir, op, "upperBoundsMap")?;
    let n = ir.block_args(body(ir, op)?).len();
    let groups = |name: &str| -> Vec<i64> {
        ir.attr(ctx, op, name)
            .map(|a| rmlir_core::dense::int_values(ctx, a))
            .unwrap_or_default()
    };
    let split = |m: AffineMap, g: &[i64]| -> Option<Vec<AffineMap>> {
        let r = aff.map_results(m);
        if g.len() != n || g.iter().map(|&x| x.max(0) as usize).sum::<usize>() != r.len() {
            return None;
        }
        let mut start = 0;
        let mut out = Vec::new();
        for &k in g {
            let k = k as usize;
            out.push(aff.map(
                aff.map_num_dims(m),
                aff.map_num_symbols(m),
                &r[start..start + k],
            ));
            start += k;
        }
        Some(out)
    };
    let lbs = split(lbm, &groups("lowerBoundsGroups"))?;
    let ubs = split(ubm, &groups("upperBoundsGroups"))?;
    let nl = (aff.map_num_dims(lbm) + aff.map_num_symbols(lbm)) as usize;
    let ops: Vec<Value> = ir.operands(op).collect();
    if ops.len() < nl {
        return None;
    }
    Some((lbs, ubs, ops[..nl].to_vec(), ops[nl..].to_vec()))
}

/// The first result of a map whose results are all constants (MLIR's
/// `isConstant` then `getSingleConstantResult`, which reads result 0).
fn all_const_first(ctx: &Context, m: AffineMap) -> Option<i64> {
    let r = ctx.affine.map_results(m);
    let mut first = None;
    for (i, &e) in r.iter().enumerate() {
        match ctx.affine.kind(e) {
            K::Constant(c) => {
                if i == 0 {
                    first = Some(c);
                }
            }
            _ => return None,
        }
    }
    first
}

/// MLIR's `addAffineParallelOpDomain`.
fn add_parallel_domain(ctx: &Context, ir: &Ir, cst: &mut Rel, par: OpId) -> Option<()> {
    let (lbs, ubs, lb_ops, ub_ops) = parallel_bounds(ctx, ir, par)?;
    let ivs: Vec<Value> = ir.block_args(body(ir, par)?).to_vec();
    for (i, &v) in ivs.iter().enumerate() {
        cst.find_var(v)?;
        match all_const_first(ctx, lbs[i]) {
            Some(c) => {
                let pos = cst.find_var(v)?;
                cst.add_bound(Some(true), pos, c as i128);
            }
            None => add_map_bound(ctx, ir, cst, true, v, lbs[i], &lb_ops)?,
        }
        match all_const_first(ctx, ubs[i]) {
            Some(c) => {
                let pos = cst.find_var(v)?;
                cst.add_bound(Some(false), pos, c as i128 - 1);
            }
            None => add_map_bound(ctx, ir, cst, false, v, ubs[i], &ub_ops)?,
        }
    }
    Some(())
}

fn parallel_of_iv(ctx: &Context, ir: &Ir, v: Value) -> Option<OpId> {
    if !is_parallel_iv(ctx, ir, v) {
        return None;
    }
    ir.block_parent_op(ir.value_block(v)?)
}

/// MLIR's `addAffineForOpDomain`.
fn add_for_domain(ctx: &Context, ir: &Ir, cst: &mut Rel, l: OpId) -> Option<()> {
    let v = iv(ir, l)?;
    let pos = cst.find_var(v)?;
    let b = bounds(ctx, ir, l)?;
    let clb = single_const(ctx, b.lb_map);
    if b.step != 1 {
        if let Some(lb) = clb {
            let mut dividend = vec![0i128; cst.ncols()];
            dividend[pos] = 1;
            *dividend.last_mut()? -= lb as i128;
            cst.add_local_floor_div(&dividend, b.step as i128);
            let mut eq = vec![0i128; cst.ncols()];
            eq[pos] = 1;
            *eq.last_mut()? -= lb as i128;
            let n = eq.len();
            eq[n - 2] = -(b.step as i128);
            cst.eqs.push(eq);
        }
    }
    match clb {
        Some(c) => cst.add_bound(Some(true), pos, c as i128),
        None => add_map_bound(ctx, ir, cst, true, v, b.lb_map, &b.lb_ops)?,
    }
    match single_const(ctx, b.ub_map) {
        Some(c) => {
            let pos = cst.find_var(v)?;
            cst.add_bound(Some(false), pos, c as i128 - 1);
            Some(())
        }
        None => add_map_bound(ctx, ir, cst, false, v, b.ub_map, &b.ub_ops),
    }
}

/// MLIR's `MemRefRegion::compute` (dropping outer IVs and locals).
fn compute_region(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    depth: usize,
    dim_bounds: bool,
    diags: &mut Vec<Diagnostic>,
) -> Option<Region> {
    let (memref, map, indices, write) = access_parts(ctx, ir, op)?;
    let info = mem_info(ctx, ir.value_type(memref))?;
    let rank = info.shape.len();
    let loc = ir.op(op).loc;
    if rank == 0 {
        let mut ivs = enclosing_ivs(ctx, ir, op, false);
        ivs.truncate(depth);
        let n = ivs.len();
        return Some(Region {
            memref,
            write,
            cst: Rel::new(0, n, ivs.into_iter().map(Some).collect()),
            loc,
        });
    }
    let (map, operands) = compose_canon(ctx, ir, map, &indices);
    let nd = ctx.affine.map_num_dims(map) as usize;
    let ns = ctx.affine.map_num_symbols(map) as usize;
    if operands.len() != nd + ns {
        return None;
    }
    let mut cst = Rel::new(nd, ns, operands.iter().map(|&v| Some(v)).collect());
    for &v in &operands {
        if let Some(l) = for_of_iv(ctx, ir, v) {
            add_for_domain(ctx, ir, &mut cst, l)?;
        } else if let Some(par) = parallel_of_iv(ctx, ir, v) {
            add_parallel_domain(ctx, ir, &mut cst, par)?;
        } else if is_valid_symbol(ctx, ir, v) {
            if let Some(c) = const_int(ctx, ir, v) {
                let p = cst.find_var(v)?;
                cst.add_bound(None, p, c as i128);
            }
        } else {
            return None;
        }
    }
    // Compose the access map: one dim per memref dim, equal to its index.
    let exprs = ctx.affine.map_results(map).to_vec();
    let Some(rows) = flatten_into(ctx, &mut cst, &exprs, nd, &operands) else {
        diags.push(rmlir_core::verify::plain_error(
            ctx,
            ir,
            op,
            "getMemRefRegion: compose affine map failed",
        ));
        return None;
    };
    for r in 0..rank {
        cst.insert_var(VarKind::Dim, r, None);
    }
    for (r, f) in rows.iter().enumerate() {
        let mut eq = vec![0i128; cst.ncols()];
        eq[r] = 1;
        for (c, &x) in f.iter().enumerate() {
            eq[c + rank] -= x;
        }
        cst.eqs.push(eq);
    }
    let nsym = cst.nd + cst.ns - rank;
    cst.set_dim_symbol_separation(nsym);
    let mut enclosing = enclosing_ivs(ctx, ir, op, false);
    enclosing.truncate(depth);
    let vars: Vec<Value> = cst.vals[cst.nd..cst.nd + cst.ns]
        .iter()
        .flatten()
        .copied()
        .collect();
    for v in vars {
        if is_affine_iv(ctx, ir, v) && !enclosing.contains(&v) {
            if let Some(p) = cst.find_var(v) {
                cst.project_out(p, 1);
            }
        }
    }
    let (s, n) = (cst.nd + cst.ns, cst.nl);
    cst.project_out(s, n);
    let (s, n) = (cst.nd, cst.ns);
    cst.constant_fold_var_range(s, n);
    if dim_bounds {
        for (r, &size) in info.shape.iter().enumerate() {
            cst.add_bound(Some(true), r, 0);
            if size >= 0 {
                cst.add_bound(Some(false), r, size as i128 - 1);
            }
        }
    }
    Some(Region {
        memref,
        write,
        cst,
        loc,
    })
}

/// MLIR's `getFullMemRefAsRegion`.
fn full_region(ctx: &Context, ir: &Ir, op: OpId, depth: usize) -> Option<Region> {
    let (memref, _, _, write) = access_parts(ctx, ir, op)?;
    let info = mem_info(ctx, ir.value_type(memref))?;
    if info.shape.iter().any(|&d| d < 0) {
        return None;
    }
    let mut ivs = enclosing_ivs(ctx, ir, op, true);
    if ivs.len() < depth {
        return None;
    }
    ivs.truncate(depth);
    let rank = info.shape.len();
    let mut vals: Vec<Option<Value>> = vec![None; rank];
    vals.extend(ivs.into_iter().map(Some));
    let mut cst = Rel::new(rank, depth, vals);
    for (d, &size) in info.shape.iter().enumerate() {
        cst.add_bound(Some(true), d, 0);
        cst.add_bound(Some(false), d, size as i128 - 1);
    }
    Some(Region {
        memref,
        write,
        cst,
        loc: ir.op(op).loc,
    })
}

fn lin_expr(ctx: &Context, coeffs: &[i128], ns: usize) -> Option<AffineExpr> {
    let aff = &ctx.affine;
    let mut e = aff.constant(0);
    for (s, &c) in coeffs[..ns].iter().enumerate() {
        if c != 0 {
            e = aff.add(
                e,
                aff.mul(aff.symbol(s as u32), aff.constant(i64::try_from(c).ok()?)),
            );
        }
    }
    if coeffs[ns..coeffs.len() - 1].iter().any(|&c| c != 0) {
        return None;
    }
    let k = *coeffs.last()?;
    if k != 0 {
        e = aff.add(e, aff.constant(i64::try_from(k).ok()?));
    }
    Some(e)
}

/// MLIR's `getConstantBoundingSizeAndShape`: the number of elements, the
/// shape and the lower bound of each dim (an expression of the symbols).
fn bounding_box(ctx: &Context, ir: &Ir, r: &Region) -> Option<(i64, Vec<i64>, Vec<AffineExpr>)> {
    let info = mem_info(ctx, ir.value_type(r.memref))?;
    let rank = info.shape.len();
    if r.cst.nd != rank {
        return None;
    }
    let mut c = r.cst.clone();
    for (d, &size) in info.shape.iter().enumerate() {
        c.add_bound(Some(true), d, 0);
        if size >= 0 {
            c.add_bound(Some(false), d, size as i128 - 1);
        }
    }
    let aff = &ctx.affine;
    let mut n: i64 = 1;
    let mut shape = Vec::new();
    let mut lbs = Vec::new();
    for d in 0..rank {
        // MLIR builds the lower bound as the negation of the expression of
        // the constraint row (without the dim), and only keeps pairs whose
        // extent is a constant expression, i.e. unit coefficients.
        let found = c
            .constant_bound_on_dim_size(d, true)
            .and_then(|(diff, lb, div, _)| {
                let e = if div == 0 || lb[..lb.len() - 1].iter().all(|&x| x == 0) {
                    lin_expr(ctx, &lb, c.ns)?
                } else {
                    let neg: Vec<i128> = lb.iter().map(|x| -x).collect();
                    aff.neg(lin_expr(ctx, &neg, c.ns)?)
                };
                Some((diff, e))
            });
        let (diff, lb) = match found {
            Some((diff, lb)) => (i64::try_from(diff).ok()?, lb),
            None => {
                let size = info.shape[d];
                if size < 0 {
                    return None;
                }
                (size, aff.constant(0))
            }
        };
        n = n.checked_mul(diff)?;
        shape.push(diff);
        lbs.push(lb);
    }
    Some((n, shape, lbs))
}

fn region_size(ctx: &Context, ir: &Ir, r: &Region) -> Option<i64> {
    let info = mem_info(ctx, ir.value_type(r.memref))?;
    if !info.identity {
        return None;
    }
    let (n, _, _) = bounding_box(ctx, ir, r)?;
    n.checked_mul(elt_bytes(ctx, info.element)?)
}

/// Load/store ops in `[begin, end)` of a block (nested ones included), in
/// walk order.
fn accesses_in_range(ctx: &Context, ir: &Ir, begin: OpId, end: Option<OpId>) -> Vec<OpId> {
    fn walk(ctx: &Context, ir: &Ir, op: OpId, out: &mut Vec<OpId>) {
        for &r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                for o in ir.block_ops(b) {
                    walk(ctx, ir, o, out);
                }
            }
        }
        if is_access(ctx, ir, op) {
            out.push(op);
        }
    }
    let mut out = Vec::new();
    let mut cur = Some(begin);
    while let Some(o) = cur {
        if Some(o) == end {
            break;
        }
        walk(ctx, ir, o, &mut out);
        cur = ir.next_op(o);
    }
    out
}

/// MLIR's `getMemoryFootprintBytes` of a loop.
fn footprint(ctx: &Context, ir: &Ir, l: OpId, diags: &mut Vec<Diagnostic>) -> Option<i64> {
    let depth = nesting_depth(ctx, ir, l);
    let mut regions: Vec<Region> = Vec::new();
    for op in accesses_in_range(ctx, ir, l, ir.next_op(l)) {
        let Some(r) = compute_region(ctx, ir, op, depth, true, diags) else {
            diags.push(rmlir_core::verify::plain_error(
                ctx,
                ir,
                op,
                "error obtaining memory region",
            ));
            return None;
        };
        match regions.iter_mut().find(|x| x.memref == r.memref) {
            Some(x) => {
                if !x.cst.union_bounding_box(&r.cst) {
                    let loc = ir.op(op).loc;
                    let mut d = Diagnostic {
                        severity: Severity::Warning,
                        loc,
                        message:
                            "getMemoryFootprintBytes: unable to perform a union on a memory region"
                                .into(),
                        notes: Vec::new(),
                    };
                    if ctx.print_op_on_diagnostic() {
                        let text =
                            rmlir_core::asm::printer::print_op_for_pass_diagnostic(ctx, ir, op);
                        let sep = if text.contains('\n') { "\n" } else { "" };
                        d.add_note(loc, format!("see current operation: {sep}{text}"));
                    }
                    diags.push(d);
                    return None;
                }
            }
            None => regions.push(r),
        }
    }
    let mut total: i64 = 0;
    for r in &regions {
        total = total.checked_add(region_size(ctx, ir, r)?)?;
    }
    Some(total)
}

// ---- IR construction ----

fn map_attr(ctx: &Context, m: AffineMap) -> Attribute {
    ctx.attr(AttrKind::AffineMap(m))
}

fn props(ctx: &Context, entries: Vec<(&str, Attribute)>) -> Attribute {
    ctx.named_dict_attr(entries)
}

fn identity(ctx: &Context, n: usize) -> AffineMap {
    let aff = &ctx.affine;
    let exprs: Vec<AffineExpr> = (0..n).map(|i| aff.dim(i as u32)).collect();
    aff.map(n as u32, 0, &exprs)
}

impl St<'_> {
    fn entry(&self, ir: &Ir) -> Option<BlockId> {
        body(ir, self.func)
    }

    /// The op `top` builders insert before: the first op of the function.
    fn top(&self, ir: &Ir) -> Option<OpId> {
        ir.first_op(self.entry(ir)?)
    }

    fn constant(&self, ir: &mut Ir, before: OpId, v: i64, loc: Attribute) -> Value {
        let ctx = self.ctx;
        let idx = ctx.index_type();
        let st = OperationState::constant(ctx, "arith.constant", ctx.index_attr(v), idx, loc);
        let op = ir.create_op(st);
        ir.insert_op_before(before, op);
        ir.result(op, 0)
    }

    fn apply(
        &self,
        ir: &mut Ir,
        before: OpId,
        map: AffineMap,
        ops: &[Value],
        loc: Attribute,
    ) -> OpId {
        let ctx = self.ctx;
        let mut st = OperationState::new(ctx, "affine.apply", loc);
        st.operands = ops.to_vec().into();
        st.result_types.push(ctx.index_type());
        st.properties = Some(props(ctx, vec![("map", map_attr(ctx, map))]));
        let op = ir.create_op(st);
        ir.insert_op_before(before, op);
        op
    }

    #[allow(clippy::too_many_arguments)]
    fn simple(
        &self,
        ir: &mut Ir,
        before: OpId,
        name: &str,
        operands: &[Value],
        results: &[Type],
        p: Option<Attribute>,
        attrs: Option<Attribute>,
        loc: Attribute,
    ) -> OpId {
        let ctx = self.ctx;
        let mut st = OperationState::new(ctx, name, loc);
        st.operands = operands.to_vec().into();
        for &t in results {
            st.result_types.push(t);
        }
        st.properties = p;
        if let Some(a) = attrs {
            st.attrs = a;
        }
        let op = ir.create_op(st);
        ir.insert_op_before(before, op);
        op
    }

    fn alloc(&self, ir: &mut Ir, before: OpId, t: Type, loc: Attribute) -> Value {
        let ctx = self.ctx;
        let p = props(
            ctx,
            vec![(
                "operandSegmentSizes",
                rmlir_ods::constraints::i32_array(ctx, &[0, 0]),
            )],
        );
        let op = self.simple(ir, before, "memref.alloc", &[], &[t], Some(p), None, loc);
        ir.result(op, 0)
    }

    fn create_for(
        &self,
        ir: &mut Ir,
        before: OpId,
        lb: (AffineMap, Vec<Value>),
        ub: (AffineMap, Vec<Value>),
        loc: Attribute,
    ) -> OpId {
        let ctx = self.ctx;
        let mut st = OperationState::new(ctx, "affine.for", loc);
        st.operands.extend_from_slice(&lb.1);
        st.operands.extend_from_slice(&ub.1);
        st.properties = Some(props(
            ctx,
            vec![
                ("lowerBoundMap", map_attr(ctx, lb.0)),
                (
                    "operandSegmentSizes",
                    rmlir_ods::constraints::i32_array(
                        ctx,
                        &[lb.1.len() as i32, ub.1.len() as i32, 0],
                    ),
                ),
                ("step", ctx.index_attr(1)),
                ("upperBoundMap", map_attr(ctx, ub.0)),
            ],
        ));
        let r = ir.new_region();
        let blk = ir.new_block();
        ir.add_block_arg(blk, ctx.index_type(), loc);
        ir.append_block(r, blk);
        st.regions.push(r);
        let op = ir.create_op(st);
        let y = ir.create_op(OperationState::new(ctx, "affine.yield", loc));
        ir.append_op(blk, y);
        ir.insert_op_before(before, op);
        op
    }

    fn load(
        &self,
        ir: &mut Ir,
        before: OpId,
        memref: Value,
        map: AffineMap,
        idx: &[Value],
        loc: Attribute,
    ) -> Value {
        let ctx = self.ctx;
        let elt = mem_info(ctx, ir.value_type(memref)).map(|i| i.element);
        let mut ops = vec![memref];
        ops.extend_from_slice(idx);
        let p = props(ctx, vec![("map", map_attr(ctx, map))]);
        let op = self.simple(
            ir,
            before,
            "affine.load",
            &ops,
            &elt.into_iter().collect::<Vec<_>>(),
            Some(p),
            None,
            loc,
        );
        ir.result(op, 0)
    }

    #[allow(clippy::too_many_arguments)]
    fn store(
        &self,
        ir: &mut Ir,
        before: OpId,
        v: Value,
        memref: Value,
        map: AffineMap,
        idx: &[Value],
        loc: Attribute,
    ) {
        let ctx = self.ctx;
        let mut ops = vec![v, memref];
        ops.extend_from_slice(idx);
        let p = props(ctx, vec![("map", map_attr(ctx, map))]);
        self.simple(ir, before, "affine.store", &ops, &[], Some(p), None, loc);
    }
}

// ---- the pass ----

fn run(p: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let o = &p.options;
    let cap = uint(o.get("fast-mem-capacity"));
    let opts = Opts {
        generate_dma: o.get_bool("generate-dma"),
        slow_space: uint(o.get("slow-mem-space")),
        fast_space: uint(o.get("fast-mem-space")),
        tag_space: uint(o.get("tag-mem-space")),
        capacity_bytes: if cap != u64::MAX {
            cap.wrapping_mul(1024)
        } else {
            cap
        },
        skip_non_unit: o.get_bool("skip-non-unit-stride-loops"),
    };
    let mut st = St {
        ctx,
        o: opts,
        func: op,
        copy_nests: Vec::new(),
        diags: Vec::new(),
    };
    let Some(top) = st.top(ir) else {
        return Ok(());
    };
    let loc = ir.op(op).loc;
    st.constant(ir, top, 0, loc);
    let blocks: Vec<BlockId> = ir
        .regions(op)
        .first()
        .map(|&r| ir.region_blocks(r).to_vec())
        .unwrap_or_default();
    for b in blocks {
        st.run_on_block(ir, b);
    }
    st.finish(ir);
    for d in std::mem::take(&mut st.diags) {
        cx.emit(d);
    }
    Ok(())
}

impl St<'_> {
    fn first_candidate(&self, ir: &Ir, mut cur: Option<OpId>) -> Option<OpId> {
        while let Some(o) = cur {
            if (is_access(self.ctx, ir, o) || is_for(self.ctx, ir, o))
                && !self.copy_nests.contains(&o)
            {
                return Some(o);
            }
            cur = ir.next_op(o);
        }
        None
    }

    fn run_on_block(&mut self, ir: &mut Ir, block: BlockId) {
        let ctx = self.ctx;
        if ir.first_op(block).is_none() {
            return;
        }
        let mut cur_begin = self.first_candidate(ir, ir.first_op(block));
        let mut it = cur_begin;
        while let Some(x) = it {
            if is_for(ctx, ir, x) && !self.copy_nests.contains(&x) {
                if let Some(b) = cur_begin {
                    self.data_copy_generate(ir, b, x);
                }
                let recurse = if self.o.skip_non_unit {
                    bounds(ctx, ir, x).is_some_and(|b| b.step != 1)
                } else {
                    footprint(ctx, ir, x, &mut self.diags)
                        .is_some_and(|f| f as u64 > self.o.capacity_bytes)
                };
                if recurse {
                    if let Some(b) = body(ir, x) {
                        self.run_on_block(ir, b);
                    }
                } else if let Some(n) = ir.next_op(x) {
                    self.data_copy_generate(ir, x, n);
                }
                cur_begin = self.first_candidate(ir, ir.next_op(x));
                it = cur_begin;
            } else {
                it = ir.next_op(x);
            }
        }
        if let Some(b) = cur_begin {
            let mut last = ir.first_op(block);
            while let Some(n) = last.and_then(|l| ir.next_op(l)) {
                last = Some(n);
            }
            if let Some(term) = last {
                self.data_copy_generate(ir, b, term);
            }
        }
    }

    /// MLIR's `affineDataCopyGenerate` on `[begin, end)`.
    fn data_copy_generate(&mut self, ir: &mut Ir, mut begin: OpId, mut end: OpId) -> bool {
        let ctx = self.ctx;
        if begin == end {
            return true;
        }
        let Some(block) = ir.parent_block(begin) else {
            return false;
        };
        let Some(block_region) = ir.block_parent(block) else {
            return false;
        };
        let depth = nesting_depth(ctx, ir, begin);
        let mut reads: Vec<Region> = Vec::new();
        let mut writes: Vec<Region> = Vec::new();
        let mut error = false;
        for op in accesses_in_range(ctx, ir, begin, Some(end)) {
            let Some((memref, _, _, _)) = access_parts(ctx, ir, op) else {
                continue;
            };
            let Some(info) = mem_info(ctx, ir.value_type(memref)) else {
                continue;
            };
            if let Some(space) = info.space {
                if let AttrKind::Integer { value, .. } = ctx.attr_kind(space) {
                    if value.sext_low_i64() as u64 != self.o.slow_space {
                        continue;
                    }
                }
            }
            if !value_region(ir, memref).is_some_and(|r| region_is_ancestor(ir, r, block_region)) {
                continue;
            }
            let region = match compute_region(ctx, ir, op, depth, false, &mut self.diags) {
                Some(r) => r,
                None => match full_region(ctx, ir, op, depth) {
                    Some(r) => r,
                    None => {
                        error = true;
                        continue;
                    }
                },
            };
            let mut region = region;
            let update = |list: &mut Vec<Region>, region: &mut Region| -> Option<bool> {
                let Some(existing) = list.iter_mut().find(|x| x.memref == region.memref) else {
                    return Some(false);
                };
                if existing.cst.union_bounding_box(&region.cst) {
                    region.cst = existing.cst.clone();
                } else {
                    let full = full_region(ctx, ir, op, depth)?;
                    region.cst = full.cst.clone();
                    existing.cst = full.cst;
                }
                Some(true)
            };
            let Some(in_read) = update(&mut reads, &mut region) else {
                error = true;
                continue;
            };
            let Some(in_write) = update(&mut writes, &mut region) else {
                error = true;
                continue;
            };
            if region.write && !in_write {
                writes.push(region);
            } else if !region.write && !in_read {
                reads.push(region);
            }
        }
        if error {
            return false;
        }
        let mut total: u64 = 0;
        let mut ret = true;
        let mut fast_buffers: Vec<(Value, Value)> = Vec::new();
        for region in reads.iter().chain(writes.iter()) {
            let placement = self.placement(ir, region, block, begin, end);
            match self.generate_copy(ir, region, block, begin, end, placement, &mut fast_buffers) {
                Some((size, nb, ne)) => {
                    begin = nb;
                    end = ne;
                    total = total.saturating_add(size);
                }
                None => ret = false,
            }
        }
        if !ret {
            return false;
        }
        if total > self.o.capacity_bytes {
            if let Some(p) = ir.block_parent_op(block) {
                let loc = ir.op(p).loc;
                let mut d = Diagnostic {
                    severity: Severity::Warning,
                    loc,
                    message: "total size of all copy buffers' for this block exceeds fast memory capacity".into(),
                    notes: Vec::new(),
                };
                if ctx.print_op_on_diagnostic() {
                    let text = rmlir_core::asm::printer::print_op_for_pass_diagnostic(ctx, ir, p);
                    let sep = if text.contains('\n') { "\n" } else { "" };
                    d.add_note(loc, format!("see current operation: {sep}{text}"));
                }
                self.diags.push(d);
            }
        }
        true
    }

    /// MLIR's `findHighestBlockForPlacement`: (block, copy-in point,
    /// copy-out point).
    fn placement(
        &self,
        ir: &Ir,
        region: &Region,
        block: BlockId,
        begin: OpId,
        end: OpId,
    ) -> (BlockId, OpId, OpId) {
        let ctx = self.ctx;
        let c = &region.cst;
        let symbols: Vec<Value> = c.vals[c.nd..c.nd + c.ns]
            .iter()
            .flatten()
            .copied()
            .collect();
        let mut enclosing = Vec::new();
        let mut cur = ir.block_parent_op(block);
        while let Some(p) = cur {
            if matches!(
                name(ctx, ir, p),
                "affine.for" | "affine.if" | "affine.parallel"
            ) {
                enclosing.push(p);
            }
            cur = ir.parent_op(p);
        }
        let mem_region = value_region(ir, region.memref);
        let mut last = None;
        for &e in &enclosing {
            let Some(er) = ir.parent_block(e).and_then(|b| ir.block_parent(b)) else {
                break;
            };
            if !mem_region.is_some_and(|m| region_is_ancestor(ir, m, er)) {
                break;
            }
            if !is_for(ctx, ir, e) {
                break;
            }
            if iv(ir, e).is_some_and(|v| symbols.contains(&v)) {
                break;
            }
            last = Some(e);
        }
        match last.and_then(|f| Some((ir.parent_block(f)?, f, ir.next_op(f)?))) {
            Some(p) => p,
            None => (block, begin, end),
        }
    }

    /// MLIR's `generateCopy`: `None` on failure, else the buffer size and
    /// the new begin and end of the range.
    #[allow(clippy::too_many_arguments)]
    fn generate_copy(
        &mut self,
        ir: &mut Ir,
        region: &Region,
        block: BlockId,
        begin: OpId,
        end: OpId,
        (_, copy_in, copy_out): (BlockId, OpId, OpId),
        fast_buffers: &mut Vec<(Value, Value)>,
    ) -> Option<(u64, OpId, OpId)> {
        let ctx = self.ctx;
        let aff = &ctx.affine;
        let floc = ir.op(self.func).loc;
        let top0 = self.top(ir)?;
        let zero = self.constant(ir, top0, 0, floc);
        let mut n_end = end;
        if begin == end {
            return Some((0, begin, end));
        }
        let last_copy_op = ir.prev_op(end)?;
        let copy_out_at_end = end == copy_out;
        let b_anchor = if region.write { copy_out } else { copy_in };
        let top = self.top(ir)?;
        let loc = region.loc;
        let memref = region.memref;
        let info = mem_info(ctx, ir.value_type(memref))?;
        if !info.identity {
            return None;
        }
        let rank = info.shape.len();
        if rank == 0 {
            return None;
        }
        let (num_elements, shape, lbs) = bounding_box(ctx, ir, region)?;
        if num_elements == 0 {
            return Some((0, begin, end));
        }
        let cst = &region.cst;
        let mut lb_maps = Vec::new();
        let mut ub_maps = Vec::new();
        for d in 0..rank {
            let (l, u) = cst.lower_and_upper_bound(ctx, d)?;
            if l.is_empty() || u.is_empty() {
                return None;
            }
            lb_maps.push(aff.map(0, cst.ns as u32, &l));
            ub_maps.push(aff.map(0, cst.ns as u32, &u));
        }
        let syms: Vec<Value> = cst.vals[cst.nd..].iter().copied().collect::<Option<_>>()?;
        let nsyms = syms.len();
        let sym_to_dim: Vec<AffineExpr> = (0..nsyms).map(|i| aff.dim(i as u32)).collect();
        let mut mem_indices = Vec::new();
        let mut buf_indices = Vec::new();
        let mut offsets = Vec::new();
        for lb in &lbs {
            if let K::Constant(c) = aff.kind(*lb) {
                if c == 0 {
                    mem_indices.push(zero);
                } else {
                    let v = self.constant(ir, top, c, loc);
                    mem_indices.push(v);
                }
                offsets.push(*lb);
            } else {
                let e = aff.replace_dims_and_symbols(*lb, &[], &sym_to_dim);
                let m = aff.map(nsyms as u32, 0, &[e]);
                let a = self.apply(ir, b_anchor, m, &syms, loc);
                mem_indices.push(ir.result(a, 0));
                offsets.push(e);
            }
            buf_indices.push(zero);
        }
        let existing = fast_buffers.iter().find(|(m, _)| *m == memref).map(|x| x.1);
        let mut size = 0u64;
        let fast = match existing {
            Some(f) => f,
            None => {
                let space = (self.o.fast_space != 0)
                    .then(|| ctx.int_attr(ctx.i64_type(), self.o.fast_space as i64));
                let t = rmlir_core::builtin_types::memref_type(
                    ctx,
                    Some(&shape),
                    info.element,
                    None,
                    space,
                )
                .ok()?;
                let f = self.alloc(ir, copy_in, t, loc);
                fast_buffers.push((memref, f));
                size = elt_bytes(ctx, info.element)
                    .and_then(|e| e.checked_mul(num_elements))
                    .map_or(0, |s| s as u64);
                f
            }
        };
        let num_el = self.constant(ir, top, num_elements, loc);
        let mut stride_ops: Vec<Value> = Vec::new();
        if self.o.generate_dma {
            let mut strides = Vec::new();
            if shape.len() > 1 {
                let (mut per, mut stride) = (1i64, 1i64);
                for d in (1..shape.len()).rev() {
                    let dim = info.shape[d];
                    stride = stride.checked_mul(dim)?;
                    per = per.checked_mul(shape[d])?;
                    if shape[d] < dim && shape[d - 1] > 1 {
                        strides.push((stride, per));
                    }
                }
            }
            if strides.len() > 1 {
                return None;
            }
            if let Some(&(s, per)) = strides.first() {
                stride_ops.push(self.constant(ir, top, s, loc));
                stride_ops.push(self.constant(ir, top, per, loc));
            }
        }
        let mut mem_ops = mem_indices.clone();
        let mem_map = rmlir_dialects::affine::fully_compose_map_and_operands(
            ctx,
            ir,
            identity(ctx, rank),
            &mut mem_ops,
        );
        let mut buf_ops = buf_indices.clone();
        let buf_map = rmlir_dialects::affine::fully_compose_map_and_operands(
            ctx,
            ir,
            identity(ctx, rank),
            &mut buf_ops,
        );
        if !self.o.generate_dma {
            let root = self.pointwise_copy(
                ir,
                memref,
                fast,
                &lb_maps,
                &ub_maps,
                &syms,
                &offsets,
                region.write,
                b_anchor,
                loc,
            )?;
            self.copy_nests.push(root);
            if region.write && copy_out_at_end {
                n_end = root;
            }
        } else {
            let tag_space = (self.o.tag_space != 0)
                .then(|| ctx.int_attr(ctx.i64_type(), self.o.tag_space as i64));
            let i32t = ctx.integer_type(32, rmlir_core::types::Signedness::Signless);
            let tag_t =
                rmlir_core::builtin_types::memref_type(ctx, Some(&[1]), i32t, None, tag_space)
                    .ok()?;
            let tag = self.alloc(ir, copy_in, tag_t, loc);
            let mut tag_ops = vec![zero];
            let tag_map = rmlir_dialects::affine::fully_compose_map_and_operands(
                ctx,
                ir,
                identity(ctx, 1),
                &mut tag_ops,
            );
            let (src, src_map, src_ops, dst, dst_map, dst_ops) = if region.write {
                (fast, buf_map, buf_ops, memref, mem_map, mem_ops)
            } else {
                (memref, mem_map, mem_ops, fast, buf_map, buf_ops)
            };
            let mut operands = vec![src];
            operands.extend(src_ops);
            operands.push(dst);
            operands.extend(dst_ops);
            operands.push(tag);
            operands.extend(tag_ops.iter().copied());
            operands.push(num_el);
            operands.extend(stride_ops);
            let attrs = props(
                ctx,
                vec![
                    ("dst_map", map_attr(ctx, dst_map)),
                    ("src_map", map_attr(ctx, src_map)),
                    ("tag_map", map_attr(ctx, tag_map)),
                ],
            );
            let start = self.simple(
                ir,
                b_anchor,
                "affine.dma_start",
                &operands,
                &[],
                None,
                Some(attrs),
                loc,
            );
            if region.write && copy_out_at_end {
                n_end = start;
            }
            let wattrs = props(ctx, vec![("tag_map", map_attr(ctx, tag_map))]);
            self.simple(
                ir,
                b_anchor,
                "affine.dma_wait",
                &[tag, zero, num_el],
                &[],
                None,
                Some(wattrs),
                loc,
            );
            let dealloc = self.simple(ir, copy_out, "memref.dealloc", &[tag], &[], None, None, loc);
            if n_end == end && copy_out_at_end {
                n_end = dealloc;
            }
        }
        if existing.is_none() {
            let dealloc = self.simple(
                ir,
                copy_out,
                "memref.dealloc",
                &[fast],
                &[],
                None,
                None,
                loc,
            );
            if !self.o.generate_dma && n_end == end && copy_out_at_end {
                n_end = dealloc;
            }
        }
        // Redirect the accesses of [begin, last_copy_op] to the buffer.
        let remap: Vec<AffineExpr> = (0..rank)
            .map(|i| aff.sub(aff.dim((nsyms + i) as u32), offsets[i]))
            .collect();
        let remap = aff.map((nsyms + rank) as u32, 0, &remap);
        let prev_of_begin = ir.prev_op(begin);
        self.replace_uses(ir, memref, fast, remap, &syms, block, begin, last_copy_op);
        let n_begin = match prev_of_begin {
            Some(p) => ir.next_op(p)?,
            None => ir.first_op(block)?,
        };
        Some((size, n_begin, n_end))
    }

    /// MLIR's `generatePointWiseCopy`; returns the root of the nest.
    #[allow(clippy::too_many_arguments)]
    fn pointwise_copy(
        &mut self,
        ir: &mut Ir,
        memref: Value,
        fast: Value,
        lb_maps: &[AffineMap],
        ub_maps: &[AffineMap],
        syms: &[Value],
        offsets: &[AffineExpr],
        copy_out: bool,
        anchor: OpId,
        loc: Attribute,
    ) -> Option<OpId> {
        let ctx = self.ctx;
        let aff = &ctx.affine;
        let mut anchor = anchor;
        let mut root = None;
        let mut mem_indices = Vec::new();
        let mut fast_exprs = Vec::new();
        let mut fast_ops = Vec::new();
        let mut maybe_dead = Vec::new();
        for d in 0..lb_maps.len() {
            let canon = |ir: &Ir, m: AffineMap| {
                let mut ops = syms.to_vec();
                let m =
                    rmlir_dialects::affine::fully_compose_map_and_operands(ctx, ir, m, &mut ops);
                let m = rmlir_dialects::affine::canonicalize_map_and_operands(ctx, ir, m, &mut ops);
                (remove_duplicate_exprs(ctx, m), ops)
            };
            let lb = canon(ir, lb_maps[d]);
            let ub = canon(ir, ub_maps[d]);
            let f = self.create_for(ir, anchor, lb, ub, loc);
            root.get_or_insert(f);
            let blk = body(ir, f)?;
            anchor = ir.first_op(blk)?;
            let off_map = aff.map(syms.len() as u32, 0, &[offsets[d]]);
            let off = self.apply(ir, anchor, off_map, syms, loc);
            let v = iv(ir, f)?;
            fast_exprs.push(aff.sub(aff.dim((2 * d + 1) as u32), aff.dim((2 * d) as u32)));
            fast_ops.push(ir.result(off, 0));
            fast_ops.push(v);
            maybe_dead.push(off);
            mem_indices.push(v);
        }
        let rank = lb_maps.len();
        let m = aff.map((2 * rank) as u32, 0, &fast_exprs);
        let m = rmlir_dialects::affine::fully_compose_map_and_operands(ctx, ir, m, &mut fast_ops);
        let m = rmlir_dialects::affine::simplify_map(ctx, m);
        let fast_map =
            rmlir_dialects::affine::canonicalize_map_and_operands(ctx, ir, m, &mut fast_ops);
        for a in maybe_dead {
            if !ir.has_uses(ir.result(a, 0)) {
                ir.erase_op(a);
            }
        }
        let id = identity(ctx, rank);
        if !copy_out {
            let v = self.load(ir, anchor, memref, id, &mem_indices, loc);
            self.store(ir, anchor, v, fast, fast_map, &fast_ops, loc);
        } else {
            let v = self.load(ir, anchor, fast, fast_map, &fast_ops, loc);
            self.store(ir, anchor, v, memref, id, &mem_indices, loc);
        }
        root
    }

    /// MLIR's `replaceAllMemRefUsesWith` restricted to the users whose
    /// ancestor in `block` lies in `[begin, last]`.
    #[allow(clippy::too_many_arguments)]
    fn replace_uses(
        &mut self,
        ir: &mut Ir,
        old: Value,
        new: Value,
        remap: AffineMap,
        extra: &[Value],
        block: BlockId,
        begin: OpId,
        last: OpId,
    ) {
        let ctx = self.ctx;
        let pos_of = |ir: &Ir, op: OpId| ir.block_ops(block).position(|o| o == op);
        let (Some(bp), Some(lp)) = (pos_of(ir, begin), pos_of(ir, last)) else {
            return;
        };
        let mut users: Vec<OpId> = Vec::new();
        for u in ir.uses(old) {
            if !users.contains(&u.op) {
                users.push(u.op);
            }
        }
        let mut to_replace = Vec::new();
        for u in users {
            // The ancestor of the user in `block`.
            let mut a = Some(u);
            while let Some(x) = a {
                if ir.parent_block(x) == Some(block) {
                    break;
                }
                a = ir.parent_op(x);
            }
            let Some(a) = a else {
                continue;
            };
            let Some(ap) = pos_of(ir, a) else {
                continue;
            };
            if ap < bp || ap > lp {
                continue;
            }
            if name(ctx, ir, u) == "memref.dealloc" {
                continue;
            }
            let Some((m, _, _, _)) = map_access_parts(ctx, ir, u) else {
                return;
            };
            if m != old {
                return;
            }
            to_replace.push(u);
        }
        for op in to_replace {
            self.replace_in_op(ir, op, new, remap, extra);
        }
    }

    fn replace_in_op(
        &mut self,
        ir: &mut Ir,
        op: OpId,
        new: Value,
        remap: AffineMap,
        extra: &[Value],
    ) -> Option<()> {
        let ctx = self.ctx;
        let aff = &ctx.affine;
        let (_, old_map, old_ops, write) = map_access_parts(ctx, ir, op)?;
        let loc = ir.op(op).loc;
        // The applies are erased in creation order when dead, as MLIR does:
        // those of the old access map are still used by the remapping ones
        // when the latter exist, and stay.
        let mut applies = Vec::new();
        let nd = aff.map_num_dims(old_map);
        let ns = aff.map_num_symbols(old_map);
        let old_results = aff.map_results(old_map).to_vec();
        let mut old_mem_ops = Vec::new();
        if ns != 0 || old_map != identity(ctx, nd as usize) {
            for e in old_results {
                let m = aff.map(nd, ns, &[e]);
                let a = self.apply(ir, op, m, &old_ops, loc);
                applies.push(a);
                old_mem_ops.push(ir.result(a, 0));
            }
        } else {
            old_mem_ops = old_ops.clone();
        }
        let mut remap_ops = extra.to_vec();
        remap_ops.extend(old_mem_ops);
        let rnd = aff.map_num_dims(remap) as usize;
        let mut new_ops = Vec::new();
        if aff.map_num_symbols(remap) != 0 || remap != identity(ctx, rnd) {
            for &e in aff.map_results(remap).iter() {
                let m = aff.map(rnd as u32, aff.map_num_symbols(remap), &[e]);
                let a = self.apply(ir, op, m, &remap_ops, loc);
                applies.push(a);
                new_ops.push(ir.result(a, 0));
            }
        } else {
            new_ops = remap_ops;
        }
        let n = new_ops.len();
        let m = rmlir_dialects::affine::fully_compose_map_and_operands(
            ctx,
            ir,
            identity(ctx, n),
            &mut new_ops,
        );
        let m = rmlir_dialects::affine::simplify_map(ctx, m);
        let new_map =
            rmlir_dialects::affine::canonicalize_map_and_operands(ctx, ir, m, &mut new_ops);
        for a in applies {
            if !ir.has_uses(ir.result(a, 0)) {
                ir.erase_op(a);
            }
        }
        let all: Vec<Value> = ir.operands(op).collect();
        let mut operands = Vec::new();
        if write {
            operands.push(all[0]);
        }
        operands.push(new);
        operands.extend(new_ops);
        self.rebuild(ir, op, operands, new_map);
        Some(())
    }

    /// Replaces a load/store by the same op with new operands and map.
    fn rebuild(&self, ir: &mut Ir, op: OpId, operands: Vec<Value>, map: AffineMap) -> OpId {
        let ctx = self.ctx;
        let data = ir.op(op);
        let loc = data.loc;
        let attrs = data.attrs;
        let old_props = data.properties;
        let mut entries: Vec<NamedAttr> = old_props
            .map(|p| ctx.dict_entries(p).to_vec())
            .unwrap_or_default();
        let mut found = false;
        for e in &mut entries {
            if ctx.string_attr("map") == e.name {
                e.value = map_attr(ctx, map);
                found = true;
            }
        }
        if !found {
            entries.push(NamedAttr {
                name: ctx.string_attr("map"),
                value: map_attr(ctx, map),
            });
        }
        let results: Vec<Type> = ir.results(op).map(|r| ir.value_type(r)).collect();
        let mut st = OperationState::with_name(ctx, ir.op_name(op), loc);
        st.operands = operands.into();
        for t in results {
            st.result_types.push(t);
        }
        st.properties = Some(ctx.dict_attr(entries));
        st.attrs = attrs;
        let new = ir.create_op(st);
        ir.insert_op_before(op, new);
        let olds: Vec<Value> = ir.results(op).collect();
        for (i, o) in olds.into_iter().enumerate() {
            let nv = ir.result(new, i);
            ir.replace_all_uses(o, nv);
        }
        ir.erase_op(op);
        new
    }

    /// Promotes the single-iteration loops of the copy nests and simplifies
    /// their loads and stores.
    fn finish(&mut self, ir: &mut Ir) {
        let ctx = self.ctx;
        let mut copy_ops = Vec::new();
        for nest in std::mem::take(&mut self.copy_nests) {
            let mut order = Vec::new();
            post_order(ir, nest, &mut order);
            for o in order {
                if !ir.is_op_alive(o) {
                    continue;
                }
                if is_for(ctx, ir, o) {
                    self.promote_if_single_iteration(ir, o);
                } else if is_access(ctx, ir, o) {
                    copy_ops.push(o);
                }
            }
        }
        // Constants folded loads turn into, per region (MLIR's
        // `OperationFolder` of the greedy driver).
        let mut folded: Vec<(RegionId, Attribute, Type, Value)> = Vec::new();
        for op in copy_ops {
            let mut cur = op;
            for _ in 0..8 {
                if !ir.is_op_alive(cur) {
                    break;
                }
                let Some((_, map, ops, write)) = access_parts(ctx, ir, cur) else {
                    break;
                };
                let mut m = Mapping::of_map(ctx, map, &ops);
                compose(ctx, ir, &mut m);
                canonicalize(ctx, ir, &mut m);
                simplify(ctx, &mut m);
                let new_map = m.map(ctx);
                if new_map == map && m.ops == ops {
                    break;
                }
                let all: Vec<Value> = ir.operands(cur).collect();
                let mut operands = Vec::new();
                let first = usize::from(write);
                operands.extend_from_slice(&all[..=first]);
                operands.extend(m.ops.iter().copied());
                cur = self.rebuild(ir, cur, operands, new_map);
            }
            if ir.is_op_alive(cur) && name(ctx, ir, cur) == "affine.load" {
                self.fold_load(ir, cur, &mut folded);
            }
        }
    }

    /// Folds a copy load (e.g. from a constant global) to a constant
    /// materialized at the start of the closest region of an affine op or
    /// isolated op around it.
    fn fold_load(
        &mut self,
        ir: &mut Ir,
        op: OpId,
        folded: &mut Vec<(RegionId, Attribute, Type, Value)>,
    ) -> Option<()> {
        let ctx = self.ctx;
        let res = rmlir_core::rewrite::folder::fold_op(ctx, ir, op)?;
        let rmlir_core::dialect::FoldResult::Attr(a) = *res.first()? else {
            return None;
        };
        let ty = ir.value_type(ir.result(op, 0));
        let mut block = ir.parent_block(op)?;
        let region = loop {
            let r = ir.block_parent(block)?;
            let Some(p) = ir.region_parent(r) else {
                break r;
            };
            let isolated = ctx
                .op_def(ir.op_name(p))
                .is_none_or(|d| d.has(rmlir_core::dialect::Traits::ISOLATED_FROM_ABOVE));
            if isolated
                || matches!(
                    name(ctx, ir, p),
                    "affine.for" | "affine.parallel" | "affine.if"
                )
            {
                break r;
            }
            block = ir.parent_block(p)?;
        };
        let v = match folded
            .iter()
            .find(|f| f.0 == region && f.1 == a && f.2 == ty)
        {
            Some(f) => f.3,
            None => {
                let entry = *ir.region_blocks(region).first()?;
                let first = ir.first_op(entry)?;
                let st = OperationState::constant(ctx, "arith.constant", a, ty, ir.op(op).loc);
                let c = ir.create_op(st);
                ir.insert_op_before(first, c);
                let v = ir.result(c, 0);
                folded.push((region, a, ty, v));
                v
            }
        };
        let r = ir.result(op, 0);
        ir.replace_all_uses(r, v);
        ir.erase_op(op);
        Some(())
    }

    /// MLIR's `promoteIfSingleIteration`.
    fn promote_if_single_iteration(&mut self, ir: &mut Ir, f: OpId) -> Option<()> {
        let ctx = self.ctx;
        let aff = &ctx.affine;
        let b = bounds(ctx, ir, f)?;
        if trip_count(ctx, ir, &b)? != 1 || aff.map_results(b.lb_map).len() != 1 {
            return None;
        }
        if ir.num_results(f) != 0 {
            return None;
        }
        let v = iv(ir, f)?;
        let loc = ir.op(f).loc;
        if ir.has_uses(v) {
            if let Some(c) = single_const(ctx, b.lb_map) {
                let top = self.top(ir)?;
                let cv = self.constant(ir, top, c, loc);
                ir.replace_all_uses(v, cv);
            } else if b.lb_map == aff.map(1, 0, &[aff.dim(0)]) {
                ir.replace_all_uses(v, b.lb_ops[0]);
            } else {
                let a = self.apply(ir, f, b.lb_map, &b.lb_ops, loc);
                let r = ir.result(a, 0);
                ir.replace_all_uses(v, r);
            }
        }
        let blk = body(ir, f)?;
        let ops: Vec<OpId> = ir.block_ops(blk).collect();
        for &o in &ops[..ops.len().saturating_sub(1)] {
            ir.move_op_before(o, f);
        }
        ir.erase_op(f);
        Some(())
    }
}

fn post_order(ir: &Ir, op: OpId, out: &mut Vec<OpId>) {
    for &r in ir.regions(op) {
        for &b in ir.region_blocks(r) {
            let ops: Vec<OpId> = ir.block_ops(b).collect();
            for o in ops {
                post_order(ir, o, out);
            }
        }
    }
    out.push(op);
}

fn remove_duplicate_exprs(ctx: &Context, m: AffineMap) -> AffineMap {
    let aff = &ctx.affine;
    let mut out: Vec<AffineExpr> = Vec::new();
    for &e in aff.map_results(m).iter() {
        if !out.contains(&e) {
            out.push(e);
        }
    }
    aff.map(aff.map_num_dims(m), aff.map_num_symbols(m), &out)
}

/// The constant trip count of a loop, when its bounds differ by constants
/// (the minimum over the upper bounds).
fn trip_count(ctx: &Context, ir: &Ir, b: &Bounds) -> Option<i64> {
    let aff = &ctx.affine;
    let lbr = aff.map_results(b.lb_map);
    if lbr.len() != 1 || b.step <= 0 {
        return None;
    }
    let mut best: Option<i64> = None;
    for &u in aff.map_results(b.ub_map).iter() {
        let diff = if let (Some(l), K::Constant(uc)) = (single_const(ctx, b.lb_map), aff.kind(u)) {
            uc - l
        } else if b.lb_ops == b.ub_ops
            && aff.map_num_dims(b.lb_map) == aff.map_num_dims(b.ub_map)
            && aff.map_num_symbols(b.lb_map) == aff.map_num_symbols(b.ub_map)
        {
            let d = aff.sub(u, lbr[0]);
            let m = rmlir_dialects::affine::simplify_map(
                ctx,
                aff.map(
                    aff.map_num_dims(b.lb_map),
                    aff.map_num_symbols(b.lb_map),
                    &[d],
                ),
            );
            match aff.kind(aff.map_results(m)[0]) {
                K::Constant(c) => c,
                _ => return None,
            }
        } else {
            let _ = ir;
            return None;
        };
        let t = if diff <= 0 {
            0
        } else {
            (diff + b.step - 1) / b.step
        };
        best = Some(best.map_or(t, |x: i64| x.min(t)));
    }
    best
}
