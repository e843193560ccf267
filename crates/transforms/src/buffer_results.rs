//! `buffer-results-to-out-params`: memref results of functions become
//! arguments the caller allocates (MLIR's `BufferResultsToOutParamsPass`).
//!
//! For each `func.func` of the module that has a body and is private (or any
//! function with `modify-public-functions`):
//! - every memref result becomes a trailing argument (its result attributes
//!   moving with it, plus `bufferize.result` with `add-result-attr`); a
//!   result whose layout is neither the identity nor fully dynamic strided
//!   fails the pass;
//! - each `func.return` copies its memref operands into those arguments with
//!   `memref.copy`, or, with `hoist-static-allocs` / `hoist-dynamic-allocs`,
//!   when the returned memref comes straight from an allocation
//!   (`memref.alloc`, `alloca`, `realloc`), uses the argument in place of the
//!   allocation and erases it. A hoisted dynamic allocation remembers which
//!   function arguments gave its sizes.
//!
//! Then every `func.call` of such a function allocates each memref result
//! before the call (`memref.alloc` of the identity layout, cast to a fully
//! dynamic layout when needed; dynamic sizes come from the call's operands
//! matching the callee arguments remembered above, and a dynamic result
//! without them fails), passes it as the new trailing operand, and uses it in
//! place of the result. The new call keeps only its callee: like MLIR's, it
//! drops other attributes of the old one.

use rmlir_core::attrs::NamedAttr;
use rmlir_core::builtin_types::num_elements;
use rmlir_core::ir::symbol::{self, Visibility};
use rmlir_core::ir::{Ir, OpId, OperationState, Value, WalkOrder};
use rmlir_core::verify::plain_error;
use rmlir_core::{AttrKind, Attribute, Context, Type, TypeKind};
use rmlir_dialects::func::function_type;
use rmlir_dialects::memref::layout::{
    has_identity_layout, make_memref, ranked, strides_and_offset,
};
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};
use rustc_hash::FxHashMap;

const DYNAMIC: i64 = i64::MIN;

/// The registry entry of `buffer-results-to-out-params`.
pub static INFO: PassInfo = PassInfo {
    argument: "buffer-results-to-out-params",
    name: "BufferResultsToOutParamsPass",
    description: "Converts memref-typed function results to out-params",
    options: &[
        flag(
            "add-result-attr",
            "Add the attribute 'bufferize.result' to all output parameters.",
        ),
        flag(
            "hoist-static-allocs",
            "Hoist static allocations to call sites.",
        ),
        flag(
            "hoist-dynamic-allocs",
            "Hoist dynamic allocations to call sites.",
        ),
        flag(
            "modify-public-functions",
            "Modify function signatures of public functions.",
        ),
    ],
    create: |options| SimplePass::new(&INFO, options, run).on("builtin.module"),
};

/// A boolean option, off by default.
const fn flag(name: &'static str, description: &'static str) -> OptionSpec {
    OptionSpec {
        name,
        description,
        kind: OptionKind::Bool,
        default: OptionValue::Bool(false),
    }
}

/// The pass's options.
struct Options {
    add_result_attr: bool,
    hoist_static: bool,
    hoist_dynamic: bool,
    modify_public: bool,
}

/// For each rewritten function, the sizes of its hoisted dynamic
/// allocations: the function arguments they came from (empty when some
/// size was not an argument), in return-operand order.
type DynamicSizes = FxHashMap<OpId, Vec<Vec<usize>>>;

fn run(
    pass: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    module: OpId,
) -> Result<(), PassFailed> {
    let o = &pass.options;
    let options = Options {
        add_result_attr: o.get_bool("add-result-attr"),
        hoist_static: o.get_bool("hoist-static-allocs"),
        hoist_dynamic: o.get_bool("hoist-dynamic-allocs"),
        modify_public: o.get_bool("modify-public-functions"),
    };
    let ctx = cx.ctx;
    let mut sizes = DynamicSizes::default();
    let funcs: Vec<OpId> = module_children(ir, module)
        .into_iter()
        .filter(|&f| ctx.op_name_str(ir.op_name(f)) == "func.func")
        .collect();
    for func in funcs {
        if !is_candidate(ctx, ir, func, &options) {
            continue;
        }
        let args = match update_func(ctx, ir, func, options.add_result_attr) {
            Ok(args) => args,
            Err(msg) => {
                cx.emit(plain_error(ctx, ir, func, msg));
                return Err(PassFailed);
            }
        };
        sizes.insert(func, update_returns(ctx, ir, func, &args, &options));
    }
    update_calls(cx, ir, module, &sizes, &options)
}

/// The ops directly in `module`'s body.
fn module_children(ir: &Ir, module: OpId) -> Vec<OpId> {
    ir.regions(module)
        .iter()
        .flat_map(|&r| ir.region_blocks(r).iter().flat_map(|&b| ir.block_ops(b)))
        .collect()
}

/// Whether the pass rewrites `func` and calls to it: a definition, private
/// unless public functions may change.
fn is_candidate(ctx: &Context, ir: &Ir, func: OpId, options: &Options) -> bool {
    let public = symbol::visibility(ctx, ir, func) == Visibility::Public;
    (!public || options.modify_public) && !is_external(ir, func)
}

/// Whether a function has no body.
fn is_external(ir: &Ir, func: OpId) -> bool {
    ir.regions(func)
        .first()
        .is_none_or(|&r| ir.region_blocks(r).is_empty())
}

/// Whether a memref type's layout is strided with every stride and the
/// offset dynamic.
fn has_fully_dynamic_layout(ctx: &Context, t: Type) -> bool {
    strides_and_offset(ctx, t)
        .is_some_and(|(strides, offset)| offset == DYNAMIC && strides.iter().all(|&s| s == DYNAMIC))
}

/// Whether every dimension of a memref type is static.
fn has_static_shape(ctx: &Context, t: Type) -> bool {
    num_elements(ctx, t).is_some()
}

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
}

/// Moves the memref results of `func` to new trailing arguments; returns
/// those arguments (none for a declaration), or the error message.
fn update_func(
    ctx: &Context,
    ir: &mut Ir,
    func: OpId,
    add_result_attr: bool,
) -> Result<Vec<Value>, &'static str> {
    let Some((inputs, results)) = function_type(ctx, ir, func) else {
        return Ok(Vec::new());
    };
    let mut moved: Vec<usize> = Vec::new();
    for (i, &t) in results.iter().enumerate() {
        if !is_memref(ctx, t) {
            continue;
        }
        if !has_identity_layout(ctx, t) && !has_fully_dynamic_layout(ctx, t) {
            return Err("cannot create out param for result with unsupported layout");
        }
        moved.push(i);
    }
    let mut new_inputs = inputs.clone();
    new_inputs.extend(moved.iter().map(|&i| results[i]));
    let kept: Vec<Type> = (0..results.len())
        .filter(|i| !moved.contains(i))
        .map(|i| results[i])
        .collect();
    let ty = ctx.function_type(&new_inputs, &kept);
    ir.set_inherent_attr(ctx, func, "function_type", ctx.type_attr(ty));

    // Argument attributes: the old ones, then each moved result's.
    let arg_attrs = attr_dicts(ctx, ir, func, "arg_attrs", inputs.len());
    let res_attrs = attr_dicts(ctx, ir, func, "res_attrs", results.len());
    let mut new_arg_attrs = arg_attrs;
    for &i in &moved {
        let mut entries = ctx.dict_entries(res_attrs[i]).to_vec();
        if add_result_attr {
            let name = ctx.string_attr("bufferize.result");
            entries.retain(|e| e.name != name);
            entries.push(NamedAttr {
                name,
                value: ctx.unit_attr(),
            });
        }
        new_arg_attrs.push(ctx.dict_attr(entries));
    }
    let new_res_attrs: Vec<Attribute> = (0..results.len())
        .filter(|i| !moved.contains(i))
        .map(|i| res_attrs[i])
        .collect();
    ir.set_attr_dict_array(ctx, func, "arg_attrs", &new_arg_attrs);
    ir.set_attr_dict_array(ctx, func, "res_attrs", &new_res_attrs);

    if is_external(ir, func) {
        return Ok(Vec::new());
    }
    let Some(entry) = ir.regions(func).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(Vec::new());
    };
    let loc = ir.op(func).loc;
    Ok(moved
        .iter()
        .map(|&i| ir.add_block_arg(entry, results[i], loc))
        .collect())
}

/// The `n` dictionaries of the per-argument (or per-result) attribute array
/// `name` of `func`; empty ones when it has none.
fn attr_dicts(ctx: &Context, ir: &Ir, func: OpId, name: &str, n: usize) -> Vec<Attribute> {
    let empty = ctx.empty_dict();
    let mut v: Vec<Attribute> =
        match symbol::inherent_attr(ctx, ir, func, name).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items.to_vec(),
            _ => Vec::new(),
        };
    v.resize(n, empty);
    v
}

/// Whether `op` is an allocation MLIR's `AllocationOpInterface` covers.
fn is_allocation(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    matches!(
        ctx.op_name_str(ir.op_name(op)),
        "memref.alloc" | "memref.alloca" | "memref.realloc"
    )
}

/// Rewrites every `func.return` in `func` to copy its memref operands into
/// the out-params `args` (or to hoist their allocations); returns the sizes
/// of the hoisted dynamic allocations of the first return.
fn update_returns(
    ctx: &Context,
    ir: &mut Ir,
    func: OpId,
    args: &[Value],
    options: &Options,
) -> Vec<Vec<usize>> {
    let mut returns = Vec::new();
    ir.walk(func, WalkOrder::PostOrder, &mut |_, op| {
        if ctx.op_name_str(ir.op_name(op)) == "func.return" {
            returns.push(op);
        }
    });
    let entry_args: Vec<Value> = ir
        .regions(func)
        .first()
        .and_then(|&r| ir.entry_block(r))
        .map_or(Vec::new(), |b| ir.block_args(b).to_vec());
    let mut first: Option<Vec<Vec<usize>>> = None;
    for ret in returns {
        let loc = ir.op(ret).loc;
        let operands: Vec<Value> = ir.operands(ret).collect();
        let (copied, kept): (Vec<Value>, Vec<Value>) = operands
            .into_iter()
            .partition(|&v| is_memref(ctx, ir.value_type(v)));
        let mut sizes = Vec::new();
        // A value returned twice and hoisted the first time now lives in
        // the first out-param.
        let mut hoisted: FxHashMap<Value, Value> = FxHashMap::default();
        for (&orig, &arg) in copied.iter().zip(args) {
            if let Some(&first) = hoisted.get(&orig) {
                // (mlir-opt crashes here: the value's allocation is gone.)
                insert_copy(ctx, ir, ret, first, arg);
                continue;
            }
            let ty = ir.value_type(orig);
            let is_static = has_static_shape(ctx, ty);
            let hoist_static = options.hoist_static && is_static;
            let hoist_dynamic = options.hoist_dynamic && !is_static;
            let alloc = ir.defining_op(orig).filter(|&d| is_allocation(ctx, ir, d));
            match alloc {
                Some(alloc) if hoist_static || hoist_dynamic => {
                    ir.replace_all_uses(orig, arg);
                    if hoist_dynamic {
                        sizes.push(dynamic_sizes(ctx, ir, alloc, &entry_args));
                    }
                    ir.erase_op(alloc);
                    hoisted.insert(orig, arg);
                }
                _ => insert_copy(ctx, ir, ret, orig, arg),
            }
        }
        let mut st = OperationState::new(ctx, "func.return", loc);
        st.operands.extend(kept);
        let new = ir.create_op(st);
        ir.insert_op_before(ret, new);
        ir.erase_op(ret);
        first.get_or_insert(sizes);
    }
    first.unwrap_or_default()
}

/// Inserts `memref.copy from, to` before `before`, at its location.
fn insert_copy(ctx: &Context, ir: &mut Ir, before: OpId, from: Value, to: Value) {
    let mut st = OperationState::new(ctx, "memref.copy", ir.op(before).loc);
    st.operands.extend([from, to]);
    let copy = ir.create_op(st);
    ir.insert_op_before(before, copy);
}

/// The function arguments (by position) giving the index operands of an
/// allocation; empty when one of them is not a function argument.
fn dynamic_sizes(ctx: &Context, ir: &Ir, alloc: OpId, entry_args: &[Value]) -> Vec<usize> {
    let mut out = Vec::new();
    for v in ir.operands(alloc) {
        if !matches!(ctx.type_kind(ir.value_type(v)), TypeKind::Index) {
            continue;
        }
        match entry_args.iter().position(|&a| a == v) {
            Some(i) => out.push(i),
            None => return Vec::new(),
        }
    }
    out
}

/// Rewrites every `func.call` in `module` to a rewritten function.
fn update_calls(
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    module: OpId,
    sizes: &DynamicSizes,
    options: &Options,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    // The module's symbol table, first definition of a name winning.
    let mut table: FxHashMap<Vec<u8>, OpId> = FxHashMap::default();
    for op in module_children(ir, module) {
        if let Some(name) = symbol::symbol_name(ctx, ir, op) {
            table.entry(name.to_vec()).or_insert(op);
        }
    }
    let mut calls = Vec::new();
    ir.walk(module, WalkOrder::PostOrder, &mut |_, op| {
        if ctx.op_name_str(ir.op_name(op)) == "func.call" {
            calls.push(op);
        }
    });
    let mut failed = false;
    for call in calls {
        let callee_attr = symbol::inherent_attr(ctx, ir, call, "callee");
        let name = callee_attr.and_then(|a| match ctx.attr_kind(a) {
            AttrKind::SymbolRef { root, .. } => Some(ctx.str_value(*root).to_vec()),
            _ => None,
        });
        let callee = name
            .as_ref()
            .and_then(|n| table.get(n).copied())
            .filter(|&f| ctx.op_name_str(ir.op_name(f)) == "func.func");
        let (Some(callee), Some(callee_attr)) = (callee, callee_attr) else {
            let shown = String::from_utf8_lossy(name.as_deref().unwrap_or_default()).into_owned();
            let msg = format!("cannot find callee '{shown}' in symbol table");
            cx.emit(plain_error(ctx, ir, call, msg));
            failed = true;
            continue;
        };
        if !is_candidate(ctx, ir, callee, options) {
            continue;
        }
        if let Err(msg) = update_call(ctx, ir, call, callee, callee_attr, sizes) {
            cx.emit(plain_error(ctx, ir, call, msg));
            failed = true;
        }
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// Allocates the out-params of one call and replaces it by a call passing
/// them; on failure the allocations made so far stay.
fn update_call(
    ctx: &Context,
    ir: &mut Ir,
    call: OpId,
    callee: OpId,
    callee_attr: Attribute,
    sizes: &DynamicSizes,
) -> Result<(), &'static str> {
    let loc = ir.op(call).loc;
    let results: Vec<Value> = ir.results(call).collect();
    let (outs, kept): (Vec<Value>, Vec<Value>) = results
        .into_iter()
        .partition(|&v| is_memref(ctx, ir.value_type(v)));
    let no_sizes = Vec::new();
    let callee_sizes = sizes.get(&callee).unwrap_or(&no_sizes);
    let operands: Vec<Value> = ir.operands(call).collect();
    let mut next_sizes = 0;
    let mut out_params = Vec::new();
    for memref in outs {
        let ty = ir.value_type(memref);
        let is_static = has_static_shape(ctx, ty);
        let known = callee_sizes.get(next_sizes).cloned().unwrap_or_default();
        if !is_static && known.is_empty() {
            return Err("cannot create out param for dynamically shaped result");
        }
        let dims: Vec<Value> = if is_static {
            Vec::new()
        } else {
            next_sizes += 1;
            // The call operand in each size's argument position.
            known
                .iter()
                .filter_map(|&i| operands.get(i).copied())
                .collect()
        };
        let Some(parts) = ranked(ctx, ty) else {
            continue;
        };
        let alloc_ty = make_memref(ctx, &parts.shape, parts.element, None, parts.memory_space);
        let mut st = OperationState::new(ctx, "memref.alloc", loc);
        st.operands.extend(dims.iter().copied());
        st.result_types.push(alloc_ty);
        st.properties = Some(segment_sizes(ctx, &[dims.len() as i32, 0]));
        let alloc = ir.create_op(st);
        ir.insert_op_before(call, alloc);
        let mut out = ir.result(alloc, 0);
        if !has_identity_layout(ctx, ty) {
            let mut st = OperationState::new(ctx, "memref.cast", loc);
            st.operands.push(out);
            st.result_types.push(ty);
            let cast = ir.create_op(st);
            ir.insert_op_before(call, cast);
            out = ir.result(cast, 0);
        }
        ir.replace_all_uses(memref, out);
        out_params.push(out);
    }
    let mut st = OperationState::new(ctx, "func.call", loc);
    st.operands.extend(operands);
    st.operands.extend(out_params);
    st.result_types
        .extend(kept.iter().map(|&v| ir.value_type(v)));
    st.properties = Some(ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("callee"),
        value: callee_attr,
    }]));
    let new = ir.create_op(st);
    ir.insert_op_before(call, new);
    for (i, v) in kept.into_iter().enumerate() {
        let r = ir.result(new, i);
        ir.replace_all_uses(v, r);
    }
    ir.erase_op(call);
    Ok(())
}

/// An `operandSegmentSizes` property dictionary.
fn segment_sizes(ctx: &Context, sizes: &[i32]) -> Attribute {
    ctx.dict_attr(vec![NamedAttr {
        name: ctx.string_attr("operandSegmentSizes"),
        value: rmlir_ods::constraints::i32_array(ctx, sizes),
    }])
}
