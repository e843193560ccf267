//! The `func` dialect: `func.func`, `func.return`, `func.call`,
//! `func.call_indirect` and `func.constant`.

use crate::util::{add_prop, all_attrs, prop, type_of_attr};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{Argument, PResult, Parser};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::{Dialect, Traits};
use rmlir_core::ir::symbol::{lookup_symbol_from, symbol_name};
use rmlir_core::ir::{Ir, OpId, OperationState, RegionId, Value};
use rmlir_core::verify::{op_error, plain_error};
use rmlir_core::{AttrKind, Attribute, Context, NamedAttr, Type, TypeKind};
use rmlir_ods::constraints::{
    ANY_TYPE, DICT_ARRAY_ATTR, FLAT_SYMBOL_REF_ATTR, FUNCTION_TYPE, FUNCTION_TYPE_ATTR, STR_ATTR,
    SYMBOL_NAME_ATTR, UNIT_ATTR,
};
use rmlir_ods::{attr, operand, opt_attr, variadic, OpSpec, RegionSpec, TypeRelation};
use std::sync::Arc;

/// The `func` dialect: functions, calls and returns.
pub struct FuncDialect;

/// Registers the `func` dialect (loaded when first seen).
pub fn register(ctx: &Context) {
    ctx.register_dialect("func", || Arc::new(FuncDialect));
}

impl Dialect for FuncDialect {
    fn inliner(&self) -> Option<&dyn rmlir_core::rewrite::inlining::DialectInliner> {
        Some(&FuncInliner)
    }

    fn namespace(&self) -> &'static str {
        "func"
    }

    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        rmlir_ods::register_ops(ctx, [&FUNC, &RETURN, &CALL, &CALL_INDIRECT, &CONSTANT])
    }

    /// Folded symbol references of function type become `func.constant`.
    fn materialize_constant(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OpId> {
        let flat =
            matches!(ctx.attr_kind(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty());
        if !flat || !matches!(ctx.type_kind(ty), TypeKind::Function { .. }) {
            return None;
        }
        let st = OperationState::constant(ctx, "func.constant", value, ty, loc);
        Some(ir.create_op(st))
    }
}

/// `func.call_indirect` of a constant callee becomes a direct call (MLIR's
/// `CallIndirectOp::canonicalize`).
fn call_indirect_patterns(_: &Context, set: &mut rmlir_core::rewrite::PatternSet) {
    set.add_fn(
        "func.call_indirect",
        "CallIndirectOp::canonicalize",
        |op, rw| {
            let callee = rw.ir.operand(op, 0);
            let Some(value) = rmlir_core::rewrite::folder::value_constant(rw.ctx, rw.ir, callee)
            else {
                return false;
            };
            if !matches!(rw.ctx.attr_kind(value), AttrKind::SymbolRef { .. }) {
                return false;
            }
            let loc = rw.ir.op(op).loc;
            let mut st = OperationState::new(rw.ctx, "func.call", loc);
            st.operands.extend(rw.ir.operands(op).skip(1));
            st.result_types
                .extend(rw.ir.results(op).map(|v| rw.ir.value_type(v)));
            st.properties = Some(rw.ctx.dict_attr(vec![NamedAttr {
                name: rw.ctx.string_attr("callee"),
                value,
            }]));
            rw.replace_op_with_new(op, st);
            true
        },
    );
}

// `func.func` keeps hand-written syntax (the function signature); the other
// ops use MLIR 22's declarative formats, so their syntax errors and shape
// checks come from the shared ODS path. What ODS cannot declare (the return
// matching its function, calls resolving their callee) is verified below.

/// `func.func`: a function, isolated from above; a declaration when it has
/// no body.
pub static FUNC: OpSpec = OpSpec {
    name: "func.func",
    attrs: &[
        attr("sym_name", &SYMBOL_NAME_ATTR),
        attr("function_type", &FUNCTION_TYPE_ATTR),
        opt_attr("sym_visibility", &STR_ATTR),
        opt_attr("arg_attrs", &DICT_ARRAY_ATTR),
        opt_attr("res_attrs", &DICT_ARRAY_ATTR),
        opt_attr("no_inline", &UNIT_ATTR),
    ],
    regions: &[RegionSpec {
        name: "body",
        variadic: false,
        blocks: None,
    }],
    traits: Traits::ISOLATED_FROM_ABOVE
        .union(Traits::SYMBOL)
        .union(Traits::AUTOMATIC_ALLOCATION_SCOPE)
        .union(Traits::AFFINE_SCOPE),
    parse: Some(parse_func),
    print: Some(print_func),
    verify: Some(verify_func),
    // A function without a body only declares its symbol.
    is_declaration: Some(|_, ir, op| {
        ir.regions(op)
            .first()
            .is_none_or(|&r| ir.region_blocks(r).is_empty())
    }),
    default_dialect: "func",
    callable: Some(rmlir_core::control_flow::CallableInterface {
        region: |_, ir, op| {
            let r = *ir.regions(op).first()?;
            (!ir.region_blocks(r).is_empty()).then_some(r)
        },
    }),
    ..OpSpec::DEFAULT
};

/// `func.return`: returns from the enclosing `func.func`.
pub static RETURN: OpSpec = OpSpec {
    name: "func.return",
    operands: &[variadic("operands", &ANY_TYPE)],
    traits: Traits::TERMINATOR
        .union(Traits::RETURN_LIKE)
        .union(Traits::PURE)
        .union(Traits::ZERO_REGIONS),
    format: Some("attr-dict ($operands^ `:` type($operands))?"),
    verify: Some(verify_return),
    parent: Some("func.func"),
    ..OpSpec::DEFAULT
};

/// `func.call`: direct call to the function named by `callee`.
pub static CALL: OpSpec = OpSpec {
    name: "func.call",
    operands: &[variadic("operands", &ANY_TYPE)],
    results: &[variadic("results", &ANY_TYPE)],
    attrs: &[
        attr("callee", &FLAT_SYMBOL_REF_ATTR),
        opt_attr("arg_attrs", &DICT_ARRAY_ATTR),
        opt_attr("res_attrs", &DICT_ARRAY_ATTR),
        opt_attr("no_inline", &UNIT_ATTR),
    ],
    traits: Traits::ZERO_REGIONS,
    format: Some("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"),
    verify_symbol_uses: Some(verify_call_uses),
    call: Some(rmlir_core::control_flow::CallInterface {
        callee: |ctx, ir, op| rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "callee"),
        arg_operands: |_, ir, op| 0..ir.num_operands(op),
    }),
    ..OpSpec::DEFAULT
};

/// `func.call_indirect`: call through a value of function type.
pub static CALL_INDIRECT: OpSpec = OpSpec {
    name: "func.call_indirect",
    operands: &[
        operand("callee", &FUNCTION_TYPE),
        variadic("callee_operands", &ANY_TYPE),
    ],
    results: &[variadic("results", &ANY_TYPE)],
    attrs: &[
        opt_attr("arg_attrs", &DICT_ARRAY_ATTR),
        opt_attr("res_attrs", &DICT_ARRAY_ATTR),
    ],
    traits: Traits::ZERO_REGIONS,
    type_relations: &[
        TypeRelation::DerivedList {
            from: "callee",
            to: "callee_operands",
            f: |ctx, t| signature(ctx, t).0,
            summary: "callee input types match argument types",
        },
        TypeRelation::DerivedList {
            from: "callee",
            to: "results",
            f: |ctx, t| signature(ctx, t).1,
            summary: "callee result types match result types",
        },
    ],
    format: Some("$callee `(` $callee_operands `)` attr-dict `:` type($callee)"),
    canonicalize: Some(call_indirect_patterns),
    ..OpSpec::DEFAULT
};

/// `func.constant`: a function's symbol as a value of function type.
pub static CONSTANT: OpSpec = OpSpec {
    name: "func.constant",
    results: &[operand("result", &ANY_TYPE)],
    attrs: &[attr("value", &FLAT_SYMBOL_REF_ATTR)],
    traits: Traits::ZERO_REGIONS
        .union(Traits::PURE)
        .union(Traits::CONSTANT_LIKE),
    format: Some("attr-dict $value `:` type(results)"),
    verify_symbol_uses: Some(verify_constant_uses),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "f")),
    fold: Some(|ctx, ir, op, _| {
        prop(ctx, ir, op, "value").map(|v| vec![rmlir_core::dialect::FoldResult::Attr(v)])
    }),
    ..OpSpec::DEFAULT
};

/// The inputs and results of a function type (none for another type, which
/// the callee's constraint has already rejected).
fn signature(ctx: &Context, t: Type) -> (&[Type], &[Type]) {
    match ctx.type_kind(t) {
        TypeKind::Function { inputs, results } => (inputs, results),
        _ => (&[], &[]),
    }
}

type VResult = Result<(), Diagnostic>;

/// The inputs and results of a `func.func`'s `function_type`.
pub fn function_type(ctx: &Context, ir: &Ir, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = type_of_attr(ctx, prop(ctx, ir, op, "function_type"))?;
    match ctx.type_kind(t) {
        TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

// ---- func.func ----

fn parse_func(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    for vis in ["private", "public", "nested"] {
        if p.consume_keyword_if(vis) {
            add_prop(ctx, st, "sym_visibility", ctx.string_attr(vis));
            break;
        }
    }
    let at = p.here();
    let Some(name) = p.parse_optional_symbol_name() else {
        return p.custom_error(at, "expected valid '@'-identifier for symbol name");
    };
    add_prop(ctx, st, "sym_name", name);
    // Arguments: either all named (`%a: t`) or all bare types.
    let mut args: Vec<Argument> = Vec::new();
    let mut named = None;
    p.parse_delimited_list(Tok::LParen, Tok::RParen, "", |p| {
        let at = p.here();
        if p.is(Tok::PercentIdent) {
            let a = p.parse_argument(true, true)?;
            if named == Some(false) {
                return p.custom_error(at, "expected type instead of SSA identifier");
            }
            named = Some(true);
            args.push(a);
        } else {
            if named == Some(true) {
                return p.custom_error(at, "expected SSA identifier");
            }
            named = Some(false);
            let ty = p.parse_type()?;
            let mut attrs = None;
            if p.is(Tok::LBrace) {
                let e = p.parse_attribute_dict()?;
                attrs = Some(p.ctx.dict_attr(e));
            }
            let loc = p.parse_optional_location_specifier()?;
            let name = rmlir_core::asm::parser::UnresolvedOperand {
                name: p.tok,
                number: 0,
                loc: at,
            };
            args.push(Argument {
                name,
                ty,
                attrs,
                loc,
            });
        }
        Ok(())
    })?;
    let mut results = Vec::new();
    let mut result_attrs: Vec<Option<Attribute>> = Vec::new();
    if p.consume_if(Tok::Arrow) {
        if p.consume_if(Tok::LParen) {
            if !p.consume_if(Tok::RParen) {
                p.parse_comma_list(|p| {
                    results.push(p.parse_type()?);
                    let mut a = None;
                    if p.is(Tok::LBrace) {
                        let e = p.parse_attribute_dict()?;
                        a = Some(p.ctx.dict_attr(e));
                    }
                    result_attrs.push(a);
                    Ok(())
                })?;
                p.expect(Tok::RParen, "expected ')'")?;
            }
        } else {
            results.push(p.parse_type()?);
            result_attrs.push(None);
        }
    }
    let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
    let fty = ctx.function_type(&inputs, &results);
    add_prop(ctx, st, "function_type", ctx.type_attr(fty));
    let dict_loc = p.here();
    // MLIR's function parser does not check inherent attributes given here:
    // one of the wrong kind is dropped when the op is created.
    let extra = if p.consume_keyword_if("attributes") {
        let entries = p.parse_attribute_dict()?;
        ctx.dict_attr(entries)
    } else {
        ctx.empty_dict()
    };
    for bad in ["sym_visibility", "sym_name", "function_type"] {
        if ctx.dict_get(extra, bad).is_some() {
            return p.custom_error(
                dict_loc,
                format!("'{bad}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            );
        }
    }
    st.attrs = extra;
    let arg_dicts: Vec<Attribute> = args
        .iter()
        .map(|a| a.attrs.unwrap_or_else(|| ctx.empty_dict()))
        .collect();
    if arg_dicts.iter().any(|&d| d != ctx.empty_dict()) {
        add_prop(ctx, st, "arg_attrs", ctx.array_attr(&arg_dicts));
    }
    let res_dicts: Vec<Attribute> = result_attrs
        .iter()
        .map(|a| a.unwrap_or_else(|| ctx.empty_dict()))
        .collect();
    if res_dicts.iter().any(|&d| d != ctx.empty_dict()) {
        add_prop(ctx, st, "res_attrs", ctx.array_attr(&res_dicts));
    }
    let body_loc = p.here();
    let entry_args: Vec<Argument> = if named == Some(true) {
        args
    } else {
        Vec::new()
    };
    let region = match p.parse_optional_region(&entry_args, false)? {
        Some(r) => {
            if p.ir.region_blocks(r).is_empty() {
                return p.custom_error(body_loc, "expected non-empty function body");
            }
            r
        }
        None => p.ir.new_region(),
    };
    st.regions.push(region);
    Ok(())
}

fn print_func(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    p.write(" ");
    if let Some(v) = prop(ctx, ir, op, "sym_visibility") {
        p.write(&ctx.str_text(v));
        p.write(" ");
    }
    let name = prop(ctx, ir, op, "sym_name")
        .map(|a| ctx.str_value(a).to_vec())
        .unwrap_or_default();
    p.print_symbol_name(&name);
    let (inputs, results) = function_type(ctx, ir, op).unwrap_or_default();
    let dicts = |n: &str| -> Vec<Attribute> {
        match prop(ctx, ir, op, n).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(v)) => v.to_vec(),
            _ => Vec::new(),
        }
    };
    let arg_attrs = dicts("arg_attrs");
    let res_attrs = dicts("res_attrs");
    let body: RegionId = ir.regions(op)[0];
    let external = ir.region_blocks(body).is_empty();
    p.write("(");
    for (i, t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let attrs: Vec<NamedAttr> = arg_attrs
            .get(i)
            .map(|a| ctx.dict_entries(*a).to_vec())
            .unwrap_or_default();
        if !external {
            let entry = ir.region_blocks(body)[0];
            if let Some(&a) = ir.block_args(entry).get(i) {
                p.print_region_argument(a, &attrs, false);
                continue;
            }
        }
        p.print_type(*t);
        p.print_optional_attr_dict(&attrs, &[]);
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let first_has_attrs = res_attrs
            .first()
            .is_some_and(|a| !ctx.dict_entries(*a).is_empty());
        let parens = results.len() > 1
            || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. })
            || first_has_attrs;
        if parens {
            p.write("(");
        }
        for (i, t) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(*t);
            let attrs: Vec<NamedAttr> = res_attrs
                .get(i)
                .map(|a| ctx.dict_entries(*a).to_vec())
                .unwrap_or_default();
            p.print_optional_attr_dict(&attrs, &[]);
        }
        if parens {
            p.write(")");
        }
    }
    let attrs = all_attrs(ctx, ir, op);
    p.print_optional_attr_dict_with_keyword(
        &attrs,
        &[
            "sym_visibility",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "sym_name",
        ],
    );
    if !external {
        p.write(" ");
        p.print_region(body, false, true, false);
    }
}

fn verify_attr_array(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    name: &str,
    count: usize,
    what: &str,
) -> VResult {
    let Some(a) = prop(ctx, ir, op, name) else {
        return Ok(());
    };
    let AttrKind::Array(v) = ctx.attr_kind(a) else {
        return Ok(());
    };
    if v.len() != count {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {count}",
                v.len()
            ),
        ));
    }
    for d in v.iter() {
        for e in ctx.dict_entries(*d) {
            if !ctx.str_value(e.name).contains(&b'.') {
                let plural = if what == "argument" {
                    "arguments"
                } else {
                    "results"
                };
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    format!("{plural} may only have dialect attributes"),
                ));
            }
        }
    }
    Ok(())
}

fn verify_func(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    if prop(ctx, ir, op, "function_type").is_none() {
        return Err(op_error(ctx, ir, op, "requires attribute 'function_type'"));
    }
    let Some((inputs, results)) = function_type(ctx, ir, op) else {
        return Err(op_error(
            ctx,
            ir,
            op,
            "attribute 'function_type' failed to satisfy constraint: type attribute of function type",
        ));
    };
    if symbol_name(ctx, ir, op).is_none() {
        return Err(op_error(ctx, ir, op, "requires attribute 'sym_name'"));
    }
    let body = ir.regions(op)[0];
    let external = ir.region_blocks(body).is_empty();
    verify_attr_array(ctx, ir, op, "arg_attrs", inputs.len(), "argument")?;
    verify_attr_array(ctx, ir, op, "res_attrs", results.len(), "result")?;
    if external {
        return Ok(());
    }
    let entry = ir.region_blocks(body)[0];
    let args = ir.block_args(entry);
    if args.len() != inputs.len() {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(&inputs).enumerate() {
        let at = ir.value_type(a);
        if at != t {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    ctx.print_type(at),
                    ctx.print_type(t)
                ),
            ));
        }
    }
    Ok(())
}

// ---- func.return ----

fn verify_return(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let parent = ir.parent_op(op);
    let Some(func) = parent.filter(|&f| ctx.op_name_str(ir.op_name(f)) == "func.func") else {
        return Err(op_error(ctx, ir, op, "expects parent op 'func.func'"));
    };
    let (_, results) = function_type(ctx, ir, func).unwrap_or_default();
    let name = symbol_name(ctx, ir, func)
        .map(|n| rmlir_core::support::raw_text::encode(n).into_owned())
        .unwrap_or_default();
    let n = ir.num_operands(op);
    if n != results.len() {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "has {n} operands, but enclosing function (@{name}) returns {}",
                results.len()
            ),
        ));
    }
    for (i, (v, t)) in ir.operands(op).zip(results.iter()).enumerate() {
        let vt = ir.value_type(v);
        if vt != *t {
            return Err(plain_error(
                ctx,
                ir,
                op,
                format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    ctx.print_type(vt),
                    ctx.print_type(*t)
                ),
            ));
        }
    }
    Ok(())
}

// ---- func.call ----

fn verify_call_uses(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let Some(callee) = prop(ctx, ir, op, "callee") else {
        return Err(op_error(
            ctx,
            ir,
            op,
            "requires a 'callee' symbol reference attribute",
        ));
    };
    let target = lookup_symbol_from(ctx, ir, op, callee)
        .filter(|&f| ctx.op_name_str(ir.op_name(f)) == "func.func");
    let Some(func) = target else {
        let name = match ctx.attr_kind(callee) {
            AttrKind::SymbolRef { root, .. } => ctx.str_text(*root).into_owned(),
            _ => String::new(),
        };
        return Err(op_error(
            ctx,
            ir,
            op,
            format!("'{name}' does not reference a valid function"),
        ));
    };
    let (inputs, results) = function_type(ctx, ir, func).unwrap_or_default();
    if inputs.len() != ir.num_operands(op) {
        return Err(op_error(
            ctx,
            ir,
            op,
            "incorrect number of operands for callee",
        ));
    }
    for (i, (v, t)) in ir.operands(op).zip(&inputs).enumerate() {
        if ir.value_type(v) != *t {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                    ctx.print_type(*t),
                    ctx.print_type(ir.value_type(v))
                ),
            ));
        }
    }
    if results.len() != ir.num_results(op) {
        return Err(op_error(
            ctx,
            ir,
            op,
            "incorrect number of results for callee",
        ));
    }
    for (i, (v, t)) in ir.results(op).zip(&results).enumerate() {
        if ir.value_type(v) != *t {
            let quote = |ts: Vec<Type>| {
                ts.iter()
                    .map(|t| format!("'{}'", ctx.print_type(*t)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let op_types = quote(ir.results(op).map(|v| ir.value_type(v)).collect());
            let loc = ir.op(op).loc;
            return Err(
                op_error(ctx, ir, op, format!("result type mismatch at index {i}"))
                    .with_note(loc, format!("      op result types: {op_types}"))
                    .with_note(
                        loc,
                        format!("function result types: {}", quote(results.clone())),
                    ),
            );
        }
    }
    Ok(())
}

// ---- func.constant ----

fn verify_constant_uses(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let Some(v) = prop(ctx, ir, op, "value") else {
        return Err(op_error(ctx, ir, op, "requires attribute 'value'"));
    };
    let name = match ctx.attr_kind(v) {
        AttrKind::SymbolRef { root, .. } => ctx.str_text(*root).into_owned(),
        _ => String::new(),
    };
    let Some(func) = lookup_symbol_from(ctx, ir, op, v)
        .filter(|&f| ctx.op_name_str(ir.op_name(f)) == "func.func")
    else {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!("reference to undefined function '{name}'"),
        ));
    };
    let ft = type_of_attr(ctx, prop(ctx, ir, func, "function_type"));
    if ft != Some(ir.value_type(ir.result(op, 0))) {
        return Err(op_error(
            ctx,
            ir,
            op,
            "reference to function with mismatched type",
        ));
    }
    Ok(())
}

/// func's inlining rules: anything may be inlined except through a call or
/// into a function marked `no_inline`; an inlined `func.return` becomes a
/// branch to the code after the call, or its operands replace the call's
/// results.
struct FuncInliner;

impl rmlir_core::rewrite::inlining::DialectInliner for FuncInliner {
    fn is_legal_call(&self, ctx: &Context, ir: &Ir, call: OpId, callable: OpId, _: bool) -> bool {
        let no_inline =
            |op: OpId| rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "no_inline").is_some();
        let named = |op: OpId, n: &str| ctx.op_name_str(ir.op_name(op)) == n;
        let blocked = (named(call, "func.call") && no_inline(call))
            || (named(callable, "func.func") && no_inline(callable));
        !blocked
    }

    fn handle_terminator_branch(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        dest: rmlir_core::ir::BlockId,
    ) {
        if ctx.op_name_str(ir.op_name(op)) != "func.return" {
            return;
        }
        let operands: Vec<Value> = ir.operands(op).collect();
        let state = OperationState::new(ctx, "cf.br", ir.op(op).loc)
            .operands(&operands)
            .successors(&[dest]);
        let br = ir.create_op(state);
        ir.insert_op_before(op, br);
        ir.erase_op(op);
    }

    fn handle_terminator_values(&self, _: &Context, ir: &mut Ir, op: OpId, results: &[Value]) {
        let operands: Vec<Value> = ir.operands(op).collect();
        for (&r, &v) in results.iter().zip(&operands) {
            ir.replace_all_uses(r, v);
        }
    }
}

/// Typed handles of func's declarative ops (see `rmlir_ods::typed`).
/// `func.func` itself is built through an `OperationState`, with its body
/// region (its typed handle reads and sets its attributes).
pub mod typed {
    use super::{CALL, CALL_INDIRECT, CONSTANT, FUNC, RETURN};
    use rmlir_ods::typed_op;

    typed_op! {
        /// `func.func`.
        pub struct FuncOp = FUNC;
        operands {}
        results {}
        attrs {
            sym_name => sym_name, set_sym_name,
            function_type => function_type, set_function_type,
            sym_visibility => sym_visibility, set_sym_visibility
        }
    }

    typed_op! {
        /// `func.return`.
        pub struct ReturnOp = RETURN;
        operands { operands: * }
        results {}
        attrs {}
    }

    typed_op! {
        /// `func.call`.
        pub struct CallOp = CALL;
        operands { operands: * }
        results { results: * }
        attrs { callee => callee, set_callee, no_inline => no_inline, set_no_inline }
    }

    typed_op! {
        /// `func.call_indirect`.
        pub struct CallIndirectOp = CALL_INDIRECT;
        operands { callee, callee_operands: * }
        results { results: * }
        attrs {}
    }

    typed_op! {
        /// `func.constant`.
        pub struct ConstantOp = CONSTANT;
        operands {}
        results { result }
        attrs { value => value, set_value }
    }
}
