//! Strided-layout utilities of memref types (MLIR's `BuiltinTypes.cpp` and
//! the pieces of `AffineExpr.cpp` they rely on): the affine map of a layout,
//! strides and offset of a layout, canonical strided layouts, and the
//! result-type computations of `subview`, `expand_shape`, `collapse_shape`
//! and `transpose`.  Affine simplification itself lives in `rmlir-affine`.
//!
//! Dynamic sizes, strides and offsets are `DYNAMIC` (MLIR's
//! `ShapedType::kDynamic`).

use rmlir_affine::{
    simplify_affine_expr, AffineContext, AffineExpr, AffineExprKind as K, AffineMap,
};
use rmlir_core::builtin_types::memref_type;
use rmlir_core::types::DYNAMIC;
use rmlir_core::{AttrKind, Attribute, Context, Type, TypeKind};
use rustc_hash::FxHashMap as HashMap;
use std::cell::RefCell;

// ---------------------------------------------------------------------------
// Saturated integer arithmetic (MLIR's `SaturatedInteger`): dynamic values
// absorb everything except a multiplication by zero.
// ---------------------------------------------------------------------------

/// `a * b` where `DYNAMIC` is "unknown"; zero times anything is zero.
pub fn sat_mul(a: i64, b: i64) -> i64 {
    if (a != DYNAMIC && a == 0) || (b != DYNAMIC && b == 0) {
        return 0;
    }
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.wrapping_mul(b)
}

/// `a + b` where `DYNAMIC` is "unknown".
pub fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.wrapping_add(b)
    }
}

// ---------------------------------------------------------------------------
// Memref type pieces.
// ---------------------------------------------------------------------------

/// The parts of a ranked memref type.
#[derive(Clone, Debug)]
pub struct MemRefParts {
    /// Dimension sizes, outermost first; `?` is
    /// [`DYNAMIC`].
    pub shape: Vec<i64>,
    /// The element type.
    pub element: Type,
    /// The layout attribute (strided or affine map); `None`: the identity
    /// layout.
    pub layout: Option<Attribute>,
    /// The memory space attribute; `None`: the default space.
    pub memory_space: Option<Attribute>,
}

/// The parts of `t` if it is a ranked memref.
pub fn ranked(ctx: &Context, t: Type) -> Option<MemRefParts> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => Some(MemRefParts {
            shape: shape.to_vec(),
            element: *element,
            layout: *layout,
            memory_space: *memory_space,
        }),
        _ => None,
    }
}

/// Element type and memory space of a ranked or unranked memref.
pub fn base_memref(ctx: &Context, t: Type) -> Option<(Type, Option<Attribute>)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            element,
            memory_space,
            ..
        }
        | TypeKind::UnrankedMemRef {
            element,
            memory_space,
        } => Some((*element, *memory_space)),
        _ => None,
    }
}

/// A ranked memref type; an invalid layout is dropped rather than failing.
pub fn make_memref(
    ctx: &Context,
    shape: &[i64],
    element: Type,
    layout: Option<Attribute>,
    memory_space: Option<Attribute>,
) -> Type {
    memref_type(ctx, Some(shape), element, layout, memory_space)
        .or_else(|_| memref_type(ctx, Some(shape), element, None, memory_space))
        .expect("valid memref type")
}

/// `strided<[strides], offset: offset>`.
pub fn strided_attr(ctx: &Context, offset: i64, strides: &[i64]) -> Attribute {
    ctx.attr(AttrKind::Strided {
        offset,
        strides: strides.into(),
    })
}

// ---------------------------------------------------------------------------
// Layout maps, strides and offsets.
// ---------------------------------------------------------------------------

/// The identity map of `rank` dims.
pub fn identity_map(aff: &AffineContext, rank: usize) -> AffineMap {
    let dims: Vec<AffineExpr> = (0..rank as u32).map(|d| aff.dim(d)).collect();
    aff.map(rank as u32, 0, &dims)
}

/// MLIR's `makeStridedLinearLayoutMap`: `offset + sum(d_i * stride_i)` with a
/// new symbol for each dynamic value.
pub fn strided_linear_map(aff: &AffineContext, strides: &[i64], offset: i64) -> AffineMap {
    let mut n_syms = 0u32;
    let mut e = if offset == DYNAMIC {
        n_syms += 1;
        aff.symbol(0)
    } else {
        aff.constant(offset)
    };
    for (i, &s) in strides.iter().enumerate() {
        let d = aff.dim(i as u32);
        let m = if s == DYNAMIC {
            n_syms += 1;
            aff.symbol(n_syms - 1)
        } else {
            aff.constant(s)
        };
        e = aff.add(e, aff.mul(d, m));
    }
    aff.map(strides.len() as u32, n_syms, &[e])
}

/// The affine map of a ranked memref's layout (`getLayout().getAffineMap()`).
pub fn layout_map(ctx: &Context, t: Type) -> Option<AffineMap> {
    let p = ranked(ctx, t)?;
    let aff = &ctx.affine;
    match p.layout.map(|l| ctx.attr_kind(l)) {
        None => Some(identity_map(aff, p.shape.len())),
        Some(AttrKind::AffineMap(m)) => Some(*m),
        Some(AttrKind::Strided { offset, strides }) => {
            Some(strided_linear_map(aff, strides, *offset))
        }
        Some(_) => None,
    }
}

/// Whether the layout of a ranked memref is the identity
/// (`getLayout().isIdentity()`).
pub fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    match ranked(ctx, t) {
        Some(p) if p.layout.is_none() => true,
        Some(_) => layout_map(ctx, t).is_some_and(|m| ctx.affine.is_identity(m)),
        None => false,
    }
}

/// MLIR's `makeCanonicalStridedLayoutExpr`: the row-major expression for
/// `sizes`, with a symbol for each stride past a dynamic or zero size.
pub fn canonical_strided_layout_expr(aff: &AffineContext, sizes: &[i64]) -> AffineExpr {
    if sizes.is_empty() {
        return aff.constant(0);
    }
    let num_dims = sizes.len();
    let mut n_syms = 0u32;
    let mut e: Option<AffineExpr> = None;
    let mut poison = false;
    let mut running: i64 = 1;
    for (i, &size) in sizes.iter().enumerate().rev() {
        let d = aff.dim(i as u32);
        let stride = if poison {
            n_syms += 1;
            aff.symbol(n_syms - 1)
        } else {
            aff.constant(running)
        };
        let term = aff.mul(d, stride);
        e = Some(match e {
            Some(x) => aff.add(x, term),
            None => term,
        });
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poison = true;
        }
    }
    simplify_affine_expr(aff, e.unwrap(), num_dims, n_syms as usize)
}

/// MLIR's `extractStrides`: accumulates `e * factor` into per-dim strides
/// and an offset; fails on divisions and modulos.
fn extract_strides(
    aff: &AffineContext,
    e: AffineExpr,
    factor: AffineExpr,
    strides: &mut [AffineExpr],
    offset: &mut AffineExpr,
) -> bool {
    match aff.kind(e) {
        K::FloorDiv(..) | K::CeilDiv(..) | K::Mod(..) => false,
        K::Mul(l, r) => {
            if let K::Dim(p) = aff.kind(l) {
                let p = p as usize;
                if p < strides.len() {
                    strides[p] = aff.add(strides[p], aff.mul(r, factor));
                }
                return true;
            }
            if aff.is_symbolic_or_constant(l) {
                extract_strides(aff, r, aff.mul(factor, l), strides, offset)
            } else {
                extract_strides(aff, l, aff.mul(factor, r), strides, offset)
            }
        }
        K::Add(l, r) => {
            let a = extract_strides(aff, l, factor, strides, offset);
            let b = extract_strides(aff, r, factor, strides, offset);
            a && b
        }
        K::Dim(p) => {
            let p = p as usize;
            if p < strides.len() {
                strides[p] = aff.add(strides[p], factor);
            }
            true
        }
        _ => {
            *offset = aff.add(*offset, aff.mul(e, factor));
            true
        }
    }
}

fn strides_and_offset_exprs(ctx: &Context, t: Type) -> Option<(Vec<AffineExpr>, AffineExpr)> {
    let p = ranked(ctx, t)?;
    let aff = &ctx.affine;
    let m = layout_map(ctx, t)?;
    let identity = aff.is_identity(m);
    if aff.map_num_results(m) != 1 && !identity {
        return None;
    }
    let zero = aff.constant(0);
    let one = aff.constant(1);
    let mut offset = zero;
    let mut strides = vec![zero; p.shape.len()];
    if identity {
        if p.shape.is_empty() {
            return Some((strides, offset));
        }
        let e = canonical_strided_layout_expr(aff, &p.shape);
        extract_strides(aff, e, one, &mut strides, &mut offset);
        return Some((strides, offset));
    }
    let nd = aff.map_num_dims(m) as usize;
    let ns = aff.map_num_symbols(m) as usize;
    let e = simplify_affine_expr(aff, aff.map_results(m)[0], nd, ns);
    if !extract_strides(aff, e, one, &mut strides, &mut offset) {
        return None;
    }
    let offset = simplify_affine_expr(aff, offset, nd, ns);
    let strides: Vec<AffineExpr> = strides
        .into_iter()
        .map(|s| simplify_affine_expr(aff, s, nd, ns))
        .collect();
    if strides.iter().any(|s| aff.as_constant(*s) == Some(0)) {
        return None;
    }
    Some((strides, offset))
}

/// Strides and offset of a ranked memref (MLIR's `getStridesAndOffset`);
/// `None` when the layout is not strided.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    with_strides_and_offset(ctx, t, |r| r.map(|(s, o)| (s.to_vec(), o)))
}

type StridesMemo = HashMap<(u64, Type), Option<(Box<[i64]>, i64)>>;

thread_local! {
    /// Strides and offset per (context, memref type). Verifiers ask for the
    /// same few types over and over, and the answer for a non-`strided<>`
    /// layout takes affine simplification; types are interned and the
    /// result depends on the type alone, so it is computed once per thread.
    static STRIDES_MEMO: RefCell<StridesMemo> = RefCell::new(HashMap::default());
}

/// Runs `f` on the (memoised) strides and offset of `t`.
fn with_strides_and_offset<R>(
    ctx: &Context,
    t: Type,
    f: impl FnOnce(Option<(&[i64], i64)>) -> R,
) -> R {
    let key = (ctx.uid(), t);
    STRIDES_MEMO.with(|m| {
        if let Some(r) = m.borrow().get(&key) {
            return f(r.as_ref().map(|(s, o)| (&s[..], *o)));
        }
        let r = compute_strides_and_offset(ctx, t).map(|(s, o)| (s.into_boxed_slice(), o));
        let out = f(r.as_ref().map(|(s, o)| (&s[..], *o)));
        m.borrow_mut().insert(key, r);
        out
    })
}

fn compute_strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let p = ranked(ctx, t)?;
    if let Some(AttrKind::Strided { offset, strides }) = p.layout.map(|l| ctx.attr_kind(l)) {
        return Some((strides.to_vec(), *offset));
    }
    let (strides, offset) = strides_and_offset_exprs(ctx, t)?;
    let aff = &ctx.affine;
    let value = |e: AffineExpr| aff.as_constant(e).unwrap_or(DYNAMIC);
    Some((strides.into_iter().map(value).collect(), value(offset)))
}

/// Whether a ranked memref has a strided layout (`isStrided`).
pub fn is_strided(ctx: &Context, t: Type) -> bool {
    with_strides_and_offset(ctx, t, |r| r.is_some())
}

/// MLIR's `canonicalizeStridedLayout`: the identity layout when the layout
/// is the row-major one, otherwise the layout as a simplified affine map.
pub fn canonicalize_strided_layout(ctx: &Context, t: Type) -> Type {
    let Some(p) = ranked(ctx, t) else {
        return t;
    };
    let aff = &ctx.affine;
    let Some(m) = layout_map(ctx, t) else {
        return t;
    };
    if aff.is_identity(m) || aff.map_num_results(m) > 1 {
        return t;
    }
    let nd = aff.map_num_dims(m) as usize;
    let ns = aff.map_num_symbols(m) as usize;
    let result = aff.map_results(m)[0];
    if nd == 0 && ns == 0 {
        if aff.as_constant(result) == Some(0) {
            return make_memref(ctx, &p.shape, p.element, None, p.memory_space);
        }
        return t;
    }
    if p.shape.is_empty() {
        return t;
    }
    let canonical = canonical_strided_layout_expr(aff, &p.shape);
    let simplified = simplify_affine_expr(aff, result, nd, ns);
    if canonical != simplified {
        let map = aff.map(nd as u32, ns as u32, &[simplified]);
        let layout = ctx.attr(AttrKind::AffineMap(map));
        return make_memref(ctx, &p.shape, p.element, Some(layout), p.memory_space);
    }
    make_memref(ctx, &p.shape, p.element, None, p.memory_space)
}

// ---------------------------------------------------------------------------
// Result types of view-like ops.
// ---------------------------------------------------------------------------

/// `SubViewOp::inferResultType`: sizes as given, strides multiplied, offset
/// advanced by the offsets along the source strides. The source must be
/// strided.
pub fn subview_result_type(
    ctx: &Context,
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let p = ranked(ctx, source)?;
    let (src_strides, src_offset) = strides_and_offset(ctx, source)?;
    let mut offset = src_offset;
    for (o, s) in offsets.iter().zip(&src_strides) {
        offset = sat_add(offset, sat_mul(*o, *s));
    }
    let target: Vec<i64> = src_strides
        .iter()
        .zip(strides)
        .map(|(a, b)| sat_mul(*a, *b))
        .collect();
    let layout = strided_attr(ctx, offset, &target);
    Some(make_memref(
        ctx,
        sizes,
        p.element,
        Some(layout),
        p.memory_space,
    ))
}

/// MLIR's `computeRankReductionMask`: which dims of `original` (all of size
/// 1) are dropped to get `reduced`, matching greedily from the left.
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut dropped = vec![false; original.len()];
    let mut r = 0;
    for (i, &d) in original.iter().enumerate() {
        if r < reduced.len() && d == reduced[r] {
            r += 1;
            continue;
        }
        dropped[i] = true;
        if d != 1 {
            return None;
        }
    }
    if r != reduced.len() {
        return None;
    }
    Some(dropped)
}

/// Outcome of `isRankReducedType` (MLIR's `SliceVerificationResult`,
/// without the memory-space and layout cases: callers compare those
/// themselves).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SliceCheck {
    /// The candidate is the original type or a rank-reduced version of it.
    Success,
    /// The candidate has more dimensions than the original.
    RankTooLarge,
    /// The candidate's sizes are not the original's with unit dimensions
    /// dropped (also: either type is not a ranked memref).
    SizeMismatch,
    /// The element types differ.
    ElemTypeMismatch,
}

/// MLIR's `isRankReducedType` for memrefs: shapes and element types.
pub fn is_rank_reduced_type(ctx: &Context, original: Type, candidate: Type) -> SliceCheck {
    if original == candidate {
        return SliceCheck::Success;
    }
    let (Some(o), Some(c)) = (ranked(ctx, original), ranked(ctx, candidate)) else {
        return SliceCheck::SizeMismatch;
    };
    if c.shape.len() > o.shape.len() {
        return SliceCheck::RankTooLarge;
    }
    if rank_reduction_mask(&o.shape, &c.shape).is_none() {
        return SliceCheck::SizeMismatch;
    }
    if o.element != c.element {
        return SliceCheck::ElemTypeMismatch;
    }
    SliceCheck::Success
}

/// MLIR's `computeMemRefRankReductionMask`: the dropped dims, using strides
/// to decide between several unit dims. `sizes` holds the static sizes of
/// the slice (`None` for dynamic ones).
pub fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[Option<i64>],
) -> Option<Vec<bool>> {
    let o = ranked(ctx, original)?;
    let r = ranked(ctx, reduced)?;
    let mut unused = vec![false; o.shape.len()];
    if o.shape.len() == r.shape.len() {
        return Some(unused);
    }
    for (i, s) in sizes.iter().enumerate() {
        if *s == Some(1) && i < unused.len() {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|x| **x).count();
    if count(&unused) + r.shape.len() == o.shape.len() {
        return Some(unused);
    }
    let (o_strides, _) = strides_and_offset(ctx, original)?;
    let (c_strides, _) = strides_and_offset(ctx, reduced)?;
    let occurrences = |v: &[i64]| {
        let mut m: std::collections::BTreeMap<i64, usize> = Default::default();
        for x in v {
            *m.entry(*x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&o_strides);
    let candidate = occurrences(&c_strides);
    for dim in 0..unused.len() {
        if !unused[dim] {
            continue;
        }
        let s = o_strides[dim];
        let have = *unaccounted.get(&s).unwrap_or(&0);
        let want = *candidate.get(&s).unwrap_or(&0);
        match have.cmp(&want) {
            std::cmp::Ordering::Greater => {
                *unaccounted.entry(s).or_default() -= 1;
            }
            std::cmp::Ordering::Equal => unused[dim] = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    if count(&unused) + r.shape.len() != o.shape.len() {
        return None;
    }
    Some(unused)
}

/// The layout of `expand_shape`'s result (MLIR's `computeExpandedLayoutMap`).
pub fn expanded_layout(
    ctx: &Context,
    src: Type,
    result_shape: &[i64],
    reassociation: &[Vec<i64>],
) -> Option<Attribute> {
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    if src_strides.len() != reassociation.len() {
        return None;
    }
    let mut reverse: Vec<i64> = Vec::with_capacity(result_shape.len());
    let mut shape_index = result_shape.len() as i64 - 1;
    for (group, &stride) in reassociation.iter().zip(&src_strides).rev() {
        let mut current = stride;
        for _ in 0..group.len() {
            reverse.push(current);
            let size = if shape_index >= 0 {
                result_shape[shape_index as usize]
            } else {
                DYNAMIC
            };
            shape_index -= 1;
            current = sat_mul(current, size);
        }
    }
    let mut strides: Vec<i64> = reverse.into_iter().rev().collect();
    strides.resize(result_shape.len(), 1);
    Some(strided_attr(ctx, src_offset, &strides))
}

/// `ExpandShapeOp::computeExpandedType`.
pub fn expanded_type(
    ctx: &Context,
    src: Type,
    result_shape: &[i64],
    reassociation: &[Vec<i64>],
) -> Option<Type> {
    let p = ranked(ctx, src)?;
    if has_identity_layout(ctx, src) {
        return Some(make_memref(
            ctx,
            result_shape,
            p.element,
            None,
            p.memory_space,
        ));
    }
    let layout = expanded_layout(ctx, src, result_shape, reassociation)?;
    Some(make_memref(
        ctx,
        result_shape,
        p.element,
        Some(layout),
        p.memory_space,
    ))
}

/// The layout of `collapse_shape`'s result (MLIR's
/// `computeCollapsedLayoutMap`); `None` when collapsed dims are not
/// contiguous (or, with `strict`, not provably contiguous).
pub fn collapsed_layout(
    ctx: &Context,
    src: Type,
    reassociation: &[Vec<i64>],
    strict: bool,
) -> Option<Attribute> {
    let p = ranked(ctx, src)?;
    let shape = &p.shape;
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    let mut result_strides: Vec<i64> = Vec::with_capacity(reassociation.len());
    for group in reassociation {
        let mut r: &[i64] = group;
        while r.len() > 1 && shape[*r.last()? as usize] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        if shape[last] != DYNAMIC || r.len() == 1 {
            result_strides.push(src_strides[last]);
        } else {
            result_strides.push(DYNAMIC);
        }
    }
    for (gi, group) in reassociation.iter().enumerate().rev() {
        let mut stride = result_strides[gi];
        for &idx in group.iter().skip(1).rev() {
            let idx = idx as usize;
            stride = sat_mul(stride, shape[idx]);
            if shape[idx - 1] == 1 {
                continue;
            }
            let src_stride = src_strides[idx - 1];
            let dyn_ = stride == DYNAMIC || src_stride == DYNAMIC;
            if strict && dyn_ {
                return None;
            }
            if !dyn_ && stride != src_stride {
                return None;
            }
        }
    }
    Some(strided_attr(ctx, src_offset, &result_strides))
}

/// Applies a permutation map to a list (`applyPermutationMap`).
pub fn apply_permutation(ctx: &Context, m: AffineMap, v: &[i64]) -> Vec<i64> {
    ctx.affine
        .map_results(m)
        .iter()
        .map(|e| match ctx.affine.kind(*e) {
            K::Dim(p) => v.get(p as usize).copied().unwrap_or(DYNAMIC),
            _ => DYNAMIC,
        })
        .collect()
}

/// The result type of `memref.transpose` (`inferTransposeResultType`).
pub fn transpose_result_type(ctx: &Context, src: Type, perm: AffineMap) -> Option<Type> {
    let p = ranked(ctx, src)?;
    let (strides, offset) = strides_and_offset(ctx, src)?;
    let sizes = apply_permutation(ctx, perm, &p.shape);
    let strides = apply_permutation(ctx, perm, &strides);
    let layout = strided_attr(ctx, offset, &strides);
    Some(make_memref(
        ctx,
        &sizes,
        p.element,
        Some(layout),
        p.memory_space,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_core::asm::parse_attribute_text;

    fn f32(ctx: &Context) -> Type {
        ctx.float_type(rmlir_core::types::FloatFormat::F32)
    }

    fn map(ctx: &Context, text: &str) -> Attribute {
        parse_attribute_text(ctx, text).expect("map")
    }

    fn printed(ctx: &Context, t: Type) -> String {
        ctx.print_type(t)
    }

    #[test]
    fn identity_layout_strides() {
        let ctx = Context::new();
        let t = make_memref(&ctx, &[3, 4, 5], f32(&ctx), None, None);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![20, 5, 1], 0)));
        let t = make_memref(&ctx, &[3, DYNAMIC, 5], f32(&ctx), None, None);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![DYNAMIC, 5, 1], 0)));
        let t = make_memref(&ctx, &[], f32(&ctx), None, None);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![], 0)));
    }

    #[test]
    fn strided_layout_strides() {
        let ctx = Context::new();
        let l = strided_attr(&ctx, DYNAMIC, &[64, DYNAMIC, 1]);
        let t = make_memref(&ctx, &[2, 3, 4], f32(&ctx), Some(l), None);
        assert_eq!(
            strides_and_offset(&ctx, t),
            Some((vec![64, DYNAMIC, 1], DYNAMIC))
        );
    }

    #[test]
    fn affine_layout_strides() {
        let ctx = Context::new();
        let l = map(&ctx, "affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + 136)>");
        let t = make_memref(&ctx, &[8, 8], f32(&ctx), Some(l), None);
        assert_eq!(strides_and_offset(&ctx, t), Some((vec![16, 1], 136)));
        let l = map(&ctx, "affine_map<(d0, d1)[s0, s1] -> (s0 + d0 * s1 + d1)>");
        let t = make_memref(&ctx, &[DYNAMIC, DYNAMIC], f32(&ctx), Some(l), None);
        assert_eq!(
            strides_and_offset(&ctx, t),
            Some((vec![DYNAMIC, 1], DYNAMIC))
        );
        // Not strided: a division, and a dim missing from the layout.
        let l = map(&ctx, "affine_map<(d0) -> (d0 floordiv 2)>");
        let t = make_memref(&ctx, &[4], f32(&ctx), Some(l), None);
        assert_eq!(strides_and_offset(&ctx, t), None);
        let l = map(&ctx, "affine_map<(d0, d1) -> (d0)>");
        let t = make_memref(&ctx, &[4, 4], f32(&ctx), Some(l), None);
        assert_eq!(strides_and_offset(&ctx, t), None);
        let l = map(&ctx, "affine_map<(d0, d1, d2) -> (d0 + d1, d1 + d2, d2)>");
        let t = make_memref(&ctx, &[8, 16, 4], f32(&ctx), Some(l), None);
        assert!(!is_strided(&ctx, t));
    }

    #[test]
    fn canonical_layouts() {
        let ctx = Context::new();
        let l = strided_attr(&ctx, 0, &[4, 1]);
        let t = make_memref(&ctx, &[3, 4], f32(&ctx), Some(l), None);
        assert_eq!(
            printed(&ctx, canonicalize_strided_layout(&ctx, t)),
            "memref<3x4xf32>"
        );
        let l = strided_attr(&ctx, DYNAMIC, &[1, DYNAMIC]);
        let t = make_memref(&ctx, &[DYNAMIC, DYNAMIC], f32(&ctx), Some(l), None);
        assert_eq!(
            printed(&ctx, canonicalize_strided_layout(&ctx, t)),
            "memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>"
        );
        let l = map(&ctx, "affine_map<(i, j)[off, M] -> (off + M * i + j)>");
        let t = make_memref(&ctx, &[DYNAMIC, DYNAMIC], f32(&ctx), Some(l), None);
        assert_eq!(
            printed(&ctx, canonicalize_strided_layout(&ctx, t)),
            "memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>"
        );
    }

    #[test]
    fn subview_types() {
        let ctx = Context::new();
        let src = make_memref(&ctx, &[8, 16, 4], f32(&ctx), None, None);
        let t = subview_result_type(&ctx, src, &[0, 2, 0], &[8, 16, 4], &[1, 1, 1]).unwrap();
        assert_eq!(
            printed(&ctx, t),
            "memref<8x16x4xf32, strided<[64, 4, 1], offset: 8>>"
        );
        let t = subview_result_type(&ctx, src, &[DYNAMIC, 0, 0], &[1, 4, 4], &[2, 1, 1]).unwrap();
        assert_eq!(
            printed(&ctx, t),
            "memref<1x4x4xf32, strided<[128, 4, 1], offset: ?>>"
        );
        assert_eq!(
            rank_reduction_mask(&[1, 16, 4], &[16, 4]),
            Some(vec![true, false, false])
        );
        assert_eq!(rank_reduction_mask(&[8, 16, 4], &[16, 4]), None);
        let reduced = make_memref(&ctx, &[16, 4], f32(&ctx), None, None);
        let full = make_memref(&ctx, &[1, 16, 4], f32(&ctx), None, None);
        assert_eq!(
            is_rank_reduced_type(&ctx, full, reduced),
            SliceCheck::Success
        );
        assert_eq!(
            is_rank_reduced_type(&ctx, src, reduced),
            SliceCheck::SizeMismatch
        );
    }

    #[test]
    fn reshape_layouts() {
        let ctx = Context::new();
        let l = strided_attr(&ctx, 0, &[4000, 2]);
        let src = make_memref(&ctx, &[30, 20], f32(&ctx), Some(l), None);
        let t = expanded_type(&ctx, src, &[2, 15, 20], &[vec![0, 1], vec![2]]).unwrap();
        assert_eq!(
            printed(&ctx, t),
            "memref<2x15x20xf32, strided<[60000, 4000, 2]>>"
        );
        let l = strided_attr(&ctx, 0, &[270, 50, 10]);
        let src = make_memref(&ctx, &[3, 4, 5], f32(&ctx), Some(l), None);
        assert!(collapsed_layout(&ctx, src, &[vec![0, 1], vec![2]], false).is_none());
        let l = strided_attr(&ctx, 0, &[240, 60, 10]);
        let src = make_memref(&ctx, &[3, 4, 5], f32(&ctx), Some(l), None);
        let c = collapsed_layout(&ctx, src, &[vec![0, 1], vec![2]], false).unwrap();
        assert_eq!(ctx.print_attr(c), "strided<[60, 10]>");
    }
}
