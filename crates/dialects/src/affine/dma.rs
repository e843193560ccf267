//! `affine.prefetch`, `affine.dma_start` and `affine.dma_wait`.

use super::ops::{memref_rank_elem, op_map, operands, parse_colon_memref, print_memref_access};
use super::scope::{affine_scope, is_valid_dim_in, is_valid_symbol_in};
use super::syntax::{add_prop, parse_ssa_map, print_ssa_map};
use super::{map_attr, map_of, AFFINE_MAP_ATTR};
use crate::memref::constraints::{ANY_MEMREF, BOOL_ATTR, LOCALITY_HINT, VARIADIC_INDEX};
use crate::util::all_attrs;
use crate::util::prop;
use rmlir_affine::{AffineMap, Delimiter};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::types::TypeKind;
use rmlir_core::verify::op_error;
use rmlir_core::{AttrKind, Context, NamedAttr};
use rmlir_ods::constraints::ANY_TYPE;
use rmlir_ods::{attr, operand, variadic, OpSpec};

type VResult = Result<(), Diagnostic>;

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
    fold: Some(crate::memref::fold::fold_cast_operands),
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
        &all_attrs(ctx, ir, op),
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
    effects_fn: Some(dma_start_effects),
    ..OpSpec::DEFAULT
};

/// Reads the source and the tag, writes the destination (MLIR's
/// `AffineDmaStartOp::getEffects`).
fn dma_start_effects(ctx: &Context, ir: &Ir, op: OpId, out: &mut Vec<rmlir_core::dialect::Effect>) {
    use rmlir_core::dialect::{Effect, EffectKind, EffectResource};
    let Some(l) = dma_layout(ctx, ir, op) else {
        return;
    };
    for (kind, i) in [
        (EffectKind::Read, l.src),
        (EffectKind::Write, l.dst),
        (EffectKind::Read, l.tag),
    ] {
        out.push(Effect {
            kind,
            value: Some(ir.operand(op, i)),
            resource: EffectResource::Default,
        });
    }
}

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
    effects_fn: Some(|_, ir, op, out| {
        // Reads the tag (MLIR's `AffineDmaWaitOp::getEffects`).
        if ir.num_operands(op) > 0 {
            out.push(rmlir_core::dialect::Effect {
                kind: rmlir_core::dialect::EffectKind::Read,
                value: Some(ir.operand(op, 0)),
                resource: rmlir_core::dialect::EffectResource::Default,
            });
        }
    }),
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
