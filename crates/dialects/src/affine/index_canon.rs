//! Canonicalization patterns of `affine.delinearize_index` and
//! `affine.linearize_index`: dropping unit basis elements and leading
//! zeros, and cancelling a delinearization of a disjoint linearization.

use super::compose::const_int;
use super::index_ops::{is_disjoint, static_basis};
use super::ops::segment_sizes;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::rewrite::{PatternSet, Rewriter};
use rmlir_core::types::DYNAMIC;
use rmlir_core::{Attribute, Context, NamedAttr};

/// A basis element (MLIR's `OpFoldResult`); `Pad` stands for the missing
/// outer bound of a padded basis.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum B {
    S(i64),
    D(Value),
    Pad,
}

fn const_of(ctx: &Context, ir: &Ir, b: B) -> Option<i64> {
    match b {
        B::S(c) => Some(c),
        B::D(v) => const_int(ctx, ir, v),
        B::Pad => None,
    }
}

/// The mixed basis of an index op whose dynamic basis values are `dynamic`.
fn mixed_basis(ctx: &Context, ir: &Ir, op: OpId, dynamic: &[Value]) -> Vec<B> {
    let mut d = dynamic.iter();
    static_basis(ctx, ir, op)
        .into_iter()
        .map(|s| {
            if s == DYNAMIC {
                d.next().map_or(B::Pad, |v| B::D(*v))
            } else {
                B::S(s)
            }
        })
        .collect()
}

/// Splits a basis into its static part and dynamic values.
fn dispatch(basis: &[B]) -> (Vec<i64>, Vec<Value>) {
    let mut s = Vec::with_capacity(basis.len());
    let mut d = Vec::new();
    for b in basis {
        match b {
            B::S(c) => s.push(*c),
            B::D(v) => {
                s.push(DYNAMIC);
                d.push(*v);
            }
            B::Pad => {}
        }
    }
    (s, d)
}

fn prop_dict(ctx: &Context, entries: Vec<(&str, Attribute)>) -> Attribute {
    ctx.dict_attr(
        entries
            .into_iter()
            .map(|(n, v)| NamedAttr {
                name: ctx.string_attr(n),
                value: v,
            })
            .collect(),
    )
}

/// Creates an `affine.delinearize_index` (MLIR's builder taking a mixed
/// basis and whether it has an outer bound).
fn build_delin(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    linear: Value,
    basis: &[B],
    has_outer: bool,
) -> OpId {
    let ctx = rw.ctx;
    let (mut basis, mut outer) = (basis, has_outer);
    if outer && basis.first() == Some(&B::Pad) {
        outer = false;
        basis = &basis[1..];
    }
    let (s, d) = dispatch(basis);
    let n = if outer { s.len() } else { s.len() + 1 };
    let ty = rw.ir.value_type(linear);
    let mut st = OperationState::new(ctx, "affine.delinearize_index", loc);
    st.operands.push(linear);
    st.operands.extend(d);
    st.result_types.extend(std::iter::repeat_n(ty, n));
    st.properties = Some(prop_dict(
        ctx,
        vec![("static_basis", ctx.i64_array_attr(&s))],
    ));
    rw.create(st)
}

/// Creates an `affine.linearize_index`.
fn build_lin(
    rw: &mut Rewriter<'_>,
    loc: Attribute,
    indices: &[Value],
    basis: &[B],
    disjoint: bool,
) -> OpState {
    let ctx = rw.ctx;
    let basis = if basis.first() == Some(&B::Pad) {
        &basis[1..]
    } else {
        basis
    };
    let (s, d) = dispatch(basis);
    let mut st = OperationState::new(ctx, "affine.linearize_index", loc);
    st.operands.extend(indices.iter().copied());
    st.operands.extend(d.iter().copied());
    st.result_types.push(ctx.index_type());
    let flag = if disjoint {
        ctx.unit_attr()
    } else {
        ctx.attr(rmlir_core::AttrKind::Integer {
            ty: ctx.i1_type(),
            value: rmlir_core::apint::ApInt::from_u64(1, 0),
        })
    };
    st.properties = Some(prop_dict(
        ctx,
        vec![
            ("disjoint", flag),
            (
                "operandSegmentSizes",
                rmlir_ods::constraints::i32_array(ctx, &[indices.len() as i32, d.len() as i32]),
            ),
            ("static_basis", ctx.i64_array_attr(&s)),
        ],
    ));
    OpState(st)
}

/// A linearize op not yet created.
struct OpState(OperationState);

/// Parts of a delinearize op: linear index, mixed basis, outer bound.
fn delin_parts(ctx: &Context, ir: &Ir, op: OpId) -> Option<(Value, Vec<B>, bool)> {
    let ops: Vec<Value> = ir.operands(op).collect();
    let lin = *ops.first()?;
    let basis = mixed_basis(ctx, ir, op, &ops[1..]);
    let outer = basis.len() == ir.num_results(op);
    Some((lin, basis, outer))
}

/// Parts of a linearize op: indices, mixed basis, disjoint.
fn lin_parts(ctx: &Context, ir: &Ir, op: OpId) -> (Vec<Value>, Vec<B>, bool) {
    let ops: Vec<Value> = ir.operands(op).collect();
    let seg = segment_sizes(ctx, ir, op);
    let n = seg.first().copied().unwrap_or(0).min(ops.len());
    let basis = mixed_basis(ctx, ir, op, &ops[n..]);
    (ops[..n].to_vec(), basis, is_disjoint(ctx, ir, op))
}

fn is_op(ctx: &Context, ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    ir.defining_op(v)
        .filter(|o| ctx.op_name_str(ir.op_name(*o)) == name)
}

/// `DropUnitExtentBasis`: results for unit basis elements are zero.
fn drop_unit_extent_basis(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some((lin, basis, outer)) = delin_parts(ctx, rw.ir, op) else {
        return false;
    };
    let mut padded = basis.clone();
    if !outer {
        padded.insert(0, B::Pad);
    }
    let n = rw.ir.num_results(op);
    let mut repl: Vec<Option<Value>> = vec![None; n];
    let mut new_basis = Vec::new();
    let loc = rw.ir.op(op).loc;
    let mut zero = None;
    let mut unit = Vec::new();
    for (i, b) in padded.iter().enumerate() {
        if const_of(ctx, rw.ir, *b) == Some(1) {
            unit.push(i);
        } else {
            new_basis.push(*b);
        }
    }
    if new_basis.len() == n {
        return false;
    }
    rw.set_insertion_point_before(op);
    for i in unit {
        if i >= n {
            return false;
        }
        let z = *zero.get_or_insert_with(|| {
            let st = OperationState::constant(
                ctx,
                "arith.constant",
                super::index_attr(ctx, 0),
                ctx.index_type(),
                loc,
            );
            let c = rw.create(st);
            rw.ir.result(c, 0)
        });
        repl[i] = Some(z);
    }
    if !new_basis.is_empty() {
        let nd = build_delin(rw, loc, lin, &new_basis, true);
        let mut k = 0;
        for r in repl.iter_mut() {
            if r.is_none() {
                *r = Some(rw.ir.result(nd, k));
                k += 1;
            }
        }
    }
    let vals: Option<Vec<Value>> = repl.into_iter().collect();
    let Some(vals) = vals else { return false };
    rw.replace_op(op, &vals);
    true
}

/// `CancelDelinearizeOfLinearizeDisjointExactTail`.
fn cancel_delin_of_lin_tail(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some((lin_v, dbasis, outer)) = delin_parts(ctx, rw.ir, op) else {
        return false;
    };
    let Some(lin) = is_op(ctx, rw.ir, lin_v, "affine.linearize_index") else {
        return false;
    };
    let (ins, lbasis, disjoint) = lin_parts(ctx, rw.ir, lin);
    if !disjoint {
        return false;
    }
    let matches = lbasis
        .iter()
        .rev()
        .zip(dbasis.iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    if matches == 0 {
        return false;
    }
    if matches == lbasis.len() && matches == dbasis.len() && ins.len() == rw.ir.num_results(op) {
        rw.replace_op(op, &ins);
        return true;
    }
    if ins.len() < matches {
        return false;
    }
    let lin_loc = rw.ir.op(lin).loc;
    let loc = rw.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    let st = build_lin(
        rw,
        lin_loc,
        &ins[..ins.len() - matches],
        &lbasis[..lbasis.len() - matches],
        disjoint,
    );
    let new_lin = rw.create(st.0);
    let new_lin_v = rw.ir.result(new_lin, 0);
    let nd = build_delin(rw, loc, new_lin_v, &dbasis[..dbasis.len() - matches], outer);
    let mut vals: Vec<Value> = rw.ir.results(nd).collect();
    vals.extend_from_slice(&ins[ins.len() - matches..]);
    if vals.len() != rw.ir.num_results(op) {
        return false;
    }
    rw.replace_op(op, &vals);
    true
}

/// `SplitDelinearizeSpanningLastLinearizeArg`.
fn split_delin_spanning_last(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some((lin_v, _, outer)) = delin_parts(ctx, rw.ir, op) else {
        return false;
    };
    let Some(lin) = is_op(ctx, rw.ir, lin_v, "affine.linearize_index") else {
        return false;
    };
    let (ins, _, disjoint) = lin_parts(ctx, rw.ir, lin);
    if !disjoint {
        return false;
    }
    let lstatic = static_basis(ctx, rw.ir, lin);
    let Some(&target) = lstatic.last() else {
        return false;
    };
    if target == DYNAMIC {
        return false;
    }
    let basis = static_basis(ctx, rw.ir, op);
    let (mut size, mut elems) = (1i64, 0usize);
    for &b in basis.iter().rev() {
        if b == DYNAMIC {
            return false;
        }
        size = size.saturating_mul(b);
        elems += 1;
        if size > target {
            return false;
        }
        if size == target {
            break;
        }
    }
    if size < target || elems < 2 || ins.is_empty() {
        return false;
    }
    let lin_ops: Vec<Value> = rw.ir.operands(lin).collect();
    let lin_dyn = lin_ops[ins.len()..].to_vec();
    let delin_dyn: Vec<Value> = rw.ir.operands(op).skip(1).collect();
    let lin_loc = rw.ir.op(lin).loc;
    let loc = rw.ir.op(op).loc;
    rw.set_insertion_point_before(op);
    // The linearization without its last input (dynamic basis kept as is).
    let lin_basis: Vec<B> = {
        let mut d = lin_dyn.iter();
        lstatic[..lstatic.len() - 1]
            .iter()
            .map(|s| {
                if *s == DYNAMIC {
                    d.next().map_or(B::Pad, |v| B::D(*v))
                } else {
                    B::S(*s)
                }
            })
            .collect()
    };
    let st = build_lin(rw, lin_loc, &ins[..ins.len() - 1], &lin_basis, disjoint);
    let mut st = st.0;
    // Keep MLIR's builder shape: all of the linearize's dynamic basis.
    let (s, _) = dispatch(&lin_basis);
    st.operands.truncate(ins.len() - 1);
    st.operands.extend(lin_dyn.iter().copied());
    st.properties = Some(prop_dict(
        ctx,
        vec![
            (
                "disjoint",
                if disjoint {
                    ctx.unit_attr()
                } else {
                    super::index_attr(ctx, 0)
                },
            ),
            (
                "operandSegmentSizes",
                rmlir_ods::constraints::i32_array(
                    ctx,
                    &[(ins.len() - 1) as i32, lin_dyn.len() as i32],
                ),
            ),
            ("static_basis", ctx.i64_array_attr(&s)),
        ],
    ));
    let new_lin = rw.create(st);
    let new_lin_v = rw.ir.result(new_lin, 0);
    let head = &basis[..basis.len() - elems];
    let mut d = delin_dyn.iter();
    let head_b: Vec<B> = head
        .iter()
        .map(|s| {
            if *s == DYNAMIC {
                d.next().map_or(B::Pad, |v| B::D(*v))
            } else {
                B::S(*s)
            }
        })
        .collect();
    let a = build_delin(rw, loc, new_lin_v, &head_b, outer);
    let tail: Vec<B> = basis[basis.len() - elems..]
        .iter()
        .map(|s| B::S(*s))
        .collect();
    let last_in = ins[ins.len() - 1];
    let b = build_delin(rw, loc, last_in, &tail, true);
    let mut vals: Vec<Value> = rw.ir.results(a).collect();
    vals.extend(rw.ir.results(b));
    if vals.len() != rw.ir.num_results(op) {
        return false;
    }
    rw.replace_op(op, &vals);
    true
}

/// Patterns of `affine.delinearize_index`.
pub(super) fn delinearize_patterns(_: &Context, set: &mut PatternSet) {
    let root = "affine.delinearize_index";
    set.add_fn(
        root,
        "CancelDelinearizeOfLinearizeDisjointExactTail",
        cancel_delin_of_lin_tail,
    );
    set.add_fn(root, "DropUnitExtentBasis", drop_unit_extent_basis);
    set.add_fn(
        root,
        "SplitDelinearizeSpanningLastLinearizeArg",
        split_delin_spanning_last,
    );
}

/// `DropLinearizeUnitComponentsIfDisjointOrZero`.
fn drop_lin_unit_components(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let (ins, basis, disjoint) = lin_parts(ctx, rw.ir, op);
    let n = ins.len();
    let mut new_ins = Vec::with_capacity(n);
    let mut new_basis = Vec::with_capacity(n);
    let mut rest = &ins[..];
    if basis.len() != n {
        let Some((f, r)) = ins.split_first() else {
            return false;
        };
        new_ins.push(*f);
        rest = r;
    }
    for (i, b) in rest.iter().zip(basis.iter()) {
        if const_of(ctx, rw.ir, *b) != Some(1) {
            new_ins.push(*i);
            new_basis.push(*b);
            continue;
        }
        if !disjoint && const_int(ctx, rw.ir, *i) != Some(0) {
            new_ins.push(*i);
            new_basis.push(*b);
        }
    }
    if new_ins.len() == n {
        return false;
    }
    let loc = rw.ir.op(op).loc;
    if new_ins.is_empty() {
        let st = OperationState::constant(
            ctx,
            "arith.constant",
            super::index_attr(ctx, 0),
            ctx.index_type(),
            loc,
        );
        rw.replace_op_with_new(op, st);
        return true;
    }
    let st = build_lin(rw, loc, &new_ins, &new_basis, disjoint);
    rw.replace_op_with_new(op, st.0);
    true
}

/// `DropLinearizeLeadingZero`.
fn drop_lin_leading_zero(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let (ins, basis, disjoint) = lin_parts(ctx, rw.ir, op);
    let Some(&lead) = ins.first() else {
        return false;
    };
    if const_int(ctx, rw.ir, lead) != Some(0) {
        return false;
    }
    if ins.len() == 1 {
        rw.replace_op(op, &[lead]);
        return true;
    }
    let new_basis = if basis.len() == ins.len() {
        &basis[1..]
    } else {
        &basis[..]
    };
    let loc = rw.ir.op(op).loc;
    let st = build_lin(rw, loc, &ins[1..], new_basis, disjoint);
    rw.replace_op_with_new(op, st.0);
    true
}

/// `computeProduct`: the product of basis elements, as a constant or an
/// `affine.apply` of the dynamic ones; unknown if one is missing.
fn compute_product(rw: &mut Rewriter<'_>, loc: Attribute, terms: &[B]) -> B {
    let ctx = rw.ctx;
    let aff = &ctx.affine;
    let mut dynamic = Vec::new();
    let mut e = aff.constant(1);
    for t in terms {
        match *t {
            B::Pad => return B::Pad,
            t => match const_of(ctx, rw.ir, t) {
                Some(c) => e = aff.mul(e, aff.constant(c)),
                None => {
                    let B::D(v) = t else { return B::Pad };
                    e = aff.mul(e, aff.symbol(dynamic.len() as u32));
                    dynamic.push(v);
                }
            },
        }
    }
    if let Some(c) = aff.as_constant(e) {
        return B::S(c);
    }
    let map = aff.map(0, dynamic.len() as u32, &[e]);
    let mut st = OperationState::new(ctx, "affine.apply", loc);
    st.operands.extend(dynamic);
    st.result_types.push(ctx.index_type());
    st.properties = Some(prop_dict(ctx, vec![("map", super::map_attr(ctx, map))]));
    let op = rw.create(st);
    B::D(rw.ir.result(op, 0))
}

/// The basis of an index op with a leading `Pad` when it has no outer bound.
fn padded(basis: Vec<B>, outer: bool) -> Vec<B> {
    let mut b = basis;
    if !outer {
        b.insert(0, B::Pad);
    }
    b
}

/// `CancelLinearizeOfDelinearizePortion`: runs of consecutive
/// delinearization results linearized with the same bounds merge.
fn cancel_lin_of_delin_portion(op: OpId, rw: &mut Rewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let (multi, lbasis, disjoint) = lin_parts(ctx, rw.ir, op);
    let outer = lbasis.len() == multi.len();
    let lin_basis = padded(lbasis, outer);
    if lin_basis.len() != multi.len() {
        return false;
    }
    struct Match {
        delin: OpId,
        lin_start: usize,
        delin_start: usize,
        len: usize,
    }
    let mut matches: Vec<Match> = Vec::new();
    let mut i = 0;
    let n = multi.len();
    while i < n {
        let v = multi[i];
        let (delin, r) = match rw.ir.value(v).def {
            rmlir_core::ir::ValueDef::Result { op: d, index }
                if ctx.op_name_str(rw.ir.op_name(d)) == "affine.delinearize_index" =>
            {
                (d, index as usize)
            }
            _ => {
                i += 1;
                continue;
            }
        };
        let Some((_, dbasis, douter)) = delin_parts(ctx, rw.ir, delin) else {
            i += 1;
            continue;
        };
        let delin_basis = padded(dbasis, douter);
        let nres = rw.ir.num_results(delin);
        if delin_basis.len() != nres {
            i += 1;
            continue;
        }
        let (fd, fl) = (delin_basis[r], lin_basis[i]);
        let ok = fd == fl || (i == 0 && r == 0) || (disjoint && r == 0 && fd == B::Pad);
        if !ok {
            i += 1;
            continue;
        }
        let mut j = 1;
        while j + i < n && j + r < nres {
            if multi[i + j] != rw.ir.result(delin, r + j) || lin_basis[i + j] != delin_basis[r + j]
            {
                break;
            }
            j += 1;
        }
        if j <= 1 || matches.iter().any(|m| m.delin == delin) {
            i += 1;
            continue;
        }
        matches.push(Match {
            delin,
            lin_start: i,
            delin_start: r,
            len: j,
        });
        i += j;
    }
    if matches.is_empty() {
        return false;
    }
    let lin_loc = rw.ir.op(op).loc;
    let mut repls: Vec<Option<Vec<Value>>> = Vec::new();
    let mut new_index = Vec::with_capacity(n);
    let mut new_basis = Vec::with_capacity(n);
    let mut prev_end = 0;
    for m in &matches {
        new_index.extend_from_slice(&multi[prev_end..m.lin_start]);
        new_basis.extend_from_slice(&lin_basis[prev_end..m.lin_start]);
        prev_end = m.lin_start + m.len;
        rw.set_insertion_point_before(m.delin);
        let to_merge = lin_basis[m.lin_start..m.lin_start + m.len].to_vec();
        let size = compute_product(rw, lin_loc, &to_merge);
        let Some((linear, dbasis, douter)) = delin_parts(ctx, rw.ir, m.delin) else {
            return false;
        };
        if m.len == rw.ir.num_results(m.delin) {
            new_index.push(linear);
            new_basis.push(size);
            repls.push(None);
            continue;
        }
        let mut nb = padded(dbasis, douter);
        nb.splice(m.delin_start..m.delin_start + m.len, [size]);
        let dloc = rw.ir.op(m.delin).loc;
        let nd = build_delin(rw, dloc, linear, &nb, true);
        let combined = rw.ir.result(nd, m.delin_start);
        let residual = build_delin(rw, dloc, combined, &to_merge, true);
        let nd_res: Vec<Value> = rw.ir.results(nd).collect();
        let mut res: Vec<Value> = nd_res[..m.delin_start].to_vec();
        res.extend(rw.ir.results(residual));
        res.extend_from_slice(&nd_res[m.delin_start + 1..]);
        repls.push(Some(res));
        new_index.push(combined);
        new_basis.push(size);
    }
    new_index.extend_from_slice(&multi[prev_end..]);
    new_basis.extend_from_slice(&lin_basis[prev_end..]);
    let st = build_lin(rw, lin_loc, &new_index, &new_basis, disjoint);
    rw.replace_op_with_new(op, st.0);
    for (m, r) in matches.iter().zip(repls) {
        if let Some(r) = r {
            if r.len() == rw.ir.num_results(m.delin) {
                rw.replace_op(m.delin, &r);
            }
        }
    }
    true
}

/// Patterns of `affine.linearize_index`.
pub(super) fn linearize_patterns(_: &Context, set: &mut PatternSet) {
    let root = "affine.linearize_index";
    set.add_fn(
        root,
        "CancelLinearizeOfDelinearizePortion",
        cancel_lin_of_delin_portion,
    );
    set.add_fn(root, "DropLinearizeLeadingZero", drop_lin_leading_zero);
    set.add_fn(
        root,
        "DropLinearizeUnitComponentsIfDisjointOrZero",
        drop_lin_unit_components,
    );
}
