//! The allocations and casts `normalize-memrefs` rebuilds with normalized
//! types (MLIR's `affine::normalizeMemRef` for `memref.alloc`,
//! `memref.alloca` and `memref.reinterpret_cast`): the new op goes before
//! the old one, the old one's uses are rewritten through its layout, and
//! the old one is erased.

use super::helpers::{constant_index_state, mixed_lists, view_state, Ofr};
use super::normalize_type::{normalize_memref_type, tile_size_pos, Tile};
use super::replace_uses::{create_apply, insert_before, replace_op_memref};
use rmlir_affine::AffineMap;
use rmlir_core::attrs::NamedAttr;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::types::DYNAMIC;
use rmlir_core::{Attribute, Context, Type};
use rmlir_dialects::memref::layout::{has_identity_layout, layout_map, ranked, MemRefParts};

/// A memref type that normalizes: its parts before and after, the new
/// type and the old layout map.
struct Normalized {
    old: MemRefParts,
    new: MemRefParts,
    new_ty: Type,
    layout: AffineMap,
}

/// `ty` and its normalized form, when it changes.
fn normalized(ctx: &Context, ty: Type) -> Option<Normalized> {
    let new_ty = normalize_memref_type(ctx, ty);
    if new_ty == ty {
        return None;
    }
    Some(Normalized {
        old: ranked(ctx, ty)?,
        new: ranked(ctx, new_ty)?,
        new_ty,
        layout: layout_map(ctx, ty)?,
    })
}

fn constant_index(ctx: &Context, ir: &mut Ir, before: OpId, v: i64) -> Value {
    let loc = ir.op(before).loc;
    insert_before(ir, before, constant_index_state(ctx, loc, v))
}

/// `op_name a, b : index` before `before`.
fn binary_index(
    ctx: &Context,
    ir: &mut Ir,
    before: OpId,
    (op_name, a, b): (&str, Value, Value),
) -> Value {
    let loc = ir.op(before).loc;
    let st = OperationState::new(ctx, op_name, loc)
        .operands(&[a, b])
        .results(&[ctx.index_type()]);
    insert_before(ir, before, st)
}

/// An `operandSegmentSizes` array attribute.
fn segments(ctx: &Context, sizes: &[i32]) -> Attribute {
    rmlir_ods::constraints::i32_array(ctx, sizes)
}

/// MLIR's `createNewDynamicSizes`: the dynamic sizes of the normalized
/// allocation of a tiled layout, one `affine.apply` each over the old
/// sizes (constants for the static ones): a `floordiv` tile becomes a
/// `ceildiv`, a `mod` tile its tile size.
fn new_dynamic_sizes(
    ctx: &Context,
    ir: &mut Ir,
    alloc: OpId,
    (old_shape, new_shape): (&[i64], &[i64]),
    layout: AffineMap,
    tiles: &[Tile],
) -> Vec<Value> {
    let aff = &ctx.affine;
    let dyn_sizes: Vec<Value> = ir.operands(alloc).collect();
    let mut inputs = Vec::with_capacity(old_shape.len());
    let mut next = 0;
    for &d in old_shape {
        if d == DYNAMIC {
            if let Some(&v) = dyn_sizes.get(next) {
                inputs.push(v);
            }
            next += 1;
        } else {
            inputs.push(constant_index(ctx, ir, alloc, d));
        }
    }
    let nd = aff.map_num_dims(layout);
    let ns = aff.map_num_symbols(layout);
    let mut out = Vec::new();
    for (i, &e) in aff.map_results(layout).iter().enumerate() {
        if new_shape.get(i) != Some(&DYNAMIC) {
            continue;
        }
        let mut expr = e;
        for t in tiles {
            if i == t.floordiv_pos {
                if let Some((l, r)) = aff.kind(e).operands() {
                    expr = aff.ceil_div(l, r);
                }
            } else if i == t.mod_pos {
                if let Some((_, r)) = aff.kind(e).operands() {
                    expr = r;
                }
            }
        }
        let map = aff.map(nd + ns, ns, &[expr]);
        out.push(create_apply(ctx, ir, alloc, map, &inputs));
    }
    out
}

/// MLIR's `normalizeMemRef` for `memref.alloc` / `memref.alloca`: a new
/// allocation of the normalized type (keeping only the alignment) replaces
/// the old one, whose uses are rewritten through its layout.
pub(crate) fn normalize_alloc(ctx: &Context, ir: &mut Ir, alloc: OpId) -> bool {
    if ir.num_results(alloc) != 1 {
        return false;
    }
    let ty = ir.value_type(ir.result(alloc, 0));
    let Some(n) = normalized(ctx, ty) else {
        return false;
    };
    let num_dyn = n.old.shape.iter().filter(|&&d| d == DYNAMIC).count();
    let operands: Vec<Value> = ir.operands(alloc).collect();
    let symbols = operands.get(num_dyn..).unwrap_or_default().to_vec();
    let tiles = tile_size_pos(ctx, n.layout);
    let sizes = if n.new.shape.contains(&DYNAMIC) && !tiles.is_empty() {
        new_dynamic_sizes(
            ctx,
            ir,
            alloc,
            (&n.old.shape, &n.new.shape),
            n.layout,
            &tiles,
        )
    } else {
        Vec::new()
    };
    let loc = ir.op(alloc).loc;
    let mut props = vec![NamedAttr {
        name: ctx.string_attr("operandSegmentSizes"),
        value: segments(ctx, &[sizes.len() as i32, 0]),
    }];
    if let Some(a) = ir.attr(ctx, alloc, "alignment") {
        props.push(NamedAttr {
            name: ctx.string_attr("alignment"),
            value: a,
        });
    }
    let mut st = OperationState::with_name(ctx, ir.op_name(alloc), loc);
    st.operands.extend(sizes);
    st.result_types.push(n.new_ty);
    st.properties = Some(ctx.dict_attr(props));
    let new_alloc = ir.create_op(st);
    ir.insert_op_before(alloc, new_alloc);
    replace_op_memref(ctx, ir, (alloc, new_alloc), ty, n.layout, &symbols)
}

/// MLIR's `normalizeMemRef` for `memref.reinterpret_cast`: a cast to the
/// normalized type, unit-strided with zero offsets, its dynamic sizes one
/// past the layout's image of the last old index. The constants and
/// arithmetic built for the sizes stay even if the rewrite fails.
pub(crate) fn normalize_reinterpret_cast(ctx: &Context, ir: &mut Ir, cast: OpId) -> bool {
    if ir.num_results(cast) != 1 || ir.num_operands(cast) == 0 {
        return false;
    }
    let ty = ir.value_type(ir.result(cast, 0));
    if has_identity_layout(ctx, ty) {
        return true;
    }
    let Some(n) = normalized(ctx, ty) else {
        return false;
    };
    let aff = &ctx.affine;
    let (nd, ns) = (aff.map_num_dims(n.layout), aff.map_num_symbols(n.layout));
    let groups = mixed_lists(ctx, ir, cast);
    let dyn_values = |g: &[Ofr]| -> Vec<Value> {
        g.iter()
            .filter_map(|o| match o {
                Ofr::Val(v) => Some(*v),
                Ofr::Const(_) => None,
            })
            .collect()
    };
    let old_sizes = dyn_values(&groups[1]);
    let old_strides = dyn_values(&groups[2]);
    if old_strides.len() > ns as usize {
        return false;
    }
    let mut map_operands: Vec<Option<Value>> = vec![None; (nd + ns) as usize];
    let mut next = 0;
    for (i, &d) in n.old.shape.iter().enumerate() {
        map_operands[i] = Some(if d == DYNAMIC {
            let one = constant_index(ctx, ir, cast, 1);
            let Some(&size) = old_sizes.get(next) else {
                return false;
            };
            next += 1;
            binary_index(ctx, ir, cast, ("arith.subi", size, one))
        } else {
            constant_index(ctx, ir, cast, d - 1)
        });
    }
    for (i, &s) in old_strides.iter().enumerate() {
        map_operands[n.old.shape.len() + i] = Some(s);
    }
    let results = aff.map_results(n.layout);
    let mut new_sizes = Vec::new();
    for (i, &d) in n.new.shape.iter().enumerate() {
        if d != DYNAMIC {
            continue;
        }
        // MLIR needs every map operand here; a missing one would crash it.
        let Some(ops) = map_operands.iter().copied().collect::<Option<Vec<Value>>>() else {
            return false;
        };
        new_sizes.push(create_apply(
            ctx,
            ir,
            cast,
            aff.map(nd, ns, &[results[i]]),
            &ops,
        ));
    }
    for s in &mut new_sizes {
        let one = constant_index(ctx, ir, cast, 1);
        *s = binary_index(ctx, ir, cast, ("arith.addi", *s, one));
    }
    let new_rank = n.new.shape.len();
    let source = ir.operand(cast, 0);
    let loc = ir.op(cast).loc;
    let offsets = vec![Ofr::Const(0); new_rank];
    let mut sizes_it = new_sizes.iter();
    let mut sizes: Vec<Ofr> = Vec::with_capacity(new_rank);
    for &d in &n.new.shape {
        match sizes_it.next().filter(|_| d == DYNAMIC) {
            Some(&v) => sizes.push(Ofr::Val(v)),
            None => sizes.push(Ofr::Const(d)),
        }
    }
    let strides = vec![Ofr::Const(1); new_rank];
    let st = view_state(
        ctx,
        "memref.reinterpret_cast",
        loc,
        n.new_ty,
        source,
        [&offsets, &sizes, &strides],
    );
    let new_cast = ir.create_op(st);
    ir.insert_op_before(cast, new_cast);
    replace_op_memref(ctx, ir, (cast, new_cast), ty, n.layout, &old_strides)
}
