//! Inlining a callable's body at a call site (MLIR's `inlineCall`), and the
//! per-dialect rules it asks (MLIR's `DialectInlinerInterface`).
//!
//! A dialect answers through [`Dialect::inliner`](crate::dialect::Dialect::inliner):
//! whether its ops may be inlined, whether a region it owns accepts
//! inlined code, and what its terminators become once inlined. An op of a
//! dialect without the interface (or an unregistered op) blocks inlining.
//!
//! How a call is inlined, in MLIR's order: the call's block is split after
//! the call; the callee's blocks are cloned (or moved, for a callee whose
//! last use this is) between the two halves with the entry arguments
//! mapped to the call's operands; locations become call-site locations
//! when the call has a known location; then a single inlined block is
//! merged in place with its terminator's operands replacing the call's
//! results, while several blocks branch to the second half, which gets
//! one argument per result. The first inlined block is merged into the
//! call's block. The call itself is left for the caller to erase.

use crate::context::Context;
use crate::ir::{BlockId, Ir, IrMapping, OpId, RegionId, Value};
use crate::{AttrKind, Attribute};
use rustc_hash::FxHashMap;

/// A dialect's inlining rules (MLIR's `DialectInlinerInterface`). Every
/// method has the permissive default, so a dialect whose ops may all be
/// inlined implements it with no method.
pub trait DialectInliner: Send + Sync {
    /// Whether `callable` may be inlined at `call` (asked of the call's
    /// dialect).
    fn is_legal_call(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _call: OpId,
        _callable: OpId,
        _cloned: bool,
    ) -> bool {
        true
    }
    /// Whether the ops of `src` may be inlined into `dest` (asked of the
    /// dialect of the op owning `dest`).
    fn is_legal_region(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _dest: RegionId,
        _src: RegionId,
        _cloned: bool,
    ) -> bool {
        true
    }
    /// Whether `op` may be inlined into `dest` (asked of `op`'s dialect).
    fn is_legal_op(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _op: OpId,
        _dest: RegionId,
        _cloned: bool,
    ) -> bool {
        true
    }
    /// Replaces the inlined terminator `op` of one of several inlined
    /// blocks, if it returns from the callable, by a branch to `dest`
    /// forwarding what it returned. Other terminators stay.
    fn handle_terminator_branch(&self, _ctx: &Context, _ir: &mut Ir, _op: OpId, _dest: BlockId) {}
    /// Replaces the uses of `results` (the call's) by what the inlined
    /// terminator `op` of a single inlined block returns.
    fn handle_terminator_values(
        &self,
        _ctx: &Context,
        _ir: &mut Ir,
        _op: OpId,
        _results: &[Value],
    ) {
    }
}

/// The inliner rules of a dialect whose ops may all be inlined and whose
/// terminators never return from a callable.
pub struct InlineAll;
impl DialectInliner for InlineAll {}

/// The inliner rules of `op`'s dialect, if it has any: its
/// [`crate::dialect::Dialect::inliner`] hook or an interface model an
/// extension added (MLIR registers some dialects' inliner interfaces from
/// extensions).
fn inliner_of<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> Option<&'c dyn DialectInliner> {
    ctx.op_dialect_interface::<dyn DialectInliner>(ir.op_name(op))
}

/// Calls `f` with the inliner rules of `op`'s dialect; `None` without them.
fn with_inliner<R>(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    f: impl FnOnce(&dyn DialectInliner) -> R,
) -> Option<R> {
    inliner_of(ctx, ir, op).map(f)
}

/// Whether every op of `src` (and of the regions nested in them) may be
/// inlined into `dest`.
fn ops_legal(ctx: &Context, ir: &Ir, src: RegionId, dest: RegionId, cloned: bool) -> bool {
    let mut stack = vec![src];
    while let Some(r) = stack.pop() {
        for &b in ir.region_blocks(r) {
            for o in ir.block_ops(b) {
                // The builtin cast is always inlinable (it cannot carry the
                // interface, as in MLIR).
                if ctx.op_name_str(ir.op_name(o)) != "builtin.unrealized_conversion_cast"
                    && with_inliner(ctx, ir, o, |i| i.is_legal_op(ctx, ir, o, dest, cloned))
                        != Some(true)
                {
                    return false;
                }
                stack.extend(ir.regions(o).iter().copied());
            }
        }
    }
    true
}

/// Why a call could not be inlined (nothing was changed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotInlined;

/// The callable being inlined: its op and its body region.
#[derive(Copy, Clone, Debug)]
pub struct Callee {
    /// The callable op (e.g. `func.func`).
    pub op: OpId,
    /// Its body region, the one inlined.
    pub body: RegionId,
}

/// Inlines the body of `callee` at `call`, whose argument operands are
/// `args`; `clone` keeps the callee (else its blocks are moved). On
/// success the call is still in place, its results unused, and the inlined
/// blocks (those that stayed blocks: all but the first) are returned with
/// the call's block; `on_blocks` is called with the inlined blocks before
/// their terminators are rewritten (MLIR's `processInlinedBlocks`).
pub fn inline_call(
    ctx: &Context,
    ir: &mut Ir,
    call: OpId,
    callee: Callee,
    args: &[Value],
    clone: bool,
    on_blocks: &mut dyn FnMut(&Ir, &[BlockId]),
) -> Result<(), NotInlined> {
    let (callable, src) = (callee.op, callee.body);
    let entry = ir.entry_block(src).ok_or(NotInlined)?;
    let results: Vec<Value> = ir.results(call).collect();
    let entry_args: Vec<Value> = ir.block_args(entry).to_vec();
    if entry_args.len() != args.len()
        || entry_args
            .iter()
            .zip(args)
            .any(|(&a, &v)| ir.value_type(a) != ir.value_type(v))
    {
        return Err(NotInlined);
    }
    if with_inliner(ctx, ir, call, |i| {
        i.is_legal_call(ctx, ir, call, callable, clone)
    }) != Some(true)
    {
        return Err(NotInlined);
    }
    let block = ir.parent_block(call).ok_or(NotInlined)?;
    let dest = ir.block_parent(block).ok_or(NotInlined)?;
    let dest_op = ir.region_parent(dest).ok_or(NotInlined)?;
    if with_inliner(ctx, ir, dest_op, |i| {
        i.is_legal_region(ctx, ir, dest, src, clone)
    }) != Some(true)
        || !ops_legal(ctx, ir, src, dest, clone)
    {
        return Err(NotInlined);
    }
    // Split after the call.
    let post = match ir.next_op(call) {
        Some(next) => ir.split_block(block, next),
        None => {
            let nb = ir.new_block();
            let pos = ir
                .block_index_in_region(block)
                .expect("block in its region");
            ir.insert_block(dest, pos + 1, nb);
            nb
        }
    };
    let pos = ir.block_index_in_region(post).expect("block in its region");
    let mut map = IrMapping::new();
    for (&a, &v) in entry_args.iter().zip(args) {
        map.map_value(a, v);
    }
    let count = ir.region_blocks(src).len();
    if clone {
        ir.clone_region_into(src, dest, pos, &mut map);
    } else {
        let blocks: Vec<BlockId> = ir.region_blocks(src).to_vec();
        for (i, b) in blocks.into_iter().enumerate() {
            ir.detach_block(b);
            ir.insert_block(dest, pos + i, b);
        }
    }
    let new_blocks: Vec<BlockId> = ir.region_blocks(dest)[pos..pos + count].to_vec();
    let call_loc = ir.op(call).loc;
    if !matches!(ctx.attr_kind(call_loc), AttrKind::UnknownLoc) {
        remap_locations(ctx, ir, &new_blocks, call_loc);
    }
    if !clone {
        for (&a, &v) in entry_args.iter().zip(args) {
            ir.replace_all_uses(a, v);
        }
    }
    on_blocks(ir, &new_blocks);
    let first = new_blocks[0];
    if new_blocks.len() == 1 {
        let term = ir.last_op(first).ok_or(NotInlined)?;
        if let Some(i) = inliner_of(ctx, ir, term) {
            i.handle_terminator_values(ctx, ir, term, &results);
        }
        ir.erase_op(term);
        while let Some(o) = ir.first_op(post) {
            ir.detach_op(o);
            ir.append_op(first, o);
        }
        ir.erase_block(post);
    } else {
        for &r in &results {
            let (ty, loc) = (ir.value_type(r), ir.op(call).loc);
            let arg = ir.add_block_arg(post, ty, loc);
            ir.replace_all_uses(r, arg);
        }
        for &b in &new_blocks {
            let Some(term) = ir.last_op(b) else { continue };
            if let Some(i) = inliner_of(ctx, ir, term) {
                i.handle_terminator_branch(ctx, ir, term, post);
            }
        }
    }
    while let Some(o) = ir.first_op(first) {
        ir.detach_op(o);
        ir.append_op(block, o);
    }
    ir.erase_block(first);
    Ok(())
}

/// Gives the inlined ops and block arguments call-site locations: what the
/// callee's code did, called from `caller` (a location already a call-site
/// chain gets `caller` appended at its end).
fn remap_locations(ctx: &Context, ir: &mut Ir, blocks: &[BlockId], caller: Attribute) {
    let mut memo: FxHashMap<Attribute, Attribute> = FxHashMap::default();
    let mut remap = |loc: Attribute| -> Attribute {
        *memo
            .entry(loc)
            .or_insert_with(|| stack_locations(ctx, loc, caller))
    };
    let mut stack: Vec<BlockId> = blocks.to_vec();
    while let Some(b) = stack.pop() {
        for a in ir.block_args(b).to_vec() {
            let l = remap(ir.value(a).loc);
            ir.set_value_loc(a, l);
        }
        let ops: Vec<OpId> = ir.block_ops(b).collect();
        for o in ops {
            let l = remap(ir.op(o).loc);
            ir.op_mut(o).loc = l;
            for &r in ir.regions(o) {
                stack.extend(ir.region_blocks(r).iter().copied());
            }
        }
    }
}

fn stack_locations(ctx: &Context, callee: Attribute, caller: Attribute) -> Attribute {
    let mut chain = Vec::new();
    let mut last = callee;
    while let AttrKind::CallSiteLoc { callee, caller } = ctx.attr_kind(last) {
        chain.push(*callee);
        last = *caller;
    }
    let mut loc = ctx.attr(AttrKind::CallSiteLoc {
        callee: last,
        caller,
    });
    for &c in chain.iter().rev() {
        loc = ctx.attr(AttrKind::CallSiteLoc {
            callee: c,
            caller: loc,
        });
    }
    loc
}
