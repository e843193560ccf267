//! Memory-slot interfaces of `memref.alloca`, `memref.load` and
//! `memref.store` (MLIR 22's `MemRefMemorySlot.cpp`), which `mem2reg` and
//! `sroa` use:
//!
//! - a static-shape `memref.alloca` holding exactly one element is a
//!   promotable slot whose default content is `ub.poison`;
//! - a static-shape `memref.alloca` of 2 to 16 elements is destructurable,
//!   its sub-elements indexed by `[i, j, ...]` arrays of `index` attributes,
//!   each becoming a rank-0 `memref.alloca` of the element type;
//! - loads and stores of the slot itself are promotable, and those whose
//!   indices are all in-bounds constants can be rewired to a sub-element.

use rmlir_core::builtin_types::memref_type;
use rmlir_core::dialect::MemorySlotHooks;
use rmlir_core::ir::{Builder, Ir, OpId, OperationState, UseRef, Value};
use rmlir_core::memory_slot::{
    insert_used_index, DeletionKind, DestructurableAccessorInterface,
    DestructurableAllocationInterface, DestructurableMemorySlot, MemorySlot,
    PromotableAllocationInterface, PromotableMemOpInterface,
};
use rmlir_core::rewrite::folder::value_constant;
use rmlir_core::{AttrKind, Attribute, Context, Type, TypeKind};

/// Sub-element count above which an alloca is not destructured.
const MAX_DESTRUCTURED_ELEMENTS: i64 = 16;

/// The hooks of `memref.alloca`.
pub const ALLOCA_HOOKS: MemorySlotHooks = MemorySlotHooks {
    promotable_allocation: Some(PromotableAllocationInterface {
        promotable_slots: alloca_promotable_slots,
        default_value: alloca_default_value,
        handle_block_argument: |_, _, _, _| {},
        handle_promotion_complete: alloca_promotion_complete,
    }),
    destructurable_allocation: Some(DestructurableAllocationInterface {
        destructurable_slots: alloca_destructurable_slots,
        destructure: alloca_destructure,
        handle_destructuring_complete: |b, op, _| {
            if !b.ir.has_uses(b.ir.result(op, 0)) {
                b.ir.erase_op(op);
            }
            None
        },
    }),
    ..MemorySlotHooks::NONE
};

/// The hooks of `memref.load`.
pub const LOAD_HOOKS: MemorySlotHooks = MemorySlotHooks {
    promotable_mem_op: Some(PromotableMemOpInterface {
        loads_from: |_, ir, op, slot| ir.operand(op, 0) == slot.ptr,
        stores_to: |_, _, _, _| false,
        // Never asked: a load does not store.
        get_stored: |_, _, _, reaching| reaching,
        can_uses_be_removed: load_can_uses_be_removed,
        remove_blocking_uses: |b, op, _, _, reaching| {
            let r = b.ir.result(op, 0);
            b.ir.replace_all_uses(r, reaching);
            DeletionKind::Delete
        },
    }),
    destructurable_accessor: Some(DestructurableAccessorInterface {
        can_rewire: |ctx, ir, op, slot, used, _| {
            if ir.operand(op, 0) != slot.slot.ptr {
                return false;
            }
            let Some(index) = constant_index(ctx, ir, op, 0) else {
                return false;
            };
            insert_used_index(used, index);
            true
        },
        rewire: |b, op, _, subslots| rewire_access(b, op, 0, subslots),
    }),
    ..MemorySlotHooks::NONE
};

/// The hooks of `memref.store`.
pub const STORE_HOOKS: MemorySlotHooks = MemorySlotHooks {
    promotable_mem_op: Some(PromotableMemOpInterface {
        loads_from: |_, _, _, _| false,
        stores_to: |_, ir, op, slot| ir.operand(op, 1) == slot.ptr,
        get_stored: |b, op, _, _| b.ir.operand(op, 0),
        can_uses_be_removed: store_can_uses_be_removed,
        remove_blocking_uses: |_, _, _, _, _| DeletionKind::Delete,
    }),
    destructurable_accessor: Some(DestructurableAccessorInterface {
        can_rewire: |ctx, ir, op, slot, used, _| {
            if ir.operand(op, 1) != slot.slot.ptr || ir.operand(op, 0) == slot.slot.ptr {
                return false;
            }
            let Some(index) = constant_index(ctx, ir, op, 1) else {
                return false;
            };
            if !slot.has_index(index) {
                return false;
            }
            insert_used_index(used, index);
            true
        },
        rewire: |b, op, _, subslots| rewire_access(b, op, 1, subslots),
    }),
    ..MemorySlotHooks::NONE
};

/// The static shape and element type of a ranked memref type.
fn static_shape(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, element, .. } if shape.iter().all(|&d| d >= 0) => {
            Some((shape.to_vec(), *element))
        }
        _ => None,
    }
}

/// The number of elements of `shape`, `None` on overflow.
fn num_elements(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d))
}

fn alloca_promotable_slots(ctx: &Context, ir: &Ir, op: OpId) -> Vec<MemorySlot> {
    let ptr = ir.result(op, 0);
    match static_shape(ctx, ir.value_type(ptr)) {
        Some((shape, elem)) if num_elements(&shape) == Some(1) => vec![MemorySlot {
            ptr,
            elem_type: elem,
        }],
        _ => Vec::new(),
    }
}

fn alloca_default_value(b: &mut Builder<'_>, op: OpId, slot: &MemorySlot) -> Value {
    let ctx = b.ctx;
    let loc = b.ir.op(op).loc;
    let st = OperationState::constant(
        ctx,
        "ub.poison",
        crate::ub::poison_attr(ctx),
        slot.elem_type,
        loc,
    );
    let p = b.create(st);
    b.ir.result(p, 0)
}

fn alloca_promotion_complete(
    b: &mut Builder<'_>,
    op: OpId,
    _: &MemorySlot,
    default: Option<Value>,
) -> Option<OpId> {
    if let Some(d) = default {
        if !b.ir.has_uses(d) {
            if let Some(p) = b.ir.defining_op(d) {
                b.ir.erase_op(p);
            }
        }
    }
    if !b.ir.has_uses(b.ir.result(op, 0)) {
        b.ir.erase_op(op);
    }
    None
}

/// The single blocking use must be the accessed memref, the slot itself.
fn single_slot_use(
    ir: &Ir,
    op: OpId,
    slot: &MemorySlot,
    blocking: &[UseRef],
    memref: usize,
) -> bool {
    blocking.len() == 1
        && ir.operand(op, blocking[0].index as usize) == slot.ptr
        && ir.operand(op, memref) == slot.ptr
}

fn load_can_uses_be_removed(
    _: &Context,
    ir: &Ir,
    op: OpId,
    slot: &MemorySlot,
    blocking: &[UseRef],
    _: &mut Vec<UseRef>,
) -> bool {
    single_slot_use(ir, op, slot, blocking, 0) && ir.value_type(ir.result(op, 0)) == slot.elem_type
}

fn store_can_uses_be_removed(
    _: &Context,
    ir: &Ir,
    op: OpId,
    slot: &MemorySlot,
    blocking: &[UseRef],
    _: &mut Vec<UseRef>,
) -> bool {
    let value = ir.operand(op, 0);
    single_slot_use(ir, op, slot, blocking, 1)
        && value != slot.ptr
        && ir.value_type(value) == slot.elem_type
}

/// Every index of the shape, as `[i, j, ...]` arrays of `index` attributes,
/// the first dimension varying fastest (the order MLIR walks them in).
fn all_indices(ctx: &Context, shape: &[i64]) -> Vec<Attribute> {
    let mut out = Vec::new();
    let mut cur = vec![0i64; shape.len()];
    loop {
        let elems: Vec<Attribute> = cur.iter().map(|&i| ctx.index_attr(i)).collect();
        out.push(ctx.array_attr(&elems));
        let mut advanced = false;
        for (c, &d) in cur.iter_mut().zip(shape) {
            *c += 1;
            if *c < d {
                advanced = true;
                break;
            }
            *c = 0;
        }
        if !advanced {
            return out;
        }
    }
}

fn alloca_destructurable_slots(ctx: &Context, ir: &Ir, op: OpId) -> Vec<DestructurableMemorySlot> {
    let ptr = ir.result(op, 0);
    let ty = ir.value_type(ptr);
    let Some((shape, elem)) = static_shape(ctx, ty) else {
        return Vec::new();
    };
    match num_elements(&shape) {
        Some(n) if n != 1 && n <= MAX_DESTRUCTURED_ELEMENTS => {}
        _ => return Vec::new(),
    }
    let subelement_types = all_indices(ctx, &shape)
        .into_iter()
        .map(|a| (a, elem))
        .collect();
    vec![DestructurableMemorySlot {
        slot: MemorySlot { ptr, elem_type: ty },
        subelement_types,
    }]
}

fn alloca_destructure(
    b: &mut Builder<'_>,
    op: OpId,
    slot: &DestructurableMemorySlot,
    used: &[Attribute],
) -> (Vec<(Attribute, MemorySlot)>, Vec<OpId>) {
    let ctx = b.ctx;
    let loc = b.ir.op(op).loc;
    let mut slots = Vec::new();
    let mut allocators = Vec::new();
    let point = match (b.ir.next_op(op), b.ir.parent_block(op)) {
        (Some(n), _) => rmlir_core::ir::InsertPoint::Before(n),
        (None, Some(block)) => rmlir_core::ir::InsertPoint::End(block),
        (None, None) => return (slots, allocators),
    };
    b.set_insertion_point(point);
    for &index in used {
        let Some(&(_, elem)) = slot.subelement_types.iter().find(|(a, _)| *a == index) else {
            continue;
        };
        let Ok(ty) = memref_type(ctx, Some(&[]), elem, None, None) else {
            continue;
        };
        let parts = rmlir_ods::typed::OpParts {
            operands: &[&[], &[]],
            result_types: Some(&[ty]),
            attrs: &[],
            successors: &[],
        };
        let Ok(st) = rmlir_ods::typed::build_state(ctx, &super::alloc::ALLOCA, loc, parts, b.ir)
        else {
            continue;
        };
        let new = b.create(st);
        allocators.push(new);
        slots.push((
            index,
            MemorySlot {
                ptr: b.ir.result(new, 0),
                elem_type: elem,
            },
        ));
    }
    (slots, allocators)
}

/// The index `op` accesses (its operands after `memref`) as an array of
/// attributes, if every index is a constant within the static shape.
fn constant_index(ctx: &Context, ir: &Ir, op: OpId, memref: usize) -> Option<Attribute> {
    let ty = ir.value_type(ir.operand(op, memref));
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ty) else {
        return None;
    };
    let ops = ir.operand_values(op);
    let indices = ops.get(memref + 1..)?;
    let mut out = Vec::with_capacity(indices.len());
    for (&v, &d) in indices.iter().zip(shape.iter()) {
        let a = value_constant(ctx, ir, v)?;
        let AttrKind::Integer { value, .. } = ctx.attr_kind(a) else {
            return None;
        };
        let c = value.as_u64()?;
        if d < 0 || c >= d as u64 {
            return None;
        }
        out.push(a);
    }
    Some(ctx.array_attr(&out))
}

/// Points a load or store at the sub-element slot of its index and drops
/// the indices.
fn rewire_access(
    b: &mut Builder<'_>,
    op: OpId,
    memref: usize,
    subslots: &[(Attribute, MemorySlot)],
) -> DeletionKind {
    let ctx = b.ctx;
    let Some(index) = constant_index(ctx, b.ir, op, memref) else {
        return DeletionKind::Keep;
    };
    let Some((_, sub)) = subslots.iter().find(|(a, _)| *a == index) else {
        return DeletionKind::Keep;
    };
    let mut operands: Vec<Value> = b.ir.operand_values(op)[..memref].to_vec();
    operands.push(sub.ptr);
    b.ir.set_operands(op, &operands);
    DeletionKind::Keep
}
