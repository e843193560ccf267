//! Symbols and symbol tables: ops with a `sym_name` attribute, looked up by
//! name in the nearest enclosing op that is a symbol table.

use super::{Ir, OpId, RegionId};
use crate::attrs::AttrKind;
use crate::context::Context;
use crate::dialect::Traits;
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

/// Whether `op` has the `SymbolTable` trait (its region holds a symbol table).
pub fn is_symbol_table(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_def(ir.op_name(op))
        .is_some_and(|d| d.traits.contains(crate::dialect::Traits::SYMBOL_TABLE))
}

/// The symbols directly inside a symbol-table op (its single region's block).
pub struct SymbolTable {
    /// The symbol-table op.
    pub op: OpId,
    /// Each symbol name (bytes, as written) and the op defining it; of two ops
    /// with the same name, the first.
    pub symbols: FxHashMap<Vec<u8>, OpId>,
}

impl SymbolTable {
    /// Collects the symbols defined by the ops directly in the regions of `op`.
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

    /// The op defining `name` in this table, if any.
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
    let mut cur = lookup_in(ctx, ir, table, ctx.str_value(*root))?;
    for n in nested.iter() {
        let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(*n) else {
            return None;
        };
        cur = lookup_in(ctx, ir, cur, ctx.str_value(*root))?;
    }
    Some(cur)
}

/// Symbol tables built once per table op while the IR they were built from
/// cannot change (MLIR's `SymbolTableCollection`), so that verifying every
/// call of a module does not rebuild the module's table per call.
struct TableCache {
    /// The address of the IR the tables describe.
    ir: usize,
    tables: FxHashMap<OpId, SymbolTable>,
}

thread_local! {
    static TABLE_CACHE: std::cell::RefCell<Option<TableCache>> =
        const { std::cell::RefCell::new(None) };
}

/// Runs `f` with symbol lookups on `ir` (in [`lookup_symbol_from`]) served
/// from tables built once. `ir` stays borrowed for the whole call, so the
/// tables cannot go stale; nested calls share the outer cache.
pub fn with_symbol_table_cache<R>(ir: &Ir, f: impl FnOnce() -> R) -> R {
    let addr = ir as *const Ir as usize;
    let fresh = TABLE_CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_some() {
            return false;
        }
        *c = Some(TableCache {
            ir: addr,
            tables: FxHashMap::default(),
        });
        true
    });
    /// Clears the cache when the outermost scope ends, even by unwinding.
    struct Reset(bool);
    impl Drop for Reset {
        fn drop(&mut self) {
            if self.0 {
                TABLE_CACHE.with(|c| *c.borrow_mut() = None);
            }
        }
    }
    let _reset = Reset(fresh);
    f()
}

/// `name` in the symbol table of `table`, from the cache when one is active
/// for `ir`.
fn lookup_in(ctx: &Context, ir: &Ir, table: OpId, name: &[u8]) -> Option<OpId> {
    let addr = ir as *const Ir as usize;
    let cached = TABLE_CACHE.with(|c| {
        let mut c = c.borrow_mut();
        let cache = c.as_mut().filter(|c| c.ir == addr)?;
        let t = cache
            .tables
            .entry(table)
            .or_insert_with(|| SymbolTable::build(ctx, ir, table));
        Some(t.lookup(name))
    });
    match cached {
        Some(found) => found,
        None => SymbolTable::build(ctx, ir, table).lookup(name),
    }
}

/// A symbol's visibility (its `sym_visibility` attribute).
#[derive(PartialEq, Eq, Clone, Copy, Debug)]
pub enum Visibility {
    /// Visible from anywhere, also outside the IR (the default).
    Public,
    /// Visible only within the symbol table defining it.
    Private,
    /// Visible within the IR at hand, from symbol tables above its own too,
    /// but not from outside it.
    Nested,
}

/// The visibility of the symbol `op` (`Public` when unset).
pub fn visibility(ctx: &Context, ir: &Ir, op: OpId) -> Visibility {
    match inherent_attr(ctx, ir, op, SYM_VISIBILITY).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) if &**value == b"private" => Visibility::Private,
        Some(AttrKind::String { value, .. }) if &**value == b"nested" => Visibility::Nested,
        _ => Visibility::Public,
    }
}

fn has_trait(ctx: &Context, ir: &Ir, op: OpId, t: Traits) -> bool {
    ctx.op_def(ir.op_name(op)).is_some_and(|d| d.has(t))
}

/// Whether `op` is a symbol (MLIR's `SymbolOpInterface`): a registered op
/// with the symbol trait, and a name (a module's is optional).
pub fn is_symbol(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    has_trait(ctx, ir, op, Traits::SYMBOL) && symbol_name(ctx, ir, op).is_some()
}

/// Whether `op` has one region and no known dialect: it might be a symbol
/// table, so the references nested in it cannot be scoped.
pub fn is_potentially_unknown_symbol_table(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    if ir.regions(op).len() != 1 || ctx.op_def(ir.op_name(op)).is_some() {
        return false;
    }
    let name = ctx.op_name_str(ir.op_name(op));
    match name.split_once('.') {
        Some((ns, _)) => !ctx.is_dialect_loaded(ns),
        None => true,
    }
}

/// Calls `f` on every symbol reference in the attributes of `op` (its
/// properties and its discardable attributes), looking inside arrays and
/// dictionaries and what distinct attributes refer to, but not inside the
/// references themselves.
pub fn for_each_symbol_ref(ctx: &Context, ir: &Ir, op: OpId, f: &mut dyn FnMut(Attribute)) {
    let data = ir.op(op);
    if let Some(p) = data.properties {
        if ctx.op_def(data.name).is_some() {
            walk_attr(ctx, p, f);
        }
    }
    walk_attr(ctx, data.attrs, f);
}

fn walk_attr(ctx: &Context, a: Attribute, f: &mut dyn FnMut(Attribute)) {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { .. } => f(a),
        AttrKind::Array(elems) => {
            for &e in elems.iter() {
                crate::support::stack::grow(|| walk_attr(ctx, e, f));
            }
        }
        AttrKind::Dictionary(entries) => {
            for e in entries.iter() {
                crate::support::stack::grow(|| walk_attr(ctx, e.value, f));
            }
        }
        AttrKind::Distinct { referenced, .. } => {
            crate::support::stack::grow(|| walk_attr(ctx, *referenced, f))
        }
        _ => {}
    }
}

/// The symbol references held by `op` and the ops nested in it, with their
/// holders, not looking inside nested symbol tables (MLIR's
/// `SymbolTable::getSymbolUses(Operation *)`); `None` if one of them might
/// be an unknown symbol table.
pub fn symbol_uses(ctx: &Context, ir: &Ir, op: OpId) -> Option<Vec<(OpId, Attribute)>> {
    if is_potentially_unknown_symbol_table(ctx, ir, op) {
        return None;
    }
    let mut uses = Vec::new();
    for_each_symbol_ref(ctx, ir, op, &mut |a| uses.push((op, a)));
    if has_trait(ctx, ir, op, Traits::SYMBOL_TABLE) {
        return Some(uses);
    }
    collect_uses_in(ctx, ir, ir.regions(op).to_vec(), &mut uses)?;
    Some(uses)
}

/// The symbol references held by the ops of `region` and the ops nested in
/// them, not looking inside nested symbol tables (MLIR's
/// `SymbolTable::getSymbolUses(Region *)`).
pub fn symbol_uses_in_region(
    ctx: &Context,
    ir: &Ir,
    region: RegionId,
) -> Option<Vec<(OpId, Attribute)>> {
    let mut uses = Vec::new();
    collect_uses_in(ctx, ir, vec![region], &mut uses)?;
    Some(uses)
}

fn collect_uses_in(
    ctx: &Context,
    ir: &Ir,
    mut worklist: Vec<RegionId>,
    uses: &mut Vec<(OpId, Attribute)>,
) -> Option<()> {
    while let Some(r) = worklist.pop() {
        for &b in ir.region_blocks(r) {
            for o in ir.block_ops(b) {
                if is_potentially_unknown_symbol_table(ctx, ir, o) {
                    return None;
                }
                for_each_symbol_ref(ctx, ir, o, &mut |a| uses.push((o, a)));
                if !has_trait(ctx, ir, o, Traits::SYMBOL_TABLE) {
                    worklist.extend(ir.regions(o).iter().copied());
                }
            }
        }
    }
    Some(())
}

/// Symbol tables built on first use and kept (MLIR's
/// `SymbolTableCollection`), for resolving many references without
/// rescanning a table each time. Valid while no symbol is added, removed
/// or renamed.
#[derive(Default)]
pub struct SymbolTableCollection {
    tables: FxHashMap<OpId, SymbolTable>,
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> Self {
        Self::default()
    }

    /// The symbol table of `op` (a symbol table op).
    pub fn table(&mut self, ctx: &Context, ir: &Ir, op: OpId) -> &SymbolTable {
        self.tables
            .entry(op)
            .or_insert_with(|| SymbolTable::build(ctx, ir, op))
    }

    /// Resolves `sym` (`@a` or `@a::@b`) in the symbol table op `table`.
    pub fn lookup_in(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        table: OpId,
        sym: Attribute,
    ) -> Option<OpId> {
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
            return None;
        };
        let mut cur = self.table(ctx, ir, table).lookup(ctx.str_value(*root))?;
        for n in nested.iter() {
            let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(*n) else {
                return None;
            };
            cur = self.table(ctx, ir, cur).lookup(ctx.str_value(*root))?;
        }
        Some(cur)
    }

    /// Resolves `sym` from the nearest symbol table enclosing `from` or
    /// being `from` (MLIR's `lookupNearestSymbolFrom`).
    pub fn lookup_nearest(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        from: OpId,
        sym: Attribute,
    ) -> Option<OpId> {
        let table = if is_symbol_table(ctx, ir, from) {
            from
        } else {
            nearest_symbol_table(ctx, ir, from)?
        };
        self.lookup_in(ctx, ir, table, sym)
    }

    /// Forgets every table (after symbols changed).
    pub fn clear(&mut self) {
        self.tables.clear();
    }
}

/// Calls `f` on every symbol table op in `op` (and `op` itself), nested
/// tables first, with whether all uses of the symbols it defines are
/// visible from `op` (MLIR's `SymbolTable::walkSymbolTables`): a table
/// that is not a symbol or is private hides its symbols, and so does any
/// op that is not a symbol table.
pub fn walk_symbol_tables(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    mut all_visible: bool,
    f: &mut dyn FnMut(OpId, bool),
) {
    let is_table = has_trait(ctx, ir, op, Traits::SYMBOL_TABLE);
    if is_table {
        all_visible |= !is_symbol(ctx, ir, op) || visibility(ctx, ir, op) == Visibility::Private;
    } else {
        all_visible = true;
    }
    for &r in ir.regions(op) {
        for &b in ir.region_blocks(r) {
            for o in ir.block_ops(b) {
                crate::support::stack::grow(|| walk_symbol_tables(ctx, ir, o, all_visible, f));
            }
        }
    }
    if is_table {
        f(op, all_visible);
    }
}
