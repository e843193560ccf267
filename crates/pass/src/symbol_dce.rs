//! `symbol-dce`: erases the symbols nothing live refers to (MLIR's
//! `SymbolDCE`).
//!
//! The pass runs on a symbol table. Liveness starts from the ops of the
//! table that are not symbols and from the symbols that cannot be
//! discarded: public ones, and nested ones when the table is visible from
//! above (it is not the top-level op and is a public or nested symbol).
//! From each live op, the symbol references in its attributes and in those
//! of the ops nested in it (not looking inside nested symbol tables) are
//! resolved from its symbol table, and what they name is live too; a live
//! nested symbol table gets the same treatment, its symbols hidden unless it
//! is itself a visible public symbol. References to unknown symbols are
//! ignored; an op with one region of an unknown dialect (which might be a
//! symbol table) makes the pass fail. Dead symbols of every symbol table
//! are then erased.

use crate::passes::SimplePass;
use crate::registry::PassInfo;
use crate::{PassContext, PassFailed};
use rmlir_core::attrs::AttrKind;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::symbol::{self, is_symbol, visibility, Visibility};
use rmlir_core::ir::{Ir, OpId, WalkOrder};
use rmlir_core::verify::{op_error, plain_error};
use rmlir_core::{Attribute, Context};
use std::collections::{HashMap, HashSet};

pub(crate) static SYMBOL_DCE: PassInfo = PassInfo {
    argument: "symbol-dce",
    name: "SymbolDCE",
    description: "Eliminate dead symbols",
    options: &[],
    create: |options| SimplePass::new(&SYMBOL_DCE, options, symbol_dce),
};

fn symbol_dce(
    _: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    op: OpId,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    if !has_trait(ctx, ir, op, Traits::SYMBOL_TABLE) {
        cx.emit(op_error(
            ctx,
            ir,
            op,
            " was scheduled to run under SymbolDCE, but does not define a symbol table",
        ));
        return Err(PassFailed);
    }
    // A copy run on a thread of its own has no parent here, but had one.
    let has_parent = ir.parent_op(op).is_some() || ir.is_detached_root();
    let hidden = if has_parent && is_symbol(ctx, ir, op) {
        visibility(ctx, ir, op) == Visibility::Private
    } else {
        true
    };
    let mut live = Liveness {
        ctx,
        ir,
        live: HashSet::new(),
        tables: HashMap::new(),
    };
    if let Err(d) = live.compute(op, hidden) {
        cx.emit(d);
        return Err(PassFailed);
    }
    let live = live.live;
    let mut tables = Vec::new();
    ir.walk(op, WalkOrder::PostOrder, &mut |_, o| {
        if has_trait(ctx, ir, o, Traits::SYMBOL_TABLE) {
            tables.push(o);
        }
    });
    for t in tables {
        if !ir.is_op_alive(t) {
            continue;
        }
        let Some(&r) = ir.regions(t).first() else {
            continue;
        };
        for b in ir.region_blocks(r).to_vec() {
            let ops: Vec<OpId> = ir.block_ops(b).collect();
            for o in ops {
                if is_symbol(ctx, ir, o) && !live.contains(&o) {
                    ir.erase_op(o);
                }
            }
        }
    }
    Ok(())
}

fn has_trait(ctx: &Context, ir: &Ir, op: OpId, t: Traits) -> bool {
    ctx.op_def(ir.op_name(op)).is_some_and(|d| d.has(t))
}

struct Liveness<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    live: HashSet<OpId>,
    /// Symbol tables by op: name to the first op of that name.
    tables: HashMap<OpId, HashMap<Vec<u8>, OpId>>,
}

impl Liveness<'_> {
    fn compute(&mut self, table: OpId, hidden: bool) -> Result<(), rmlir_core::diag::Diagnostic> {
        let (ctx, ir) = (self.ctx, self.ir);
        let mut worklist = Vec::new();
        if let Some(&r) = ir.regions(table).first() {
            for &b in ir.region_blocks(r) {
                for o in ir.block_ops(b) {
                    if !is_symbol(ctx, ir, o) {
                        worklist.push(o);
                        continue;
                    }
                    let vis = visibility(ctx, ir, o);
                    let discardable =
                        (hidden || vis == Visibility::Private) && vis != Visibility::Public;
                    if !discardable && self.live.insert(o) {
                        worklist.push(o);
                    }
                }
            }
        }
        while let Some(op) = worklist.pop() {
            if has_trait(ctx, ir, op, Traits::SYMBOL_TABLE) {
                let sym_hidden = hidden
                    || !is_symbol(ctx, ir, op)
                    || visibility(ctx, ir, op) == Visibility::Private;
                rmlir_core::support::stack::grow(|| self.compute(op, sym_hidden))?;
            } else {
                for &r in ir.regions(op) {
                    for &b in ir.region_blocks(r) {
                        worklist.extend(ir.block_ops(b).filter(|&o| !ir.regions(o).is_empty()));
                    }
                }
            }
            let Some(parent) = ir.parent_op(op) else {
                continue;
            };
            if !has_trait(ctx, ir, parent, Traits::SYMBOL_TABLE) {
                continue;
            }
            let Some(uses) = symbol::symbol_uses(ctx, ir, op)
                .map(|u| u.into_iter().map(|(_, a)| a).collect::<Vec<_>>())
            else {
                return Err(plain_error(
                    ctx,
                    ir,
                    op,
                    "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
                ));
            };
            for r in uses {
                let mut resolved = Vec::new();
                if self.resolve(parent, r, &mut resolved) {
                    for s in resolved {
                        if self.live.insert(s) {
                            worklist.push(s);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn lookup(&mut self, table: OpId, name: &[u8]) -> Option<OpId> {
        let (ctx, ir) = (self.ctx, self.ir);
        let symbols = self.tables.entry(table).or_insert_with(|| {
            let mut m = HashMap::new();
            let first = ir
                .regions(table)
                .first()
                .and_then(|&r| ir.region_blocks(r).first().copied());
            if let Some(b) = first {
                for o in ir.block_ops(b) {
                    if let Some(n) = symbol::symbol_name(ctx, ir, o) {
                        m.entry(n.to_vec()).or_insert(o);
                    }
                }
            }
            m
        });
        symbols.get(name).copied()
    }

    /// Resolves `@a::@b::@c` from `table` (MLIR's `lookupSymbolIn`), pushing
    /// every op named along the way; false if some part is not found.
    fn resolve(&mut self, table: OpId, r: Attribute, out: &mut Vec<OpId>) -> bool {
        let ctx = self.ctx;
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(r) else {
            return false;
        };
        let Some(mut cur) = self.lookup(table, ctx.str_value(*root)) else {
            return false;
        };
        out.push(cur);
        for n in nested.iter() {
            if !has_trait(ctx, self.ir, cur, Traits::SYMBOL_TABLE) {
                return false;
            }
            let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(*n) else {
                return false;
            };
            let Some(next) = self.lookup(cur, ctx.str_value(*root)) else {
                return false;
            };
            out.push(next);
            cur = next;
        }
        true
    }
}
