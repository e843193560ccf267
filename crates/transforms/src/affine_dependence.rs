//! Memref dependences between affine accesses with their dependence
//! components (MLIR's `checkMemrefAccessDependence` with direction vectors),
//! on the constraint system of [`crate::affine_constraints`].
//!
//! The dependence system has a variable for each induction variable around
//! the source access and, separately, around the destination access, one
//! for each other value the bounds, conditions and access maps use (shared
//! between both sides), and local variables for divisions and loop strides.
//! Its constraints are both iteration domains (loop bounds, the stride of
//! loops with a step and a constant lower bound, `affine.if` conditions),
//! the equality of the accessed elements and the ordering at the requested
//! depth. When the system may have a solution, the distance of each common
//! loop (destination IV minus source IV) is bounded by projecting out all
//! other variables.
//!
//! The variables are laid out as MLIR lays out the dependence polyhedron
//! (source IVs, destination IVs, symbols, then locals: the source's, the
//! destination's, and last the accessed element, one per memref dimension)
//! and the equalities in the order that reproduces MLIR's eliminations
//! (the access equalities of the source and destination, then their
//! domains), so that the emptiness test eliminates as MLIR's does and
//! misses the same parity conflicts (measured against mlir-opt: a few
//! systems mixing loop steps and parity still differ).
//!
//! As in MLIR, accesses under an `affine.if` get its condition in both of
//! its regions. Unlike MLIR, the induction variables of `affine.parallel`
//! are left unbounded, and values other than induction variables are
//! always shared between both sides (MLIR keeps a dim operand that is not
//! an induction variable apart for each access).

use crate::affine_constraints::{Lin, System};
use rmlir_affine::AffineMap;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{BlockId, Ir, OpId, RegionId, Value};
use rmlir_core::{AttrKind, Context};
use rmlir_dialects::affine::compose::{canonicalize, Mapping};
use rustc_hash::FxHashMap;

fn name<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> &'c str {
    ctx.op_name_str(ir.op_name(op))
}

/// An affine read or write: `affine.load`/`affine.vector_load` or
/// `affine.store`/`affine.vector_store`.
#[derive(Clone)]
pub(crate) struct Access {
    pub op: OpId,
    pub write: bool,
    pub memref: Value,
    pub map: AffineMap,
    pub indices: Vec<Value>,
    /// The loaded value of a read, the stored value of a write.
    pub value: Value,
}

impl Access {
    /// The access `op` performs, if it is an affine read or write.
    pub fn of(ctx: &Context, ir: &Ir, op: OpId) -> Option<Access> {
        let (write, first) = match name(ctx, ir, op) {
            "affine.load" | "affine.vector_load" => (false, 0),
            "affine.store" | "affine.vector_store" => (true, 1),
            _ => return None,
        };
        let ops: Vec<Value> = ir.operands(op).collect();
        let memref = *ops.get(first)?;
        let value = if write {
            ops[0]
        } else {
            if ir.num_results(op) != 1 {
                return None;
            }
            ir.result(op, 0)
        };
        let map = map_attr(ctx, ir, op, "map")?;
        let indices = ops[first + 1..].to_vec();
        let aff = &ctx.affine;
        if (aff.map_num_dims(map) + aff.map_num_symbols(map)) as usize != indices.len() {
            return None;
        }
        Some(Access {
            op,
            write,
            memref,
            map,
            indices,
            value,
        })
    }
}

/// `map` over `ops` composed with the `affine.apply` ops feeding it, then
/// simplified and canonicalized (`ops` updated to match): the form MLIR's
/// `MemRefAccess::getAccessMap` and the loop-bound constraints work on.
pub(crate) fn compose_and_canonicalize(
    ctx: &Context,
    ir: &Ir,
    map: AffineMap,
    ops: &mut Vec<Value>,
) -> AffineMap {
    let map = rmlir_dialects::affine::fully_compose_map_and_operands(ctx, ir, map, ops);
    let map = rmlir_dialects::affine::simplify_map(ctx, map);
    rmlir_dialects::affine::canonicalize_map_and_operands(ctx, ir, map, ops)
}

/// The innermost block shared by two ancestor-block chains (each innermost
/// first), as MLIR's `getCommonBlockInAffineScope` finds it.
pub(crate) fn innermost_common_block(a: &[BlockId], b: &[BlockId]) -> Option<BlockId> {
    a.iter()
        .rev()
        .zip(b.iter().rev())
        .take_while(|(x, y)| x == y)
        .last()
        .map(|(x, _)| *x)
}

/// The bounds of `dst IV - src IV` for one common loop; `None` when
/// unbounded on that side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Component {
    pub lb: Option<i128>,
    pub ub: Option<i128>,
}

/// MLIR's `DependenceResult`, with the components of a dependence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Dependence {
    None,
    Has(Vec<Component>),
    Failure,
}

fn is_affine_scope(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_def(ir.op_name(op))
        .is_some_and(|d| d.has(Traits::AFFINE_SCOPE))
}

/// MLIR's `getAffineAnalysisScope`.
pub(crate) fn analysis_scope(ctx: &Context, ir: &Ir, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    while let Some(p) = ir.parent_op(cur) {
        if !matches!(
            name(ctx, ir, p),
            "affine.for" | "affine.if" | "affine.parallel"
        ) {
            return ir.block_parent(ir.parent_block(cur)?);
        }
        cur = p;
    }
    None
}

/// The blocks around `op` up to (and including) the one whose parent op is
/// an affine scope, innermost first (MLIR's chain of ancestor blocks in
/// `getCommonBlockInAffineScope`).
fn ancestor_blocks(ctx: &Context, ir: &Ir, op: OpId) -> Vec<BlockId> {
    let mut v = Vec::new();
    let mut cur = op;
    while let Some(b) = ir.parent_block(cur) {
        v.push(b);
        match ir.parent_op(cur) {
            Some(p) if !is_affine_scope(ctx, ir, p) => cur = p,
            _ => break,
        }
    }
    v
}

/// MLIR's `getEnclosingAffineOps`: the affine `for`, `if` and `parallel`
/// ops around `op` up to its affine scope, outermost first.
fn enclosing_affine_ops(ctx: &Context, ir: &Ir, op: OpId) -> Vec<OpId> {
    let mut v = Vec::new();
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        if is_affine_scope(ctx, ir, p) {
            break;
        }
        if matches!(
            name(ctx, ir, p),
            "affine.for" | "affine.if" | "affine.parallel"
        ) {
            v.push(p);
        }
        cur = ir.parent_op(p);
    }
    v.reverse();
    v
}

fn body(ir: &Ir, op: OpId) -> Option<BlockId> {
    let r = *ir.regions(op).first()?;
    ir.region_blocks(r).first().copied()
}

pub(crate) fn map_attr(ctx: &Context, ir: &Ir, op: OpId, n: &str) -> Option<AffineMap> {
    match ctx.attr_kind(ir.attr(ctx, op, n)?) {
        AttrKind::AffineMap(m) => Some(*m),
        _ => None,
    }
}

/// The variables of one side of the dependence system.
struct Side {
    /// The induction variables around the access, outermost first.
    ivs: Vec<Value>,
    vars: FxHashMap<Value, usize>,
}

struct Builder<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    sys: System,
    /// Variables of the values other than the induction variables.
    syms: FxHashMap<Value, usize>,
}

impl Builder<'_> {
    fn var(&mut self, side: &Side, v: Value) -> usize {
        if let Some(&i) = side.vars.get(&v) {
            return i;
        }
        let sys = &mut self.sys;
        *self.syms.entry(v).or_insert_with(|| sys.add_var())
    }

    /// `map` applied to `ops`, composed with the `affine.apply` ops feeding
    /// it and canonicalized, flattened into linear forms.
    fn forms(&mut self, side: &Side, map: AffineMap, ops: &[Value]) -> Option<Vec<Lin>> {
        let (ctx, ir) = (self.ctx, self.ir);
        let mut ops = ops.to_vec();
        let map = compose_and_canonicalize(ctx, ir, map, &mut ops);
        let aff = &ctx.affine;
        let nd = aff.map_num_dims(map) as usize;
        if ops.len() != nd + aff.map_num_symbols(map) as usize {
            return None;
        }
        let vars: Vec<usize> = ops.iter().map(|&v| self.var(side, v)).collect();
        aff.map_results(map)
            .iter()
            .map(|&e| self.sys.flatten(ctx, e, nd, &vars))
            .collect()
    }

    /// MLIR's `getOpIndexSet`: fresh variables for the induction variables
    /// around `op`, and the constraints of its domain.
    fn domain(&mut self, op: OpId) -> Option<Side> {
        let (ctx, ir) = (self.ctx, self.ir);
        let ops = enclosing_affine_ops(ctx, ir, op);
        let mut side = Side {
            ivs: Vec::new(),
            vars: FxHashMap::default(),
        };
        for &p in &ops {
            match name(ctx, ir, p) {
                "affine.for" => {
                    let iv = *ir.block_args(body(ir, p)?).first()?;
                    side.vars.insert(iv, self.sys.add_var());
                    side.ivs.push(iv);
                }
                "affine.parallel" => {
                    for &iv in ir.block_args(body(ir, p)?) {
                        side.vars.insert(iv, self.sys.add_var());
                        side.ivs.push(iv);
                    }
                }
                _ => {}
            }
        }
        for &p in &ops {
            match name(ctx, ir, p) {
                "affine.for" => self.for_domain(&side, p)?,
                "affine.if" => self.if_domain(&side, p)?,
                _ => {}
            }
        }
        Some(side)
    }

    /// MLIR's `addAffineForOpDomain`.
    fn for_domain(&mut self, side: &Side, p: OpId) -> Option<()> {
        let (ctx, ir) = (self.ctx, self.ir);
        let aff = &ctx.affine;
        let iv = side.vars[ir.block_args(body(ir, p)?).first()?];
        let [lb_ops, ub_ops, _] = rmlir_dialects::affine::for_operand_groups(ctx, ir, p);
        let lb_map = map_attr(ctx, ir, p, "lowerBoundMap")?;
        let ub_map = map_attr(ctx, ir, p, "upperBoundMap")?;
        let step = match ctx.attr_kind(ir.attr(ctx, p, "step")?) {
            AttrKind::Integer { value, .. } => value.sext_low_i64() as i128,
            _ => return None,
        };
        let const_lb = match &*aff.map_results(lb_map) {
            [e] => aff.as_constant(*e),
            _ => None,
        };
        if step > 1 {
            if let Some(lb) = const_lb {
                // q = (iv - lb) floordiv step, iv - lb == step * q.
                let num = Lin::var(iv).combine(1, &Lin::constant(-(lb as i128)), 1)?;
                let q = self.sys.add_floordiv(&num, step)?;
                let eq = num.combine(1, &Lin::var(q), -step)?;
                self.sys.eqs.push(eq);
            }
        }
        let lbs = self.forms(side, lb_map, &lb_ops)?;
        let ubs = self.forms(side, ub_map, &ub_ops)?;
        for b in lbs {
            self.sys.ineqs.push(Lin::var(iv).combine(1, &b, -1)?);
        }
        for b in ubs {
            let c = b
                .combine(1, &Lin::var(iv), -1)?
                .combine(1, &Lin::constant(-1), 1)?;
            self.sys.ineqs.push(c);
        }
        Some(())
    }

    /// MLIR's `addAffineIfOpDomain`.
    fn if_domain(&mut self, side: &Side, p: OpId) -> Option<()> {
        let (ctx, ir) = (self.ctx, self.ir);
        let aff = &ctx.affine;
        let set = match ctx.attr_kind(ir.attr(ctx, p, "condition")?) {
            AttrKind::IntegerSet(s) => *s,
            _ => return None,
        };
        let operands: Vec<Value> = ir.operands(p).collect();
        let mut m = Mapping {
            nd: aff.set_num_dims(set) as usize,
            ns: aff.set_num_symbols(set) as usize,
            exprs: aff.set_constraints(set).to_vec(),
            ops: operands,
        };
        if m.ops.len() != m.nd + m.ns {
            return None;
        }
        let flags = aff.set_eq_flags(set).to_vec();
        canonicalize(ctx, ir, &mut m);
        if m.ops.len() != m.nd + m.ns || m.exprs.len() != flags.len() {
            return None;
        }
        let vars: Vec<usize> = m.ops.iter().map(|&v| self.var(side, v)).collect();
        for (&e, &is_eq) in m.exprs.iter().zip(&flags) {
            let l = self.sys.flatten(ctx, e, m.nd, &vars)?;
            if is_eq {
                self.sys.eqs.push(l);
            } else {
                self.sys.ineqs.push(l);
            }
        }
        Some(())
    }
}

/// MLIR's `checkMemrefAccessDependence` from `src` to `dst` at loop depth
/// `depth` (1-based), with the dependence components when asked for.
pub(crate) fn check(
    ctx: &Context,
    ir: &Ir,
    src: &Access,
    dst: &Access,
    depth: usize,
    components: bool,
) -> Dependence {
    if src.memref != dst.memref || (!src.write && !dst.write) {
        return Dependence::None;
    }
    let scope = analysis_scope(ctx, ir, src.op);
    if scope.is_none() || scope != analysis_scope(ctx, ir, dst.op) {
        return Dependence::Failure;
    }
    let (sa, da) = (
        ancestor_blocks(ctx, ir, src.op),
        ancestor_blocks(ctx, ir, dst.op),
    );
    let common = innermost_common_block(&sa, &da);
    let Some(common) = common else {
        return Dependence::Failure;
    };
    check_in(ctx, ir, src, dst, depth, components, common).unwrap_or(Dependence::Failure)
}

fn check_in(
    ctx: &Context,
    ir: &Ir,
    src: &Access,
    dst: &Access,
    depth: usize,
    components: bool,
    common: BlockId,
) -> Option<Dependence> {
    let mut b = Builder {
        ctx,
        ir,
        sys: System::default(),
        syms: FxHashMap::default(),
    };
    let sside = b.domain(src.op)?;
    let e1 = b.sys.eqs.len();
    let x1 = b.sys.num_vars;
    let dside = b.domain(dst.op)?;
    let e2 = b.sys.eqs.len();
    let ncommon = sside
        .ivs
        .iter()
        .zip(&dside.ivs)
        .take_while(|(a, b)| a == b)
        .count();
    if depth > ncommon {
        let s = ir.ancestor_in_block(common, src.op)?;
        let d = ir.ancestor_in_block(common, dst.op)?;
        if !ir.is_before_in_block(s, d) {
            return Some(Dependence::None);
        }
    }
    let x2 = b.sys.num_vars;
    let sf = b.forms(&sside, src.map, &src.indices)?;
    let x3 = b.sys.num_vars;
    let df = b.forms(&dside, dst.map, &dst.indices)?;
    let x4 = b.sys.num_vars;
    if sf.len() != df.len() {
        return None;
    }
    // The accessed element: one local per memref dimension, equal to
    // both access expressions (MLIR composes the access relations through
    // such locals).
    let mut sacc = Vec::with_capacity(sf.len());
    let mut dacc = Vec::with_capacity(sf.len());
    for (s, d) in sf.iter().zip(&df) {
        let m = Lin::var(b.sys.add_var());
        sacc.push(m.combine(1, s, -1)?);
        dacc.push(m.combine(1, d, -1)?);
    }
    let dom: Vec<Lin> = std::mem::take(&mut b.sys.eqs);
    let (sdom, ddom) = (dom[..e1].to_vec(), dom[e1..e2].to_vec());
    // The order that reproduces MLIR's eliminations best (found against
    // mlir-opt): the accesses (source, destination), then the domains.
    let parts = [&sacc, &dacc, &sdom, &ddom];
    for p in parts {
        b.sys.eqs.extend(p.iter().cloned());
    }
    let diffs: Vec<Lin> = (0..ncommon)
        .map(|i| {
            let (s, d) = (sside.vars[&sside.ivs[i]], dside.vars[&dside.ivs[i]]);
            Lin::var(d).combine(1, &Lin::var(s), -1)
        })
        .collect::<Option<_>>()?;
    for (i, diff) in diffs.iter().enumerate().take(depth) {
        if i + 1 == depth {
            b.sys.ineqs.push(diff.combine(1, &Lin::constant(-1), 1)?);
        } else {
            b.sys.eqs.push(diff.clone());
        }
    }
    // MLIR's column order: source IVs, destination IVs, symbols, locals
    // (the order of Gaussian elimination).
    let order = |n: usize, syms: &FxHashMap<Value, usize>, lead: &[usize]| -> Vec<usize> {
        let mut ivs: Vec<usize> = lead.to_vec();
        ivs.extend(sside.ivs.iter().map(|v| sside.vars[v]));
        ivs.extend(dside.ivs.iter().map(|v| dside.vars[v]));
        let mut syms: Vec<usize> = syms.values().copied().collect();
        syms.sort_unstable();
        let mut seen = vec![false; n];
        let mut seq = Vec::with_capacity(n);
        for v in ivs.into_iter().chain(syms) {
            if !seen[v] {
                seen[v] = true;
                seq.push(v);
            }
        }
        let first_local = seq.len();
        // Locals: the source's (domain, then access), the destination's,
        // then the memref dimensions.
        let ranges = [0..x1, x2..x3, x1..x2, x3..x4, x4..n];
        seq.extend(ranges.into_iter().flatten().filter(|&v| !seen[v]));
        let mut perm = vec![0; n];
        for (new, &old) in seq.iter().enumerate() {
            perm[old] = new;
        }
        perm.push(first_local);
        perm
    };
    let mut sys = b.sys.clone();
    let mut perm = order(b.sys.num_vars, &b.syms, &[]);
    sys.first_local = perm.pop();
    sys.permute(&perm);
    if sys.is_empty() {
        return Some(Dependence::None);
    }
    if !components {
        return Some(Dependence::Has(Vec::new()));
    }
    // One variable per common loop for the distance, first in the system,
    // bounded once all other variables are projected out.
    let mut targets = Vec::with_capacity(ncommon);
    for diff in &diffs {
        let t = b.sys.add_var();
        b.sys.eqs.push(Lin::var(t).combine(1, diff, -1)?);
        targets.push(t);
    }
    let mut perm = order(b.sys.num_vars, &b.syms, &targets);
    b.sys.first_local = perm.pop();
    b.sys.permute(&perm);
    let targets: Vec<usize> = (0..ncommon).collect();
    let comps = b
        .sys
        .constant_bounds(&targets)
        .into_iter()
        .map(|(lb, ub)| Component { lb, ub })
        .collect();
    Some(Dependence::Has(comps))
}
