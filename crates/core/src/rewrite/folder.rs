//! Folding ops through their definitions, and MLIR's `OperationFolder`:
//! constants are deduplicated per insertion region and hoisted to the start
//! of its entry block.
//!
//! Locations follow MLIR 22: a constant that absorbs a duplicate, or moves
//! to another block, gets an unknown location (MLIR's
//! `erasedFoldedLocation`); one that only moves to the front of its own
//! block keeps its location.

use crate::context::Context;
use crate::dialect::{FoldResult, Traits};
use crate::ir::{BlockId, Ir, OpId, RegionId, Value};
use crate::rewrite::Rewriter;
use crate::{Attribute, Type};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The constant an op defines, if it is constant-like (MLIR's
/// `m_Constant`): its `value` attribute.
pub fn constant_value(ctx: &Context, ir: &Ir, op: OpId) -> Option<Attribute> {
    let d = ctx.op_def(ir.op_name(op))?;
    if !d.has(Traits::CONSTANT_LIKE) {
        return None;
    }
    let name = ctx.value_attr_name();
    let data = ir.op(op);
    data.properties
        .and_then(|p| ctx.dict_get_named(p, name))
        .or_else(|| ctx.dict_get_named(data.attrs, name))
}

/// The constant `v` is known to hold: the value of a constant-like op
/// defining it.
pub fn value_constant(ctx: &Context, ir: &Ir, v: Value) -> Option<Attribute> {
    constant_value(ctx, ir, ir.defining_op(v)?)
}

/// The integer constant `v` is known to hold, sign-extended (MLIR's
/// `getConstantIntValue`): `None` if no constant-like op defines it or its
/// value is not an integer.
pub fn value_constant_int(ctx: &Context, ir: &Ir, v: Value) -> Option<i64> {
    match ctx.attr_kind(value_constant(ctx, ir, v)?) {
        crate::attrs::AttrKind::Integer { value, .. } => Some(value.sext_low_i64()),
        _ => None,
    }
}

/// Whether `op` is constant-like.
pub fn is_constant_like(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_def(ir.op_name(op))
        .is_some_and(|d| d.has(Traits::CONSTANT_LIKE))
}

/// Folds `op` with its definition's fold hook, given the constants its
/// operands hold (MLIR's `Operation::fold`), then, if that failed or only
/// updated the op in place, with its traits: a commutative op moves its
/// constant operands to the end, in place. `None`: nothing to fold.
pub fn fold_op(ctx: &Context, ir: &mut Ir, op: OpId) -> Option<Vec<FoldResult>> {
    let operands: SmallVec<[Option<Attribute>; 4]> = ir
        .operands(op)
        .map(|v| value_constant(ctx, ir, v))
        .collect();
    fold_op_with(ctx, ir, op, &operands)
}

/// [`fold_op`] with the operands' constants given by the caller (the
/// dialect conversion sees operands as they were before its replacements).
pub fn fold_op_with(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let def = ctx.op_def(ir.op_name(op))?;
    let commutative = def.has(Traits::COMMUTATIVE);
    let folded = def.fold.and_then(|hook| hook(ctx, ir, op, operands));
    let in_place = match &folded {
        None => false,
        Some(r) if r.is_empty() => true,
        Some(r) => {
            let own = ir.num_results(op) == 1 && r[0] == FoldResult::Value(ir.result(op, 0));
            if !own {
                return folded;
            }
            true
        }
    };
    if commutative && fold_commutative(ir, op, operands) {
        return Some(Vec::new());
    }
    in_place.then(Vec::new)
}

/// Moves the constant operands of a commutative op after the others,
/// keeping each group's order (MLIR's `foldCommutative`). Returns whether
/// the operands changed.
fn fold_commutative(ir: &mut Ir, op: OpId, constants: &[Option<Attribute>]) -> bool {
    if constants.len() < 2 {
        return false;
    }
    let Some(first_const) = constants.iter().position(|c| c.is_some()) else {
        return false;
    };
    if constants[first_const..].iter().all(|c| c.is_some()) {
        return false;
    }
    let values: SmallVec<[Value; 4]> = ir.operands(op).collect();
    let mut reordered: SmallVec<[Value; 4]> = values[..first_const].into();
    reordered.extend(
        (first_const..values.len())
            .filter(|&i| constants[i].is_none())
            .map(|i| values[i]),
    );
    reordered.extend(
        (first_const..values.len())
            .filter(|&i| constants[i].is_some())
            .map(|i| values[i]),
    );
    ir.set_operands(op, &reordered);
    true
}

/// The namespace of the dialect `op` belongs to, if it is loaded.
pub fn op_dialect(ctx: &Context, ir: &Ir, op: OpId) -> Option<&'static str> {
    let ns = ctx.op_name_info(ir.op_name(op)).dialect();
    ctx.load_dialect(ns).map(|d| d.namespace())
}

/// The region folded constants of an op in `block` go to: the nearest
/// enclosing region whose op is (or may be) isolated from above, or is
/// top-level.
pub fn insertion_region(ctx: &Context, ir: &Ir, mut block: BlockId) -> RegionId {
    loop {
        let region = ir.block_parent(block).expect("block in a region");
        let Some(parent) = ir.region_parent(region) else {
            return region;
        };
        let isolated = match ctx.op_def(ir.op_name(parent)) {
            Some(d) => d.has(Traits::ISOLATED_FROM_ABOVE),
            None => true,
        };
        match ir.parent_block(parent) {
            Some(b) if !isolated => block = b,
            _ => return region,
        }
    }
}

type ConstKey = (&'static str, Attribute, Type);

/// Unique constants per insertion region (MLIR's `OperationFolder`).
#[derive(Default)]
pub struct OperationFolder {
    scopes: FxHashMap<RegionId, FxHashMap<ConstKey, OpId>>,
    /// The dialects under which each owned constant is registered.
    owned: FxHashMap<OpId, SmallVec<[&'static str; 1]>>,
}

impl OperationFolder {
    /// A folder that owns no constant yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether `op` is a constant this folder has uniqued.
    pub fn is_owned(&self, op: OpId) -> bool {
        self.owned.contains_key(&op)
    }

    fn is_owned_opt(&self, op: Option<OpId>) -> bool {
        op.is_some_and(|o| self.is_owned(o))
    }

    /// Registers the existing constant `op` holding `value` (MLIR's
    /// `insertKnownConstant`). Returns `false` if an equal constant was
    /// already known: `op` is then replaced by it and erased.
    pub fn insert_known_constant(
        &mut self,
        rw: &mut Rewriter<'_>,
        op: OpId,
        value: Attribute,
    ) -> bool {
        let block = rw.ir.parent_block(op).expect("constant in a block");
        let unknown = rw.ctx.unknown_loc();
        if self.is_owned(op) {
            if rw.ir.first_op(block) != Some(op) && !self.is_owned_opt(rw.ir.prev_op(op)) {
                let front = rw.ir.first_op(block).expect("non-empty block");
                rw.ir.move_op_before(op, front);
                rw.ir.op_mut(op).loc = unknown;
            }
            return true;
        }
        let Some(dialect) = op_dialect(rw.ctx, rw.ir, op) else {
            return true;
        };
        let region = insertion_region(rw.ctx, rw.ir, block);
        let ty = rw.ir.value_type(rw.ir.result(op, 0));
        let key = (dialect, value, ty);
        if let Some(&existing) = self.scopes.get(&region).and_then(|m| m.get(&key)) {
            self.notify_removal(rw.ctx, rw.ir, op);
            let with: SmallVec<[Value; 1]> = rw.ir.results(existing).collect();
            rw.replace_op(op, &with);
            rw.ir.op_mut(existing).loc = unknown;
            return false;
        }
        let entry = rw
            .ir
            .entry_block(region)
            .expect("insertion region has a block");
        if block != entry {
            let front = rw.ir.first_op(entry).expect("entry block not empty");
            rw.ir.move_op_before(op, front);
            rw.ir.op_mut(op).loc = unknown;
        } else if rw.ir.first_op(entry) != Some(op) && !self.is_owned_opt(rw.ir.prev_op(op)) {
            let front = rw.ir.first_op(entry).expect("entry block not empty");
            rw.ir.move_op_before(op, front);
        }
        self.scopes.entry(region).or_default().insert(key, op);
        self.owned.entry(op).or_default().push(dialect);
        true
    }

    /// Forgets `op` (about to be erased) if it is an owned constant.
    pub fn notify_removal(&mut self, ctx: &Context, ir: &Ir, op: OpId) {
        let Some(dialects) = self.owned.remove(&op) else {
            return;
        };
        let Some(value) = constant_value(ctx, ir, op) else {
            return;
        };
        let Some(block) = ir.parent_block(op) else {
            return;
        };
        let region = insertion_region(ctx, ir, block);
        let ty = ir.value_type(ir.result(op, 0));
        if let Some(m) = self.scopes.get_mut(&region) {
            for d in dialects {
                m.remove(&(d, value, ty));
            }
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.scopes.clear();
        self.owned.clear();
    }

    /// A constant `value` of type `ty` made by `dialect`, shared with equal
    /// constants in the insertion region of `block` and created at the
    /// start of its entry block if new (MLIR's `getOrCreateConstant`).
    pub fn get_or_create_constant(
        &mut self,
        rw: &mut Rewriter<'_>,
        block: BlockId,
        dialect: &'static str,
        value: Attribute,
        ty: Type,
    ) -> Option<Value> {
        let region = insertion_region(rw.ctx, rw.ir, block);
        let entry = rw.ir.entry_block(region)?;
        let saved = rw.insertion_point();
        rw.set_insertion_point_to_start(entry);
        let loc = rw.ctx.unknown_loc();
        let op = self.try_get_or_create(rw, region, dialect, value, ty, loc);
        rw.set_insertion_point(saved);
        op.map(|o| rw.ir.result(o, 0))
    }

    fn try_get_or_create(
        &mut self,
        rw: &mut Rewriter<'_>,
        region: RegionId,
        dialect: &'static str,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OpId> {
        let key = (dialect, value, ty);
        if let Some(&op) = self.scopes.get(&region).and_then(|m| m.get(&key)) {
            if rw.ir.op(op).loc != loc {
                rw.ir.op_mut(op).loc = rw.ctx.unknown_loc();
            }
            return Some(op);
        }
        let op = rw.materialize_constant(dialect, value, ty, loc)?;
        let new_dialect = op_dialect(rw.ctx, rw.ir, op).unwrap_or(dialect);
        if new_dialect == dialect {
            self.owned.entry(op).or_default().push(dialect);
            self.scopes.entry(region).or_default().insert(key, op);
            return Some(op);
        }
        let new_key = (new_dialect, value, ty);
        if let Some(&existing) = self.scopes.get(&region).and_then(|m| m.get(&new_key)) {
            self.notify_removal(rw.ctx, rw.ir, op);
            rw.erase_op(op);
            self.owned.entry(existing).or_default().push(dialect);
            if rw.ir.op(existing).loc != loc {
                rw.ir.op_mut(existing).loc = rw.ctx.unknown_loc();
            }
            self.scopes.entry(region).or_default().insert(key, existing);
            return Some(existing);
        }
        self.owned
            .insert(op, SmallVec::from_slice(&[dialect, new_dialect]));
        let m = self.scopes.entry(region).or_default();
        m.insert(key, op);
        m.insert(new_key, op);
        Some(op)
    }
}
