//! Memory-slot interfaces of ops, as hooks in their [`OpDef`]: what the
//! `mem2reg` and `sroa` passes ask allocations and memory accesses (MLIR's
//! `MemorySlotInterfaces`: `PromotableAllocationOpInterface`,
//! `PromotableMemOpInterface`, `PromotableOpInterface`,
//! `DestructurableAllocationOpInterface`, `DestructurableAccessorOpInterface`
//! and `SafeMemorySlotAccessOpInterface`).
//!
//! A *memory slot* is a pointer value (an allocation's result) together with
//! the type of what it holds. Hooks that create ops receive a [`Builder`]
//! whose insertion point the pass has set (after the op asked, or at the
//! start of the slot's block, as MLIR does).
//!
//! [`OpDef`]: crate::dialect::OpDef

use crate::context::Context;
use crate::ir::{Builder, Ir, OpId, UseRef, Value};
use crate::{Attribute, Type};

/// A pointer to memory holding one value of `elem_type` (MLIR's
/// `MemorySlot`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemorySlot {
    /// The pointer (usually an allocation's result).
    pub ptr: Value,
    /// The type of the value the slot holds.
    pub elem_type: Type,
}

/// A memory slot whose content is an aggregate of sub-elements, each named
/// by an index attribute (MLIR's `DestructurableMemorySlot`).
#[derive(Clone, Debug)]
pub struct DestructurableMemorySlot {
    /// The whole slot.
    pub slot: MemorySlot,
    /// The type of each sub-element, by index attribute.
    pub subelement_types: Vec<(Attribute, Type)>,
}

impl DestructurableMemorySlot {
    /// Whether `index` names a sub-element.
    pub fn has_index(&self, index: Attribute) -> bool {
        self.subelement_types.iter().any(|&(a, _)| a == index)
    }
}

/// What should happen to an op once its blocking uses are removed (MLIR's
/// `DeletionKind`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DeletionKind {
    /// The op stays.
    Keep,
    /// The pass erases the op.
    Delete,
}

/// An op allocating slots that may be promoted to SSA values (MLIR's
/// `PromotableAllocationOpInterface`).
#[derive(Copy, Clone)]
pub struct PromotableAllocationInterface {
    /// The slots the op allocates that could be promoted.
    pub promotable_slots: fn(&Context, &Ir, OpId) -> Vec<MemorySlot>,
    /// Creates the value a slot holds before anything is stored to it.
    pub default_value: fn(&mut Builder<'_>, OpId, &MemorySlot) -> Value,
    /// Told about a block argument promotion added to carry the slot's value.
    pub handle_block_argument: fn(&mut Builder<'_>, OpId, &MemorySlot, Value),
    /// Called once the slot has no use left, with the default value if one
    /// was created; returns a new allocator to consider, if any.
    pub handle_promotion_complete:
        fn(&mut Builder<'_>, OpId, &MemorySlot, Option<Value>) -> Option<OpId>,
}

/// An op that reads or writes a slot and can be rewritten in terms of the
/// value the slot holds (MLIR's `PromotableMemOpInterface`).
#[derive(Copy, Clone)]
pub struct PromotableMemOpInterface {
    /// Whether the op reads the slot.
    pub loads_from: fn(&Context, &Ir, OpId, &MemorySlot) -> bool,
    /// Whether the op writes the slot.
    pub stores_to: fn(&Context, &Ir, OpId, &MemorySlot) -> bool,
    /// The value the slot holds after the op, given the one before it (only
    /// asked of ops that store to the slot).
    pub get_stored: fn(&mut Builder<'_>, OpId, &MemorySlot, Value) -> Value,
    /// Whether the given uses of the slot (or of values derived from it) can
    /// be removed; may ask for further uses, of the op's results, to be
    /// removed first.
    pub can_uses_be_removed: MemOpCanUsesBeRemovedFn,
    /// Removes the blocking uses, given the value the slot holds at the op.
    pub remove_blocking_uses:
        fn(&mut Builder<'_>, OpId, &MemorySlot, &[UseRef], Value) -> DeletionKind,
}

/// An op that uses a slot (or values derived from it) without touching its
/// memory and can drop those uses (MLIR's `PromotableOpInterface`).
#[derive(Copy, Clone)]
pub struct PromotableOpInterface {
    /// Whether the uses can be removed; may ask for uses of the op's
    /// results to be removed first.
    pub can_uses_be_removed: fn(&Context, &Ir, OpId, &[UseRef], &mut Vec<UseRef>) -> bool,
    /// Removes the blocking uses.
    pub remove_blocking_uses: fn(&mut Builder<'_>, OpId, &[UseRef]) -> DeletionKind,
    /// If set, called after promotion with each store that was removed and
    /// the value it stored (MLIR's `requiresReplacedValues` and
    /// `visitReplacedValues`).
    pub visit_replaced_values: Option<VisitReplacedValuesFn>,
}

/// An op allocating slots that may be split into one slot per sub-element
/// (MLIR's `DestructurableAllocationOpInterface`).
#[derive(Copy, Clone)]
pub struct DestructurableAllocationInterface {
    /// The slots the op allocates that could be split.
    pub destructurable_slots: fn(&Context, &Ir, OpId) -> Vec<DestructurableMemorySlot>,
    /// Creates one slot per used index, in the order of `used`; returns the
    /// slots by index and the new allocators.
    pub destructure: DestructureFn,
    /// Called once the slot has no use left; returns a new allocator to
    /// consider, if any.
    pub handle_destructuring_complete:
        fn(&mut Builder<'_>, OpId, &DestructurableMemorySlot) -> Option<OpId>,
}

/// An op accessing sub-elements of a slot that can be rewired to the
/// sub-element slots (MLIR's `DestructurableAccessorOpInterface`).
#[derive(Copy, Clone)]
pub struct DestructurableAccessorInterface {
    /// Whether the op can be rewired; adds the indices it uses to the list
    /// (without duplicates) and the slots that must then be used safely.
    pub can_rewire: CanRewireFn,
    /// Rewires the op to the sub-element slots.
    pub rewire: RewireFn,
}

/// An op that accesses a slot only within its bounds (MLIR's
/// `SafeMemorySlotAccessOpInterface`).
#[derive(Copy, Clone)]
pub struct SafeMemorySlotAccessInterface {
    /// Whether all the op's accesses to the slot are safe; adds slots that
    /// must in turn be used safely.
    pub ensure_only_safe_accesses:
        fn(&Context, &Ir, OpId, &MemorySlot, &mut Vec<MemorySlot>) -> bool,
}

/// See [`PromotableMemOpInterface::can_uses_be_removed`].
pub type MemOpCanUsesBeRemovedFn =
    fn(&Context, &Ir, OpId, &MemorySlot, &[UseRef], &mut Vec<UseRef>) -> bool;

/// See [`PromotableOpInterface::visit_replaced_values`]: each removed store
/// with the value it stored.
pub type VisitReplacedValuesFn = fn(&mut Builder<'_>, OpId, &[(OpId, Value)]);

/// Sub-element slots by index attribute.
pub type Subslots = Vec<(Attribute, MemorySlot)>;

/// See [`DestructurableAllocationInterface::destructure`].
pub type DestructureFn =
    fn(&mut Builder<'_>, OpId, &DestructurableMemorySlot, &[Attribute]) -> (Subslots, Vec<OpId>);

/// See [`DestructurableAccessorInterface::can_rewire`].
pub type CanRewireFn = fn(
    &Context,
    &Ir,
    OpId,
    &DestructurableMemorySlot,
    &mut Vec<Attribute>,
    &mut Vec<MemorySlot>,
) -> bool;

/// See [`DestructurableAccessorInterface::rewire`].
pub type RewireFn =
    fn(&mut Builder<'_>, OpId, &DestructurableMemorySlot, &Subslots) -> DeletionKind;

/// Adds `index` to `used` unless it is there (the set of used indices keeps
/// insertion order).
pub fn insert_used_index(used: &mut Vec<Attribute>, index: Attribute) {
    if !used.contains(&index) {
        used.push(index);
    }
}
