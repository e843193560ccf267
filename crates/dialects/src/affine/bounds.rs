//! Simplifications that use the constant ranges of `affine.for` induction
//! variables (MLIR's `simplifyMapWithOperands` and
//! `simplifyMinOrMaxExprWithOperands`): `floordiv`/`ceildiv`/`mod` of
//! bounded or multiple-of expressions, and redundant min/max bounds.

use super::compose::Mapping;
use rmlir_affine::{AffineExpr, AffineExprKind as K, AffineMap};
use rmlir_core::ir::{Ir, OpId, Value, ValueDef};
use rmlir_core::Context;

/// The `affine.for` whose induction variable `v` is.
fn for_of_iv(ctx: &Context, ir: &Ir, v: Value) -> Option<OpId> {
    let ValueDef::Arg { block, index: 0 } = ir.value(v).def else {
        return None;
    };
    let op = ir.block_parent_op(block)?;
    (ctx.op_name_str(ir.op_name(op)) == "affine.for").then_some(op)
}

fn const_bound(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<i64> {
    let m = super::map_of(ctx, crate::util::prop(ctx, ir, op, name))?;
    let r = ctx.affine.map_results(m);
    if r.len() == 1 {
        ctx.affine.as_constant(r[0])
    } else {
        None
    }
}

/// The induction variable and constant bounds of an `affine.for` (MLIR's
/// `getSingle{InductionVar,LowerBound,UpperBound,Step}`: a bound is known
/// only when its map is a single constant).
pub(crate) fn loop_bounds(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
) -> Option<rmlir_core::dialect::LoopBounds> {
    use rmlir_core::dialect::LoopBound;
    let body = ir.entry_block(*ir.regions(op).first()?)?;
    let known = |c: Option<i64>| c.map_or(LoopBound::Unknown, LoopBound::Const);
    Some(rmlir_core::dialect::LoopBounds {
        iv: *ir.block_args(body).first()?,
        lower: known(const_bound(ctx, ir, op, "lowerBoundMap")),
        upper: known(const_bound(ctx, ir, op, "upperBoundMap")),
        step: LoopBound::Const(step(ctx, ir, op)),
    })
}

fn step(ctx: &Context, ir: &Ir, op: OpId) -> i64 {
    super::attr_int(ctx, crate::util::prop(ctx, ir, op, "step")).unwrap_or(1)
}

/// The constant lower bound of an induction variable.
fn iv_lower(ctx: &Context, ir: &Ir, v: Value) -> Option<i64> {
    const_bound(ctx, ir, for_of_iv(ctx, ir, v)?, "lowerBoundMap")
}

/// The largest value an induction variable takes (inclusive).
fn iv_upper(ctx: &Context, ir: &Ir, v: Value) -> Option<i64> {
    let f = for_of_iv(ctx, ir, v)?;
    let ub = const_bound(ctx, ir, f, "upperBoundMap")?;
    match const_bound(ctx, ir, f, "lowerBoundMap") {
        Some(lb) => {
            let s = step(ctx, ir, f);
            if s == 0 {
                return None;
            }
            Some(ub - 1 - (ub.wrapping_sub(lb).wrapping_sub(1)).wrapping_rem(s))
        }
        None => Some(ub - 1),
    }
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a % b != 0 && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

fn modulo(a: i64, b: i64) -> i64 {
    let r = a.wrapping_rem(b);
    if r < 0 {
        r + b
    } else {
        r
    }
}

/// Coefficients (dims, symbols, constant) of an expression that flattens
/// without local variables.
fn flat(ctx: &Context, e: AffineExpr, n: usize, nd: usize) -> Option<Vec<i64>> {
    let aff = &ctx.affine;
    let mut out = vec![0i64; n + 1];
    let mut stack = vec![(e, 1i64)];
    while let Some((x, k)) = stack.pop() {
        match aff.kind(x) {
            K::Dim(p) => {
                let c = out.get_mut(p as usize)?;
                *c = c.wrapping_add(k);
            }
            K::Symbol(p) => {
                let c = out.get_mut(nd + p as usize)?;
                *c = c.wrapping_add(k);
            }
            K::Constant(c) => out[n] = out[n].wrapping_add(c.wrapping_mul(k)),
            K::Add(l, r) => {
                stack.push((l, k));
                stack.push((r, k));
            }
            K::Mul(l, r) => match (aff.as_constant(r), aff.as_constant(l)) {
                (Some(c), _) => stack.push((l, k.wrapping_mul(c))),
                (None, Some(c)) => stack.push((r, k.wrapping_mul(c))),
                _ => return None,
            },
            _ => return None,
        }
    }
    Some(out)
}

/// Ranges of the operands.
struct Ranges {
    nd: usize,
    lbs: Vec<Option<i64>>,
    ubs: Vec<Option<i64>>,
}

impl Ranges {
    fn new(ctx: &Context, ir: &Ir, nd: usize, ops: &[Value]) -> Self {
        Ranges {
            nd,
            lbs: ops.iter().map(|v| iv_lower(ctx, ir, *v)).collect(),
            ubs: ops.iter().map(|v| iv_upper(ctx, ir, *v)).collect(),
        }
    }

    /// `getBoundForAffineExpr`.
    fn bound(&self, ctx: &Context, e: AffineExpr, upper: bool) -> Option<i64> {
        let aff = &ctx.affine;
        match aff.kind(e) {
            K::FloorDiv(l, r) => {
                let c = aff.as_constant(r).filter(|c| *c >= 1)?;
                return Some(floor_div(self.bound(ctx, l, upper)?, c));
            }
            K::CeilDiv(l, r) => {
                let c = aff.as_constant(r).filter(|c| *c >= 1)?;
                return Some(ceil_div(self.bound(ctx, l, upper)?, c));
            }
            K::Mod(l, r) => {
                if let Some(c) = aff.as_constant(r).filter(|c| *c >= 1) {
                    let lb = self.bound(ctx, l, false);
                    let ub = self.bound(ctx, l, upper);
                    if let (Some(lb), Some(ub)) = (lb, ub) {
                        if floor_div(lb, c) == floor_div(ub, c) {
                            return Some(if upper { modulo(ub, c) } else { modulo(lb, c) });
                        }
                    }
                    return Some(if upper { c - 1 } else { 0 });
                }
            }
            _ => {}
        }
        let n = self.lbs.len();
        let f = flat(ctx, e, n, self.nd)?;
        let mut b: i64 = 0;
        for (i, &c) in f[..n].iter().enumerate() {
            if c == 0 {
                continue;
            }
            let v = if (c > 0) == upper {
                self.ubs[i]?
            } else {
                self.lbs[i]?
            };
            b = b.wrapping_add(v.wrapping_mul(c));
        }
        Some(b.wrapping_add(f[n]))
    }

    fn lower(&self, ctx: &Context, e: AffineExpr) -> Option<i64> {
        match ctx.affine.as_constant(e) {
            Some(c) => Some(c),
            None => self.bound(ctx, e, false),
        }
    }

    fn upper(&self, ctx: &Context, e: AffineExpr) -> Option<i64> {
        match ctx.affine.as_constant(e) {
            Some(c) => Some(c),
            None => self.bound(ctx, e, true),
        }
    }
}

/// `getLargestKnownDivisor` with induction-variable steps.
fn largest_divisor(ctx: &Context, ir: &Ir, e: AffineExpr, ops: &[Value]) -> i64 {
    let aff = &ctx.affine;
    let K::Dim(p) = aff.kind(e) else {
        return aff.largest_known_divisor(e);
    };
    let Some(&v) = ops.get(p as usize) else {
        return 1;
    };
    let Some(f) = for_of_iv(ctx, ir, v) else {
        return 1;
    };
    let s = step(ctx, ir, f);
    if const_bound(ctx, ir, f, "lowerBoundMap") == Some(0) {
        return s;
    }
    let lb_div = super::map_of(ctx, crate::util::prop(ctx, ir, f, "lowerBoundMap"))
        .map(|m| {
            aff.map_results(m)
                .iter()
                .fold(None::<u64>, |acc, e| {
                    let d = aff.largest_known_divisor(*e).unsigned_abs();
                    Some(match acc {
                        None => d,
                        Some(a) => gcd(a, d),
                    })
                })
                .unwrap_or(1)
        })
        .unwrap_or(1);
    gcd(lb_div, s.unsigned_abs()) as i64
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// `isNonNegativeBoundedBy`: 0 <= e < k.
fn non_negative_bounded_by(ctx: &Context, ir: &Ir, e: AffineExpr, ops: &[Value], k: i64) -> bool {
    let aff = &ctx.affine;
    if let Some(c) = aff.as_constant(e) {
        return c >= 0 && c < k;
    }
    let K::Dim(p) = aff.kind(e) else {
        return false;
    };
    let Some(f) = ops.get(p as usize).and_then(|v| for_of_iv(ctx, ir, *v)) else {
        return false;
    };
    matches!(
        (
            const_bound(ctx, ir, f, "lowerBoundMap"),
            const_bound(ctx, ir, f, "upperBoundMap")
        ),
        (Some(lb), Some(ub)) if lb >= 0 && ub <= k
    )
}

/// `simplifyExprAndOperands`.
fn simplify_expr(ctx: &Context, ir: &Ir, e: AffineExpr, r: &Ranges, ops: &[Value]) -> AffineExpr {
    let aff = &ctx.affine;
    let k = aff.kind(e);
    let Some((l, rh)) = k.operands() else {
        return e;
    };
    let nl = simplify_expr(ctx, ir, l, r, ops);
    let nr = simplify_expr(ctx, ir, rh, r, ops);
    let expr = aff.binary(k, nl, nr);
    let kind = aff.kind(expr);
    let (lhs, rhs) = match kind {
        K::FloorDiv(a, b) | K::CeilDiv(a, b) | K::Mod(a, b) => (a, b),
        _ => return expr,
    };
    let Some(c) = aff.as_constant(rhs) else {
        return expr;
    };
    if c <= 0 {
        return expr;
    }
    if let (Some(lb), Some(ub)) = (r.lower(ctx, lhs), r.upper(ctx, lhs)) {
        match kind {
            K::FloorDiv(..) if floor_div(lb, c) == floor_div(ub, c) => {
                return aff.constant(floor_div(lb, c))
            }
            K::CeilDiv(..) if ceil_div(lb, c) == ceil_div(ub, c) => {
                return aff.constant(ceil_div(lb, c))
            }
            K::Mod(..) if lb >= 0 && lb < c && ub < c => return lhs,
            _ => {}
        }
    }
    if let K::Add(ll, lr) = aff.kind(lhs) {
        let mut found = None;
        let d = largest_divisor(ctx, ir, ll, ops);
        if non_negative_bounded_by(ctx, ir, lr, ops, d) {
            found = Some((d, ll, lr));
        } else {
            let d = largest_divisor(ctx, ir, lr, ops);
            if non_negative_bounded_by(ctx, ir, ll, ops, d) {
                found = Some((d, lr, ll));
            }
        }
        if let Some((d, q, rem)) = found {
            if d != 0 && c % d == 0 && matches!(kind, K::FloorDiv(..)) {
                return aff.floor_div(q, rhs);
            } else if d % c == 0 && matches!(kind, K::Mod(..)) {
                return aff.modulo(rem, rhs);
            }
            return expr;
        }
    }
    let bounded = non_negative_bounded_by(ctx, ir, lhs, ops, c) && matches!(kind, K::FloorDiv(..));
    let multiple = matches!(kind, K::Mod(..)) && largest_divisor(ctx, ir, lhs, ops) % c == 0;
    if bounded || multiple {
        return aff.constant(0);
    }
    expr
}

/// `simplifyMapWithOperands`.
pub(super) fn simplify_map_with_operands(ctx: &Context, ir: &Ir, m: &mut Mapping) {
    if m.ops.len() != m.nd + m.ns || m.ops.is_empty() {
        return;
    }
    let r = Ranges::new(ctx, ir, m.nd, &m.ops);
    let ops = m.ops.clone();
    for e in &mut m.exprs {
        *e = simplify_expr(ctx, ir, *e, &r, &ops);
    }
}

/// `simplifyMinOrMaxExprWithOperands`: drops bounds of a max (min) that
/// can never be the largest (smallest).
pub(super) fn simplify_min_or_max(
    ctx: &Context,
    ir: &Ir,
    map: AffineMap,
    ops: &[Value],
    is_max: bool,
) -> AffineMap {
    let aff = &ctx.affine;
    if ops.is_empty() {
        return map;
    }
    let nd = aff.map_num_dims(map) as usize;
    if ops.len() != nd + aff.map_num_symbols(map) as usize {
        return map;
    }
    let r = Ranges::new(ctx, ir, nd, ops);
    let results = aff.map_results(map);
    let mut lbs = Vec::with_capacity(results.len());
    let mut ubs = Vec::with_capacity(results.len());
    for &e in results.iter() {
        match aff.as_constant(e) {
            Some(c) => {
                lbs.push(Some(c));
                ubs.push(Some(c));
            }
            None => {
                lbs.push(r.bound(ctx, e, false));
                ubs.push(r.bound(ctx, e, true));
            }
        }
    }
    let mut kept = Vec::new();
    for (i, &e0) in results.iter().enumerate() {
        let mut e = e0;
        if let (Some(l), Some(u)) = (lbs[i], ubs[i]) {
            if l == u {
                e = aff.constant(l);
            }
        }
        let redundant = if is_max {
            let Some(ui) = ubs[i] else {
                kept.push(e);
                continue;
            };
            lbs.iter().enumerate().any(|(pos, ol)| {
                let Some(ol) = *ol else { return false };
                if pos == i {
                    return false;
                }
                if ol > ui {
                    return true;
                }
                if ol < ui {
                    return false;
                }
                !(ubs[pos].is_some() && lbs[i] == ubs[i] && Some(ol) == ubs[pos] && i < pos)
            })
        } else {
            let Some(li) = lbs[i] else {
                kept.push(e);
                continue;
            };
            ubs.iter().enumerate().any(|(pos, ou)| {
                let Some(ou) = *ou else { return false };
                if pos == i {
                    return false;
                }
                if ou < li {
                    return true;
                }
                if ou > li {
                    return false;
                }
                !(lbs[pos].is_some() && lbs[i] == ubs[i] && Some(ou) == lbs[pos] && i < pos)
            })
        };
        if !redundant {
            kept.push(e);
        }
    }
    aff.map(nd as u32, aff.map_num_symbols(map), &kept)
}
