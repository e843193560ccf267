//! Moving a whole arena into another one: every entity of `src` is
//! appended to `self` with its ids shifted by the arena lengths, a linear
//! pass with no hashing or per-op allocation. The pass manager uses it to
//! put back an isolated op that a worker thread transformed in its own
//! arena (see `rmlir-pass`'s module doc); the parser uses it to gather the
//! top-level ops that worker threads parsed into arenas of their own (see
//! `asm::parser::parallel`).

use super::{
    BlockData, BlockId, Ir, OpData, OpId, RegionData, RegionId, Span, UseLinks, UseRef, Value,
    ValueData, ValueDef,
};

/// How ids of an arena moved by [`Ir::append_arena`] map to the
/// destination: added offsets.
#[derive(Copy, Clone)]
pub struct Shift {
    ops: usize,
    blocks: usize,
    regions: usize,
    values: usize,
    operands: u32,
    successors: u32,
    op_regions: u32,
}

impl Shift {
    /// The id in the destination of op `o` of the moved arena.
    pub fn op(self, o: OpId) -> OpId {
        OpId::from_index(o.index() + self.ops)
    }
    /// The id in the destination of block `b` of the moved arena.
    pub fn block(self, b: BlockId) -> BlockId {
        BlockId::from_index(b.index() + self.blocks)
    }
    fn region(self, r: RegionId) -> RegionId {
        RegionId::from_index(r.index() + self.regions)
    }
    /// The id in the destination of value `v` of the moved arena.
    pub fn value(self, v: Value) -> Value {
        Value::from_index(v.index() + self.values)
    }
    fn use_ref(self, u: UseRef) -> UseRef {
        UseRef {
            op: self.op(u.op),
            index: u.index,
        }
    }
    fn links(self, l: UseLinks) -> UseLinks {
        UseLinks {
            prev: l.prev.map(|u| self.use_ref(u)),
            next: l.next.map(|u| self.use_ref(u)),
        }
    }
}

fn shift_span(s: Span, by: u32) -> Span {
    Span {
        start: s.start + by,
        len: s.len,
    }
}

impl Ir {
    /// Replaces `old` (an op of this arena that nothing outside it uses, such
    /// as an isolated op without results) by `root`, an op of `src`, moving
    /// all of `src` into this arena. `root` must be detached in `src`, and
    /// `src` must hold nothing but `root`'s tree (erased slots are fine).
    /// Returns `root`'s id here. The entities of `old` are erased.
    pub fn transplant_in_place_of(&mut self, old: OpId, src: Ir, root: OpId) -> OpId {
        assert!(
            src.op(root).parent.is_none(),
            "the transplanted op must be detached in its arena"
        );
        let new_root = self.append_arena(src).op(root);
        self.insert_op_before(old, new_root);
        // The replaced op is normally isolated: no use crosses the boundary
        // of its tree, and its slots are freed without unlinking every use.
        if !self.try_erase_closed_tree(old) {
            self.erase_op(old);
        }
        new_root
    }

    /// Moves every entity of `src` (erased slots included, so ids keep
    /// their order) to the end of this arena's tables and returns how ids
    /// map. Entities of `src` only refer to each other, so nothing of this
    /// arena is touched; the caller links the moved ops in where they
    /// belong.
    pub fn append_arena(&mut self, mut src: Ir) -> Shift {
        let shift = Shift {
            ops: self.ops.len(),
            blocks: self.blocks.len(),
            regions: self.regions.len(),
            values: self.values.len(),
            operands: u32::try_from(self.operand_values.len()).expect("operand arena size"),
            successors: u32::try_from(self.op_successors.len()).expect("successor arena size"),
            op_regions: u32::try_from(self.op_regions.len()).expect("region list arena size"),
        };
        // Flat arenas first: their contents only name entities.
        self.operand_values
            .extend(src.operand_values.iter().map(|&v| shift.value(v)));
        self.operand_links
            .extend(src.operand_links.iter().map(|&l| shift.links(l)));
        self.op_successors
            .extend(src.op_successors.iter().map(|&b| shift.block(b)));
        self.succ_links
            .extend(src.succ_links.iter().map(|&l| shift.links(l)));
        self.op_regions
            .extend(src.op_regions.iter().map(|&r| shift.region(r)));
        self.values.extend(src.values.drain(..).map(|v| {
            v.map(|d| ValueData {
                ty: d.ty,
                def: match d.def {
                    ValueDef::Result { op, index } => ValueDef::Result {
                        op: shift.op(op),
                        index,
                    },
                    ValueDef::Arg { block, index } => ValueDef::Arg {
                        block: shift.block(block),
                        index,
                    },
                },
                loc: d.loc,
                first_use: d.first_use.map(|u| shift.use_ref(u)),
            })
        }));
        // Argument and block lists are remapped in place: no allocation.
        self.blocks.extend(src.blocks.drain(..).map(|b| {
            b.map(|mut d| {
                for a in d.args.iter_mut() {
                    *a = shift.value(*a);
                }
                BlockData {
                    args: d.args,
                    first: d.first.map(|o| shift.op(o)),
                    last: d.last.map(|o| shift.op(o)),
                    parent: d.parent.map(|r| shift.region(r)),
                    first_pred: d.first_pred.map(|u| shift.use_ref(u)),
                }
            })
        }));
        self.regions.extend(src.regions.drain(..).map(|r| {
            r.map(|mut d| {
                for b in d.blocks.iter_mut() {
                    *b = shift.block(*b);
                }
                RegionData {
                    blocks: d.blocks,
                    parent: d.parent.map(|o| shift.op(o)),
                }
            })
        }));
        self.ops.extend(src.ops.drain(..).map(|o| {
            o.map(|d| OpData {
                name: d.name,
                loc: d.loc,
                operands: shift_span(d.operands, shift.operands),
                operand_cap: d.operand_cap,
                first_result: d.first_result + shift.values as u32,
                num_results: d.num_results,
                properties: d.properties,
                attrs: d.attrs,
                successors: shift_span(d.successors, shift.successors),
                regions: shift_span(d.regions, shift.op_regions),
                parent: d.parent.map(|b| shift.block(b)),
                prev: d.prev.map(|p| shift.op(p)),
                next: d.next.map(|n| shift.op(n)),
            })
        }));
        shift
    }
}
