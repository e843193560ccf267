//! `duplicate-function-elimination`: merges equivalent `func.func`
//! definitions (MLIR's `DuplicateFunctionEliminationPass`).
//!
//! The functions nested anywhere in the module are taken in post-order; a
//! function with a body that is equivalent to an earlier one (same
//! attributes and properties but for the symbol name, equivalent body with
//! locations ignored) is a duplicate. Declarations are never duplicates.
//! The references to each duplicate in the module (in the attributes of the
//! ops of its region and of the ops nested in them, not looking inside
//! nested symbol tables) are renamed to the first equivalent function,
//! including the root of nested references (`@dup::@x`), and the duplicate
//! is erased.

use crate::equivalence::regions_equivalent;
use crate::options::OptionValues;
use crate::registry::PassInfo;
use crate::{Pass, PassContext, PassFailed};
use rmlir_core::attrs::{AttrKind, NamedAttr};
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{symbol, Ir, OpId, RegionId, WalkOrder};
use rmlir_core::{Attribute, Context};
use std::collections::HashMap;

pub(crate) static DUPLICATE_FUNCTION_ELIMINATION: PassInfo = PassInfo {
    argument: "duplicate-function-elimination",
    name: "DuplicateFunctionEliminationPass",
    description: "Deduplicate functions",
    options: &[],
    create: |options| Box::new(Dfe { options }),
};

struct Dfe {
    options: OptionValues,
}

impl Pass for Dfe {
    fn info(&self) -> &'static PassInfo {
        &DUPLICATE_FUNCTION_ELIMINATION
    }
    fn options(&self) -> &OptionValues {
        &self.options
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("builtin.module")
    }
    fn run(&self, cx: &mut PassContext<'_>, ir: &mut Ir, module: OpId) -> Result<(), PassFailed> {
        let ctx = cx.ctx;
        let mut funcs = Vec::new();
        ir.walk(module, WalkOrder::PostOrder, &mut |_, o| {
            if ctx.op_name_str(ir.op_name(o)) == "func.func" {
                funcs.push(o);
            }
        });
        let mut unique: Vec<OpId> = Vec::new();
        let mut representative: HashMap<Attribute, OpId> = HashMap::new();
        let mut erase = Vec::new();
        for f in funcs {
            let repr = unique.iter().copied().find(|&u| funcs_equal(ctx, ir, u, f));
            let name = sym_name_attr(ctx, ir, f);
            match repr {
                Some(u) => {
                    representative.insert(name, u);
                    erase.push(f);
                }
                None => {
                    unique.push(f);
                    representative.insert(name, f);
                }
            }
        }
        for f in erase {
            let old = sym_name_attr(ctx, ir, f);
            let new = sym_name_attr(ctx, ir, representative[&old]);
            replace_all_symbol_uses(ctx, ir, old, new, module);
            ir.erase_op(f);
        }
        Ok(())
    }
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

/// Renames the references to symbol `old` to `new` in the ops of the
/// regions of `from` (MLIR's `SymbolTable::replaceAllSymbolUses`).
pub(crate) fn replace_all_symbol_uses(
    ctx: &Context,
    ir: &mut Ir,
    old: Attribute,
    new: Attribute,
    from: OpId,
) {
    let mut worklist: Vec<RegionId> = ir.regions(from).to_vec();
    worklist.reverse();
    while let Some(r) = worklist.pop() {
        for b in ir.region_blocks(r).to_vec() {
            let ops: Vec<OpId> = ir.block_ops(b).collect();
            for o in ops {
                replace_in_op(ctx, ir, o, old, new);
                let is_table = ctx
                    .op_def(ir.op_name(o))
                    .is_some_and(|d| d.has(Traits::SYMBOL_TABLE));
                if !is_table {
                    worklist.extend(ir.regions(o).iter().copied());
                }
            }
        }
    }
}

fn replace_in_op(ctx: &Context, ir: &mut Ir, op: OpId, old: Attribute, new: Attribute) {
    let registered = ctx.op_def(ir.op_name(op)).is_some();
    let data = ir.op(op);
    let (props, attrs) = (data.properties, data.attrs);
    let new_attrs = replace_in_attr(ctx, attrs, old, new);
    let new_props = match props {
        Some(p) if registered => Some(replace_in_attr(ctx, p, old, new)),
        p => p,
    };
    let data = ir.op_mut(op);
    data.attrs = new_attrs;
    data.properties = new_props;
}

fn replace_in_attr(ctx: &Context, a: Attribute, old: Attribute, new: Attribute) -> Attribute {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } => {
            if *root != old {
                return a;
            }
            ctx.attr(AttrKind::SymbolRef {
                root: new,
                nested: nested.clone(),
            })
        }
        AttrKind::Array(elems) => {
            let elems = elems.clone();
            let replaced: Vec<Attribute> = elems
                .iter()
                .map(|&e| replace_in_attr(ctx, e, old, new))
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
                    value: replace_in_attr(ctx, e.value, old, new),
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
        _ => a,
    }
}
