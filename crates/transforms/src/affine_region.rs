//! The memory footprint of a loop nest (MLIR's `getMemoryFootprintBytes`
//! with `MemRefRegion`), on the constraint system of
//! [`crate::affine_constraints`].
//!
//! The region of an access has a variable per memref dimension equal to
//! the access expression, bounded through the domains of the loops whose
//! induction variables the access uses; those induction variables, then
//! the local variables, are projected out, and the static memref shape
//! bounds each dimension. The extent of a dimension is the smallest
//! difference between a lower and an upper bound that differ only by a
//! constant and involve no other dimension (so a dimension tied to another
//! by an equality only gets the shape bounds, as in MLIR; the access
//! equalities come before the loop-step ones, which decides the dimension
//! an induction variable is eliminated into). The regions of one memref are
//! united as bounding boxes (a failed union warns and leaves the footprint
//! unknown, as in MLIR); the footprint is the sum over memrefs of the box
//! volumes times the element sizes.
//!
//! Unlike MLIR, the induction variables of `affine.parallel` are left
//! unbounded.

use crate::affine_constraints::{Lin, System};
use crate::affine_dependence::Access;
use rmlir_core::builtin_types::int_or_float_width;
use rmlir_core::diag::{Diagnostic, Severity};
use rmlir_core::ir::{Ir, OpId, Value, WalkOrder};
use rmlir_core::{AttrKind, Context, TypeKind};
use rustc_hash::FxHashMap;

/// A bound of one dimension: `coeff * m + sym + constant >= 0` for a lower
/// bound (`-coeff * m - sym + constant >= 0` for the upper bound paired
/// with it), `sym` over values other than the memref dimensions.
#[derive(Clone, Debug, PartialEq, Eq)]
struct DimBox {
    /// The symbolic part of the lower bound (value, coefficient), sorted.
    sym: Vec<(Value, i128)>,
    /// The coefficient of the dimension.
    coeff: i128,
    /// The constants of the lower and upper bound rows.
    lb: i128,
    ub: i128,
}

impl DimBox {
    fn extent(&self) -> i128 {
        let n = self.ub + self.lb + 1;
        (-(-n).div_euclid(self.coeff)).max(0)
    }
}

fn name<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> &'c str {
    ctx.op_name_str(ir.op_name(op))
}

fn const_index(ctx: &Context, ir: &Ir, v: Value) -> Option<i64> {
    let d = ir.defining_op(v)?;
    if !matches!(name(ctx, ir, d), "arith.constant" | "index.constant") {
        return None;
    }
    match ctx.attr_kind(ir.attr(ctx, d, "value")?) {
        AttrKind::Integer { value, .. } => Some(value.sext_low_i64()),
        _ => None,
    }
}

/// The `affine.for` whose induction variable `v` is.
fn for_of(ctx: &Context, ir: &Ir, v: Value) -> Option<OpId> {
    if ir.defining_op(v).is_some() {
        return None;
    }
    let p = ir.block_parent_op(ir.value_block(v)?)?;
    (name(ctx, ir, p) == "affine.for").then_some(p)
}

fn is_parallel_iv(ctx: &Context, ir: &Ir, v: Value) -> bool {
    ir.defining_op(v).is_none()
        && ir
            .value_block(v)
            .and_then(|b| ir.block_parent_op(b))
            .is_some_and(|p| name(ctx, ir, p) == "affine.parallel")
}

struct Region {
    sys: System,
    /// The value of each variable that has one.
    vals: FxHashMap<usize, Value>,
    rank: usize,
}

/// The variable of `v`, added when new.
fn var_of(sys: &mut System, vars: &mut Vec<(Value, usize)>, v: Value) -> usize {
    if let Some(&(_, i)) = vars.iter().find(|(x, _)| *x == v) {
        return i;
    }
    let i = sys.add_var();
    vars.push((v, i));
    i
}

/// `map` applied to `ops`, composed, simplified and canonicalized, as
/// linear forms.
fn forms(
    ctx: &Context,
    ir: &Ir,
    sys: &mut System,
    vars: &mut Vec<(Value, usize)>,
    map: rmlir_affine::AffineMap,
    ops: &[Value],
) -> Option<Vec<Lin>> {
    let mut ops = ops.to_vec();
    let map = crate::affine_dependence::compose_and_canonicalize(ctx, ir, map, &mut ops);
    let aff = &ctx.affine;
    let nd = aff.map_num_dims(map) as usize;
    if ops.len() != nd + aff.map_num_symbols(map) as usize {
        return None;
    }
    let ids: Vec<usize> = ops.iter().map(|&v| var_of(sys, vars, v)).collect();
    aff.map_results(map)
        .iter()
        .map(|&e| sys.flatten(ctx, e, nd, &ids))
        .collect()
}

/// MLIR's `addAffineForOpDomain` for the loop of `iv`.
fn add_for_domain(
    ctx: &Context,
    ir: &Ir,
    sys: &mut System,
    vars: &mut Vec<(Value, usize)>,
    l: OpId,
    iv: usize,
) -> Option<()> {
    let aff = &ctx.affine;
    let map_of = |n: &str| match ctx.attr_kind(ir.attr(ctx, l, n)?) {
        AttrKind::AffineMap(m) => Some(*m),
        _ => None,
    };
    let (lb_map, ub_map) = (map_of("lowerBoundMap")?, map_of("upperBoundMap")?);
    let step = match ctx.attr_kind(ir.attr(ctx, l, "step")?) {
        AttrKind::Integer { value, .. } => value.sext_low_i64() as i128,
        _ => return None,
    };
    let [lb_ops, ub_ops, _] = rmlir_dialects::affine::for_operand_groups(ctx, ir, l);
    let const_lb = match &*aff.map_results(lb_map) {
        [e] => aff.as_constant(*e),
        _ => None,
    };
    if step > 1 {
        if let Some(lb) = const_lb {
            let num = Lin::var(iv).combine(1, &Lin::constant(-(lb as i128)), 1)?;
            let q = sys.add_floordiv(&num, step)?;
            sys.eqs.push(num.combine(1, &Lin::var(q), -step)?);
        }
    }
    for b in forms(ctx, ir, sys, vars, lb_map, &lb_ops)? {
        sys.ineqs.push(Lin::var(iv).combine(1, &b, -1)?);
    }
    for b in forms(ctx, ir, sys, vars, ub_map, &ub_ops)? {
        let c = b
            .combine(1, &Lin::var(iv), -1)?
            .combine(1, &Lin::constant(-1), 1)?;
        sys.ineqs.push(c);
    }
    Some(())
}

/// MLIR's `MemRefRegion::compute` at depth 0 (every induction variable
/// projected out), with the memref shape bounds.
fn region(ctx: &Context, ir: &Ir, a: &Access, shape: &[i64]) -> Option<Region> {
    let rank = shape.len();
    let mut sys = System::default();
    for _ in 0..rank {
        sys.add_var();
    }
    let mut vars: Vec<(Value, usize)> = Vec::new();
    let elems = forms(ctx, ir, &mut sys, &mut vars, a.map, &a.indices)?;
    if elems.len() != rank {
        return None;
    }
    // Domains of the loops the access uses (their bound operands become
    // variables of their own, unbounded unless used by the access too).
    let mut done = 0;
    while done < vars.len() {
        let (v, i) = vars[done];
        done += 1;
        if let Some(l) = for_of(ctx, ir, v) {
            add_for_domain(ctx, ir, &mut sys, &mut vars, l, i)?;
        } else if is_parallel_iv(ctx, ir, v) {
        } else if let Some(c) = const_index(ctx, ir, v) {
            sys.eqs
                .push(Lin::var(i).combine(1, &Lin::constant(-(c as i128)), 1)?);
        } else if !rmlir_dialects::affine::scope::is_valid_symbol(ctx, ir, v) {
            return None;
        }
        if done > 64 {
            return None;
        }
    }
    let mut eqs = Vec::with_capacity(rank + sys.eqs.len());
    for (k, e) in elems.iter().enumerate() {
        eqs.push(Lin::var(k).combine(1, e, -1)?);
    }
    // The access equalities come first (they pick the dimension an
    // induction variable is eliminated into).
    eqs.append(&mut sys.eqs);
    sys.eqs = eqs;
    // Project out the induction variables, in order, then the locals.
    let ivs: Vec<usize> = vars
        .iter()
        .filter(|(v, _)| for_of(ctx, ir, *v).is_some() || is_parallel_iv(ctx, ir, *v))
        .map(|&(_, i)| i)
        .collect();
    for &i in &ivs {
        sys.project_out(i)?;
    }
    let named: Vec<usize> = vars.iter().map(|&(_, i)| i).collect();
    sys.project_onto(|v| v < rank || (named.contains(&v) && !ivs.contains(&v)))?;
    // Constant symbols are folded in.
    let consts: Vec<usize> = vars
        .iter()
        .filter(|(v, _)| const_index(ctx, ir, *v).is_some())
        .map(|&(_, i)| i)
        .collect();
    for &i in &consts {
        sys.project_out(i)?;
    }
    for (r, &s) in shape.iter().enumerate() {
        sys.ineqs.push(Lin::var(r));
        if s != rmlir_core::types::DYNAMIC {
            sys.ineqs
                .push(Lin::var(r).combine(-1, &Lin::constant(s as i128 - 1), 1)?);
        }
    }
    let vals = vars.iter().map(|&(v, i)| (i, v)).collect();
    Some(Region { sys, vals, rank })
}

/// MLIR's `getConstantBoundOnDimSize` for dimension `d`: the tightest pair
/// of bounds differing by a constant, without other dimensions.
fn dim_box(r: &Region, d: usize) -> Option<DimBox> {
    let other_dims = |l: &Lin| l.coeffs.keys().any(|&v| v < r.rank && v != d);
    let sym_of = |l: &Lin, sign: i128| -> Option<Vec<(Value, i128)>> {
        let mut s = Vec::new();
        for (&v, &c) in &l.coeffs {
            if v != d {
                s.push((*r.vals.get(&v)?, c * sign));
            }
        }
        s.sort();
        Some(s)
    };
    for l in &r.sys.eqs {
        if let Some(&c) = l.coeffs.get(&d) {
            if !other_dims(l) && c.abs() == 1 {
                let sign = c.signum();
                let sym = sym_of(l, sign)?;
                let k = l.constant * sign;
                return Some(DimBox {
                    sym,
                    coeff: 1,
                    lb: k,
                    ub: -k,
                });
            }
        }
    }
    let mut best: Option<DimBox> = None;
    for lb in r
        .sys
        .ineqs
        .iter()
        .filter(|l| l.coeffs.get(&d).is_some_and(|&c| c > 0))
    {
        if other_dims(lb) {
            continue;
        }
        for ub in r
            .sys
            .ineqs
            .iter()
            .filter(|l| l.coeffs.get(&d).is_some_and(|&c| c < 0))
        {
            if other_dims(ub) || ub.coeffs.len() != lb.coeffs.len() {
                continue;
            }
            if !lb
                .coeffs
                .iter()
                .all(|(v, &c)| ub.coeffs.get(v).copied() == Some(-c))
            {
                continue;
            }
            let b = DimBox {
                sym: sym_of(lb, 1)?,
                coeff: lb.coeffs[&d],
                lb: lb.constant,
                ub: ub.constant,
            };
            if best.as_ref().is_none_or(|x| b.extent() < x.extent()) {
                best = Some(b);
            }
        }
    }
    best
}

/// A dimension of a region: its tightest bounds pair and its constant
/// bounds.
#[derive(Clone, Debug)]
struct Dim {
    bx: Option<DimBox>,
    lo: Option<i128>,
    hi: Option<i128>,
}

fn dims_of(r: &Region) -> Vec<Dim> {
    (0..r.rank)
        .map(|d| {
            let (lo, hi) = r.sys.constant_bounds(&[d])[0];
            Dim {
                bx: dim_box(r, d),
                lo,
                hi,
            }
        })
        .collect()
}

/// MLIR's `unionBoundingBox` for one dimension; `None` when it fails.
fn union(a: &Dim, b: &Dim) -> Option<Dim> {
    let (x, y) = (a.bx.as_ref()?, b.bx.as_ref()?);
    if x.coeff != y.coeff {
        return None;
    }
    let bx = if x.sym == y.sym {
        // The lower bound row with the smaller bound has the larger
        // constant; the upper one with the larger bound too.
        DimBox {
            sym: x.sym.clone(),
            coeff: x.coeff,
            lb: x.lb.max(y.lb),
            ub: x.ub.max(y.ub),
        }
    } else {
        // Not comparable: the constant bounds of both.
        let lo = a.lo?.min(b.lo?);
        let hi = a.hi?.max(b.hi?);
        DimBox {
            sym: Vec::new(),
            coeff: 1,
            lb: -lo,
            ub: hi,
        }
    };
    // The united region is the box alone.
    let (lo, hi) = if bx.sym.is_empty() {
        (
            Some(-(bx.lb.div_euclid(bx.coeff))),
            Some(bx.ub.div_euclid(bx.coeff)),
        )
    } else {
        (None, None)
    };
    Some(Dim {
        bx: Some(bx),
        lo,
        hi,
    })
}

fn elt_size(ctx: &Context, t: rmlir_core::Type) -> Option<u64> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, element, .. } => {
            let w = int_or_float_width(ctx, *element)? as u64;
            let n = shape
                .iter()
                .try_fold(1u64, |acc, &d| acc.checked_mul(d.max(0) as u64))?;
            Some(n.checked_mul(w)?.div_ceil(8))
        }
        _ => Some((int_or_float_width(ctx, t)? as u64).div_ceil(8)),
    }
}

/// The memory footprint in bytes of the affine accesses under `root` to
/// memrefs of the default memory space, or `None` when unknown. A failed
/// union of regions adds MLIR's warning to `diags`.
pub(crate) fn footprint_bytes(
    ctx: &Context,
    ir: &Ir,
    root: OpId,
    diags: &mut Vec<Diagnostic>,
) -> Option<u64> {
    let mut ops = Vec::new();
    ir.walk(root, WalkOrder::PreOrder, &mut |_, o| ops.push(o));
    let mut boxes: Vec<(Value, Vec<Dim>, Vec<i64>, u64)> = Vec::new();
    for o in ops {
        let Some(a) = Access::of(ctx, ir, o) else {
            continue;
        };
        let TypeKind::MemRef {
            shape,
            element,
            memory_space,
            ..
        } = ctx.type_kind(ir.value_type(a.memref))
        else {
            return None;
        };
        if let Some(ms) = memory_space {
            match ctx.attr_kind(*ms) {
                AttrKind::Integer { value, .. } if value.sext_low_i64() == 0 => {}
                _ => continue,
            }
        }
        let esize = elt_size(ctx, *element)?;
        let r = region(ctx, ir, &a, shape)?;
        let dims = dims_of(&r);
        if let Some(e) = boxes.iter_mut().find(|e| e.0 == a.memref) {
            let united: Option<Vec<Dim>> =
                e.1.iter().zip(&dims).map(|(x, y)| union(x, y)).collect();
            match united {
                Some(u) => e.1 = u,
                None => {
                    let loc = ir.op(o).loc;
                    let mut d = Diagnostic::error(
                        loc,
                        "getMemoryFootprintBytes: unable to perform a union on a memory region",
                    );
                    d.severity = Severity::Warning;
                    if ctx.print_op_on_diagnostic() {
                        let text =
                            rmlir_core::asm::printer::print_op_for_pass_diagnostic(ctx, ir, o);
                        let sep = if text.contains('\n') { "\n" } else { "" };
                        d.add_note(loc, format!("see current operation: {sep}{text}"));
                    }
                    diags.push(d);
                    return None;
                }
            }
        } else {
            boxes.push((a.memref, dims, shape.to_vec(), esize));
        }
    }
    let mut total: u64 = 0;
    for (_, dims, shape, esize) in boxes {
        let mut n: u64 = 1;
        for (d, &s) in dims.iter().zip(&shape) {
            // The extent of the box, the shape bounds included; the whole
            // dimension when unbounded.
            let e = match &d.bx {
                None if s == rmlir_core::types::DYNAMIC => return None,
                None => s as i128,
                Some(b) => {
                    let mut e = b.extent();
                    if b.sym.is_empty() && s != rmlir_core::types::DYNAMIC {
                        let lo = (-(b.lb.div_euclid(b.coeff))).max(0);
                        let hi = b.ub.div_euclid(b.coeff).min(s as i128 - 1);
                        e = e.min((hi - lo + 1).max(0));
                    }
                    e
                }
            };
            n = n.saturating_mul(e.clamp(0, u64::MAX as i128) as u64);
        }
        total = total.saturating_add(n.saturating_mul(esize));
    }
    Some(total)
}
