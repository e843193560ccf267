//! The normalized form of a memref type (MLIR's `normalizeMemRefType` and
//! the tiled-layout analysis of `mlir/lib/Dialect/Affine/Utils/Utils.cpp`):
//! a memref whose layout map is not the identity gets the identity layout
//! and the shape of the layout map's image, each new extent being one past
//! the constant upper bound of its result over the old index space.
//!
//! The bound comes from a constraint system: the old dims bounded by the
//! static shape, the map's results as new dims tied to them by equalities
//! (with locals for `floordiv`/`mod`), then the old dims and the symbols
//! projected out by Fourier-Motzkin elimination, as MLIR's
//! `FlatAffineValueConstraints::composeMatchingMap` and `projectOut` do.
//! Dynamic memrefs are only normalized for tiled layouts (each `d floordiv
//! c` paired with exactly one `d mod c`), a new dim becoming dynamic when
//! its result reads a dynamic old dim.

use crate::affine_constraints::{Rel, VarKind};
use crate::affine_flatten::flatten_into_cols;
use rmlir_affine::{AffineExpr, AffineExprKind as K, AffineMap};
use rmlir_core::types::DYNAMIC;
use rmlir_core::{Context, Type};
use rmlir_dialects::memref::layout::{has_identity_layout, layout_map, make_memref, ranked};

/// One tile of a tiled layout: the result positions of its `floordiv` and
/// of its `mod` (by the same tile size).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tile {
    pub floordiv_pos: usize,
    pub mod_pos: usize,
}

/// Visits `e` and every subexpression of it, without recursion.
fn any_subexpr(ctx: &Context, e: AffineExpr, mut f: impl FnMut(AffineExpr) -> bool) -> bool {
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        if f(x) {
            return true;
        }
        if let Some((l, r)) = ctx.affine.kind(x).operands() {
            stack.push(r);
            stack.push(l);
        }
    }
    false
}

/// MLIR's `getTileSizePos`: the tiles of `map` when it is a tiled layout
/// (every dividend of a `floordiv` by a constant appears elsewhere only as
/// the dividend of one `mod` by the same constant), else none. A
/// `floordiv` without its `mod` is simply not a tile.
pub(crate) fn tile_size_pos(ctx: &Context, map: AffineMap) -> Vec<Tile> {
    let aff = &ctx.affine;
    let results = aff.map_results(map);
    let floordivs: Vec<(AffineExpr, AffineExpr, usize)> = results
        .iter()
        .enumerate()
        .filter_map(|(pos, &e)| match aff.kind(e) {
            K::FloorDiv(l, r) if aff.as_constant(r).is_some() => Some((l, r, pos)),
            _ => None,
        })
        .collect();
    let mut tiles = Vec::new();
    for &(lhs, rhs, fpos) in &floordivs {
        let mut found = false;
        for (pos, &expr) in results.iter().enumerate() {
            if pos == fpos {
                continue;
            }
            let is_tile_mod = matches!(aff.kind(expr), K::Mod(l, r) if l == lhs && r == rhs);
            let not_tiled = any_subexpr(ctx, expr, |e| {
                if e != lhs {
                    return false;
                }
                if !is_tile_mod || found {
                    return true;
                }
                tiles.push(Tile {
                    floordiv_pos: fpos,
                    mod_pos: pos,
                });
                found = true;
                false
            });
            if not_tiled {
                return Vec::new();
            }
        }
    }
    tiles
}

/// MLIR's `isNormalizedMemRefDynamicDim`: whether result `dim` of
/// `layout` reads one of the dynamic old dims.
fn is_dynamic_result(ctx: &Context, dim: usize, layout: AffineMap, dyn_dims: &[usize]) -> bool {
    let e = ctx.affine.map_results(layout)[dim];
    any_subexpr(
        ctx,
        e,
        |x| matches!(ctx.affine.kind(x), K::Dim(p) if dyn_dims.contains(&(p as usize))),
    )
}

/// MLIR's `normalizeMemRefType`: `ty` with an identity layout and the
/// shape of its layout's image, or `ty` itself when it is not a ranked
/// memref, already has the identity layout, or cannot be normalized
/// (semi-affine or unbounded maps, negative images, dynamic memrefs
/// without a tiled layout).
pub(crate) fn normalize_memref_type(ctx: &Context, ty: Type) -> Type {
    let Some(parts) = ranked(ctx, ty) else {
        return ty;
    };
    let rank = parts.shape.len();
    if rank == 0 || has_identity_layout(ctx, ty) {
        return ty;
    }
    let Some(layout) = layout_map(ctx, ty) else {
        return ty;
    };
    let aff = &ctx.affine;
    let ns = aff.map_num_symbols(layout) as usize;
    let has_dynamic = parts.shape.contains(&DYNAMIC);
    if has_dynamic && tile_size_pos(ctx, layout).is_empty() {
        return ty;
    }
    let mut cst = Rel::new(rank, ns, vec![None; rank + ns]);
    // Zero-sized dims count as dynamic here, as in MLIR (only positive
    // extents bound the index space).
    let mut dyn_dims = Vec::new();
    for (d, &size) in parts.shape.iter().enumerate() {
        if size > 0 {
            cst.add_bound(Some(true), d, 0);
            cst.add_bound(Some(false), d, i128::from(size) - 1);
        } else {
            dyn_dims.push(d);
        }
    }
    let results = aff.map_results(layout).to_vec();
    let new_rank = results.len();
    let nin = rank + ns;
    let Some(rows) = flatten_into_cols(ctx, &mut cst, &results, rank, nin, |_| {
        Some((0..nin).collect())
    }) else {
        return ty;
    };
    // The map's results become new leading dims: `new_r - expr_r == 0`.
    for _ in 0..new_rank {
        cst.insert_var(VarKind::Dim, 0, None);
    }
    for (r, row) in rows.iter().enumerate() {
        let mut eq = vec![0; new_rank];
        eq.extend(row.iter().map(|&c| -c));
        eq[r] = 1;
        cst.eqs.push(eq);
    }
    cst.project_out(new_rank, rank + ns);
    let mut new_shape = Vec::with_capacity(new_rank);
    for d in 0..new_rank {
        if is_dynamic_result(ctx, d, layout, &dyn_dims) {
            new_shape.push(DYNAMIC);
            continue;
        }
        match cst.constant_bound(false, d) {
            Some(ub) if ub >= 0 => match i64::try_from(ub + 1) {
                Ok(n) => new_shape.push(n),
                Err(_) => return ty,
            },
            _ => return ty,
        }
    }
    make_memref(ctx, &new_shape, parts.element, None, parts.memory_space)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_core::types::DYNAMIC;

    fn memref(ctx: &Context, shape: &[i64], results: &[AffineExpr], nd: u32) -> Type {
        let map = ctx.affine.map(nd, 0, results);
        let layout = ctx.attr(rmlir_core::AttrKind::AffineMap(map));
        make_memref(ctx, shape, ctx.i32_type(), Some(layout), None)
    }

    fn shape(ctx: &Context, t: Type) -> (Vec<i64>, bool) {
        let p = ranked(ctx, t).expect("ranked");
        (p.shape, p.layout.is_none())
    }

    #[test]
    fn tiled_static_and_dynamic() {
        let ctx = Context::new();
        let a = &ctx.affine;
        let (d0, d1, c4) = (a.dim(0), a.dim(1), a.constant(4));
        let tiled = [d0, a.floor_div(d1, c4), a.modulo(d1, c4)];
        let t = memref(&ctx, &[3, 10], &tiled, 2);
        assert_eq!(
            tile_size_pos(&ctx, ctx.affine.map(2, 0, &tiled))
                .iter()
                .map(|t| (t.floordiv_pos, t.mod_pos))
                .collect::<Vec<_>>(),
            vec![(1, 2)]
        );
        assert_eq!(
            shape(&ctx, normalize_memref_type(&ctx, t)),
            (vec![3, 3, 4], true)
        );
        // A dynamic dim makes the results reading it dynamic.
        let t = memref(&ctx, &[3, DYNAMIC], &tiled, 2);
        assert_eq!(
            shape(&ctx, normalize_memref_type(&ctx, t)),
            (vec![3, DYNAMIC, DYNAMIC], true)
        );
    }

    #[test]
    fn not_tiled_or_not_normalizable() {
        let ctx = Context::new();
        let a = &ctx.affine;
        let (d0, c4, c8) = (a.dim(0), a.constant(4), a.constant(8));
        // `mod` by another constant: not a tiled layout.
        let results = [a.floor_div(d0, c4), a.modulo(d0, c8)];
        assert!(tile_size_pos(&ctx, a.map(1, 0, &results)).is_empty());
        let t = memref(&ctx, &[DYNAMIC], &results, 1);
        assert_eq!(normalize_memref_type(&ctx, t), t);
        // A negative image cannot be normalized.
        let t = memref(&ctx, &[8], &[a.sub(d0, a.constant(10))], 1);
        assert_eq!(normalize_memref_type(&ctx, t), t);
        // Strides in the linear space: the extent is the last offset + 1.
        let e = a.add(a.mul(d0, a.constant(3)), a.mul(a.dim(1), a.constant(17)));
        let t = memref(&ctx, &[2, 5], &[e], 2);
        assert_eq!(
            shape(&ctx, normalize_memref_type(&ctx, t)),
            (vec![72], true)
        );
    }
}
