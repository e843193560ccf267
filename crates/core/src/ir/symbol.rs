//! Symbols and symbol tables: ops with a `sym_name` attribute, looked up by
//! name in the nearest enclosing op that is a symbol table.

use super::{Ir, OpId};
use crate::attrs::AttrKind;
use crate::context::Context;
use crate::Attribute;
use rustc_hash::FxHashMap;

/// The attribute naming a symbol.
pub const SYM_NAME: &str = "sym_name";
/// The attribute holding a symbol's visibility (`public` when absent).
pub const SYM_VISIBILITY: &str = "sym_visibility";

/// Reads an inherent attribute: from the properties dictionary, else from the
/// discardable dictionary.
pub fn inherent_attr(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    let d = ir.op(op);
    d.properties
        .and_then(|p| ctx.dict_get(p, name))
        .or_else(|| ctx.dict_get(d.attrs, name))
}

/// The symbol name of `op`, if it defines one.
pub fn symbol_name<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> Option<&'c [u8]> {
    let a = inherent_attr(ctx, ir, op, SYM_NAME)?;
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(value),
        _ => None,
    }
}

pub fn is_symbol_table(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_def(ir.op_name(op))
        .is_some_and(|d| d.traits.contains(crate::dialect::Traits::SYMBOL_TABLE))
}

/// The symbols directly inside a symbol-table op (its single region's block).
pub struct SymbolTable {
    pub op: OpId,
    pub symbols: FxHashMap<Vec<u8>, OpId>,
}

impl SymbolTable {
    pub fn build(ctx: &Context, ir: &Ir, op: OpId) -> Self {
        let mut symbols = FxHashMap::default();
        for &r in ir.regions(op) {
            for &b in ir.region_blocks(r) {
                for o in ir.block_ops(b) {
                    if let Some(name) = symbol_name(ctx, ir, o) {
                        symbols.entry(name.to_vec()).or_insert(o);
                    }
                }
            }
        }
        SymbolTable { op, symbols }
    }

    pub fn lookup(&self, name: &[u8]) -> Option<OpId> {
        self.symbols.get(name).copied()
    }
}

/// The nearest symbol table op enclosing `op` (excluding `op` itself).
pub fn nearest_symbol_table(ctx: &Context, ir: &Ir, op: OpId) -> Option<OpId> {
    let mut cur = ir.parent_op(op)?;
    loop {
        if is_symbol_table(ctx, ir, cur) {
            return Some(cur);
        }
        cur = ir.parent_op(cur)?;
    }
}

/// Resolves a symbol reference attribute (`@a` or `@a::@b`) from the nearest
/// symbol table around `from`.
pub fn lookup_symbol_from(ctx: &Context, ir: &Ir, from: OpId, sym: Attribute) -> Option<OpId> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
        return None;
    };
    let table = nearest_symbol_table(ctx, ir, from)?;
    let mut cur = SymbolTable::build(ctx, ir, table).lookup(ctx.str_value(*root))?;
    for n in nested.iter() {
        let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(*n) else {
            return None;
        };
        cur = SymbolTable::build(ctx, ir, cur).lookup(ctx.str_value(*root))?;
    }
    Some(cur)
}
