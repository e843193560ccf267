//! The affine ops without regions: `apply`, `min`, `max`, `load`, `store`,
//! `vector_load` and `vector_store`; the list of all of them (the others
//! live in `dma` and `index_ops`).

use super::scope::{affine_scope, is_valid_dim_in, is_valid_symbol_in};
use super::syntax::{
    add_prop, parse_dim_and_symbol_list, parse_map_attr, parse_ssa_map, print_dim_and_symbol_list,
    print_ssa_map,
};
use super::{map_attr, map_of, AFFINE_MAP_ATTR};
use crate::memref::constraints::{ANY_MEMREF, VARIADIC_INDEX};
use crate::util::all_attrs;
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
use rmlir_core::{Context, Type};
use rmlir_ods::constraints::{ANY_TYPE, INDEX};
use rmlir_ods::{attr, operand, variadic, OpSpec};

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
    &super::dma::PREFETCH,
    &super::dma::DMA_START,
    &super::dma::DMA_WAIT,
    &super::index_ops::DELINEARIZE_INDEX,
    &super::index_ops::LINEARIZE_INDEX,
];

/// `operandSegmentSizes` of an op, or nothing.
pub(super) fn segment_sizes(ctx: &Context, ir: &Ir, op: OpId) -> smallvec::SmallVec<[usize; 4]> {
    segment_sizes_of(ctx, prop(ctx, ir, op, "operandSegmentSizes"))
}

/// The sizes an `operandSegmentSizes` value gives (negative ones as 0);
/// nothing unless it is an `array<i32: ...>`. Read straight from the
/// array's bytes: this runs for every affine op printed or verified.
pub(super) fn segment_sizes_of(
    ctx: &Context,
    a: Option<rmlir_core::Attribute>,
) -> smallvec::SmallVec<[usize; 4]> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(rmlir_core::AttrKind::DenseArray { len, raw, element })
            if *element == ctx.i32_type() =>
        {
            raw.chunks_exact(4)
                .take(*len as usize)
                .map(|b| i32::from_le_bytes([b[0], b[1], b[2], b[3]]).max(0) as usize)
                .collect()
        }
        _ => smallvec::SmallVec::new(),
    }
}

pub(super) fn operands(ir: &Ir, op: OpId) -> Vec<Value> {
    ir.operands(op).collect()
}

/// The op's `map` property.
pub(super) fn op_map(ctx: &Context, ir: &Ir, op: OpId) -> Option<AffineMap> {
    map_of(ctx, prop(ctx, ir, op, "map"))
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
    infer_int_range: Some(super::int_range::apply),
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
    print_dim_and_symbol_list(p, ir.operand_values(op), num_dims);
    p.print_optional_attr_dict(&all_attrs(ctx, ir, op), &["map"]);
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

pub(super) fn memref_rank_elem(ctx: &Context, t: Type) -> Option<(usize, Type)> {
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
pub(super) fn parse_colon_memref(p: &mut Parser<'_>) -> PResult<Type> {
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
pub(super) fn print_memref_access(
    p: &mut OpPrinter<'_>,
    op: OpId,
    memref: usize,
    first_index: usize,
) {
    let (ctx, ir) = (p.ctx, p.ir);
    let ops = ir.operand_values(op);
    p.print_operand(ops[memref]);
    p.write("[");
    // The map prints only operand names and numbers: nothing for the
    // alias-collecting dry run to see.
    if !p.is_collecting() {
        if let Some(m) = op_map(ctx, ir, op) {
            print_ssa_map(p, m, &ops[first_index.min(ops.len())..]);
        }
    }
    p.write("]");
}

fn print_load(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    p.write(" ");
    print_memref_access(p, op, 0, 1);
    p.print_optional_attr_dict(&all_attrs(ctx, ir, op), &["map"]);
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
    p.print_optional_attr_dict(&all_attrs(ctx, ir, op), &["map"]);
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
    results: &[operand(
        "result",
        &rmlir_ods::constraints::ANY_VECTOR_OF_NON_ZERO_RANK,
    )],
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
    p.print_optional_attr_dict(&all_attrs(ctx, ir, op), &["map"]);
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
        operand(
            "value",
            &rmlir_ods::constraints::ANY_VECTOR_OF_NON_ZERO_RANK,
        ),
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
    p.print_optional_attr_dict(&all_attrs(ctx, ir, op), &["map"]);
    p.write(" : ");
    p.print_type(ir.value_type(ir.operand(op, 1)));
    p.write(", ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
}
