//! Deep copies of operations with value and block remapping.

use super::{BlockId, Ir, OpId, OperationState, RegionId, Value};
use rustc_hash::FxHashMap;

/// Old-to-new value and block correspondences built up by cloning.
#[derive(Default)]
pub struct IrMapping {
    /// Each original value and the value standing for it in the copy.
    pub values: FxHashMap<Value, Value>,
    /// Each original block and the block standing for it in the copy.
    pub blocks: FxHashMap<BlockId, BlockId>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }
    /// Maps `from` to `to`.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }
    /// Maps block `from` to `to`.
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }
    /// What `v` maps to, or `v` itself.
    pub fn lookup_value(&self, v: Value) -> Value {
        *self.values.get(&v).unwrap_or(&v)
    }
    /// What `b` maps to, or `b` itself.
    pub fn lookup_block(&self, b: BlockId) -> BlockId {
        *self.blocks.get(&b).unwrap_or(&b)
    }
}

impl Ir {
    /// Clones `op` (detached) with everything nested in it. Operands defined
    /// outside the cloned tree are kept unless `map` remaps them.
    pub fn clone_op(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.clone_op_inner(op, map))
    }

    fn clone_op_inner(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        let regions: Vec<RegionId> = self.regions(op).to_vec();
        let mut new_regions = Vec::with_capacity(regions.len());
        for r in regions {
            let nr = self.new_region();
            self.clone_blocks_into(r, nr, 0, map);
            new_regions.push(nr);
        }
        let d = self.op(op);
        let state = OperationState {
            name: d.name,
            loc: d.loc,
            operands: self
                .operand_values(op)
                .iter()
                .map(|&v| map.lookup_value(v))
                .collect(),
            result_types: self.results(op).map(|v| self.value_type(v)).collect(),
            properties: d.properties,
            attrs: d.attrs,
            successors: self
                .successors(op)
                .iter()
                .map(|&b| map.lookup_block(b))
                .collect(),
            regions: new_regions.into(),
        };
        let old_results: Vec<Value> = self.results(op).collect();
        let new_op = self.create_op(state);
        for (i, r) in old_results.into_iter().enumerate() {
            let nr = self.result(new_op, i);
            map.values.insert(r, nr);
        }
        new_op
    }
}

impl Ir {
    /// Clones the blocks of `src` (with their ops) into `dest` before block
    /// index `pos` (MLIR's `Region::cloneInto`). Values and blocks defined
    /// in `src` are remapped through `map`, which gains their copies;
    /// operands from outside `src` are kept unless `map` remaps them. Block
    /// arguments `map` already maps get no copy.
    pub fn clone_region_into(
        &mut self,
        src: RegionId,
        dest: RegionId,
        pos: usize,
        map: &mut IrMapping,
    ) {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            self.clone_blocks_into(src, dest, pos, map)
        })
    }

    fn clone_blocks_into(
        &mut self,
        src: RegionId,
        dest: RegionId,
        pos: usize,
        map: &mut IrMapping,
    ) {
        // Create all blocks first so forward successor references resolve.
        let blocks = self.region_blocks(src).to_vec();
        for (i, &b) in blocks.iter().enumerate() {
            let nb = self.new_block();
            // An argument the caller already mapped is dropped from the
            // copy (its uses take the mapped value), as in MLIR.
            for a in self.block_args(b).to_vec() {
                if map.values.contains_key(&a) {
                    continue;
                }
                let (ty, loc) = (self.value(a).ty, self.value(a).loc);
                let na = self.add_block_arg(nb, ty, loc);
                map.values.insert(a, na);
            }
            self.insert_block(dest, pos + i, nb);
            map.blocks.insert(b, nb);
        }
        for &b in &blocks {
            let nb = map.blocks[&b];
            let ops: Vec<OpId> = self.block_ops(b).collect();
            for o in ops {
                let no = crate::support::stack::grow(|| self.clone_op_inner(o, map));
                self.append_op(nb, no);
            }
        }
    }

    /// Copies `op` and everything nested in it from this arena into `dst`,
    /// detached (the caller places it). Values and blocks defined inside the
    /// copied tree are remapped through `map`; an operand or successor from
    /// outside it must already be in `map` (the op is meant to be isolated
    /// from above), else the copy is refused.
    ///
    /// This is how a pass manager gives each thread its own arena: an
    /// isolated op is copied out, transformed, and copied back.
    pub fn clone_op_into(&self, op: OpId, dst: &mut Ir, map: &mut IrMapping) -> Option<OpId> {
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
            self.clone_into_inner(op, dst, map)
        })
    }

    fn clone_into_inner(&self, op: OpId, dst: &mut Ir, map: &mut IrMapping) -> Option<OpId> {
        let mut new_regions = Vec::with_capacity(self.regions(op).len());
        for &r in self.regions(op) {
            let nr = dst.new_region();
            let blocks = self.region_blocks(r);
            for &b in blocks {
                let nb = dst.new_block();
                for &a in self.block_args(b) {
                    let na = dst.add_block_arg(nb, self.value(a).ty, self.value(a).loc);
                    map.values.insert(a, na);
                }
                dst.append_block(nr, nb);
                map.blocks.insert(b, nb);
            }
            for &b in blocks {
                let nb = map.blocks[&b];
                for o in self.block_ops(b) {
                    let no = crate::support::stack::grow(|| self.clone_into_inner(o, dst, map))?;
                    dst.append_op(nb, no);
                }
            }
            new_regions.push(nr);
        }
        let d = self.op(op);
        let operands = self
            .operand_values(op)
            .iter()
            .map(|v| map.values.get(v).copied())
            .collect::<Option<_>>()?;
        let successors = self
            .successors(op)
            .iter()
            .map(|b| map.blocks.get(b).copied())
            .collect::<Option<_>>()?;
        let state = OperationState {
            name: d.name,
            loc: d.loc,
            operands,
            result_types: self.results(op).map(|v| self.value_type(v)).collect(),
            properties: d.properties,
            attrs: d.attrs,
            successors,
            regions: new_regions.into(),
        };
        let new_op = dst.create_op(state);
        for (i, r) in self.results(op).enumerate() {
            map.values.insert(r, dst.result(new_op, i));
        }
        Some(new_op)
    }
}
