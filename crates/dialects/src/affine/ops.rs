//! The affine ops without regions: `apply`, `min`, `max`, `load`, `store`,
//! `vector_load`, `vector_store`, `prefetch`, `dma_start`, `dma_wait`,
//! `delinearize_index` and `linearize_index`.

use super::scope::{affine_scope, is_valid_dim_in, is_valid_symbol_in};
use super::syntax::{
    add_prop, parse_dim_and_symbol_list, parse_map_attr, parse_ssa_map, print_dim_and_symbol_list,
    print_ssa_map,
};
use super::{map_attr, map_of, AFFINE_MAP_ATTR};
use crate::memref::constraints::{ANY_MEMREF, BOOL_ATTR, LOCALITY_HINT, VARIADIC_INDEX};
use crate::util::prop;
use rmlir_affine::{AffineMap, Delimiter};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::{EffectKind, EffectOn, OpEffect, Traits};
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::types::TypeKind;
use rmlir_core::verify::{op_error, plain_error};
use rmlir_core::{AttrKind, Context, NamedAttr, Type};
use rmlir_ods::constraints::{ANY_TYPE, INDEX};
use rmlir_ods::{attr, operand, variadic, OpSpec, TypeConstraint};

type VResult = Result<(), Diagnostic>;

/// The region-less ops.
pub(super) static ALL: &[&OpSpec] = &[
    &APPLY,
    &MIN,
    &MAX,
    &LOAD,
    &STORE,
    &VECTOR_LOAD,
    &VECTOR_STORE,
    &PREFETCH,
    &DMA_START,
    &DMA_WAIT,
    &DELINEARIZE_INDEX,
    &LINEARIZE_INDEX,
];

/// `operandSegmentSizes` of an op, or nothing.
pub(super) fn segment_sizes(ctx: &Context, ir: &Ir, op: OpId) -> Vec<usize> {
    prop(ctx, ir, op, "operandSegmentSizes")
        .and_then(|a| rmlir_ods::register::i32_array_values(ctx, a))
        .map(|v| v.iter().map(|x| (*x).max(0) as usize).collect())
        .unwrap_or_default()
}

fn operands(ir: &Ir, op: OpId) -> Vec<Value> {
    ir.operands(op).collect()
}

/// The op's `map` property.
fn op_map(ctx: &Context, ir: &Ir, op: OpId) -> Option<AffineMap> {
    map_of(ctx, prop(ctx, ir, op, "map"))
}

/// Attributes printed in the attribute dictionary (discardable ones, and
/// inherent ones not in `elided`).
pub(super) fn dict_attrs(ctx: &Context, ir: &Ir, op: OpId) -> Vec<NamedAttr> {
    let d = ir.op(op);
    let mut v = ctx.dict_entries(d.attrs).to_vec();
    if let Some(p) = d.properties {
        v.extend_from_slice(ctx.dict_entries(p));
    }
    ctx.dict_entries(ctx.dict_attr(v)).to_vec()
}

/// `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands must be
/// valid dims, the rest valid symbols, in the op's affine scope.
pub(super) fn verify_dims_and_symbols(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    ops: &[Value],
    num_dims: usize,
) -> VResult {
    let scope = affine_scope(ctx, ir, op);
    for (i, &v) in ops.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim_in(ctx, ir, v, scope) {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    "operand cannot be used as a dimension id",
                ));
            }
        } else if !is_valid_symbol_in(ctx, ir, v, scope) {
            return Err(op_error(ctx, ir, op, "operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

// ---- apply ----

/// `affine.apply`.
pub static APPLY: OpSpec = OpSpec {
    name: "affine.apply",
    summary: "affine apply operation",
    operands: &[variadic("mapOperands", &VARIADIC_INDEX)],
    results: &[operand("result", &INDEX)],
    attrs: &[attr("map", &AFFINE_MAP_ATTR)],
    traits: Traits::ZERO_REGIONS.union(Traits::PURE),
    parse: Some(parse_apply),
    print: Some(print_apply),
    verify: Some(verify_apply),
    fold: Some(super::canon::fold_apply),
    canonicalize: Some(super::canon::apply_patterns),
    ..OpSpec::DEFAULT
};

fn parse_apply(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let map = parse_map_attr(p)?;
    let num_dims = parse_dim_and_symbol_list(p, st)?;
    p.parse_optional_attr_dict(st)?;
    let aff = &p.ctx.affine;
    if aff.map_num_dims(map) as usize != num_dims
        || num_dims + aff.map_num_symbols(map) as usize != st.operands.len()
    {
        let at = p.op_name_loc();
        return p.custom_error(at, "dimension or symbol index mismatch");
    }
    let n = aff.map_num_results(map);
    add_prop(p, st, "map", map_attr(p.ctx, map));
    for _ in 0..n {
        st.result_types.push(p.ctx.index_type());
    }
    Ok(())
}

fn print_apply(p: &mut OpPrinter<'_>, op: OpId) {
    print_map_op(p, op)
}

/// ` #map(dims)[symbols] {attrs}` of `apply`, `min` and `max`.
fn print_map_op(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let Some(a) = prop(ctx, ir, op, "map") else {
        return;
    };
    p.write(" ");
    p.print_attr(a);
    let num_dims = map_of(ctx, Some(a)).map_or(0, |m| ctx.affine.map_num_dims(m) as usize);
    print_dim_and_symbol_list(p, &operands(ir, op), num_dims);
    p.print_optional_attr_dict(&dict_attrs(ctx, ir, op), &["map"]);
}

fn verify_apply(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let Some(map) = op_map(ctx, ir, op) else {
        return Ok(());
    };
    let aff = &ctx.affine;
    let nd = aff.map_num_dims(map) as usize;
    if ir.num_operands(op) != nd + aff.map_num_symbols(map) as usize {
        return Err(op_error(
            ctx,
            ir,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if aff.map_num_results(map) != 1 {
        return Err(op_error(ctx, ir, op, "mapping must produce one value"));
    }
    let scope = affine_scope(ctx, ir, op);
    for v in ir.operands(op).skip(nd) {
        if is_valid_dim_in(ctx, ir, v, scope) && !is_valid_symbol_in(ctx, ir, v, scope) {
            return Err(plain_error(
                ctx,
                ir,
                op,
                "dimensional operand cannot be used as a symbol",
            ));
        }
    }
    Ok(())
}

// ---- min / max ----

/// `affine.min`.
pub static MIN: OpSpec = OpSpec {
    name: "affine.min",
    summary: "min operation",
    operands: &[variadic("operands", &VARIADIC_INDEX)],
    results: &[operand("result", &INDEX)],
    attrs: &[attr("map", &AFFINE_MAP_ATTR)],
    traits: Traits::ZERO_REGIONS.union(Traits::PURE),
    parse: Some(parse_min_max),
    print: Some(print_map_op),
    verify: Some(verify_min_max),
    fold: Some(super::canon::fold_min_max),
    canonicalize: Some(super::canon::min_max_patterns),
    ..OpSpec::DEFAULT
};

/// `affine.max`.
pub static MAX: OpSpec = OpSpec {
    name: "affine.max",
    summary: "max operation",
    ..MIN
};

fn parse_min_max(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let map = parse_map_attr(p)?;
    add_prop(p, st, "map", map_attr(p.ctx, map));
    let mut dims = Vec::new();
    p.parse_delimited_list(Tok::LParen, Tok::RParen, " in operand list", |p| {
        dims.push(p.parse_operand(true)?);
        Ok(())
    })?;
    let mut syms = Vec::new();
    if p.is(Tok::LSquare) {
        p.parse_delimited_list(Tok::LSquare, Tok::RSquare, " in operand list", |p| {
            syms.push(p.parse_operand(true)?);
            Ok(())
        })?;
    }
    p.parse_optional_attr_dict(st)?;
    let index = p.ctx.index_type();
    for u in dims.into_iter().chain(syms) {
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
    }
    st.result_types.push(index);
    Ok(())
}

fn verify_min_max(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let Some(map) = op_map(ctx, ir, op) else {
        return Ok(());
    };
    let aff = &ctx.affine;
    if ir.num_operands(op) != (aff.map_num_dims(map) + aff.map_num_symbols(map)) as usize {
        return Err(op_error(
            ctx,
            ir,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if aff.map_num_results(map) == 0 {
        return Err(op_error(
            ctx,
            ir,
            op,
            "affine map expect at least one result",
        ));
    }
    Ok(())
}

// ---- load / store ----

fn memref_rank_elem(ctx: &Context, t: Type) -> Option<(usize, Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, element, .. } => Some((shape.len(), *element)),
        _ => None,
    }
}

/// `verifyMemoryOpIndexing`: the map matches the memref rank and the
/// number of index operands, which are valid dims/symbols.
fn verify_indexing(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    memref: Value,
    map_operands: &[Value],
) -> VResult {
    let Some(map) = op_map(ctx, ir, op) else {
        return Ok(());
    };
    let Some((rank, _)) = memref_rank_elem(ctx, ir.value_type(memref)) else {
        return Ok(());
    };
    let aff = &ctx.affine;
    if aff.map_num_results(map) != rank {
        return Err(op_error(
            ctx,
            ir,
            op,
            "affine map num results must equal memref rank",
        ));
    }
    let nd = aff.map_num_dims(map) as usize;
    if nd + aff.map_num_symbols(map) as usize != map_operands.len() {
        return Err(op_error(
            ctx,
            ir,
            op,
            "expects as many subscripts as affine map inputs",
        ));
    }
    for &v in map_operands {
        if ir.value_type(v) != ctx.index_type() {
            return Err(op_error(
                ctx,
                ir,
                op,
                "index to load must have 'index' type",
            ));
        }
    }
    verify_dims_and_symbols(ctx, ir, op, map_operands, nd)
}

/// `: memref-type` of a custom parser (`parseColonType(MemRefType&)`).
fn parse_colon_memref(p: &mut Parser<'_>) -> PResult<Type> {
    p.expect(Tok::Colon, "expected ':'")?;
    let at = p.here();
    let t = p.parse_type()?;
    if !matches!(p.ctx.type_kind(t), TypeKind::MemRef { .. }) {
        return p.type_kind_error(at, "builtin.memref", t);
    }
    Ok(t)
}

/// `affine.load`.
pub static LOAD: OpSpec = OpSpec {
    name: "affine.load",
    summary: "affine load operation",
    operands: &[
        operand("memref", &ANY_MEMREF),
        variadic("indices", &VARIADIC_INDEX),
    ],
    results: &[operand("result", &ANY_TYPE)],
    attrs: &[attr("map", &AFFINE_MAP_ATTR)],
    traits: Traits::ZERO_REGIONS,
    parse: Some(parse_load),
    print: Some(print_load),
    verify: Some(verify_load),
    fold: Some(super::canon::fold_load),
    canonicalize: Some(super::canon::load_patterns),
    effects: Some(&[OpEffect::new(EffectKind::Read, EffectOn::Operand(0))]),
    ..OpSpec::DEFAULT
};

fn parse_load(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let memref = p.parse_operand(true)?;
    let (map, idx) = parse_ssa_map(p, Delimiter::Square)?;
    add_prop(p, st, "map", map_attr(p.ctx, map));
    p.parse_optional_attr_dict(st)?;
    let ty = parse_colon_memref(p)?;
    st.operands.push(p.resolve_operand(memref, ty)?);
    st.operands.extend(idx);
    if let Some((_, e)) = memref_rank_elem(p.ctx, ty) {
        st.result_types.push(e);
    }
    Ok(())
}

/// `%m[map]` of the memory ops.
fn print_memref_access(p: &mut OpPrinter<'_>, op: OpId, memref: usize, first_index: usize) {
    let (ctx, ir) = (p.ctx, p.ir);
    let ops = operands(ir, op);
    p.print_operand(ops[memref]);
    p.write("[");
    if let Some(m) = op_map(ctx, ir, op) {
        print_ssa_map(p, m, &ops[first_index.min(ops.len())..]);
    }
    p.write("]");
}

fn print_load(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    p.write(" ");
    print_memref_access(p, op, 0, 1);
    p.print_optional_attr_dict(&dict_attrs(ctx, ir, op), &["map"]);
    p.write(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
}

fn verify_load(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let memref = ir.operand(op, 0);
    if let Some((_, e)) = memref_rank_elem(ctx, ir.value_type(memref)) {
        if ir.value_type(ir.result(op, 0)) != e {
            return Err(op_error(
                ctx,
                ir,
                op,
                "result type must match element type of memref",
            ));
        }
    }
    let ops = operands(ir, op);
    verify_indexing(ctx, ir, op, memref, &ops[1..])
}

/// `affine.store`.
pub static STORE: OpSpec = OpSpec {
    name: "affine.store",
    summary: "affine store operation",
    operands: &[
        operand("value", &ANY_TYPE),
        operand("memref", &ANY_MEMREF),
        variadic("indices", &VARIADIC_INDEX),
    ],
    attrs: &[attr("map", &AFFINE_MAP_ATTR)],
    traits: Traits::ZERO_REGIONS,
    parse: Some(parse_store),
    print: Some(print_store),
    verify: Some(verify_store),
    fold: Some(super::canon::fold_store),
    canonicalize: Some(super::canon::store_patterns),
    effects: Some(&[OpEffect::new(EffectKind::Write, EffectOn::Operand(1))]),
    ..OpSpec::DEFAULT
};

fn parse_store(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let value = p.parse_operand(true)?;
    p.expect(Tok::Comma, "expected ','")?;
    let memref = p.parse_operand(true)?;
    let (map, idx) = parse_ssa_map(p, Delimiter::Square)?;
    add_prop(p, st, "map", map_attr(p.ctx, map));
    p.parse_optional_attr_dict(st)?;
    let ty = parse_colon_memref(p)?;
    let elem = memref_rank_elem(p.ctx, ty).map_or(ty, |x| x.1);
    st.operands.push(p.resolve_operand(value, elem)?);
    st.operands.push(p.resolve_operand(memref, ty)?);
    st.operands.extend(idx);
    Ok(())
}

fn print_store(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    p.write(" ");
    p.print_operand(ir.operand(op, 0));
    p.write(", ");
    print_memref_access(p, op, 1, 2);
    p.print_optional_attr_dict(&dict_attrs(ctx, ir, op), &["map"]);
    p.write(" : ");
    p.print_type(ir.value_type(ir.operand(op, 1)));
}

fn verify_store(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let memref = ir.operand(op, 1);
    if let Some((_, e)) = memref_rank_elem(ctx, ir.value_type(memref)) {
        if ir.value_type(ir.operand(op, 0)) != e {
            return Err(op_error(
                ctx,
                ir,
                op,
                "value to store must have the same type as memref element type",
            ));
        }
    }
    let ops = operands(ir, op);
    verify_indexing(ctx, ir, op, memref, &ops[2..])
}

// ---- vector_load / vector_store ----

/// `AnyVectorOfNonZeroRank`.
static VECTOR_NON0: TypeConstraint = TypeConstraint {
    summary: "vector of any type values",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Vector { shape, .. } if !shape.is_empty()),
    buildable: None,
};

fn vector_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. } => Some(*element),
        _ => None,
    }
}

fn verify_vector_elem(ctx: &Context, ir: &Ir, op: OpId, memref: Value, vector: Type) -> VResult {
    let m = memref_rank_elem(ctx, ir.value_type(memref)).map(|x| x.1);
    if m != vector_elem(ctx, vector) {
        return Err(op_error(
            ctx,
            ir,
            op,
            "requires memref and vector types of the same elemental type",
        ));
    }
    Ok(())
}

/// `affine.vector_load`.
pub static VECTOR_LOAD: OpSpec = OpSpec {
    name: "affine.vector_load",
    summary: "affine vector load operation",
    results: &[operand("result", &VECTOR_NON0)],
    parse: Some(parse_vector_load),
    print: Some(print_vector_load),
    verify: Some(|ctx, ir, op| {
        let memref = ir.operand(op, 0);
        let ops = operands(ir, op);
        verify_indexing(ctx, ir, op, memref, &ops[1..])?;
        verify_vector_elem(ctx, ir, op, memref, ir.value_type(ir.result(op, 0)))
    }),
    fold: None,
    canonicalize: Some(super::canon::vector_load_patterns),
    ..LOAD
};

/// `, vector-type` after the memref type.
fn parse_comma_vector(p: &mut Parser<'_>) -> PResult<Type> {
    p.expect(Tok::Comma, "expected ','")?;
    let at = p.here();
    let t = p.parse_type()?;
    if !matches!(p.ctx.type_kind(t), TypeKind::Vector { .. }) {
        return p.type_kind_error(at, "builtin.vector", t);
    }
    Ok(t)
}

fn parse_vector_load(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let memref = p.parse_operand(true)?;
    let (map, idx) = parse_ssa_map(p, Delimiter::Square)?;
    add_prop(p, st, "map", map_attr(p.ctx, map));
    p.parse_optional_attr_dict(st)?;
    let ty = parse_colon_memref(p)?;
    let vt = parse_comma_vector(p)?;
    st.operands.push(p.resolve_operand(memref, ty)?);
    st.operands.extend(idx);
    st.result_types.push(vt);
    Ok(())
}

fn print_vector_load(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    p.write(" ");
    print_memref_access(p, op, 0, 1);
    p.print_optional_attr_dict(&dict_attrs(ctx, ir, op), &["map"]);
    p.write(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
    p.write(", ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

/// `affine.vector_store`.
pub static VECTOR_STORE: OpSpec = OpSpec {
    name: "affine.vector_store",
    summary: "affine vector store operation",
    operands: &[
        operand("value", &VECTOR_NON0),
        operand("memref", &ANY_MEMREF),
        variadic("indices", &VARIADIC_INDEX),
    ],
    parse: Some(parse_vector_store),
    print: Some(print_vector_store),
    verify: Some(|ctx, ir, op| {
        let memref = ir.operand(op, 1);
        let ops = operands(ir, op);
        verify_indexing(ctx, ir, op, memref, &ops[2..])?;
        verify_vector_elem(ctx, ir, op, memref, ir.value_type(ops[0]))
    }),
    fold: None,
    canonicalize: Some(super::canon::vector_store_patterns),
    ..STORE
};

fn parse_vector_store(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let value = p.parse_operand(true)?;
    p.expect(Tok::Comma, "expected ','")?;
    let memref = p.parse_operand(true)?;
    let (map, idx) = parse_ssa_map(p, Delimiter::Square)?;
    add_prop(p, st, "map", map_attr(p.ctx, map));
    p.parse_optional_attr_dict(st)?;
    let ty = parse_colon_memref(p)?;
    let vt = parse_comma_vector(p)?;
    st.operands.push(p.resolve_operand(value, vt)?);
    st.operands.push(p.resolve_operand(memref, ty)?);
    st.operands.extend(idx);
    Ok(())
}

fn print_vector_store(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    p.write(" ");
    p.print_operand(ir.operand(op, 0));
    p.write(", ");
    print_memref_access(p, op, 1, 2);
    p.print_optional_attr_dict(&dict_attrs(ctx, ir, op), &["map"]);
    p.write(" : ");
    p.print_type(ir.value_type(ir.operand(op, 1)));
    p.write(", ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
}

// ---- prefetch ----

/// `affine.prefetch`.
pub static PREFETCH: OpSpec = OpSpec {
    name: "affine.prefetch",
    summary: "affine prefetch operation",
    operands: &[
        operand("memref", &ANY_MEMREF),
        variadic("indices", &VARIADIC_INDEX),
    ],
    // In ODS's verification order (by name).
    attrs: &[
        attr("isDataCache", &BOOL_ATTR),
        attr("isWrite", &BOOL_ATTR),
        attr("localityHint", &LOCALITY_HINT),
        attr("map", &AFFINE_MAP_ATTR),
    ],
    traits: Traits::ZERO_REGIONS,
    parse: Some(parse_prefetch),
    print: Some(print_prefetch),
    verify: Some(verify_prefetch),
    canonicalize: Some(super::canon::prefetch_patterns),
    ..OpSpec::DEFAULT
};

fn parse_keyword(p: &mut Parser<'_>) -> PResult<String> {
    match p.parse_optional_keyword_any() {
        Some(k) => Ok(String::from_utf8_lossy(k).into_owned()),
        None => p.wrong_token_error("expected valid keyword"),
    }
}

fn parse_prefetch(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let memref = p.parse_operand(true)?;
    let (map, idx) = parse_ssa_map(p, Delimiter::Square)?;
    p.expect(Tok::Comma, "expected ','")?;
    let rw = parse_keyword(p)?;
    p.expect(Tok::Comma, "expected ','")?;
    p.expect_keyword("locality", "expected 'locality'")?;
    p.expect(Tok::Less, "expected '<'")?;
    let hint = p.parse_attribute_typed(Some(ctx.i32_type()))?;
    p.expect(Tok::Greater, "expected '>'")?;
    p.expect(Tok::Comma, "expected ','")?;
    let cache = parse_keyword(p)?;
    p.parse_optional_attr_dict(st)?;
    let ty = parse_colon_memref(p)?;
    st.operands.push(p.resolve_operand(memref, ty)?);
    st.operands.extend(idx);
    let at = p.op_name_loc();
    if rw != "read" && rw != "write" {
        return p.custom_error(at, "rw specifier has to be 'read' or 'write'");
    }
    if cache != "data" && cache != "instr" {
        return p.custom_error(at, "cache type has to be 'data' or 'instr'");
    }
    add_prop(p, st, "isDataCache", p.bool_attr(cache == "data"));
    add_prop(p, st, "isWrite", p.bool_attr(rw == "write"));
    add_prop(p, st, "localityHint", hint);
    add_prop(p, st, "map", map_attr(ctx, map));
    Ok(())
}

fn print_prefetch(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    p.write(" ");
    print_memref_access(p, op, 0, 1);
    let flag = |n: &str| {
        matches!(prop(ctx, ir, op, n).map(|a| ctx.attr_kind(a)),
            Some(AttrKind::Integer { value, .. }) if !value.is_zero())
    };
    let hint = super::attr_int(ctx, prop(ctx, ir, op, "localityHint")).unwrap_or(0);
    p.write(&format!(
        ", {}, locality<{hint}>, {}",
        if flag("isWrite") { "write" } else { "read" },
        if flag("isDataCache") { "data" } else { "instr" }
    ));
    p.print_optional_attr_dict(
        &dict_attrs(ctx, ir, op),
        &["map", "localityHint", "isDataCache", "isWrite"],
    );
    p.write(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
}

fn verify_prefetch(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let memref = ir.operand(op, 0);
    let rank = memref_rank_elem(ctx, ir.value_type(memref)).map_or(0, |x| x.0);
    match op_map(ctx, ir, op) {
        Some(map) => {
            let aff = &ctx.affine;
            if aff.map_num_results(map) != rank {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    "affine.prefetch affine map num results must equal memref rank",
                ));
            }
            if (aff.map_num_dims(map) + aff.map_num_symbols(map)) as usize + 1
                != ir.num_operands(op)
            {
                return Err(op_error(ctx, ir, op, "too few operands"));
            }
        }
        None => {
            if ir.num_operands(op) != 1 {
                return Err(op_error(ctx, ir, op, "too few operands"));
            }
        }
    }
    let scope = affine_scope(ctx, ir, op);
    for v in ir.operands(op).skip(1) {
        if !is_valid_dim_in(ctx, ir, v, scope) && !is_valid_symbol_in(ctx, ir, v, scope) {
            return Err(op_error(
                ctx,
                ir,
                op,
                "index must be a valid dimension or symbol identifier",
            ));
        }
    }
    Ok(())
}

// ---- dma_start / dma_wait ----

/// `affine.dma_start`: an op without ODS arguments; its maps are
/// discardable attributes `src_map`, `dst_map` and `tag_map`.
pub static DMA_START: OpSpec = OpSpec {
    name: "affine.dma_start",
    summary: "affine DMA start operation",
    operands: &[variadic("operands", &ANY_TYPE)],
    traits: Traits::ZERO_REGIONS,
    parse: Some(parse_dma_start),
    print: Some(print_dma_start),
    verify: Some(verify_dma_start),
    ..OpSpec::DEFAULT
};

/// Operand positions of a `dma_start`: (src memref, dst memref, tag
/// memref, number of operands of each map).
struct DmaLayout {
    src: usize,
    dst: usize,
    num_elements: usize,
    tag: usize,
    end: usize,
    src_map: Option<AffineMap>,
    dst_map: Option<AffineMap>,
    tag_map: Option<AffineMap>,
}

fn attr_map(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<AffineMap> {
    map_of(ctx, ctx.dict_get(ir.op(op).attrs, name))
}

fn map_inputs(ctx: &Context, m: Option<AffineMap>) -> usize {
    m.map_or(0, |m| {
        (ctx.affine.map_num_dims(m) + ctx.affine.map_num_symbols(m)) as usize
    })
}

fn dma_layout(ctx: &Context, ir: &Ir, op: OpId) -> Option<DmaLayout> {
    let src_map = attr_map(ctx, ir, op, "src_map");
    let dst_map = attr_map(ctx, ir, op, "dst_map");
    let tag_map = attr_map(ctx, ir, op, "tag_map");
    let dst = 1 + map_inputs(ctx, src_map);
    let tag = dst + 1 + map_inputs(ctx, dst_map);
    let num_elements = tag + 1 + map_inputs(ctx, tag_map);
    let end = num_elements + 1;
    if end > ir.num_operands(op) {
        return None;
    }
    Some(DmaLayout {
        src: 0,
        dst,
        num_elements,
        tag,
        end,
        src_map,
        dst_map,
        tag_map,
    })
}

fn parse_dma_start(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let index = ctx.index_type();
    let src = p.parse_operand(true)?;
    let (src_map, src_idx) = parse_ssa_map(p, Delimiter::Square)?;
    p.expect(Tok::Comma, "expected ','")?;
    let dst = p.parse_operand(true)?;
    let (dst_map, dst_idx) = parse_ssa_map(p, Delimiter::Square)?;
    p.expect(Tok::Comma, "expected ','")?;
    let tag = p.parse_operand(true)?;
    let (tag_map, tag_idx) = parse_ssa_map(p, Delimiter::Square)?;
    p.expect(Tok::Comma, "expected ','")?;
    let num = p.parse_operand(true)?;
    let mut stride = Vec::new();
    if p.consume_if(Tok::Comma) {
        for u in p.parse_operand_list()? {
            stride.push(u);
        }
    }
    let types = p.parse_colon_type_list()?;
    if !stride.is_empty() && stride.len() != 2 {
        let at = p.op_name_loc();
        return p.custom_error(at, "expected two stride related operands");
    }
    if types.len() != 3 {
        let at = p.op_name_loc();
        return p.custom_error(at, "expected three types");
    }
    st.operands.push(p.resolve_operand(src, types[0])?);
    st.operands.extend(src_idx);
    st.operands.push(p.resolve_operand(dst, types[1])?);
    st.operands.extend(dst_idx);
    st.operands.push(p.resolve_operand(tag, types[2])?);
    st.operands.extend(tag_idx);
    st.operands.push(p.resolve_operand(num, index)?);
    for u in stride {
        st.operands.push(p.resolve_operand(u, index)?);
    }
    let mut attrs = ctx.dict_entries(st.attrs).to_vec();
    for (n, m) in [
        ("src_map", src_map),
        ("dst_map", dst_map),
        ("tag_map", tag_map),
    ] {
        attrs.push(NamedAttr {
            name: ctx.string_attr(n),
            value: map_attr(ctx, m),
        });
    }
    st.attrs = ctx.dict_attr(attrs);
    p.parse_optional_attr_dict(st)?;
    let at = p.op_name_loc();
    for (i, t) in types.iter().enumerate() {
        if !matches!(ctx.type_kind(*t), TypeKind::MemRef { .. }) {
            let what = ["source", "destination", "tag"][i];
            return p.custom_error(at, format!("expected {what} to be of memref type"));
        }
    }
    Ok(())
}

fn print_dma_start(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let Some(l) = dma_layout(ctx, ir, op) else {
        p.print_generic_op(op);
        return;
    };
    let ops = operands(ir, op);
    let access = |p: &mut OpPrinter<'_>, at: usize, m: Option<AffineMap>| {
        p.print_operand(ops[at]);
        p.write("[");
        if let Some(m) = m {
            print_ssa_map(p, m, &ops[at + 1..]);
        }
        p.write("]");
    };
    p.write(" ");
    access(p, l.src, l.src_map);
    p.write(", ");
    access(p, l.dst, l.dst_map);
    p.write(", ");
    access(p, l.tag, l.tag_map);
    p.write(", ");
    p.print_operand(ops[l.num_elements]);
    if l.end < ops.len() {
        p.write(", ");
        p.print_operands(ops[l.end..].iter().copied());
    }
    p.write(" : ");
    p.print_types(&[
        ir.value_type(ops[l.src]),
        ir.value_type(ops[l.dst]),
        ir.value_type(ops[l.tag]),
    ]);
}

fn verify_dma_start(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let err = |m: &str| Err(op_error(ctx, ir, op, m));
    let is_memref = |v: Value| matches!(ctx.type_kind(ir.value_type(v)), TypeKind::MemRef { .. });
    let n = ir.num_operands(op);
    if n == 0 || !is_memref(ir.operand(op, 0)) {
        return err("expected DMA source to be of memref type");
    }
    let Some(l) = dma_layout(ctx, ir, op) else {
        return err("incorrect number of operands");
    };
    if !is_memref(ir.operand(op, l.dst)) {
        return err("expected DMA destination to be of memref type");
    }
    if !is_memref(ir.operand(op, l.tag)) {
        return err("expected DMA tag to be of memref type");
    }
    if n != l.end && n != l.end + 2 {
        return err("incorrect number of operands");
    }
    let scope = affine_scope(ctx, ir, op);
    let ok = |v: Value| is_valid_dim_in(ctx, ir, v, scope) || is_valid_symbol_in(ctx, ir, v, scope);
    let ops = operands(ir, op);
    for (start, m, what) in [
        (l.src, l.src_map, "src"),
        (l.dst, l.dst_map, "dst"),
        (l.tag, l.tag_map, "tag"),
    ] {
        for &v in &ops[start + 1..start + 1 + map_inputs(ctx, m)] {
            if !ok(v) {
                return err(&format!(
                    "{what} index must be a valid dimension or symbol identifier"
                ));
            }
        }
    }
    Ok(())
}

/// `affine.dma_wait`.
pub static DMA_WAIT: OpSpec = OpSpec {
    name: "affine.dma_wait",
    summary: "affine DMA wait operation",
    operands: &[variadic("operands", &ANY_TYPE)],
    traits: Traits::ZERO_REGIONS,
    parse: Some(parse_dma_wait),
    print: Some(print_dma_wait),
    verify: Some(verify_dma_wait),
    ..OpSpec::DEFAULT
};

fn parse_dma_wait(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let tag = p.parse_operand(true)?;
    let (tag_map, tag_idx) = parse_ssa_map(p, Delimiter::Square)?;
    p.expect(Tok::Comma, "expected ','")?;
    let num = p.parse_operand(true)?;
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(tag, ty)?);
    st.operands.extend(tag_idx);
    st.operands.push(p.resolve_operand(num, ctx.index_type())?);
    let mut attrs = ctx.dict_entries(st.attrs).to_vec();
    attrs.push(NamedAttr {
        name: ctx.string_attr("tag_map"),
        value: map_attr(ctx, tag_map),
    });
    st.attrs = ctx.dict_attr(attrs);
    p.parse_optional_attr_dict(st)?;
    if !matches!(ctx.type_kind(ty), TypeKind::MemRef { .. }) {
        let at = p.op_name_loc();
        return p.custom_error(at, "expected tag to be of memref type");
    }
    Ok(())
}

fn print_dma_wait(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let ops = operands(ir, op);
    let m = attr_map(ctx, ir, op, "tag_map");
    let k = map_inputs(ctx, m);
    if ops.len() < k + 2 {
        p.print_generic_op(op);
        return;
    }
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    if let Some(m) = m {
        print_ssa_map(p, m, &ops[1..]);
    }
    p.write("], ");
    p.print_operand(ops[k + 1]);
    p.write(" : ");
    p.print_type(ir.value_type(ops[0]));
}

fn verify_dma_wait(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let ops = operands(ir, op);
    if ops.is_empty()
        || !matches!(
            ctx.type_kind(ir.value_type(ops[0])),
            TypeKind::MemRef { .. }
        )
    {
        return Err(op_error(
            ctx,
            ir,
            op,
            "expected DMA tag to be of memref type",
        ));
    }
    let k = map_inputs(ctx, attr_map(ctx, ir, op, "tag_map"));
    if ops.len() != k + 2 {
        return Err(op_error(ctx, ir, op, "incorrect number of operands"));
    }
    let scope = affine_scope(ctx, ir, op);
    for &v in &ops[1..k + 1] {
        if !is_valid_dim_in(ctx, ir, v, scope) && !is_valid_symbol_in(ctx, ir, v, scope) {
            return Err(op_error(
                ctx,
                ir,
                op,
                "index must be a valid dimension or symbol identifier",
            ));
        }
    }
    Ok(())
}

// ---- delinearize_index / linearize_index ----

/// `DenseI64ArrayAttr` holding a mixed static/dynamic basis.
static STATIC_BASIS: rmlir_ods::AttrConstraint = rmlir_ods::AttrConstraint {
    storage: None,
    summary: "i64 dense array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::DenseArray { element, .. } if *element == c.i64_type()),
    syntax: rmlir_ods::AttrSyntax::Generic,
};

/// `affine.delinearize_index`.
pub static DELINEARIZE_INDEX: OpSpec = OpSpec {
    name: "affine.delinearize_index",
    summary: "delinearize an index",
    operands: &[
        operand("linear_index", &INDEX),
        variadic("dynamic_basis", &VARIADIC_INDEX),
    ],
    results: &[variadic("multi_index", &INDEX)],
    attrs: &[attr("static_basis", &STATIC_BASIS)],
    traits: Traits::ZERO_REGIONS.union(Traits::PURE),
    parse: Some(parse_delinearize),
    print: Some(print_delinearize),
    verify: Some(verify_delinearize),
    fold: Some(super::index_fold::fold_delinearize),
    canonicalize: Some(super::index_canon::delinearize_patterns),
    ..OpSpec::DEFAULT
};

/// `(` mixed basis `)`: integers and SSA values.
fn parse_basis(
    p: &mut Parser<'_>,
    open: Tok,
    close: Tok,
    out: &mut OperationState,
) -> PResult<Vec<i64>> {
    let mut statics = Vec::new();
    let index = p.ctx.index_type();
    let mut vals = Vec::new();
    p.parse_delimited_list(open, close, "", |p| {
        if p.is(Tok::PercentIdent) {
            let u = p.parse_operand(true)?;
            vals.push(p.resolve_operand(u, index)?);
            statics.push(rmlir_core::types::DYNAMIC);
        } else {
            statics.push(p.parse_op_integer(64)?);
        }
        Ok(())
    })?;
    out.operands.extend(vals);
    Ok(statics)
}

fn print_basis(p: &mut OpPrinter<'_>, statics: &[i64], dynamic: &[Value]) {
    let mut d = dynamic.iter();
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *s == rmlir_core::types::DYNAMIC {
            if let Some(v) = d.next() {
                p.print_operand(*v);
            }
        } else {
            p.write(&s.to_string());
        }
    }
}

pub(super) fn i64_array(ctx: &Context, v: &[i64]) -> rmlir_core::Attribute {
    let mut raw = Vec::with_capacity(v.len() * 8);
    for x in v {
        raw.extend_from_slice(&x.to_le_bytes());
    }
    ctx.attr(AttrKind::DenseArray {
        element: ctx.i64_type(),
        len: v.len() as u32,
        raw: raw.into(),
    })
}

pub(super) fn static_basis(ctx: &Context, ir: &Ir, op: OpId) -> Vec<i64> {
    match prop(ctx, ir, op, "static_basis").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { len, raw, .. }) => (0..*len as usize)
            .filter_map(|i| raw.get(i * 8..i * 8 + 8))
            .map(|b| i64::from_le_bytes(b.try_into().unwrap_or([0; 8])))
            .collect(),
        _ => Vec::new(),
    }
}

fn parse_delinearize(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let lin = p.parse_operand(true)?;
    let v = p.resolve_operand(lin, ctx.index_type())?;
    st.operands.push(v);
    p.expect_keyword("into", "expected 'into'")?;
    let statics = parse_basis(p, Tok::LParen, Tok::RParen, st)?;
    add_prop(p, st, "static_basis", i64_array(ctx, &statics));
    p.parse_optional_attr_dict(st)?;
    let types = p.parse_colon_type_list()?;
    st.result_types.extend(types);
    Ok(())
}

fn print_delinearize(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let ops = operands(ir, op);
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(" into (");
    print_basis(p, &static_basis(ctx, ir, op), &ops[1..]);
    p.write(")");
    p.print_optional_attr_dict(&dict_attrs(ctx, ir, op), &["static_basis"]);
    p.write(" : ");
    let tys: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    p.print_types(&tys);
}

fn verify_basis(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    statics: &[i64],
    num_dynamic: usize,
    check_positive: bool,
) -> VResult {
    let n_dyn = statics
        .iter()
        .filter(|&&s| s == rmlir_core::types::DYNAMIC)
        .count();
    if n_dyn != num_dynamic {
        return Err(op_error(
            ctx,
            ir,
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    if check_positive
        && statics
            .iter()
            .any(|&s| s != rmlir_core::types::DYNAMIC && s <= 0)
    {
        return Err(op_error(
            ctx,
            ir,
            op,
            "no basis element may be statically non-positive",
        ));
    }
    Ok(())
}

fn verify_delinearize(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let statics = static_basis(ctx, ir, op);
    let n = ir.num_results(op);
    if n != statics.len() && n != statics.len() + 1 {
        return Err(op_error(
            ctx,
            ir,
            op,
            "should return an index for each basis element and up to one extra index",
        ));
    }
    verify_basis(ctx, ir, op, &statics, ir.num_operands(op) - 1, true)
}

/// `UnitProp`: held as a unit attribute when set, `false` otherwise.
static UNIT_PROP: rmlir_ods::AttrConstraint = rmlir_ods::AttrConstraint {
    storage: None,
    summary: "unit property",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Unit | AttrKind::Integer { .. }),
    syntax: rmlir_ods::AttrSyntax::Generic,
};

/// Whether a `linearize_index` is `disjoint`.
pub(super) fn is_disjoint(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    match prop(ctx, ir, op, "disjoint").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Unit) => true,
        Some(AttrKind::Integer { value, .. }) => !value.is_zero(),
        _ => false,
    }
}

/// `affine.linearize_index`.
pub static LINEARIZE_INDEX: OpSpec = OpSpec {
    name: "affine.linearize_index",
    summary: "linearize an index",
    operands: &[
        variadic("multi_index", &VARIADIC_INDEX),
        variadic("dynamic_basis", &VARIADIC_INDEX),
    ],
    results: &[operand("linear_index", &INDEX)],
    attrs: &[
        rmlir_ods::opt_attr("disjoint", &UNIT_PROP),
        attr("static_basis", &STATIC_BASIS),
    ],
    traits: Traits::ZERO_REGIONS.union(Traits::PURE),
    checks: &[rmlir_ods::TraitCheck::OperandSegments],
    parse: Some(parse_linearize),
    print: Some(print_linearize),
    verify: Some(verify_linearize),
    fold: Some(super::index_fold::fold_linearize),
    canonicalize: Some(super::index_canon::linearize_patterns),
    ..OpSpec::DEFAULT
};

fn parse_linearize(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let disjoint = p.consume_keyword_if("disjoint");
    let mut idx = Vec::new();
    p.parse_delimited_list(Tok::LSquare, Tok::RSquare, " in operand list", |p| {
        idx.push(p.parse_operand(true)?);
        Ok(())
    })?;
    let n_idx = idx.len();
    for u in idx {
        let v = p.resolve_operand(u, ctx.index_type())?;
        st.operands.push(v);
    }
    p.expect_keyword("by", "expected 'by'")?;
    let statics = parse_basis(p, Tok::LParen, Tok::RParen, st)?;
    let flag = if disjoint {
        ctx.unit_attr()
    } else {
        p.bool_attr(false)
    };
    add_prop(p, st, "disjoint", flag);
    let n_dyn = st.operands.len() - n_idx;
    add_prop(
        p,
        st,
        "operandSegmentSizes",
        rmlir_ods::constraints::i32_array(ctx, &[n_idx as i32, n_dyn as i32]),
    );
    add_prop(p, st, "static_basis", i64_array(ctx, &statics));
    p.parse_optional_attr_dict(st)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let t = p.parse_type()?;
    st.result_types.push(t);
    Ok(())
}

fn print_linearize(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let ops = operands(ir, op);
    let seg = segment_sizes(ctx, ir, op);
    let n_idx = seg.first().copied().unwrap_or(0).min(ops.len());
    p.write(" ");
    if is_disjoint(ctx, ir, op) {
        p.write("disjoint ");
    }
    p.write("[");
    p.print_operands(ops[..n_idx].iter().copied());
    p.write("] by (");
    print_basis(p, &static_basis(ctx, ir, op), &ops[n_idx..]);
    p.write(")");
    p.print_optional_attr_dict(
        &dict_attrs(ctx, ir, op),
        &["static_basis", "disjoint", "operandSegmentSizes"],
    );
    p.write(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn verify_linearize(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let statics = static_basis(ctx, ir, op);
    let seg = segment_sizes(ctx, ir, op);
    let n_idx = seg.first().copied().unwrap_or(0);
    let n_dyn = seg.get(1).copied().unwrap_or(0);
    if n_idx != statics.len() && n_idx != statics.len() + 1 {
        return Err(op_error(
            ctx,
            ir,
            op,
            "should be passed a basis element for each index except possibly the first",
        ));
    }
    verify_basis(ctx, ir, op, &statics, n_dyn, false)
}
