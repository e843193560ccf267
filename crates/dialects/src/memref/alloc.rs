//! Allocation ops (`alloc`, `alloca`, `realloc`, `dealloc`), allocation
//! scopes (`alloca_scope` and its terminator) and globals (`global`,
//! `get_global`).

use super::constraints::*;
use super::layout::{self, has_identity_layout};
use super::{operand_type, q, result_type};
use crate::util::{add_prop, ensure_terminator, move_to_props, prop, type_of_attr};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::Traits;
use rmlir_core::dialect::{EffectKind, EffectOn, EffectResource, OpEffect};
use rmlir_core::ir::symbol::lookup_symbol_from;
use rmlir_core::ir::{Ir, OpId, OperationState};
use rmlir_core::types::{TypeKind, DYNAMIC};
use rmlir_core::verify::{op_error, plain_error};
use rmlir_core::{AttrKind, Context, NamedAttr, Type};
use rmlir_ods::constraints::{
    ANY_ATTR, ANY_TYPE, FLAT_SYMBOL_REF_ATTR, INDEX, STR_ATTR, SYMBOL_NAME_ATTR, UNIT_ATTR,
};
use rmlir_ods::{attr, operand, opt_attr, optional, variadic, OpSpec, RegionSpec, TraitCheck};

type VResult = Result<(), Diagnostic>;

pub static ALL: &[&OpSpec] = &[
    &ALLOC,
    &ALLOCA,
    &REALLOC,
    &DEALLOC,
    &ALLOCA_SCOPE,
    &ALLOCA_SCOPE_RETURN,
    &GLOBAL,
    &GET_GLOBAL,
];

// ---- alloc / alloca ----

/// What `alloc` and `alloca` share: MLIR defines both from one ODS class.
const ALLOC_LIKE: OpSpec = OpSpec {
    operands: &[
        variadic("dynamicSizes", &VARIADIC_INDEX),
        variadic("symbolOperands", &VARIADIC_INDEX),
    ],
    results: &[operand("memref", &ANY_MEMREF)],
    attrs: &[opt_attr("alignment", &ALIGNMENT)],
    checks: &[TraitCheck::OperandSegments],
    traits: Traits::ZERO_REGIONS,
    format: Some("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)"),
    ..OpSpec::DEFAULT
};

pub static ALLOC: OpSpec = OpSpec {
    name: "memref.alloc",
    canonicalize: Some(super::canon::alloc_patterns),
    summary: "memory allocation operation",
    verify: Some(verify_alloc),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "alloc")),
    effects: Some(&[OpEffect::new(EffectKind::Allocate, EffectOn::Result(0))]),
    ..ALLOC_LIKE
};

pub static ALLOCA: OpSpec = OpSpec {
    name: "memref.alloca",
    canonicalize: Some(super::canon::alloca_patterns),
    summary: "stack memory allocation operation",
    verify: Some(verify_alloca),
    result_names: Some(|_, ir, op, set| set(ir.result(op, 0), "alloca")),
    effects: Some(&[OpEffect {
        kind: EffectKind::Allocate,
        on: EffectOn::Result(0),
        resource: EffectResource::AutomaticAllocationScope,
    }]),
    memory_slot: super::memory_slot::ALLOCA_HOOKS,
    ..ALLOC_LIKE
};

fn verify_alloc_like(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let t = result_type(ir, op, 0);
    let Some(p) = layout::ranked(ctx, t) else {
        return Err(op_error(ctx, ir, op, "result must be a memref"));
    };
    let seg = super::segments(ctx, ir, op, 2);
    let dynamic = p.shape.iter().filter(|d| **d == DYNAMIC).count();
    if seg[0].len() != dynamic {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "incorrect number of dynamic sizes, has {}, expected {dynamic}",
                seg[0].len()
            ),
        ));
    }
    let symbols = if has_identity_layout(ctx, t) {
        0
    } else {
        layout::layout_map(ctx, t).map_or(0, |m| ctx.affine.map_num_symbols(m) as usize)
    };
    if seg[1].len() != symbols {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "symbol operand count does not equal memref symbol count: expected {symbols}, got {}",
                seg[1].len()
            ),
        ));
    }
    Ok(())
}

fn verify_alloc(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    verify_alloc_like(ctx, ir, op)
}

fn verify_alloca(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let mut cur = ir.parent_op(op);
    let mut found = false;
    while let Some(p) = cur {
        if ctx
            .op_def(ir.op_name(p))
            .is_some_and(|d| d.has(Traits::AUTOMATIC_ALLOCATION_SCOPE))
        {
            found = true;
            break;
        }
        cur = ir.parent_op(p);
    }
    if !found {
        return Err(op_error(
            ctx,
            ir,
            op,
            "requires an ancestor op with AutomaticAllocationScope trait",
        ));
    }
    verify_alloc_like(ctx, ir, op)
}

// ---- realloc ----

pub static REALLOC: OpSpec = OpSpec {
    name: "memref.realloc",
    canonicalize: Some(super::canon::realloc_patterns),
    summary: "memory reallocation operation",
    operands: &[
        operand("source", &MEMREF_1D),
        optional("dynamicResultSize", &INDEX),
    ],
    results: &[operand("result", &MEMREF_1D)],
    attrs: &[opt_attr("alignment", &ALIGNMENT)],
    traits: Traits::ZERO_REGIONS,
    format: Some(
        "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
    ),
    verify: Some(verify_realloc),
    effects: Some(&[
        OpEffect::new(EffectKind::Free, EffectOn::Operand(0)),
        OpEffect::new(EffectKind::Allocate, EffectOn::Result(0)),
    ]),
    ..OpSpec::DEFAULT
};

fn verify_realloc(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let src = operand_type(ir, op, 0);
    let res = result_type(ir, op, 0);
    let err = |m: String| Err(plain_error(ctx, ir, op, m));
    if !has_identity_layout(ctx, src) {
        return err(format!(
            "unsupported layout for source memref type {}",
            q(ctx, src)
        ));
    }
    if !has_identity_layout(ctx, res) {
        return err(format!(
            "unsupported layout for result memref type {}",
            q(ctx, res)
        ));
    }
    let (Some(s), Some(r)) = (layout::ranked(ctx, src), layout::ranked(ctx, res)) else {
        return Ok(());
    };
    if s.memory_space != r.memory_space {
        return err(format!(
            "different memory spaces specified for source memref type {} and result memref type {}",
            q(ctx, src),
            q(ctx, res)
        ));
    }
    if s.element != r.element {
        return err(format!(
            "different element types specified for source memref type {} and result memref type {}",
            q(ctx, src),
            q(ctx, res)
        ));
    }
    let dynamic = r.shape.contains(&DYNAMIC);
    let has_size = ir.num_operands(op) > 1;
    if dynamic && !has_size {
        return err(format!(
            "missing dimension operand for result type {}",
            q(ctx, res)
        ));
    }
    if !dynamic && has_size {
        return err(format!(
            "unnecessary dimension operand for result type {}",
            q(ctx, res)
        ));
    }
    Ok(())
}

// ---- dealloc ----

pub static DEALLOC: OpSpec = OpSpec {
    name: "memref.dealloc",
    fold: Some(super::fold::fold_cast_operands),
    summary: "memory deallocation operation",
    operands: &[operand("memref", &ANY_RANKED_OR_UNRANKED)],
    traits: Traits::ZERO_REGIONS,
    format: Some("$memref attr-dict `:` type($memref)"),
    effects: Some(&[OpEffect::new(EffectKind::Free, EffectOn::Operand(0))]),
    ..OpSpec::DEFAULT
};

// ---- alloca_scope ----

pub static ALLOCA_SCOPE: OpSpec = OpSpec {
    name: "memref.alloca_scope",
    canonicalize: Some(super::scope_canon::alloca_scope_patterns),
    summary: "explicitly delimited scope for stack allocation",
    results: &[variadic("results", &ANY_TYPE)],
    regions: &[RegionSpec {
        name: "bodyRegion",
        variadic: false,
        blocks: Some(1),
    }],
    traits: Traits::AUTOMATIC_ALLOCATION_SCOPE
        .union(Traits::RECURSIVE_MEMORY_EFFECTS)
        .union(Traits::SINGLE_BLOCK)
        .union(Traits::NO_REGION_ARGUMENTS),
    parse: Some(parse_alloca_scope),
    print: Some(print_alloca_scope),
    verify: Some(verify_alloca_scope),
    verify_regions: Some(verify_alloca_scope_regions),
    ..OpSpec::DEFAULT
};

fn parse_alloca_scope(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    st.result_types = p.parse_optional_arrow_type_list()?.into();
    let r = p.parse_region(&[], false)?;
    ensure_terminator(p, r, "memref.alloca_scope.return", st.loc);
    st.regions.push(r);
    p.parse_optional_attr_dict(st)?;
    Ok(())
}

fn print_alloca_scope(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.write(" ");
    let results: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    if let Some(&r) = ir.regions(op).first() {
        p.print_region(r, false, !results.is_empty(), false);
    }
    let attrs = p.ctx.dict_entries(ir.op(op).attrs).to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
}

fn verify_alloca_scope(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    // SingleBlockImplicitTerminator: the block must end with the terminator.
    if let Some(&r) = ir.regions(op).first() {
        if let Some(&b) = ir.region_blocks(r).first() {
            match ir.last_op(b) {
                Some(t) if ctx.op_name_str(ir.op_name(t)) == "memref.alloca_scope.return" => {}
                Some(t) => {
                    return Err(op_error(
                        ctx,
                        ir,
                        op,
                        format!(
                            "expects regions to end with 'memref.alloca_scope.return', found '{}'",
                            ctx.op_name_str(ir.op_name(t))
                        ),
                    )
                    .with_note(ir.op(t).loc, "in custom textual format, the absence of terminator implies 'memref.alloca_scope.return'"));
                }
                None => {
                    return Err(op_error(ctx, ir, op, "expects a non-empty block"));
                }
            }
        }
    }
    Ok(())
}

/// RegionBranchOpInterface: the terminator's operands flow to the results.
fn verify_alloca_scope_regions(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let Some(&r) = ir.regions(op).first() else {
        return Ok(());
    };
    let Some(&b) = ir.region_blocks(r).first() else {
        return Ok(());
    };
    let Some(t) = ir.last_op(b) else {
        return Ok(());
    };
    if !ctx
        .op_def(ir.op_name(t))
        .is_some_and(|d| d.has(Traits::RETURN_LIKE))
    {
        return Ok(());
    }
    let name = ctx.op_name_str(ir.op_name(t));
    let n_ops = ir.num_operands(t);
    let n_res = ir.num_results(op);
    if n_ops != n_res {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "along control flow edge from Operation {name} to parent: region branch point has {n_ops} operands, but region successor needs {n_res} inputs"
            ),
        )
        .with_note(ir.op(t).loc, "region branch point"));
    }
    for i in 0..n_ops {
        let a = operand_type(ir, t, i);
        let b = result_type(ir, op, i);
        if a != b {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!(
                    "along control flow edge from Operation {name} to parent: successor operand type #{i} {} should match successor input type #{i} {}",
                    q(ctx, a),
                    q(ctx, b)
                ),
            )
            .with_note(ir.op(t).loc, "region branch point"));
        }
    }
    Ok(())
}

pub static ALLOCA_SCOPE_RETURN: OpSpec = OpSpec {
    name: "memref.alloca_scope.return",
    summary: "terminator for alloca_scope operation",
    operands: &[variadic("results", &VARIADIC_ANY)],
    traits: Traits::PURE
        .union(Traits::RETURN_LIKE)
        .union(Traits::TERMINATOR)
        .union(Traits::ZERO_REGIONS),
    format: Some("attr-dict ($results^ `:` type($results))?"),
    parent: Some("memref.alloca_scope"),
    ..OpSpec::DEFAULT
};

// ---- global ----

pub static GLOBAL: OpSpec = OpSpec {
    name: "memref.global",
    summary: "declare or define a global memref variable",
    attrs: &[
        attr("sym_name", &SYMBOL_NAME_ATTR),
        opt_attr("sym_visibility", &STR_ATTR),
        attr("type", &MEMREF_TYPE_ATTR),
        opt_attr("initial_value", &ANY_ATTR),
        opt_attr("constant", &UNIT_ATTR),
        opt_attr("alignment", &ALIGNMENT),
    ],
    traits: Traits::SYMBOL.union(Traits::ZERO_REGIONS),
    parse: Some(parse_global),
    print: Some(print_global),
    verify: Some(verify_global),
    ..OpSpec::DEFAULT
};

fn is_elements_attr(ctx: &Context, a: rmlir_core::Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseIntOrFloat { .. }
            | AttrKind::DenseString { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    )
}

fn elements_type(ctx: &Context, a: rmlir_core::Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::DenseIntOrFloat { ty, .. }
        | AttrKind::DenseString { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. } => Some(*ty),
        _ => None,
    }
}

fn parse_global(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    if p.is(Tok::String) {
        let v = p.string_value();
        p.consume();
        add_prop(ctx, st, "sym_visibility", ctx.string_attr(v));
    }
    if p.consume_keyword_if("constant") {
        add_prop(ctx, st, "constant", ctx.unit_attr());
    }
    let at = p.here();
    let Some(name) = p.parse_optional_symbol_name() else {
        return p.custom_error(at, "expected valid '@'-identifier for symbol name");
    };
    add_prop(ctx, st, "sym_name", name);
    p.expect(Tok::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    let static_memref = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => shape.iter().all(|d| *d != DYNAMIC),
        _ => false,
    };
    if !static_memref {
        let at = p.op_name_loc();
        let ts = ctx.print_type(ty);
        return p.custom_error(
            at,
            format!("type should be static shaped memref, but got '{ts}'"),
        );
    }
    add_prop(ctx, st, "type", ctx.type_attr(ty));
    if p.consume_if(Tok::Equal) {
        if p.consume_keyword_if("uninitialized") {
            add_prop(ctx, st, "initial_value", ctx.unit_attr());
        } else {
            let parts = layout::ranked(ctx, ty).expect("memref");
            let tensor = rmlir_core::builtin_types::tensor_type(ctx, &parts.shape, parts.element);
            let v = p.parse_attribute_typed(Some(tensor))?;
            if !is_elements_attr(ctx, v) {
                let at = p.op_name_loc();
                return p.custom_error(at, "initial value should be a unit or elements attribute");
            }
            add_prop(ctx, st, "initial_value", v);
        }
    }
    let dict_loc = p.here();
    p.parse_optional_attr_dict(st)?;
    // Inherent attributes of the dictionary are checked right away.
    let mut specs: Vec<&rmlir_ods::AttrSpec> = GLOBAL.attrs.iter().collect();
    specs.sort_by_key(|a| a.name);
    for a in specs {
        if let Some(v) = ctx.dict_get(st.attrs, a.name) {
            if !(a.constraint.check)(ctx, v) {
                return p.custom_error(
                    dict_loc,
                    format!(
                        "'memref.global' op attribute '{}' failed to satisfy constraint: {}",
                        a.name, a.constraint.summary
                    ),
                );
            }
        }
    }
    move_to_props(
        ctx,
        st,
        &[
            "alignment",
            "constant",
            "initial_value",
            "sym_name",
            "sym_visibility",
            "type",
        ],
    );
    Ok(())
}

fn print_global(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    if let Some(v) = prop(ctx, ir, op, "sym_visibility") {
        p.write(" ");
        p.print_attr(v);
    }
    if prop(ctx, ir, op, "constant").is_some() {
        p.write(" constant");
    }
    p.write(" ");
    if let Some(n) = prop(ctx, ir, op, "sym_name") {
        let s = ctx.str_value(n).to_vec();
        p.print_symbol_name(&s);
    }
    p.write(" : ");
    if let Some(t) = prop(ctx, ir, op, "type") {
        p.print_attr(t);
    }
    if let Some(init) = prop(ctx, ir, op, "initial_value") {
        p.write(" = ");
        if matches!(ctx.attr_kind(init), AttrKind::Unit) {
            p.write("uninitialized");
        } else {
            p.print_attr_without_type(init);
        }
    }
    let d = ir.op(op);
    let mut all: Vec<NamedAttr> = ctx.dict_entries(d.attrs).to_vec();
    if let Some(props) = d.properties {
        all.extend_from_slice(ctx.dict_entries(props));
    }
    let all = ctx.dict_entries(ctx.dict_attr(all)).to_vec();
    p.print_optional_attr_dict(
        &all,
        &[
            "sym_visibility",
            "constant",
            "sym_name",
            "type",
            "initial_value",
        ],
    );
}

fn verify_global(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let err = |m: String| Err(op_error(ctx, ir, op, m));
    // The Symbol trait.
    if let Some(v) = prop(ctx, ir, op, "sym_visibility") {
        let s = ctx.str_value(v);
        if !matches!(s, b"public" | b"private" | b"nested") {
            return err(format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                // Shown as the attribute prints: quoted and escaped.
                ctx.print_attr(v)
            ));
        }
    }
    let ty = type_of_attr(ctx, prop(ctx, ir, op, "type"));
    let parts = ty.and_then(|t| layout::ranked(ctx, t));
    let Some(parts) = parts.filter(|p| p.shape.iter().all(|d| *d != DYNAMIC)) else {
        let shown = ty.map_or_else(String::new, |t| ctx.print_type(t));
        return err(format!(
            "type should be static shaped memref, but got '{shown}'"
        ));
    };
    if let Some(init) = prop(ctx, ir, op, "initial_value") {
        if !matches!(ctx.attr_kind(init), AttrKind::Unit) && !is_elements_attr(ctx, init) {
            return err(format!(
                "initial value should be a unit or elements attribute, but got {}",
                ctx.print_attr(init)
            ));
        }
        if let Some(et) = elements_type(ctx, init) {
            let kind = ctx.type_kind(et);
            let init_elem = kind.element_type().unwrap_or(et);
            if init_elem != parts.element {
                return err(format!(
                    "initial value element expected to be of type {}, but was of type {}",
                    q(ctx, parts.element),
                    q(ctx, init_elem)
                ));
            }
            let init_shape = kind.shape().map(|s| s.to_vec()).unwrap_or_default();
            if init_shape != parts.shape {
                let show = |v: &[i64]| {
                    v.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return err(format!(
                    "initial value shape expected to be {} but was {}",
                    show(&parts.shape),
                    show(&init_shape)
                ));
            }
        }
    }
    Ok(())
}

// ---- get_global ----

pub static GET_GLOBAL: OpSpec = OpSpec {
    name: "memref.get_global",
    summary: "get the memref pointing to a global variable",
    attrs: &[attr("name", &FLAT_SYMBOL_REF_ATTR)],
    results: &[operand("result", &STATIC_MEMREF)],
    traits: Traits::PURE.union(Traits::ZERO_REGIONS),
    format: Some("$name `:` type($result) attr-dict"),
    verify_symbol_uses: Some(verify_get_global_uses),
    ..OpSpec::DEFAULT
};

fn verify_get_global_uses(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let Some(sym) = prop(ctx, ir, op, "name") else {
        return Ok(());
    };
    let name = match ctx.attr_kind(sym) {
        AttrKind::SymbolRef { root, .. } => ctx.str_text(*root).into_owned(),
        _ => String::new(),
    };
    let global = lookup_symbol_from(ctx, ir, op, sym)
        .filter(|g| ctx.op_name_str(ir.op_name(*g)) == "memref.global");
    let Some(global) = global else {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!("'{name}' does not reference a valid global memref"),
        ));
    };
    let res = result_type(ir, op, 0);
    let gt = type_of_attr(ctx, prop(ctx, ir, global, "type"));
    if gt != Some(res) {
        let gts = gt.map_or_else(String::new, |t| ctx.print_type(t));
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "result type {} does not match type '{gts}' of the global memref @{name}",
                q(ctx, res)
            ),
        ));
    }
    Ok(())
}
