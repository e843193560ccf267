//! Operations, blocks, regions and SSA values, stored in arenas.
//!
//! One [`Ir`] owns every entity of a top-level operation tree. Entities are
//! named by typed `u32` ids (the Cranelift/naga arena idiom): cheap to copy,
//! compare and store in side tables. Slots of erased entities are never
//! reused, and touching an erased id panics, so a stale id can never silently
//! refer to a different entity.
//!
//! Use-def chains: every operand is linked into a doubly linked list of the
//! uses of its value, threaded through the operand slots themselves
//! ([`UseRef`] = op + operand index), which makes adding, removing and
//! replacing a use O(1) and replace-all-uses O(uses).
//!
//! Operands live outside the ops, in one arena of values and a parallel one
//! of use links; an op holds the range of its slots. An op's operands are
//! thus one slice (no copy to look at them all), and ops stay small. A list
//! that grows moves to fresh slots at the end; the old ones are not reused,
//! like any erased entity's.

mod attrs;
mod build;
mod clone;
mod entity_map;
pub mod equivalence;
mod mutate;
pub mod symbol;
mod transplant;
mod walk;

pub use build::{Builder, InsertPoint, OperationState, StateOperands, StateTypes};
pub use clone::IrMapping;
pub use entity_map::{EntityId, EntityMap};
pub use transplant::Shift;
pub use walk::{WalkOrder, WalkResult};

use crate::context::OpName;
use crate::{Attribute, Type};
use smallvec::SmallVec;

macro_rules! id_type {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        ///
        /// Stored as index + 1 in a `NonZeroU32`, so `Option` of an id (and of
        /// the structs holding one) costs no extra space in the arenas.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub struct $name(std::num::NonZeroU32);
        impl $name {
            /// The id's position in its arena, from 0: the index of its
            /// entry in a side table such as [`EntityMap`].
            #[inline]
            pub fn index(self) -> usize {
                self.0.get() as usize - 1
            }
            #[inline]
            pub(crate) fn from_index(index: usize) -> Self {
                match u32::try_from(index + 1).ok().and_then(std::num::NonZeroU32::new) {
                    Some(n) => $name(n),
                    None => panic!("more than 2^32 - 1 IR entities of one kind"),
                }
            }
        }
        impl EntityId for $name {
            fn index(self) -> usize {
                $name::index(self)
            }
            fn from_index(i: usize) -> Self {
                $name::from_index(i)
            }
        }
    };
}

id_type!(
    /// An operation.
    OpId
);
id_type!(
    /// A block.
    BlockId
);
id_type!(
    /// A region.
    RegionId
);
id_type!(
    /// An SSA value: an op result or a block argument.
    Value
);

/// A use of a value: operand `index` of `op`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct UseRef {
    /// The op using the value.
    pub op: OpId,
    /// Which operand of `op` (for a predecessor edge, which successor).
    pub index: u32,
}

/// The neighbours of an operand slot in its value's use list.
#[derive(Copy, Clone, Debug, Default)]
struct UseLinks {
    prev: Option<UseRef>,
    next: Option<UseRef>,
}

/// Where an op's operands, successors or regions are in their arena.
#[derive(Copy, Clone, Debug, Default)]
struct Span {
    start: u32,
    len: u32,
}

impl Span {
    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// Appends `items` to `arena`, returning where they went.
fn push_span<T: Copy>(arena: &mut Vec<T>, items: &[T]) -> Span {
    let start = arena.len();
    let len = u32::try_from(items.len()).expect("too many entries for one op");
    u32::try_from(start + items.len()).expect("more than 2^32 entries of one kind");
    arena.extend_from_slice(items);
    Span {
        start: start as u32,
        len,
    }
}

/// What defines a value: MLIR's split of `Value` into `OpResult` and
/// `BlockArgument`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result {
        /// The defining op.
        op: OpId,
        /// Which result of `op`, from 0.
        index: u32,
    },
    /// Argument `index` of `block`.
    Arg {
        /// The block the value is an argument of.
        block: BlockId,
        /// Which argument of `block`, from 0.
        index: u32,
    },
}

/// An SSA value's record in the arena (see [`Ir::value`]).
pub struct ValueData {
    /// The value's type (MLIR's `Value::getType`).
    pub ty: Type,
    /// Where the value comes from: which op result or block argument it is.
    pub def: ValueDef,
    /// Location of a block argument (unknown for results, which use their op's).
    pub loc: Attribute,
    first_use: Option<UseRef>,
}

/// An operation's record in the arena (MLIR's `Operation`, see [`Ir::op`]):
/// the fields that can change freely are public; operands, results,
/// successors, regions and placement are read and changed through [`Ir`],
/// which keeps use lists and parent links consistent.
pub struct OpData {
    /// The op's registered or unregistered name, `dialect.op`.
    pub name: OpName,
    /// The op's location attribute (a `loc(...)` attribute; `unknown` when none was given).
    pub loc: Attribute,
    operands: Span,
    /// Slots reserved for the operands from `operands.start` (at least its
    /// length): lists that grow move to twice the room, so appending one
    /// operand at a time is amortized constant.
    operand_cap: u32,
    first_result: u32,
    num_results: u32,
    /// Inherent attributes (MLIR's properties), as one attribute: a dictionary
    /// for registered ops, any attribute for unregistered ones.
    pub properties: Option<Attribute>,
    /// Discardable attributes: always a dictionary attribute.
    pub attrs: Attribute,
    /// In `Ir::op_successors` and `Ir::op_regions` (most ops have none, and
    /// inline lists would cost every op their size).
    successors: Span,
    regions: Span,
    parent: Option<BlockId>,
    prev: Option<OpId>,
    next: Option<OpId>,
}

/// A block's record in the arena: arguments, op list, parent, predecessors.
pub(crate) struct BlockData {
    args: SmallVec<[Value; 2]>,
    first: Option<OpId>,
    last: Option<OpId>,
    parent: Option<RegionId>,
    /// Head of the list of successor slots naming this block (its
    /// predecessors' branch edges), most recent first like MLIR's block use
    /// lists; threaded through `Ir::succ_links`.
    first_pred: Option<UseRef>,
}

/// A region's record in the arena: its blocks and owner.
pub(crate) struct RegionData {
    blocks: Vec<BlockId>,
    parent: Option<OpId>,
}

/// The arena holding an operation tree.
#[derive(Default)]
pub struct Ir {
    ops: Vec<Option<OpData>>,
    blocks: Vec<Option<BlockData>>,
    regions: Vec<Option<RegionData>>,
    values: Vec<Option<ValueData>>,
    /// Operand slots of all ops (see [`OpData`]'s range), and their links.
    operand_values: Vec<Value>,
    operand_links: Vec<UseLinks>,
    op_successors: Vec<BlockId>,
    /// Links of each successor slot in its block's predecessor list.
    succ_links: Vec<UseLinks>,
    op_regions: Vec<RegionId>,
    /// See [`Ir::mark_detached_root`].
    detached_root: bool,
}

const ERASED: &str = "use of an erased IR entity";

impl Ir {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }

    /// An arena sized for about `ops` operations (growing is still possible;
    /// reserving up front avoids copying large arenas while parsing).
    pub fn with_capacity(ops: usize) -> Self {
        Ir {
            ops: Vec::with_capacity(ops),
            blocks: Vec::with_capacity(ops / 16),
            regions: Vec::with_capacity(ops / 16),
            values: Vec::with_capacity(ops),
            operand_values: Vec::with_capacity(ops * 3),
            operand_links: Vec::with_capacity(ops * 3),
            op_successors: Vec::new(),
            succ_links: Vec::new(),
            op_regions: Vec::new(),
            detached_root: false,
        }
    }

    /// Records that this arena holds a copy of an op taken out of its parent
    /// (as a pass manager does to run a pass on a thread of its own): the
    /// copy has no parent here, although the op it stands for has one.
    pub fn mark_detached_root(&mut self) {
        self.detached_root = true;
    }

    /// Whether [`Ir::mark_detached_root`] was called: the root op of this
    /// arena has a parent elsewhere.
    pub fn is_detached_root(&self) -> bool {
        self.detached_root
    }

    // ---- access ----

    /// The data of `op`.
    ///
    /// # Panics
    /// If `op` was erased.
    #[inline]
    pub fn op(&self, op: OpId) -> &OpData {
        self.ops[op.index()].as_ref().expect(ERASED)
    }
    /// The data of `op`, mutably (its name, location and attributes; operands,
    /// results and placement change through the `Ir` methods, which keep use
    /// lists consistent).
    ///
    /// # Panics
    /// If `op` was erased.
    #[inline]
    pub fn op_mut(&mut self, op: OpId) -> &mut OpData {
        self.ops[op.index()].as_mut().expect(ERASED)
    }
    #[inline]
    pub(crate) fn block(&self, b: BlockId) -> &BlockData {
        self.blocks[b.index()].as_ref().expect(ERASED)
    }
    #[inline]
    fn block_mut(&mut self, b: BlockId) -> &mut BlockData {
        self.blocks[b.index()].as_mut().expect(ERASED)
    }
    #[inline]
    pub(crate) fn region(&self, r: RegionId) -> &RegionData {
        self.regions[r.index()].as_ref().expect(ERASED)
    }
    #[inline]
    fn region_mut(&mut self, r: RegionId) -> &mut RegionData {
        self.regions[r.index()].as_mut().expect(ERASED)
    }
    /// The data of `v`: its type, definition and (for block arguments) location.
    ///
    /// # Panics
    /// If `v` was erased.
    #[inline]
    pub fn value(&self, v: Value) -> &ValueData {
        self.values[v.index()].as_ref().expect(ERASED)
    }
    #[inline]
    fn value_mut(&mut self, v: Value) -> &mut ValueData {
        self.values[v.index()].as_mut().expect(ERASED)
    }

    /// Whether `op` names a live op of this arena (false once it was erased, or
    /// if the id is out of range): the one query that is safe on a stale id.
    pub fn is_op_alive(&self, op: OpId) -> bool {
        self.ops.get(op.index()).is_some_and(|o| o.is_some())
    }

    /// How many op slots the arena has, erased ones included: one past the
    /// largest [`OpId::index`], the size of a side table indexed by op.
    pub fn num_op_slots(&self) -> usize {
        self.ops.len()
    }
    /// How many value slots the arena has, erased ones included: the size of a
    /// side table indexed by [`Value::index`].
    pub fn num_value_slots(&self) -> usize {
        self.values.len()
    }
    /// How many block slots the arena has, erased ones included: the size of a
    /// side table indexed by [`BlockId::index`].
    pub fn num_block_slots(&self) -> usize {
        self.blocks.len()
    }

    // ---- op queries ----

    /// The op's name, `dialect.op` (MLIR's `Operation::getName`).
    pub fn op_name(&self, op: OpId) -> OpName {
        self.op(op).name
    }
    /// The operands of `op` in order (see [`Ir::operand_values`] for a slice).
    pub fn operands(&self, op: OpId) -> std::iter::Copied<std::slice::Iter<'_, Value>> {
        self.operand_values(op).iter().copied()
    }
    /// The operands of `op` as a slice.
    #[inline]
    pub fn operand_values(&self, op: OpId) -> &[Value] {
        &self.operand_values[self.op(op).operands.range()]
    }
    /// Operand `i` of `op`.
    ///
    /// # Panics
    /// If `i` is out of range.
    pub fn operand(&self, op: OpId, i: usize) -> Value {
        self.operand_values(op)[i]
    }
    /// How many operands `op` has.
    pub fn num_operands(&self, op: OpId) -> usize {
        self.op(op).operands.len as usize
    }
    /// The results of `op` in order (MLIR's `Operation::getResults`).
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + Clone {
        let d = self.op(op);
        (d.first_result..d.first_result + d.num_results).map(|i| Value::from_index(i as usize))
    }
    /// Result `i` of `op`.
    ///
    /// # Panics
    /// If `i` is out of range.
    pub fn result(&self, op: OpId, i: usize) -> Value {
        let d = self.op(op);
        assert!(i < d.num_results as usize, "result index out of range");
        Value::from_index(d.first_result as usize + i)
    }
    /// How many results `op` has.
    pub fn num_results(&self, op: OpId) -> usize {
        self.op(op).num_results as usize
    }
    /// The successor blocks of `op`, a terminator's branch targets in order.
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        &self.op_successors[self.op(op).successors.range()]
    }
    /// The regions `op` holds, in order.
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        &self.op_regions[self.op(op).regions.range()]
    }
    /// The block holding `op`, `None` while it is detached (or a top-level op).
    pub fn parent_block(&self, op: OpId) -> Option<BlockId> {
        self.op(op).parent
    }
    /// The op whose region holds `op` (MLIR's `Operation::getParentOp`), `None`
    /// for a detached or top-level op.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let b = self.op(op).parent?;
        self.block_parent_op(b)
    }
    /// The op after `op` in its block, `None` if it is the last (or detached).
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).next
    }
    /// The op before `op` in its block, `None` if it is the first (or detached).
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).prev
    }

    // ---- block / region queries ----

    /// The arguments of block `b`, in order.
    pub fn block_args(&self, b: BlockId) -> &[Value] {
        &self.block(b).args
    }
    /// The region holding `b`, `None` while it is detached.
    pub fn block_parent(&self, b: BlockId) -> Option<RegionId> {
        self.block(b).parent
    }
    /// The op whose region holds `b` (MLIR's `Block::getParentOp`), `None` if
    /// `b` or its region is detached.
    pub fn block_parent_op(&self, b: BlockId) -> Option<OpId> {
        self.region(self.block(b).parent?).parent
    }
    /// The first op of `b`, `None` if it is empty.
    pub fn first_op(&self, b: BlockId) -> Option<OpId> {
        self.block(b).first
    }
    /// The last op of `b` (its terminator, in a well-formed block), `None` if it
    /// is empty.
    pub fn last_op(&self, b: BlockId) -> Option<OpId> {
        self.block(b).last
    }
    /// The ops of `b` in order (the iterator borrows the arena: collect the
    /// ops first to change the block while going over them).
    pub fn block_ops(&self, b: BlockId) -> BlockOps<'_> {
        BlockOps {
            ir: self,
            next: self.block(b).first,
        }
    }
    /// Whether `b` holds no op.
    pub fn is_block_empty(&self, b: BlockId) -> bool {
        self.block(b).first.is_none()
    }
    /// The blocks of region `r` in order; the first is its entry block.
    pub fn region_blocks(&self, r: RegionId) -> &[BlockId] {
        &self.region(r).blocks
    }
    /// The op holding region `r`, `None` while it is detached.
    pub fn region_parent(&self, r: RegionId) -> Option<OpId> {
        self.region(r).parent
    }
    /// Position of `b` in its region, `None` if it is detached. Linear in the
    /// number of blocks before it.
    pub fn block_index_in_region(&self, b: BlockId) -> Option<usize> {
        let r = self.block(b).parent?;
        self.region(r).blocks.iter().position(|&x| x == b)
    }

    // ---- values ----

    /// The type of `v`.
    pub fn value_type(&self, v: Value) -> Type {
        self.value(v).ty
    }
    /// Changes the type of `v` in place (as MLIR's `Value::setType`); users are
    /// not re-verified.
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.value_mut(v).ty = ty;
    }
    /// Sets the location of block argument `v` (results use their op's
    /// location, so this is meaningless for them).
    pub fn set_value_loc(&mut self, v: Value, loc: Attribute) {
        self.value_mut(v).loc = loc;
    }
    /// The op `v` is a result of, `None` for a block argument (MLIR's
    /// `Value::getDefiningOp`).
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match self.value(v).def {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::Arg { .. } => None,
        }
    }
    /// The block a value is defined in (its op's block, or its own block).
    pub fn value_block(&self, v: Value) -> Option<BlockId> {
        match self.value(v).def {
            ValueDef::Result { op, .. } => self.op(op).parent,
            ValueDef::Arg { block, .. } => Some(block),
        }
    }
    /// The uses of `v`, most recent first as MLIR's use lists (the iterator
    /// borrows the arena: collect the uses first to rewrite them).
    pub fn uses(&self, v: Value) -> Uses<'_> {
        Uses {
            ir: self,
            next: self.value(v).first_use,
        }
    }
    /// Whether `v` has any use.
    pub fn has_uses(&self, v: Value) -> bool {
        self.value(v).first_use.is_some()
    }

    // ---- creation ----

    fn new_value(&mut self, ty: Type, def: ValueDef, loc: Attribute) -> Value {
        let v = Value::from_index(self.values.len());
        self.values.push(Some(ValueData {
            ty,
            def,
            loc,
            first_use: None,
        }));
        v
    }

    /// Creates an empty detached region; [`Ir::create_op`] gives it an owner.
    pub fn new_region(&mut self) -> RegionId {
        let r = RegionId::from_index(self.regions.len());
        self.regions.push(Some(RegionData {
            blocks: Vec::new(),
            parent: None,
        }));
        r
    }

    /// Creates an empty detached block with no arguments; add it to a region
    /// with [`Ir::append_block`] or [`Ir::insert_block`].
    pub fn new_block(&mut self) -> BlockId {
        let b = BlockId::from_index(self.blocks.len());
        self.blocks.push(Some(BlockData {
            args: SmallVec::new(),
            first: None,
            last: None,
            parent: None,
            first_pred: None,
        }));
        b
    }

    /// Appends an argument of type `ty` at location `loc` to `b`, returning it.
    pub fn add_block_arg(&mut self, b: BlockId, ty: Type, loc: Attribute) -> Value {
        let index = self.block(b).args.len() as u32;
        let v = self.new_value(ty, ValueDef::Arg { block: b, index }, loc);
        self.block_mut(b).args.push(v);
        v
    }

    /// Removes argument `i` of `b`, which must have no uses.
    pub fn erase_block_arg(&mut self, b: BlockId, i: usize) {
        let v = self.block_mut(b).args.remove(i);
        assert!(
            !self.has_uses(v),
            "erasing a block argument that still has uses"
        );
        self.values[v.index()] = None;
        let args = self.block(b).args.clone();
        for (j, a) in args.iter().enumerate().skip(i) {
            self.value_mut(*a).def = ValueDef::Arg {
                block: b,
                index: j as u32,
            };
        }
    }

    /// Appends the detached block `b` to region `r`.
    ///
    /// # Panics
    /// If `b` is already in a region.
    pub fn append_block(&mut self, r: RegionId, b: BlockId) {
        assert!(self.block(b).parent.is_none(), "block already in a region");
        self.block_mut(b).parent = Some(r);
        self.region_mut(r).blocks.push(b);
    }

    /// Inserts the detached block `b` at position `pos` of region `r`.
    ///
    /// # Panics
    /// If `b` is already in a region, or `pos` is past the end.
    pub fn insert_block(&mut self, r: RegionId, pos: usize, b: BlockId) {
        assert!(self.block(b).parent.is_none(), "block already in a region");
        self.block_mut(b).parent = Some(r);
        self.region_mut(r).blocks.insert(pos, b);
    }

    /// Creates a detached operation from `state`.
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        let id = OpId::from_index(self.ops.len());
        let first_result = self.values.len() as u32;
        let num_results = state.result_types.len() as u32;
        for (i, ty) in state.result_types.iter().enumerate() {
            self.new_value(
                *ty,
                ValueDef::Result {
                    op: id,
                    index: i as u32,
                },
                state.loc,
            );
        }
        for &r in &state.regions {
            assert!(
                self.region(r).parent.is_none(),
                "region already owned by an op"
            );
            self.region_mut(r).parent = Some(id);
        }
        self.ops.push(Some(OpData {
            name: state.name,
            loc: state.loc,
            operands: Span::default(),
            operand_cap: 0,
            first_result,
            num_results,
            properties: state.properties,
            attrs: state.attrs,
            successors: push_span(&mut self.op_successors, &state.successors),
            regions: push_span(&mut self.op_regions, &state.regions),
            parent: None,
            prev: None,
            next: None,
        }));
        self.set_operands(id, &state.operands);
        self.succ_links
            .resize(self.op_successors.len(), UseLinks::default());
        for index in 0..state.successors.len() as u32 {
            self.link_succ(UseRef { op: id, index });
        }
        id
    }

    // ---- predecessor lists ----

    fn succ_slot(&self, u: UseRef) -> usize {
        let r = self.op(u.op).successors;
        debug_assert!(u.index < r.len);
        (r.start + u.index) as usize
    }

    fn link_succ(&mut self, u: UseRef) {
        let slot = self.succ_slot(u);
        let b = self.op_successors[slot];
        let head = self.block(b).first_pred;
        self.succ_links[slot] = UseLinks {
            prev: None,
            next: head,
        };
        if let Some(h) = head {
            let h = self.succ_slot(h);
            self.succ_links[h].prev = Some(u);
        }
        self.block_mut(b).first_pred = Some(u);
    }

    fn unlink_succ(&mut self, u: UseRef) {
        let slot = self.succ_slot(u);
        let b = self.op_successors[slot];
        let UseLinks { prev, next } = self.succ_links[slot];
        match prev {
            Some(p) => {
                let p = self.succ_slot(p);
                self.succ_links[p].next = next;
            }
            None => {
                // The block may already be gone when a branch to an erased
                // block is erased after it.
                if let Some(Some(bd)) = self.blocks.get_mut(b.index()) {
                    bd.first_pred = next;
                }
            }
        }
        if let Some(n) = next {
            let n = self.succ_slot(n);
            self.succ_links[n].prev = prev;
        }
    }

    /// The branch edges into `b` (terminator, successor index), most recent
    /// first (MLIR's predecessor order).
    pub fn block_pred_edges(&self, b: BlockId) -> PredEdges<'_> {
        PredEdges {
            ir: self,
            next: self.block(b).first_pred,
        }
    }

    // ---- use lists ----

    /// Index of the operand slot `u` in the operand arenas.
    fn slot(&self, u: UseRef) -> usize {
        let r = self.op(u.op).operands;
        debug_assert!(u.index < r.len);
        (r.start + u.index) as usize
    }

    fn link_use(&mut self, u: UseRef) {
        let slot = self.slot(u);
        let v = self.operand_values[slot];
        let head = self.value(v).first_use;
        self.operand_links[slot] = UseLinks {
            prev: None,
            next: head,
        };
        if let Some(h) = head {
            let h = self.slot(h);
            self.operand_links[h].prev = Some(u);
        }
        self.value_mut(v).first_use = Some(u);
    }

    fn unlink_use(&mut self, u: UseRef) {
        let slot = self.slot(u);
        let value = self.operand_values[slot];
        let UseLinks { prev, next } = self.operand_links[slot];
        match prev {
            Some(p) => {
                let p = self.slot(p);
                self.operand_links[p].next = next;
            }
            None => self.value_mut(value).first_use = next,
        }
        if let Some(n) = next {
            let n = self.slot(n);
            self.operand_links[n].prev = prev;
        }
    }

    /// Replaces the whole operand list of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        // Every operand is unlinked and linked again, even one that keeps
        // its value, as MLIR's `setOperands` does: the order of use lists
        // (which rewrites may observe) then matches MLIR's.
        let old = self.op(op).operands;
        for i in 0..old.len {
            self.unlink_use(UseRef { op, index: i });
        }
        let cap = self.op(op).operand_cap.max(old.len) as usize;
        let n = values.len();
        let start = if n <= cap {
            old.start as usize
        } else {
            // Fresh slots with twice the room, so that a list grown one
            // operand at a time moves O(log n) times, not n.
            let new_cap = n.max(2 * cap);
            let start = self.operand_values.len();
            u32::try_from(start + new_cap).expect("more than 2^32 operand slots");
            self.operand_values.resize(start + new_cap, values[0]);
            self.operand_links
                .resize(self.operand_values.len(), UseLinks::default());
            self.op_mut(op).operand_cap = new_cap as u32;
            start
        };
        self.operand_values[start..start + n].copy_from_slice(values);
        self.op_mut(op).operands = Span {
            start: start as u32,
            len: u32::try_from(n).expect("too many operands for one op"),
        };
        for index in 0..n as u32 {
            self.link_use(UseRef { op, index });
        }
    }

    /// Sets operand `i` of `op` to `v`, moving the use from the old value's
    /// use list to `v`'s.
    ///
    /// # Panics
    /// If `i` is out of range.
    pub fn set_operand(&mut self, op: OpId, i: usize, v: Value) {
        let u = UseRef {
            op,
            index: i as u32,
        };
        self.unlink_use(u);
        let slot = self.slot(u);
        self.operand_values[slot] = v;
        self.link_use(u);
    }

    /// Makes every use of `from` a use of `to`.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self.value(from).first_use {
            self.set_operand(u.op, u.index as usize, to);
        }
    }

    /// Sets successor `i` of `op` to `b`, moving the edge to `b`'s predecessor
    /// list.
    ///
    /// # Panics
    /// If `i` is out of range.
    pub fn set_successor(&mut self, op: OpId, i: usize, b: BlockId) {
        let span = self.op(op).successors;
        assert!(i < span.len as usize, "successor index out of range");
        let u = UseRef {
            op,
            index: i as u32,
        };
        self.unlink_succ(u);
        self.op_successors[span.start as usize + i] = b;
        self.link_succ(u);
    }

    // ---- placement ----

    fn link_op(&mut self, op: OpId, block: BlockId, prev: Option<OpId>, next: Option<OpId>) {
        assert!(self.op(op).parent.is_none(), "op is already in a block");
        {
            let d = self.op_mut(op);
            d.parent = Some(block);
            d.prev = prev;
            d.next = next;
        }
        match prev {
            Some(p) => self.op_mut(p).next = Some(op),
            None => self.block_mut(block).first = Some(op),
        }
        match next {
            Some(n) => self.op_mut(n).prev = Some(op),
            None => self.block_mut(block).last = Some(op),
        }
    }

    /// Appends the detached `op` at the end of `block`.
    ///
    /// # Panics
    /// If `op` is already in a block.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        let last = self.block(block).last;
        self.link_op(op, block, last, None);
    }

    /// Inserts the detached `op` at the start of `block`.
    ///
    /// # Panics
    /// If `op` is already in a block.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        let first = self.block(block).first;
        self.link_op(op, block, None, first);
    }

    /// Inserts the detached `op` right before `anchor`.
    ///
    /// # Panics
    /// If `op` is already in a block or `anchor` is not in one.
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) {
        let block = self.op(anchor).parent.expect("anchor op is not in a block");
        let prev = self.op(anchor).prev;
        self.link_op(op, block, prev, Some(anchor));
    }

    /// Inserts the detached `op` right after `anchor`.
    ///
    /// # Panics
    /// If `op` is already in a block or `anchor` is not in one.
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) {
        let block = self.op(anchor).parent.expect("anchor op is not in a block");
        let next = self.op(anchor).next;
        self.link_op(op, block, Some(anchor), next);
    }

    /// Unlinks `op` from its block, keeping it (and its uses) alive.
    pub fn detach_op(&mut self, op: OpId) {
        let Some(block) = self.op(op).parent else {
            return;
        };
        let (prev, next) = (self.op(op).prev, self.op(op).next);
        match prev {
            Some(p) => self.op_mut(p).next = next,
            None => self.block_mut(block).first = next,
        }
        match next {
            Some(n) => self.op_mut(n).prev = prev,
            None => self.block_mut(block).last = prev,
        }
        let d = self.op_mut(op);
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    /// Moves `op` right before `anchor` (possibly into another block).
    ///
    /// # Panics
    /// If `anchor` is `op` or nested in it: an op cannot be moved into its
    /// own body.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        assert!(
            !self.is_ancestor(op, anchor),
            "cannot move an op before itself or into its own body"
        );
        self.detach_op(op);
        self.insert_op_before(anchor, op);
    }

    /// Moves `op` to the end of `block` (possibly from another block).
    ///
    /// # Panics
    /// If `block` is nested in `op`: an op cannot be moved into its own
    /// body.
    pub fn move_op_to_end(&mut self, op: OpId, block: BlockId) {
        let inside = self
            .block_parent_op(block)
            .is_some_and(|p| self.is_ancestor(op, p));
        assert!(!inside, "cannot move an op into its own body");
        self.detach_op(op);
        self.append_op(block, op);
    }

    /// Erases `op` and everything nested in it. Its results must have no uses
    /// outside the erased tree.
    pub fn erase_op(&mut self, op: OpId) {
        self.detach_op(op);
        // Collect the whole tree first, then drop uses, then free slots: uses
        // between ops of the tree are fine, uses from outside are a bug.
        let mut tree: SmallVec<[OpId; 4]> = SmallVec::new();
        if self.regions(op).is_empty() {
            // Most erased ops have no body: no walk needed to find it.
            tree.push(op);
        } else {
            self.walk(op, WalkOrder::PreOrder, &mut |_, o| tree.push(o));
        }
        for &o in &tree {
            for index in 0..self.op(o).operands.len {
                self.unlink_use(UseRef { op: o, index });
            }
            self.op_mut(o).operands.len = 0;
            for index in 0..self.op(o).successors.len {
                self.unlink_succ(UseRef { op: o, index });
            }
            self.op_mut(o).successors.len = 0;
        }
        self.free_tree(&tree, true);
    }

    /// Frees the slots of `tree` (ops collected by a pre-order walk) and of
    /// their results, regions, blocks and block arguments. With `check`,
    /// a result that still has uses is a bug (uses from outside the tree).
    fn free_tree(&mut self, tree: &[OpId], check: bool) {
        for &o in tree {
            for i in 0..self.num_results(o) {
                let v = self.result(o, i);
                assert!(
                    !check || !self.has_uses(v),
                    "erasing an op whose result still has uses"
                );
                self.values[v.index()] = None;
            }
            if self.regions(o).is_empty() {
                continue;
            }
            for r in self.regions(o).to_vec() {
                for b in self.region(r).blocks.clone() {
                    for a in self.block(b).args.clone() {
                        self.values[a.index()] = None;
                    }
                    self.blocks[b.index()] = None;
                }
                self.regions[r.index()] = None;
            }
        }
        for &o in tree {
            self.ops[o.index()] = None;
        }
    }

    /// [`Ir::erase_op`] for an op whose tree is closed: no operand or
    /// successor inside it names a value or block outside it, and the op
    /// has no results (an isolated op such as a function). Its use lists
    /// then stay inside the tree, so its slots are freed without unlinking
    /// each use. Returns false, erasing nothing, if the tree is not closed.
    pub(crate) fn try_erase_closed_tree(&mut self, op: OpId) -> bool {
        if self.num_results(op) != 0 {
            return false;
        }
        let mut tree: SmallVec<[OpId; 16]> = SmallVec::new();
        self.walk(op, WalkOrder::PreOrder, &mut |_, o| tree.push(o));
        let mut in_ops = crate::support::scratch::SlotTable::new();
        let mut in_blocks = crate::support::scratch::SlotTable::new();
        for &o in &tree {
            in_ops.set(o.index(), 1);
            for &r in self.regions(o) {
                for &b in self.region_blocks(r) {
                    in_blocks.set(b.index(), 1);
                }
            }
        }
        let inside = |ir: &Ir, v: Value| match ir.value(v).def {
            ValueDef::Result { op, .. } => in_ops.get(op.index()) != 0,
            ValueDef::Arg { block, .. } => in_blocks.get(block.index()) != 0,
        };
        let closed = tree.iter().all(|&o| {
            self.operand_values(o).iter().all(|&v| inside(self, v))
                && self
                    .successors(o)
                    .iter()
                    .all(|b| in_blocks.get(b.index()) != 0)
        });
        if !closed {
            return false;
        }
        self.detach_op(op);
        // Uses stay inside the tree: its values' use lists go with it.
        self.free_tree(&tree, false);
        true
    }

    /// Erases a block (and its ops) from its region.
    pub fn erase_block(&mut self, b: BlockId) {
        while let Some(op) = self.block(b).last {
            self.erase_op(op);
        }
        if let Some(r) = self.block(b).parent {
            self.region_mut(r).blocks.retain(|&x| x != b);
        }
        for a in self.block(b).args.clone() {
            self.values[a.index()] = None;
        }
        self.blocks[b.index()] = None;
    }

    /// The ancestor of `op` (or `op` itself) whose parent block is `b`, if
    /// any (MLIR's `Block::findAncestorOpInBlock`).
    pub fn ancestor_in_block(&self, b: BlockId, op: OpId) -> Option<OpId> {
        let mut cur = op;
        loop {
            if self.parent_block(cur) == Some(b) {
                return Some(cur);
            }
            cur = self.parent_op(cur)?;
        }
    }

    /// Whether `a` comes strictly before `b`, two ops of the same block
    /// (MLIR's `Operation::isBeforeInBlock`). Walks the block from `a`: linear
    /// in the distance between them.
    pub fn is_before_in_block(&self, a: OpId, b: OpId) -> bool {
        let mut cur = self.next_op(a);
        while let Some(o) = cur {
            if o == b {
                return true;
            }
            cur = self.next_op(o);
        }
        false
    }

    /// Whether `ancestor` is `op` or contains it.
    pub fn is_ancestor(&self, ancestor: OpId, mut op: OpId) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    /// Position of each op of `b` in block order (for dominance queries).
    pub fn op_positions(&self, b: BlockId) -> impl Iterator<Item = (OpId, usize)> + '_ {
        self.block_ops(b).enumerate().map(|(i, o)| (o, i))
    }
}

/// The ops of a block in order (see [`Ir::block_ops`]).
pub struct BlockOps<'a> {
    ir: &'a Ir,
    next: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let cur = self.next?;
        self.next = self.ir.op(cur).next;
        Some(cur)
    }
}

/// The branch edges into a block (see [`Ir::block_pred_edges`]).
pub struct PredEdges<'a> {
    ir: &'a Ir,
    next: Option<UseRef>,
}

impl Iterator for PredEdges<'_> {
    type Item = UseRef;
    fn next(&mut self) -> Option<UseRef> {
        let cur = self.next?;
        self.next = self.ir.succ_links[self.ir.succ_slot(cur)].next;
        Some(cur)
    }
}

/// The uses of a value, most recent first (see [`Ir::uses`]).
pub struct Uses<'a> {
    ir: &'a Ir,
    next: Option<UseRef>,
}

impl Iterator for Uses<'_> {
    type Item = UseRef;
    fn next(&mut self) -> Option<UseRef> {
        let cur = self.next?;
        self.next = self.ir.operand_links[self.ir.slot(cur)].next;
        Some(cur)
    }
}
