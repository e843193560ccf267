//! Affine scopes and which values may be used as dims and symbols of the
//! maps of affine ops (MLIR's `getAffineScope`, `isValidDim`,
//! `isValidSymbol`, `isTopLevelValue`).
//!
//! A symbol is a value fixed for the whole affine scope: defined at its top
//! level, a constant, a `memref.dim` of a memref with a fixed size, or an
//! `affine.apply` of symbols. A dim is a symbol, an induction variable of
//! `affine.for`/`affine.parallel`, or an `affine.apply` of dims.

use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId, RegionId, Value, ValueDef};
use rmlir_core::types::{TypeKind, DYNAMIC};
use rmlir_core::Context;

fn name<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> &'c str {
    ctx.op_name_str(ir.op_name(op))
}

fn has_trait(ctx: &Context, ir: &Ir, op: OpId, t: Traits) -> bool {
    ctx.op_def(ir.op_name(op)).is_some_and(|d| d.has(t))
}

fn is_index(ctx: &Context, ir: &Ir, v: Value) -> bool {
    ir.value_type(v) == ctx.index_type()
}

/// The region `v` is defined in.
fn value_region(ir: &Ir, v: Value) -> Option<RegionId> {
    ir.block_parent(ir.value_block(v)?)
}

/// The region of the nearest affine scope around `op`: the region, directly
/// under an op with the `AffineScope` trait, that holds `op` or one of its
/// ancestors (`getAffineScope`).
pub fn affine_scope(ctx: &Context, ir: &Ir, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    while let Some(parent) = ir.parent_op(cur) {
        if has_trait(ctx, ir, parent, Traits::AFFINE_SCOPE) {
            return ir.block_parent(ir.parent_block(cur)?);
        }
        cur = parent;
    }
    None
}

/// Whether `v` is the induction variable of an `affine.for` or
/// `affine.parallel`.
pub fn is_affine_induction_var(ctx: &Context, ir: &Ir, v: Value) -> bool {
    let ValueDef::Arg { block, index } = ir.value(v).def else {
        return false;
    };
    let Some(parent) = ir.block_parent_op(block) else {
        return false;
    };
    match name(ctx, ir, parent) {
        "affine.for" => index == 0,
        "affine.parallel" => true,
        _ => false,
    }
}

/// `isTopLevelValue(value)`: defined directly in a region of an affine scope op.
pub fn is_top_level_value(ctx: &Context, ir: &Ir, v: Value) -> bool {
    let parent = match ir.value(v).def {
        ValueDef::Arg { block, .. } => ir.block_parent_op(block),
        ValueDef::Result { op, .. } => ir.parent_op(op),
    };
    parent.is_some_and(|p| has_trait(ctx, ir, p, Traits::AFFINE_SCOPE))
}

/// `isValidDim(value)`: with the scope of the value's definition.
pub fn is_valid_dim(ctx: &Context, ir: &Ir, v: Value) -> bool {
    if !is_index(ctx, ir, v) {
        return false;
    }
    if let Some(def) = ir.defining_op(v) {
        return is_valid_dim_in(ctx, ir, v, affine_scope(ctx, ir, def));
    }
    if is_affine_induction_var(ctx, ir, v) {
        return true;
    }
    let ValueDef::Arg { block, .. } = ir.value(v).def else {
        return false;
    };
    ir.block_parent_op(block)
        .is_some_and(|p| has_trait(ctx, ir, p, Traits::AFFINE_SCOPE))
}

/// `isValidDim(value, region)`.
pub fn is_valid_dim_in(ctx: &Context, ir: &Ir, v: Value, region: Option<RegionId>) -> bool {
    if !is_index(ctx, ir, v) {
        return false;
    }
    if is_valid_symbol_in(ctx, ir, v, region) {
        return true;
    }
    let Some(op) = ir.defining_op(v) else {
        return is_affine_induction_var(ctx, ir, v);
    };
    match name(ctx, ir, op) {
        "affine.apply" | "affine.delinearize_index" | "affine.linearize_index" => {
            ir.operands(op).all(|o| is_valid_dim_in(ctx, ir, o, region))
        }
        "memref.dim" => is_top_level_value(ctx, ir, ir.operand(op, 0)),
        _ => false,
    }
}

/// `isValidSymbol(value)`.
pub fn is_valid_symbol(ctx: &Context, ir: &Ir, v: Value) -> bool {
    if !is_index(ctx, ir, v) {
        return false;
    }
    if is_top_level_value(ctx, ir, v) {
        return true;
    }
    match ir.defining_op(v) {
        Some(def) => is_valid_symbol_in(ctx, ir, v, affine_scope(ctx, ir, def)),
        None => false,
    }
}

/// The region enclosing `region`'s op, if that op is not isolated.
fn enclosing_region(ctx: &Context, ir: &Ir, region: Option<RegionId>) -> Option<RegionId> {
    let op = ir.region_parent(region?)?;
    if has_trait(ctx, ir, op, Traits::ISOLATED_FROM_ABOVE) {
        return None;
    }
    ir.block_parent(ir.parent_block(op)?)
}

/// `isValidSymbol(value, region)`.
pub fn is_valid_symbol_in(ctx: &Context, ir: &Ir, v: Value, region: Option<RegionId>) -> bool {
    // Walk up while the value is defined outside the region (values
    // dominating a non-isolated region's op stay symbols).
    let mut region = region;
    loop {
        if !is_index(ctx, ir, v) {
            return false;
        }
        if region.is_some() && value_region(ir, v) == region {
            return true;
        }
        let Some(op) = ir.defining_op(v) else {
            match enclosing_region(ctx, ir, region) {
                Some(r) => {
                    region = Some(r);
                    continue;
                }
                None => return false,
            }
        };
        if has_trait(ctx, ir, op, Traits::CONSTANT_LIKE) {
            return true;
        }
        match name(ctx, ir, op) {
            "affine.apply" => {
                return ir
                    .operands(op)
                    .all(|o| is_valid_symbol_in(ctx, ir, o, region))
            }
            "memref.dim" => return is_dim_op_valid_symbol(ctx, ir, op, region),
            _ => {}
        }
        match enclosing_region(ctx, ir, region) {
            Some(r) => region = Some(r),
            None => return false,
        }
    }
}

/// A `memref.dim` is a symbol if its memref is defined at the top level of
/// an affine scope, or is allocated/viewed with a symbol for that size.
fn is_dim_op_valid_symbol(ctx: &Context, ir: &Ir, dim: OpId, region: Option<RegionId>) -> bool {
    let source = ir.operand(dim, 0);
    if is_top_level_value(ctx, ir, source) {
        return true;
    }
    let Some(mut def) = ir.defining_op(source) else {
        return false;
    };
    let Some(index) = ir.operands(dim).nth(1).and_then(|i| {
        super::attr_int(ctx, rmlir_core::rewrite::folder::value_constant(ctx, ir, i))
    }) else {
        return false;
    };
    while name(ctx, ir, def) == "memref.cast" {
        let src = ir.operand(def, 0);
        if matches!(
            ctx.type_kind(ir.value_type(src)),
            TypeKind::UnrankedMemRef { .. }
        ) {
            return false;
        }
        match ir.defining_op(src) {
            Some(d) => def = d,
            None => return false,
        }
    }
    let dyn_sizes: Vec<Value> = match name(ctx, ir, def) {
        "memref.alloc" => {
            let seg = super::ops::segment_sizes(ctx, ir, def);
            let n = seg.first().copied().unwrap_or(0);
            ir.operands(def).take(n).collect()
        }
        "memref.view" => ir.operands(def).skip(2).collect(),
        "memref.subview" => {
            let seg = super::ops::segment_sizes(ctx, ir, def);
            if seg.len() < 4 {
                return false;
            }
            ir.operands(def)
                .skip(seg[0] + seg[1])
                .take(seg[2])
                .collect()
        }
        _ => return false,
    };
    let ty = ir.value_type(ir.result(def, 0));
    let Some(shape) = ctx.type_kind(ty).shape() else {
        return false;
    };
    if index < 0 || index as usize >= shape.len() {
        return false;
    }
    let i = index as usize;
    if shape[i] != DYNAMIC {
        return true;
    }
    let pos = shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
    dyn_sizes
        .get(pos)
        .is_some_and(|&s| is_valid_symbol_in(ctx, ir, s, region))
}
