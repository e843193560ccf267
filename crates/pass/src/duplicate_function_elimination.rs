//! `duplicate-function-elimination`: merges equivalent `func.func`
//! definitions (MLIR's `DuplicateFunctionEliminationPass`).
//!
//! The functions nested anywhere in the module are taken in post-order; a
//! function with a body that is equivalent to an earlier one (same
//! attributes and properties but for the symbol name, equivalent body with
//! locations ignored) is a duplicate. Declarations are never duplicates.
//!
//! References are renamed as MLIR 22 does it, through a `SymbolUserMap`:
//! the users of a symbol are the ops holding a reference that resolves to
//! it (or through it, for `@table::@sym`) from the symbol table whose
//! region holds them (or the op holding them); in each user of a
//! duplicate, the references to it (as named from the user's symbol table,
//! `@dup` or `@table::@dup`, and those extending it) get the first
//! equivalent function's name as their leaf, and the duplicate is erased.
//! The new name is not resolved again: a duplicate in a nested symbol
//! table may be renamed to a function of another table, as in MLIR.

use crate::passes::SimplePass;
use crate::registry::PassInfo;
use crate::{PassContext, PassFailed};
use rmlir_core::attrs::{AttrKind, NamedAttr};
use rmlir_core::dialect::Traits;
use rmlir_core::ir::equivalence::{op_hash, regions_equivalent};
use rmlir_core::ir::symbol::symbol_uses;
use rmlir_core::ir::{symbol, Ir, OpId, WalkOrder};
use rmlir_core::{Attribute, Context};
use std::collections::HashMap;

pub(crate) static DUPLICATE_FUNCTION_ELIMINATION: PassInfo = PassInfo {
    argument: "duplicate-function-elimination",
    name: "DuplicateFunctionEliminationPass",
    description: "Deduplicate functions",
    options: &[],
    create: |options| {
        SimplePass::new(
            &DUPLICATE_FUNCTION_ELIMINATION,
            options,
            eliminate_duplicates,
        )
        .on("builtin.module")
    },
};

fn eliminate_duplicates(
    _: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    module: OpId,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let funcs = ir.ops_named(ctx, module, "func.func", WalkOrder::PostOrder);
    // The unique functions by hash (equivalent functions hash alike).
    let mut unique: HashMap<u64, Vec<OpId>> = HashMap::new();
    let mut representative: HashMap<Attribute, OpId> = HashMap::new();
    let mut erase = Vec::new();
    for f in funcs {
        let bucket = unique.entry(func_hash(ctx, ir, f)).or_default();
        let repr = bucket.iter().copied().find(|&u| funcs_equal(ctx, ir, u, f));
        let name = sym_name_attr(ctx, ir, f);
        match repr {
            Some(u) => {
                representative.insert(name, u);
                erase.push(f);
            }
            None => {
                bucket.push(f);
                representative.insert(name, f);
            }
        }
    }
    let mut users = symbol_users(ctx, ir, module);
    for f in erase {
        let old = sym_name_attr(ctx, ir, f);
        let new = sym_name_attr(ctx, ir, representative[&old]);
        for user in users.remove(&f).unwrap_or_default() {
            if ir.is_op_alive(user) {
                replace_symbol_uses_in(ctx, ir, f, new, user);
            }
        }
        ir.erase_op(f);
    }
    Ok(())
}

fn sym_name_attr(ctx: &Context, ir: &Ir, f: OpId) -> Attribute {
    symbol::inherent_attr(ctx, ir, f, symbol::SYM_NAME).unwrap_or_else(|| ctx.string_attr(""))
}

fn is_declaration(ir: &Ir, f: OpId) -> bool {
    ir.regions(f)
        .first()
        .is_none_or(|&r| ir.region_blocks(r).is_empty())
}

/// The properties of `f` but its symbol name.
fn properties_but_name(ctx: &Context, ir: &Ir, f: OpId) -> Vec<NamedAttr> {
    let Some(p) = ir.op(f).properties else {
        return Vec::new();
    };
    if !matches!(ctx.attr_kind(p), AttrKind::Dictionary(_)) {
        return Vec::new();
    }
    let key = ctx.string_attr(symbol::SYM_NAME);
    ctx.dict_entries(p)
        .iter()
        .copied()
        .filter(|e| e.name != key)
        .collect()
}

/// A hash of what [`funcs_equal`] compares: the attributes and properties
/// but the name, and each op of the body (operands and locations ignored).
fn func_hash(ctx: &Context, ir: &Ir, f: OpId) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    ir.op(f).attrs.hash(&mut h);
    properties_but_name(ctx, ir, f).hash(&mut h);
    for o in ir.nested_ops(f) {
        op_hash(ctx, ir, o, false).hash(&mut h);
    }
    h.finish()
}

/// MLIR's `DuplicateFuncOpEquivalenceInfo::isEqual`.
fn funcs_equal(ctx: &Context, ir: &Ir, l: OpId, r: OpId) -> bool {
    if l == r {
        return true;
    }
    if is_declaration(ir, l) || is_declaration(ir, r) {
        return false;
    }
    if ir.op(l).attrs != ir.op(r).attrs {
        return false;
    }
    if properties_but_name(ctx, ir, l) != properties_but_name(ctx, ir, r) {
        return false;
    }
    regions_equivalent(ctx, ir, ir.regions(l)[0], ir.regions(r)[0])
}

/// The ops holding a reference to each symbol (MLIR's `SymbolUserMap`):
/// for every symbol table in `root` (nested ones first), the references in
/// the ops of its region (and the ops nested in them, not inside nested
/// symbol tables) are resolved from it, and the holder is a user of every
/// symbol met along the reference.
fn symbol_users(ctx: &Context, ir: &Ir, root: OpId) -> HashMap<OpId, Vec<OpId>> {
    let mut tables = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, &mut |_, o| {
        if is_symbol_table(ctx, ir, o) {
            tables.push(o);
        }
    });
    let mut users: HashMap<OpId, Vec<OpId>> = HashMap::new();
    let mut lookups = Lookups::default();
    for t in tables {
        let Some(&r) = ir.regions(t).first() else {
            continue;
        };
        for &b in ir.region_blocks(r) {
            for n in ir.block_ops(b) {
                let Some(uses) = symbol_uses(ctx, ir, n) else {
                    continue;
                };
                for (user, sym_ref) in uses {
                    let mut found = Vec::new();
                    lookups.resolve(ctx, ir, t, sym_ref, &mut found);
                    for s in found {
                        let list = users.entry(s).or_default();
                        if !list.contains(&user) {
                            list.push(user);
                        }
                    }
                }
            }
        }
    }
    users
}

fn is_symbol_table(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_def(ir.op_name(op))
        .is_some_and(|d| d.has(Traits::SYMBOL_TABLE))
}

/// Symbol tables built on demand: name to the first op of that name in the
/// first block of a table's region.
#[derive(Default)]
struct Lookups {
    tables: HashMap<OpId, HashMap<Vec<u8>, OpId>>,
}

impl Lookups {
    fn lookup(&mut self, ctx: &Context, ir: &Ir, table: OpId, name: &[u8]) -> Option<OpId> {
        self.tables
            .entry(table)
            .or_insert_with(|| {
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
            })
            .get(name)
            .copied()
    }

    /// Pushes the ops a reference names from `table`, as far as they are
    /// found (MLIR's `lookupSymbolIn`, whose partial results count).
    fn resolve(&mut self, ctx: &Context, ir: &Ir, table: OpId, r: Attribute, out: &mut Vec<OpId>) {
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(r) else {
            return;
        };
        let Some(mut cur) = self.lookup(ctx, ir, table, ctx.str_value(*root)) else {
            return;
        };
        out.push(cur);
        for n in nested.iter() {
            if !is_symbol_table(ctx, ir, cur) {
                return;
            }
            let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(*n) else {
                return;
            };
            let Some(next) = self.lookup(ctx, ir, cur, ctx.str_value(*root)) else {
                return;
            };
            out.push(next);
            cur = next;
        }
    }
}

/// The reference to `symbol` from the scope of symbol table `table` (its
/// name, prefixed by the names of the symbol tables between them).
fn reference_from(ctx: &Context, ir: &Ir, symbol: OpId, table: OpId) -> Option<Vec<Attribute>> {
    let mut path = vec![symbol::inherent_attr(ctx, ir, symbol, symbol::SYM_NAME)?];
    let mut cur = symbol::nearest_symbol_table(ctx, ir, symbol)?;
    while cur != table {
        path.push(symbol::inherent_attr(ctx, ir, cur, symbol::SYM_NAME)?);
        cur = symbol::nearest_symbol_table(ctx, ir, cur)?;
    }
    path.reverse();
    Some(path)
}

/// Renames the references to `symbol` held by `user` (and by the ops
/// nested in it, not inside nested symbol tables) to `new`, a name in the
/// same symbol table (MLIR's `SymbolTable::replaceAllSymbolUses`).
fn replace_symbol_uses_in(ctx: &Context, ir: &mut Ir, symbol: OpId, new: Attribute, user: OpId) {
    let Some(table) = symbol::nearest_symbol_table(ctx, ir, user) else {
        return;
    };
    let Some(old) = reference_from(ctx, ir, symbol, table) else {
        return;
    };
    // One replacement per attribute for the whole walk (MLIR's replacer
    // caches them): a distinct attribute met twice is replaced by one new
    // distinct attribute.
    let mut cache = HashMap::new();
    let mut worklist = vec![user];
    while let Some(o) = worklist.pop() {
        replace_in_op(ctx, ir, o, &old, new, &mut cache);
        if !is_symbol_table(ctx, ir, o) {
            for &r in ir.regions(o) {
                for &b in ir.region_blocks(r) {
                    worklist.extend(ir.block_ops(b));
                }
            }
        }
    }
}

fn replace_in_op(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    old: &[Attribute],
    new: Attribute,
    cache: &mut HashMap<Attribute, Attribute>,
) {
    let registered = ctx.op_def(ir.op_name(op)).is_some();
    let data = ir.op(op);
    let (props, attrs) = (data.properties, data.attrs);
    let new_attrs = replace_in_attr(ctx, attrs, old, new, cache);
    let new_props = match props {
        Some(p) if registered => Some(replace_in_attr(ctx, p, old, new, cache)),
        p => p,
    };
    let data = ir.op_mut(op);
    data.attrs = new_attrs;
    data.properties = new_props;
}

/// The path of a symbol reference: its root and nested names.
fn ref_path(ctx: &Context, root: Attribute, nested: &[Attribute]) -> Vec<Attribute> {
    let mut path = vec![root];
    for &n in nested {
        if let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(n) {
            path.push(*root);
        }
    }
    path
}

fn replace_in_attr(
    ctx: &Context,
    a: Attribute,
    old: &[Attribute],
    new: Attribute,
    cache: &mut HashMap<Attribute, Attribute>,
) -> Attribute {
    if let Some(&r) = cache.get(&a) {
        return r;
    }
    let r = replace_uncached(ctx, a, old, new, cache);
    cache.insert(a, r);
    r
}

fn replace_uncached(
    ctx: &Context,
    a: Attribute,
    old: &[Attribute],
    new: Attribute,
    cache: &mut HashMap<Attribute, Attribute>,
) -> Attribute {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } => {
            let mut path = ref_path(ctx, *root, nested);
            if path.len() < old.len() || path[..old.len()] != *old {
                return a;
            }
            path[old.len() - 1] = new;
            let nested: Vec<Attribute> = path[1..]
                .iter()
                .map(|&n| ctx.flat_symbol_ref(ctx.str_value(n)))
                .collect();
            ctx.attr(AttrKind::SymbolRef {
                root: path[0],
                nested: nested.into(),
            })
        }
        AttrKind::Array(elems) => {
            let elems = elems.clone();
            let replaced: Vec<Attribute> = elems
                .iter()
                .map(|&e| {
                    rmlir_core::support::stack::grow(|| replace_in_attr(ctx, e, old, new, cache))
                })
                .collect();
            if *replaced == *elems {
                a
            } else {
                ctx.array_attr(&replaced)
            }
        }
        AttrKind::Dictionary(entries) => {
            let entries = entries.clone();
            let replaced: Vec<NamedAttr> = entries
                .iter()
                .map(|e| NamedAttr {
                    name: e.name,
                    value: rmlir_core::support::stack::grow(|| {
                        replace_in_attr(ctx, e.value, old, new, cache)
                    }),
                })
                .collect();
            if replaced
                .iter()
                .zip(entries.iter())
                .all(|(x, y)| x.value == y.value)
            {
                a
            } else {
                ctx.dict_attr(replaced)
            }
        }
        AttrKind::Distinct { referenced, .. } => {
            let referenced = *referenced;
            let replaced = rmlir_core::support::stack::grow(|| {
                replace_in_attr(ctx, referenced, old, new, cache)
            });
            if replaced == referenced {
                return a;
            }
            // A new distinct attribute, as MLIR's replacer makes one.
            ctx.attr(AttrKind::Distinct {
                id: ctx.next_distinct_id(),
                referenced: replaced,
            })
        }
        _ => a,
    }
}
