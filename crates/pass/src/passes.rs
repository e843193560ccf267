//! The passes implemented so far, each behaving as mlir-opt's pass of the
//! same name: `print-op-stats`, `strip-debuginfo`, `symbol-privatize` here,
//! and in their own modules `canonicalize`, `cse`,
//! `duplicate-function-elimination`, `loop-invariant-code-motion`, `sccp`
//! and `symbol-dce`. Passes that know particular dialects live in
//! rmlir-transforms.

use crate::options::{OptionKind, OptionSpec, OptionValue, OptionValues};
use crate::registry::PassInfo;
use crate::{Pass, PassContext, PassFailed};
use rmlir_core::attrs::NamedAttr;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{symbol, Ir, OpId, WalkOrder};
use rmlir_core::{Attribute, Context};
use std::collections::BTreeMap;

/// Every pass of this module, for [`crate::PassRegistry::with_builtin_passes`].
pub static ALL: &[&PassInfo] = &[
    &crate::canonicalize::CANONICALIZE,
    &crate::composite::INFO,
    &crate::control_flow_sink::INFO,
    &crate::cse::CSE,
    &crate::duplicate_function_elimination::DUPLICATE_FUNCTION_ELIMINATION,
    &crate::inliner::INFO,
    &crate::licm::INFO,
    &PRINT_OP_STATS,
    &crate::sccp::INFO,
    &crate::remove_dead_values::INFO,
    &STRIP_DEBUGINFO,
    &crate::symbol_dce::SYMBOL_DCE,
    &SYMBOL_PRIVATIZE,
    &crate::topological_sort::INFO,
    &crate::view_op_graph::INFO,
];

/// How a [`SimplePass`] transforms the op it runs on.
pub type RunFn = fn(&SimplePass, &mut PassContext<'_>, &mut Ir, OpId) -> Result<(), PassFailed>;

/// A pass made of its registry entry, its options and a run function (the
/// passes without state of their own).
pub struct SimplePass {
    info: &'static PassInfo,
    pub options: OptionValues,
    run: RunFn,
    /// The op the pass is restricted to (see [`Pass::op_name`]).
    op_name: Option<&'static str>,
    /// See [`Pass::analyses`].
    analyses: &'static [&'static str],
    /// Runs only on function-like ops, though not anchored on one (see
    /// [`SimplePass::on_functions`]).
    functions_only: bool,
}

impl SimplePass {
    /// A pass running on any op and using no analysis.
    pub fn new(info: &'static PassInfo, options: OptionValues, run: RunFn) -> Box<Self> {
        Box::new(SimplePass {
            info,
            options,
            run,
            op_name: None,
            analyses: &[],
            functions_only: false,
        })
    }

    /// Restricts the pass to ops named `name`.
    pub fn on(mut self: Box<Self>, name: &'static str) -> Box<Self> {
        self.op_name = Some(name);
        self
    }

    /// Makes the pass an interface pass on function-like ops (MLIR's
    /// `FunctionOpInterface`, here `func.func`): it may be added to a
    /// manager of any op, but a manager anchored elsewhere cannot schedule
    /// it.
    pub fn on_functions(mut self: Box<Self>) -> Box<Self> {
        self.functions_only = true;
        self
    }

    /// Declares the analyses the pass computes.
    pub fn with_analyses(mut self: Box<Self>, analyses: &'static [&'static str]) -> Box<Self> {
        self.analyses = analyses;
        self
    }
}

impl Pass for SimplePass {
    fn info(&self) -> &'static PassInfo {
        self.info
    }
    fn options(&self) -> &OptionValues {
        &self.options
    }
    fn op_name(&self) -> Option<&'static str> {
        self.op_name
    }
    fn analyses(&self) -> &'static [&'static str] {
        self.analyses
    }
    fn can_schedule_on(&self, name: &str) -> bool {
        self.op_name.is_none_or(|a| a == name) && (!self.functions_only || name == "func.func")
    }
    fn run(&self, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
        (self.run)(self, cx, ir, op)
    }
}

// ---- print-op-stats ----

static PRINT_OP_STATS: PassInfo = PassInfo {
    argument: "print-op-stats",
    name: "PrintOpStats",
    description: "Print statistics of operations",
    options: &[OptionSpec {
        name: "json",
        description: "print the stats as JSON",
        kind: OptionKind::Bool,
        default: OptionValue::Bool(false),
    }],
    create: |options| SimplePass::new(&PRINT_OP_STATS, options, print_op_stats),
};

/// Counts the ops nested in `op` (and `op`) by name and writes the counts to
/// stderr, as a table aligned on the dialect's dot or as JSON.
fn print_op_stats(
    p: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    op: OpId,
) -> Result<(), PassFailed> {
    let mut counts: BTreeMap<&str, u64> = BTreeMap::new();
    ir.walk(op, WalkOrder::PreOrder, &mut |_, o| {
        *counts.entry(cx.ctx.op_name_str(ir.op_name(o))).or_default() += 1;
    });
    let mut out = String::new();
    if p.options.get_bool("json") {
        out.push_str("{\n");
        let n = counts.len();
        for (i, (name, count)) in counts.iter().enumerate() {
            out.push_str(&format!("  \"{name}\" : {count}"));
            out.push_str(if i + 1 < n { ",\n" } else { "\n" });
        }
        out.push_str("}\n");
    } else {
        // A name without a dot has an empty dialect and prints a space in
        // place of the dot.
        let dialect_width = counts.keys().map(|n| split_width(n).0).max().unwrap_or(0);
        let op_width = counts.keys().map(|n| split_width(n).1).max().unwrap_or(0);
        out.push_str("Operations encountered:\n-----------------------\n");
        for (name, count) in &counts {
            let (dialect, rest) = name.split_once('.').unwrap_or(("", name));
            let dot = if name.contains('.') { '.' } else { ' ' };
            out.push_str(&format!(
                "  {dialect:>dialect_width$}{dot}{rest:<op_width$} , {count}\n"
            ));
        }
    }
    cx.write_stderr(out);
    cx.mark_all_analyses_preserved();
    Ok(())
}

/// The widths of a name's dialect and op parts (split at the first dot).
fn split_width(name: &str) -> (usize, usize) {
    match name.split_once('.') {
        Some((d, o)) => (d.len(), o.len()),
        None => (0, name.len()),
    }
}

// ---- strip-debuginfo ----

static STRIP_DEBUGINFO: PassInfo = PassInfo {
    argument: "strip-debuginfo",
    name: "StripDebugInfo",
    description: "Strip debug info from all operations",
    options: &[],
    create: |options| SimplePass::new(&STRIP_DEBUGINFO, options, strip_debuginfo),
};

/// Sets the location of `op`, every nested op and every block argument to
/// `loc("unknown")`.
fn strip_debuginfo(
    _: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    op: OpId,
) -> Result<(), PassFailed> {
    let unknown = cx.ctx.unknown_loc();
    let mut ops = vec![op];
    ops.extend(ir.nested_ops(op));
    for o in ops {
        ir.op_mut(o).loc = unknown;
        let blocks: Vec<_> = ir
            .regions(o)
            .iter()
            .flat_map(|&r| ir.region_blocks(r).to_vec())
            .collect();
        for b in blocks {
            let args = ir.block_args(b).to_vec();
            for a in args {
                ir.set_value_loc(a, unknown);
            }
        }
    }
    Ok(())
}

// ---- symbol-privatize ----

static STRING: OptionKind = OptionKind::String;

static SYMBOL_PRIVATIZE: PassInfo = PassInfo {
    argument: "symbol-privatize",
    name: "SymbolPrivatize",
    description: "Mark symbols private",
    options: &[OptionSpec {
        name: "exclude",
        description: "Comma separated list of symbols that should not be marked private",
        kind: OptionKind::List(&STRING),
        default: OptionValue::List(Vec::new()),
    }],
    create: |options| SimplePass::new(&SYMBOL_PRIVATIZE, options, symbol_privatize),
};

/// Makes every symbol directly in `op`'s regions private, except those named
/// in `exclude`.
fn symbol_privatize(
    p: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    op: OpId,
) -> Result<(), PassFailed> {
    let exclude = p.options.get_strings("exclude");
    let ctx = cx.ctx;
    let mut children = Vec::new();
    for &r in ir.regions(op) {
        for &b in ir.region_blocks(r) {
            children.extend(ir.block_ops(b));
        }
    }
    let private = ctx.string_attr("private");
    for child in children {
        let is_symbol_op = ctx
            .op_def(ir.op_name(child))
            .is_some_and(|d| d.has(Traits::SYMBOL));
        // An op whose symbol name is optional (a module) is a symbol only
        // when it has one.
        let Some(name) = symbol::symbol_name(ctx, ir, child) else {
            continue;
        };
        if !is_symbol_op || exclude.iter().any(|e| e.as_bytes() == name) {
            continue;
        }
        set_inherent_attr(ctx, ir, child, symbol::SYM_VISIBILITY, private);
    }
    Ok(())
}

/// Sets an inherent attribute: in the properties of an op that has them,
/// else among its attributes.
fn set_inherent_attr(ctx: &Context, ir: &mut Ir, op: OpId, name: &str, value: Attribute) {
    let uses_properties = ctx
        .op_def(ir.op_name(op))
        .is_some_and(|d| d.uses_properties());
    let data = ir.op_mut(op);
    let dict = if uses_properties {
        data.properties.unwrap_or_else(|| ctx.empty_dict())
    } else {
        data.attrs
    };
    let key = ctx.string_attr(name);
    let mut entries: Vec<NamedAttr> = ctx
        .dict_entries(dict)
        .iter()
        .copied()
        .filter(|e| e.name != key)
        .collect();
    entries.push(NamedAttr { name: key, value });
    let new = ctx.dict_attr(entries);
    if uses_properties {
        data.properties = Some(new);
    } else {
        data.attrs = new;
    }
}
