//! `affine-loop-tile`: tiles the perfectly nested `affine.for` bands that
//! start at the top level of each `func.func` (MLIR 22's `LoopTiling`).
//!
//! Each band of `n` loops becomes `n` tile-space loops (the original bounds,
//! step multiplied by the tile size) around `n` intra-tile loops running
//! from the tile-space IV to that IV plus the tile size, with a `min`
//! against the original upper bound unless the tile size divides the trip
//! count. Tile sizes come from `tile-size`, `tile-sizes`, or a cache-size
//! model from the band's memory footprint (MLIR's `MemRefRegion`s, see
//! `affine_region`; a failed union of regions warns, as in MLIR, and falls
//! back to the default size). With `separate`, full tiles are
//! split from partial ones under an `affine.if`, for the bands whose
//! intra-tile loops have unit steps and affine bounds.
//!
//! Bands with iteration arguments or whose bounds depend on other IVs of
//! the band are left alone, as are bands whose tiling MLIR's
//! `isTilingValid` rejects (silently, like MLIR): the memref dependences
//! between the affine accesses of the band (see `affine_dependence`) are
//! computed at every depth up to one past the band, and a dependence with a
//! component whose lower bound is below its upper bound and whose upper
//! bound is negative makes the band invalid. Components with a single
//! negative distance (e.g. `A[i][j] = A[i-1][j+1]`) pass the check, as in
//! MLIR.

use rmlir_affine::{AffineExpr, AffineExprKind, AffineMap};
use rmlir_core::ir::{BlockId, Ir, OpId, OperationState, Value};
use rmlir_core::{AttrKind, Attribute, Context, NamedAttr};
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};

/// The registry entry of `affine-loop-tile`.
pub static INFO: PassInfo = PassInfo {
    argument: "affine-loop-tile",
    name: "AffineLoopTiling",
    description: "Tile affine loop nests",
    options: &[
        OptionSpec {
            name: "cache-size",
            description: "Set size of cache to tile for in KiB (default: 512)",
            kind: OptionKind::Uint(64),
            default: OptionValue::Uint(512),
        },
        OptionSpec {
            name: "separate",
            description: "Separate full and partial tiles (default: false)",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(false),
        },
        OptionSpec {
            name: "tile-size",
            description: "Use this tile size for all loops",
            kind: OptionKind::Uint(32),
            default: OptionValue::Uint(0),
        },
        OptionSpec {
            name: "tile-sizes",
            description: "List of tile sizes for each perfect nest (overridden by -tile-size)",
            kind: OptionKind::List(&OptionKind::Uint(32)),
            default: OptionValue::List(Vec::new()),
        },
    ],
    create: |options| SimplePass::new(&INFO, options, run).on("func.func"),
};

/// The default tile size when nothing better is known.
const DEFAULT_TILE_SIZE: u64 = 4;

struct Options {
    cache_kib: u64,
    separate: bool,
    tile_size: u64,
    tile_sizes: Vec<u64>,
}

fn uint(v: &OptionValue) -> u64 {
    match v {
        OptionValue::Uint(u) => *u,
        OptionValue::Int(i) => (*i).max(0) as u64,
        _ => 0,
    }
}

fn run(p: &SimplePass, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let o = &p.options;
    let opts = Options {
        cache_kib: uint(o.get("cache-size")),
        separate: o.get_bool("separate"),
        tile_size: uint(o.get("tile-size")),
        tile_sizes: match o.get("tile-sizes") {
            OptionValue::List(items) => items.iter().map(uint).collect(),
            _ => Vec::new(),
        },
    };
    // MLIR's `getTileableBands`: the maximal perfect nest of each top-level
    // `affine.for` of the function body.
    let mut bands = Vec::new();
    for &r in ir.regions(op) {
        for &b in ir.region_blocks(r) {
            for o in ir.block_ops(b) {
                if is_for(ctx, ir, o) {
                    let band = perfect_nest(ctx, ir, o);
                    if tiling_valid(ctx, ir, &band) {
                        bands.push(band);
                    }
                }
            }
        }
    }
    for band in bands {
        let mut diags = Vec::new();
        let sizes = tile_sizes(ctx, ir, &band, &opts, &mut diags);
        diags.into_iter().for_each(|d| cx.emit(d));
        let Some(sizes) = sizes else {
            continue;
        };
        let Some(nest) = tile_band(ctx, ir, &band, &sizes) else {
            continue;
        };
        if opts.separate {
            separate_full_tiles(ctx, ir, &nest[band.len()..]);
        }
    }
    Ok(())
}

fn name<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> &'c str {
    ctx.op_name_str(ir.op_name(op))
}

fn is_for(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    name(ctx, ir, op) == "affine.for"
}

fn body(ir: &Ir, op: OpId) -> Option<BlockId> {
    let r = *ir.regions(op).first()?;
    ir.region_blocks(r).first().copied()
}

fn iv(ir: &Ir, op: OpId) -> Option<Value> {
    ir.block_args(body(ir, op)?).first().copied()
}

/// MLIR's `getPerfectlyNestedLoops`.
fn perfect_nest(ctx: &Context, ir: &Ir, root: OpId) -> Vec<OpId> {
    let mut nest = vec![root];
    let mut cur = root;
    while let Some(b) = body(ir, cur) {
        let ops: Vec<OpId> = ir.block_ops(b).take(3).collect();
        if ops.len() != 2 || !is_for(ctx, ir, ops[0]) {
            break;
        }
        cur = ops[0];
        nest.push(cur);
    }
    nest
}

/// MLIR's `isTilingValid`: for every pair of affine accesses in the band
/// (at least one a write, to the same memref) with a dependence at some
/// depth up to one past the band, no dependence component may be surely
/// negative over a range (a lower bound below an upper bound below zero).
/// A component with a single negative value does not count, as in MLIR.
fn tiling_valid(ctx: &Context, ir: &Ir, band: &[OpId]) -> bool {
    use crate::affine_dependence::{check, Access, Dependence};
    let mut accesses = Vec::new();
    ir.walk(
        band[0],
        rmlir_core::ir::WalkOrder::PostOrder,
        &mut |_, o| {
            if let Some(a) = Access::of(ctx, ir, o) {
                accesses.push(a);
            }
        },
    );
    for d in 1..=band.len() + 1 {
        for src in &accesses {
            for dst in &accesses {
                let Dependence::Has(comps) = check(ctx, ir, src, dst, d, true) else {
                    continue;
                };
                for c in comps {
                    let lb = c.lb.unwrap_or(i64::MIN as i128);
                    let ub = c.ub.unwrap_or(i64::MAX as i128);
                    if lb < ub && ub < 0 {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// The bounds and step of an `affine.for`.
#[derive(Clone)]
struct Bounds {
    lb_map: AffineMap,
    lb_ops: Vec<Value>,
    ub_map: AffineMap,
    ub_ops: Vec<Value>,
    step: i64,
}

fn map_prop(ctx: &Context, ir: &Ir, op: OpId, n: &str) -> Option<AffineMap> {
    match ctx.attr_kind(ir.attr(ctx, op, n)?) {
        AttrKind::AffineMap(m) => Some(*m),
        _ => None,
    }
}

fn int_prop(ctx: &Context, ir: &Ir, op: OpId, n: &str) -> Option<i64> {
    match ctx.attr_kind(ir.attr(ctx, op, n)?) {
        AttrKind::Integer { value, .. } => Some(value.sext_low_i64()),
        _ => None,
    }
}

fn bounds(ctx: &Context, ir: &Ir, op: OpId) -> Option<Bounds> {
    let lb_map = map_prop(ctx, ir, op, "lowerBoundMap")?;
    let ub_map = map_prop(ctx, ir, op, "upperBoundMap")?;
    let step = int_prop(ctx, ir, op, "step").unwrap_or(1);
    let seg = crate::operand_segments(ctx, ir, op)?;
    let ops: Vec<Value> = ir.operands(op).collect();
    let (a, b) = (*seg.first()?, *seg.get(1)?);
    if a + b > ops.len() || step <= 0 {
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

/// The trip count expressions of a loop (`ceildiv(ub_i - lb, step)`, with
/// the bound operands composed), or `None` when the lower bound has several
/// results.
fn trip_exprs(ctx: &Context, ir: &Ir, b: &Bounds) -> Option<Vec<AffineExpr>> {
    use rmlir_dialects::affine::compose::{canonicalize, compose, simplify, Mapping};
    let aff = &ctx.affine;
    let lb_res = aff.map_results(b.lb_map);
    if lb_res.len() != 1 {
        return None;
    }
    let lb = Mapping::of_map(ctx, b.lb_map, &b.lb_ops);
    let ub = Mapping::of_map(ctx, b.ub_map, &b.ub_ops);
    if lb.ops.len() != lb.nd + lb.ns || ub.ops.len() != ub.nd + ub.ns {
        return None;
    }
    let padded = Mapping {
        exprs: vec![lb_res[0]; ub.exprs.len()],
        ..lb
    };
    let mut m = crate::affine_normalize::difference(ctx, ir, &ub, &padded);
    let step = aff.constant(b.step);
    for e in &mut m.exprs {
        *e = aff.ceil_div(*e, step);
    }
    compose(ctx, ir, &mut m);
    simplify(ctx, &mut m);
    canonicalize(ctx, ir, &mut m);
    Some(m.exprs)
}

/// MLIR's `getConstantTripCount`.
fn constant_trip_count(ctx: &Context, ir: &Ir, b: &Bounds) -> Option<u64> {
    let aff = &ctx.affine;
    if let (Some(l), Some(u)) = (
        aff.single_constant_result(b.lb_map),
        aff.single_constant_result(b.ub_map),
    ) {
        if aff.map_num_results(b.lb_map) == 1 && aff.map_num_results(b.ub_map) == 1 {
            let span = u.saturating_sub(l).max(0);
            return Some(((span as i128 + b.step as i128 - 1) / b.step as i128) as u64);
        }
    }
    let mut best: Option<i64> = None;
    for e in trip_exprs(ctx, ir, b)? {
        let c = aff.as_constant(e)?;
        best = Some(best.map_or(c, |b| b.min(c)));
    }
    best.map(|c| c.max(0) as u64)
}

/// MLIR's `getLargestDivisorOfTripCount`.
fn largest_divisor_of_trip_count(ctx: &Context, ir: &Ir, b: &Bounds) -> u64 {
    let aff = &ctx.affine;
    if let Some(c) = constant_trip_count(ctx, ir, b) {
        if aff.map_num_results(b.lb_map) == 1 && aff.map_num_results(b.ub_map) == 1 {
            return if c == 0 { u64::MAX } else { c };
        }
    }
    let Some(exprs) = trip_exprs(ctx, ir, b) else {
        return 1;
    };
    let mut g: Option<u64> = None;
    for e in exprs {
        let d = match aff.as_constant(e) {
            Some(0) => u64::MAX,
            Some(c) => c as u64,
            None => aff.largest_known_divisor(e).max(1) as u64,
        };
        g = Some(match g {
            None => d,
            Some(x) => gcd(x, d),
        });
    }
    g.unwrap_or(1)
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// MLIR's `LoopTiling::getTileSizes`.
fn tile_sizes(
    ctx: &Context,
    ir: &Ir,
    band: &[OpId],
    o: &Options,
    diags: &mut Vec<rmlir_core::diag::Diagnostic>,
) -> Option<Vec<u64>> {
    let n = band.len();
    let sizes = if o.tile_size != 0 {
        vec![o.tile_size; n]
    } else if !o.tile_sizes.is_empty() {
        let mut v = o.tile_sizes.clone();
        v.resize(n, DEFAULT_TILE_SIZE);
        v
    } else {
        let mut v;
        match crate::affine_region::footprint_bytes(ctx, ir, band[0], diags) {
            None => v = vec![DEFAULT_TILE_SIZE; n],
            Some(fp) => {
                let cache = o.cache_kib.saturating_mul(1024).max(1);
                let excess = fp.div_ceil(cache);
                if excess <= 1 {
                    return Some(vec![1; n]);
                }
                let t = (excess as f64).powf(1.0 / n as f64).floor() as u64;
                v = Vec::with_capacity(n);
                let mut cumul: u64 = 1;
                for i in 0..n {
                    let s = if i + 1 < n {
                        t
                    } else {
                        (excess / cumul.max(1)).max(1)
                    };
                    v.push(s);
                    cumul = cumul.saturating_mul(s);
                }
            }
        }
        // `adjustToDivisorsOfTripCounts`.
        for (i, &l) in band.iter().enumerate() {
            let Some(b) = bounds(ctx, ir, l) else {
                continue;
            };
            let Some(tc) = constant_trip_count(ctx, ir, &b) else {
                continue;
            };
            let t = &mut v[i];
            if tc > 1 && *t > tc / 2 {
                *t = tc / 2;
            }
            while *t > 1 && tc % *t != 0 {
                *t -= 1;
            }
        }
        v
    };
    if sizes.contains(&0) {
        return None;
    }
    Some(sizes)
}

/// Whether `op` is `anc` or nested in it.
fn encloses_or_is(ir: &Ir, anc: OpId, op: OpId) -> bool {
    let mut cur = Some(op);
    while let Some(c) = cur {
        if c == anc {
            return true;
        }
        cur = ir.parent_op(c);
    }
    false
}

fn map_attr(ctx: &Context, m: AffineMap) -> Attribute {
    ctx.attr(AttrKind::AffineMap(m))
}

fn index_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.attr(AttrKind::Integer {
        ty: ctx.index_type(),
        value: rmlir_core::apint::ApInt::from_i64(64, v),
    })
}

/// Creates a detached `affine.for` with bounds `b` and an empty body ending
/// in `affine.yield`; returns it and its body.
fn create_for(ctx: &Context, ir: &mut Ir, b: &Bounds, loc: Attribute) -> (OpId, BlockId) {
    let mut st = OperationState::new(ctx, "affine.for", loc);
    st.operands.extend_from_slice(&b.lb_ops);
    st.operands.extend_from_slice(&b.ub_ops);
    let props = vec![
        NamedAttr {
            name: ctx.string_attr("lowerBoundMap"),
            value: map_attr(ctx, b.lb_map),
        },
        NamedAttr {
            name: ctx.string_attr("operandSegmentSizes"),
            value: rmlir_ods::constraints::i32_array(
                ctx,
                &[b.lb_ops.len() as i32, b.ub_ops.len() as i32, 0],
            ),
        },
        NamedAttr {
            name: ctx.string_attr("step"),
            value: index_attr(ctx, b.step),
        },
        NamedAttr {
            name: ctx.string_attr("upperBoundMap"),
            value: map_attr(ctx, b.ub_map),
        },
    ];
    st.properties = Some(ctx.dict_attr(props));
    let r = ir.new_region();
    let blk = ir.new_block();
    ir.add_block_arg(blk, ctx.index_type(), loc);
    ir.append_block(r, blk);
    st.regions.push(r);
    let op = ir.create_op(st);
    let y = ir.create_op(OperationState::new(ctx, "affine.yield", loc));
    ir.append_op(blk, y);
    (op, blk)
}

/// Whether the band's bounds are independent of its own IVs and it has no
/// iteration arguments (MLIR's `performPreTilingChecks`, minus legality).
fn pre_tiling_checks(ctx: &Context, ir: &Ir, band: &[OpId], bs: &[Bounds]) -> bool {
    if band.iter().any(|&l| ir.results(l).len() > 0) {
        return false;
    }
    for b in bs {
        for v in b.lb_ops.iter().chain(&b.ub_ops) {
            let def_in_band = match ir.defining_op(*v) {
                Some(d) => encloses_or_is(ir, band[0], d),
                None => ir
                    .value_block(*v)
                    .and_then(|blk| ir.block_parent_op(blk))
                    .is_some_and(|p| encloses_or_is(ir, band[0], p)),
            };
            if def_in_band {
                return false;
            }
        }
    }
    let _ = ctx;
    true
}

/// MLIR's `tilePerfectlyNested` with `constructTiledIndexSetHyperRect`:
/// returns the tile-space loops followed by the intra-tile loops.
fn tile_band(ctx: &Context, ir: &mut Ir, band: &[OpId], sizes: &[u64]) -> Option<Vec<OpId>> {
    let aff = &ctx.affine;
    let bs: Vec<Bounds> = band
        .iter()
        .map(|&l| bounds(ctx, ir, l))
        .collect::<Option<_>>()?;
    if !pre_tiling_checks(ctx, ir, band, &bs) {
        return None;
    }
    let root = band[0];
    let loc = ir.op(root).loc;
    let width = band.len();
    let mut specs: Vec<Bounds> = Vec::with_capacity(2 * width);
    // Where the tile-space IV goes in each intra-tile upper bound's operands.
    let mut iv_pos: Vec<usize> = Vec::with_capacity(width);
    for (b, &t) in bs.iter().zip(sizes) {
        let mut nb = b.clone();
        nb.step = (t as i64).checked_mul(b.step)?;
        specs.push(nb);
    }
    let id = aff.map(1, 0, &[aff.dim(0)]);
    for (b, &t) in bs.iter().zip(sizes) {
        let ts = (t as i64).checked_mul(b.step)?;
        let tc = constant_trip_count(ctx, ir, b);
        let (ub_map, ub_ops_tail) = if tc.is_some_and(|c| c < t) {
            let c = (tc? as i64).checked_mul(b.step)?;
            (aff.map(1, 0, &[aff.add(aff.dim(0), aff.constant(c))]), None)
        } else if !largest_divisor_of_trip_count(ctx, ir, b).is_multiple_of(t) {
            let nd = aff.map_num_dims(b.ub_map);
            let ns = aff.map_num_symbols(b.ub_map);
            let mut res = vec![aff.add(aff.dim(nd), aff.constant(ts))];
            res.extend(aff.map_results(b.ub_map).iter().copied());
            (aff.map(nd + 1, ns, &res), Some(nd as usize))
        } else {
            (
                aff.map(1, 0, &[aff.add(aff.dim(0), aff.constant(ts))]),
                None,
            )
        };
        // Original dims, then the tile-space IV, then symbols; the IV is
        // inserted below.
        let (ub_ops, pos) = match ub_ops_tail {
            Some(nd) => (b.ub_ops.clone(), nd.min(b.ub_ops.len())),
            None => (Vec::new(), 0),
        };
        iv_pos.push(pos);
        specs.push(Bounds {
            lb_map: id,
            lb_ops: Vec::new(),
            ub_map,
            ub_ops,
            step: b.step,
        });
    }
    // Create the nest outermost first.
    let mut nest: Vec<OpId> = Vec::with_capacity(2 * width);
    let mut ivs: Vec<Value> = Vec::with_capacity(2 * width);
    for i in 0..2 * width {
        let mut s = specs[i].clone();
        if i >= width {
            let tiv = ivs[i - width];
            s.lb_ops = vec![tiv];
            s.ub_ops.insert(iv_pos[i - width], tiv);
        }
        let (op, blk) = create_for(ctx, ir, &s, loc);
        match nest.last() {
            None => ir.insert_op_before(root, op),
            Some(&outer) => {
                let ob = body(ir, outer)?;
                let y = ir.last_op(ob)?;
                ir.insert_op_before(y, op);
            }
        }
        nest.push(op);
        ivs.push(ir.block_args(blk)[0]);
    }
    // Move the innermost body.
    let inner = *band.last()?;
    let ib = body(ir, inner)?;
    let dst = body(ir, *nest.last()?)?;
    let dst_y = ir.last_op(dst)?;
    let moved: Vec<OpId> = ir.block_ops(ib).collect();
    for &o in &moved[..moved.len().saturating_sub(1)] {
        ir.move_op_before(o, dst_y);
    }
    for (i, &l) in band.iter().enumerate() {
        let old = iv(ir, l)?;
        ir.replace_all_uses(old, ivs[width + i]);
    }
    ir.erase_op(root);
    Some(nest)
}

/// An intra-tile loop ready for separation: its tile-space IV, the
/// constant size of a full tile, and the other upper bounds (expressions
/// over the upper bound's operands).
struct IntraTile {
    tile_iv: Value,
    tile_loop: OpId,
    size: i64,
    ub_map: AffineMap,
    ub_ops: Vec<Value>,
    others: Vec<AffineExpr>,
}

/// Whether `e` is affine without divisions or modulos.
fn is_linear(ctx: &Context, e: AffineExpr) -> bool {
    let aff = &ctx.affine;
    let k = aff.kind(e);
    match k {
        AffineExprKind::Constant(_) | AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) => true,
        AffineExprKind::Add(..) => k
            .operands()
            .is_some_and(|(l, r)| is_linear(ctx, l) && is_linear(ctx, r)),
        AffineExprKind::Mul(..) => k.operands().is_some_and(|(l, r)| {
            (aff.as_constant(l).is_some() || aff.as_constant(r).is_some())
                && is_linear(ctx, l)
                && is_linear(ctx, r)
        }),
        _ => false,
    }
}

fn intra_tile(ctx: &Context, ir: &Ir, l: OpId) -> Option<IntraTile> {
    let aff = &ctx.affine;
    let b = bounds(ctx, ir, l)?;
    if b.step != 1 || b.lb_ops.len() != 1 || b.lb_map != aff.map(1, 0, &[aff.dim(0)]) {
        return None;
    }
    let tile_iv = b.lb_ops[0];
    let tile_loop = ir
        .value_block(tile_iv)
        .and_then(|blk| ir.block_parent_op(blk))?;
    if ir.defining_op(tile_iv).is_some() || !is_for(ctx, ir, tile_loop) {
        return None;
    }
    let nd = aff.map_num_dims(b.ub_map);
    if nd == 0 || b.ub_ops.get(nd as usize - 1) != Some(&tile_iv) {
        return None;
    }
    let results = aff.map_results(b.ub_map);
    let first = *results.first()?;
    let k = aff.kind(first);
    let size = match k {
        _ if first == aff.dim(nd - 1) => 0,
        AffineExprKind::Add(..) => {
            let (x, c) = k.operands()?;
            if x != aff.dim(nd - 1) {
                return None;
            }
            aff.as_constant(c)?
        }
        _ => return None,
    };
    let others: Vec<AffineExpr> = results[1..].to_vec();
    if !others.iter().all(|&e| is_linear(ctx, e)) {
        return None;
    }
    Some(IntraTile {
        tile_iv,
        tile_loop,
        size,
        ub_map: b.ub_map,
        ub_ops: b.ub_ops,
        others,
    })
}

/// Appends the operands of a bound in the order MLIR's constraint system
/// sees them: the map's symbols, then its dims that are not loop IVs.
fn push_bound_values(ctx: &Context, ir: &Ir, map: AffineMap, ops: &[Value], out: &mut Vec<Value>) {
    let nd = (ctx.affine.map_num_dims(map) as usize).min(ops.len());
    for v in ops[nd..]
        .iter()
        .chain(ops[..nd].iter().filter(|&&v| !is_iv(ctx, ir, v)))
    {
        if !out.contains(v) {
            out.push(*v);
        }
    }
}

fn is_iv(ctx: &Context, ir: &Ir, v: Value) -> bool {
    ir.defining_op(v).is_none()
        && ir
            .value_block(v)
            .and_then(|b| ir.block_parent_op(b))
            .is_some_and(|p| is_for(ctx, ir, p))
}

/// `e` as a non-constant part and a constant (`x + c`, `c` or `x + 0`).
fn split_constant(ctx: &Context, e: AffineExpr) -> (Option<AffineExpr>, i64) {
    let aff = &ctx.affine;
    if let Some(c) = aff.as_constant(e) {
        return (None, c);
    }
    let k = aff.kind(e);
    if let (AffineExprKind::Add(..), Some((x, c))) = (&k, k.operands()) {
        if let Some(c) = aff.as_constant(c) {
            return (Some(x), c);
        }
    }
    (Some(e), 0)
}

/// Collects the dims and symbols an expression uses.
fn used_positions(ctx: &Context, e: AffineExpr, dims: &mut [bool], syms: &mut [bool]) {
    let k = ctx.affine.kind(e);
    match k {
        AffineExprKind::Dim(p) => {
            if let Some(d) = dims.get_mut(p as usize) {
                *d = true;
            }
        }
        AffineExprKind::Symbol(p) => {
            if let Some(s) = syms.get_mut(p as usize) {
                *s = true;
            }
        }
        AffineExprKind::Constant(_) => {}
        _ => {
            if let Some((l, r)) = k.operands() {
                used_positions(ctx, l, dims, syms);
                used_positions(ctx, r, dims, syms);
            }
        }
    }
}

/// MLIR's `separateFullTiles` for intra-tile loops whose lower bound is
/// the tile-space IV and whose upper bound is that IV plus a constant,
/// possibly in a `min` with other affine bounds; leaves others alone.
fn separate_full_tiles(ctx: &Context, ir: &mut Ir, loops: &[OpId]) {
    let Some(&first) = loops.first() else {
        return;
    };
    let Some(tiles) = loops
        .iter()
        .map(|&l| intra_tile(ctx, ir, l))
        .collect::<Option<Vec<_>>>()
    else {
        return;
    };
    let aff = &ctx.affine;
    // The set's variables: tile-space IVs as dims, other values as symbols,
    // in the order the constraint system adds them.
    let mut dims: Vec<Value> = Vec::new();
    let mut syms: Vec<Value> = Vec::new();
    for t in &tiles {
        if !dims.contains(&t.tile_iv) {
            dims.push(t.tile_iv);
        }
        if let Some(tb) = bounds(ctx, ir, t.tile_loop) {
            push_bound_values(ctx, ir, tb.lb_map, &tb.lb_ops, &mut syms);
            push_bound_values(ctx, ir, tb.ub_map, &tb.ub_ops, &mut syms);
        }
        push_bound_values(ctx, ir, t.ub_map, &t.ub_ops, &mut syms);
    }
    let mut cons: Vec<AffineExpr> = Vec::new();
    for t in &tiles {
        let nd = aff.map_num_dims(t.ub_map) as usize;
        let place = |v: Value| -> Option<AffineExpr> {
            if let Some(i) = dims.iter().position(|&d| d == v) {
                Some(aff.dim(i as u32))
            } else {
                syms.iter()
                    .position(|&s| s == v)
                    .map(|i| aff.symbol(i as u32))
            }
        };
        let Some(dr) = t.ub_ops[..nd.min(t.ub_ops.len())]
            .iter()
            .map(|&v| place(v))
            .collect::<Option<Vec<_>>>()
        else {
            return;
        };
        let Some(sr) = t.ub_ops[nd.min(t.ub_ops.len())..]
            .iter()
            .map(|&v| place(v))
            .collect::<Option<Vec<_>>>()
        else {
            return;
        };
        let Some(tiv) = place(t.tile_iv) else {
            return;
        };
        for &e in &t.others {
            let e = aff.replace_dims_and_symbols(e, &dr, &sr);
            let c = aff.sub(aff.sub(e, tiv), aff.constant(t.size));
            let c = rmlir_affine::simplify_affine_expr(aff, c, dims.len(), syms.len());
            if aff.as_constant(c).is_some_and(|v| v >= 0) || cons.contains(&c) {
                continue;
            }
            // Constraints differing only in their constant keep the tightest.
            let (base, k) = split_constant(ctx, c);
            if let Some(old) = cons.iter_mut().find(|o| split_constant(ctx, **o).0 == base) {
                if k < split_constant(ctx, *old).1 {
                    *old = c;
                }
                continue;
            }
            cons.push(c);
        }
    }
    // Drop unused variables.
    let mut ud = vec![false; dims.len()];
    let mut us = vec![false; syms.len()];
    for &c in &cons {
        used_positions(ctx, c, &mut ud, &mut us);
    }
    let mut dmap = Vec::with_capacity(dims.len());
    let mut operands = Vec::new();
    for (i, &u) in ud.iter().enumerate() {
        if u {
            dmap.push(aff.dim(operands.len() as u32));
            operands.push(dims[i]);
        } else {
            dmap.push(aff.constant(0));
        }
    }
    let nd = operands.len();
    let mut smap = Vec::with_capacity(syms.len());
    for (i, &u) in us.iter().enumerate() {
        if u {
            smap.push(aff.symbol((operands.len() - nd) as u32));
            operands.push(syms[i]);
        } else {
            smap.push(aff.constant(0));
        }
    }
    let ns = operands.len() - nd;
    let (cons, eqs) = if cons.is_empty() {
        (vec![aff.constant(0)], vec![true])
    } else {
        let n = cons.len();
        (
            cons.into_iter()
                .map(|c| aff.replace_dims_and_symbols(c, &dmap, &smap))
                .collect(),
            vec![false; n],
        )
    };
    let set = aff.integer_set(nd as u32, ns as u32, &cons, &eqs);
    let loc = ir.op(first).loc;
    // The `affine.if` with the full tiles in `then` and the partial ones in
    // `else`.
    let mut st = OperationState::new(ctx, "affine.if", loc);
    st.operands = operands.into();
    st.properties = Some(ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("condition"),
        value: ctx.attr(AttrKind::IntegerSet(set)),
    }]));
    let mut blocks = Vec::new();
    for _ in 0..2 {
        let r = ir.new_region();
        let blk = ir.new_block();
        ir.append_block(r, blk);
        let y = ir.create_op(OperationState::new(ctx, "affine.yield", loc));
        ir.append_op(blk, y);
        st.regions.push(r);
        blocks.push(blk);
    }
    let if_op = ir.create_op(st);
    ir.insert_op_before(first, if_op);
    let mut map = rmlir_core::ir::IrMapping::new();
    let full = ir.clone_op(first, &mut map);
    let Some(then_y) = ir.last_op(blocks[0]) else {
        return;
    };
    ir.insert_op_before(then_y, full);
    let Some(else_y) = ir.last_op(blocks[1]) else {
        return;
    };
    ir.move_op_before(first, else_y);
    // Full-tile bounds on the clones.
    let mut cur = Some(full);
    for t in &tiles {
        let Some(l) = cur else { break };
        let ub = aff.map(1, 0, &[aff.add(aff.dim(0), aff.constant(t.size))]);
        ir.set_operands(l, &[t.tile_iv, t.tile_iv]);
        ir.set_inherent_attr(
            ctx,
            l,
            "lowerBoundMap",
            map_attr(ctx, aff.map(1, 0, &[aff.dim(0)])),
        );
        ir.set_inherent_attr(ctx, l, "upperBoundMap", map_attr(ctx, ub));
        ir.set_inherent_attr(
            ctx,
            l,
            "operandSegmentSizes",
            rmlir_ods::constraints::i32_array(ctx, &[1, 1, 0]),
        );
        cur = body(ir, l)
            .and_then(|b| ir.first_op(b))
            .filter(|&o| is_for(ctx, ir, o));
    }
}

#[cfg(test)]
mod tests {
    use super::gcd;

    #[test]
    fn gcd_works() {
        assert_eq!(gcd(12, 18), 6);
        assert_eq!(gcd(7, 5), 1);
        // 2^64 - 1 is a multiple of 5.
        assert_eq!(gcd(u64::MAX, 5), 5);
    }
}
