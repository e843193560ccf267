//! Memory access ops: `load`, `store`, `prefetch`, `atomic_rmw`,
//! `generic_atomic_rmw` with its `atomic_yield`, `dma_start`, `dma_wait` and
//! `copy`.

use super::constraints::*;
use super::{is_memory_effect_free, operand_type, q, result_type};
use crate::util::{add_prop, all_attrs, prop};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::Traits;
use rmlir_core::dialect::{EffectKind, EffectOn, OpEffect};
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::types::TypeKind;
use rmlir_core::verify::{op_error, plain_error};
use rmlir_core::{Context, Type};
use rmlir_ods::constraints::{enum_value, ANY_TYPE, INDEX};
use rmlir_ods::{
    attr, default_valued_opt_attr, operand, opt_attr, variadic, OpSpec, RegionSpec, TraitCheck,
    TypeRelation,
};

type VResult = Result<(), Diagnostic>;

pub static ALL: &[&OpSpec] = &[
    &LOAD,
    &STORE,
    &PREFETCH,
    &ATOMIC_RMW,
    &GENERIC_ATOMIC_RMW,
    &ATOMIC_YIELD,
    &DMA_START,
    &DMA_WAIT,
    &COPY,
];

/// The element type of a memref (the type itself otherwise).
fn element_of(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => *element,
        _ => t,
    }
}

fn rank_of(ctx: &Context, t: Type) -> usize {
    ctx.type_kind(t).shape().map_or(0, |s| s.len())
}

// ---- load / store ----

/// The inherent attributes `load` and `store` share.
const LOAD_STORE_ATTRS: &[rmlir_ods::AttrSpec] = &[
    default_valued_opt_attr("nontemporal", &BOOL_ATTR, "false"),
    opt_attr("alignment", &ALIGNMENT),
];

pub static LOAD: OpSpec = OpSpec {
    name: "memref.load",
    fold: Some(super::fold::fold_cast_operands),
    summary: "load operation",
    operands: &[
        operand("memref", &ANY_MEMREF),
        variadic("indices", &VARIADIC_INDEX),
    ],
    results: &[operand("result", &ANY_TYPE)],
    attrs: LOAD_STORE_ATTRS,
    traits: Traits::ZERO_REGIONS,
    type_relations: &[TypeRelation::Derived {
        from: "memref",
        to: "result",
        f: element_of,
        summary: "result type matches element type of 'memref'",
    }],
    format: Some("$memref `[` $indices `]` attr-dict `:` type($memref)"),
    verify: Some(|ctx, ir, op| {
        let rank = rank_of(ctx, operand_type(ir, op, 0));
        let n = ir.num_operands(op) - 1;
        if n != rank {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!("incorrect number of indices for load, expected {rank} but got {n}"),
            ));
        }
        Ok(())
    }),
    effects: Some(&[OpEffect::new(EffectKind::Read, EffectOn::Operand(0))]),
    memory_slot: super::memory_slot::LOAD_HOOKS,
    ..OpSpec::DEFAULT
};

pub static STORE: OpSpec = OpSpec {
    name: "memref.store",
    fold: Some(super::fold::fold_cast_operands_but_value),
    summary: "store operation",
    operands: &[
        operand("value", &ANY_TYPE),
        operand("memref", &ANY_MEMREF),
        variadic("indices", &VARIADIC_INDEX),
    ],
    attrs: LOAD_STORE_ATTRS,
    traits: Traits::ZERO_REGIONS,
    type_relations: &[TypeRelation::Derived {
        from: "memref",
        to: "value",
        f: element_of,
        summary: "type of 'value' matches element type of 'memref'",
    }],
    format: Some("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)"),
    verify: Some(|ctx, ir, op| {
        let rank = rank_of(ctx, operand_type(ir, op, 1));
        if ir.num_operands(op) != 2 + rank {
            return Err(op_error(
                ctx,
                ir,
                op,
                "store index operand count not equal to memref rank",
            ));
        }
        Ok(())
    }),
    effects: Some(&[OpEffect::new(EffectKind::Write, EffectOn::Operand(1))]),
    memory_slot: super::memory_slot::STORE_HOOKS,
    ..OpSpec::DEFAULT
};

// ---- prefetch ----

pub static PREFETCH: OpSpec = OpSpec {
    name: "memref.prefetch",
    fold: Some(super::fold::fold_cast_operands),
    summary: "prefetch operation",
    operands: &[
        operand("memref", &ANY_MEMREF),
        variadic("indices", &VARIADIC_INDEX),
    ],
    // In ODS's verification order (by name).
    attrs: &[
        attr("isDataCache", &BOOL_ATTR),
        attr("isWrite", &BOOL_ATTR),
        attr("localityHint", &LOCALITY_HINT),
    ],
    traits: Traits::ZERO_REGIONS,
    parse: Some(parse_prefetch),
    print: Some(print_prefetch),
    verify: Some(|ctx, ir, op| {
        let rank = rank_of(ctx, operand_type(ir, op, 0));
        if ir.num_operands(op) != 1 + rank {
            return Err(op_error(ctx, ir, op, "too few indices"));
        }
        Ok(())
    }),
    ..OpSpec::DEFAULT
};

/// `[` operands `]` of a hand-written MLIR parser (`parseOperandList` with a
/// square delimiter), whose bracket errors say "in operand list".
fn parse_square_operands(p: &mut Parser<'_>) -> PResult<Vec<UnresolvedOperand>> {
    let mut v = Vec::new();
    p.parse_delimited_list(Tok::LSquare, Tok::RSquare, " in operand list", |p| {
        v.push(p.parse_operand(true)?);
        Ok(())
    })?;
    Ok(v)
}

fn resolve_all(
    p: &mut Parser<'_>,
    ops: &[UnresolvedOperand],
    ty: Type,
    out: &mut rmlir_core::ir::StateOperands,
) -> PResult<()> {
    for u in ops {
        out.push(p.resolve_operand(*u, ty)?);
    }
    Ok(())
}

fn parse_keyword(p: &mut Parser<'_>) -> PResult<String> {
    match p.parse_optional_keyword_any() {
        Some(k) => Ok(String::from_utf8_lossy(k).into_owned()),
        None => p.wrong_token_error("expected valid keyword"),
    }
}

/// `: type` where the type must be a ranked memref.
fn parse_colon_memref_type(p: &mut Parser<'_>) -> PResult<Type> {
    let at = p.here();
    p.expect(Tok::Colon, "expected ':'")?;
    let t = p.parse_type()?;
    if !matches!(p.ctx.type_kind(t), TypeKind::MemRef { .. }) {
        let ts = p.ctx.print_type(t);
        return p.custom_error(
            at,
            format!("invalid kind of type specified: expected builtin.memref, but found '{ts}'"),
        );
    }
    Ok(t)
}

fn parse_prefetch(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let memref = p.parse_operand(true)?;
    let indices = parse_square_operands(p)?;
    p.expect(Tok::Comma, "expected ','")?;
    let rw = parse_keyword(p)?;
    p.expect(Tok::Comma, "expected ','")?;
    p.expect_keyword("locality", "expected 'locality'")?;
    p.expect(Tok::Less, "expected '<'")?;
    let hint = p.parse_attribute_typed(Some(ctx.i32_type()))?;
    p.expect(Tok::Greater, "expected '>'")?;
    p.expect(Tok::Comma, "expected ','")?;
    let cache = parse_keyword(p)?;
    let ty = parse_colon_memref_type(p)?;
    st.operands.push(p.resolve_operand(memref, ty)?);
    let index = ctx.index_type();
    resolve_all(p, &indices, index, &mut st.operands)?;
    add_prop(ctx, st, "localityHint", hint);
    if rw != "read" && rw != "write" {
        let at = p.op_name_loc();
        return p.custom_error(at, "rw specifier has to be 'read' or 'write'");
    }
    add_prop(ctx, st, "isWrite", p.bool_attr(rw == "write"));
    if cache != "data" && cache != "instr" {
        let at = p.op_name_loc();
        return p.custom_error(at, "cache type has to be 'data' or 'instr'");
    }
    add_prop(ctx, st, "isDataCache", p.bool_attr(cache == "data"));
    Ok(())
}

fn print_prefetch(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let ops: Vec<Value> = ir.operands(op).collect();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    p.print_operands(ops[1..].iter().copied());
    p.write("], ");
    let write = bool_value(ctx, prop(ctx, ir, op, "isWrite"));
    p.write(if write { "write" } else { "read" });
    p.write(", locality<");
    if let Some(h) = prop(ctx, ir, op, "localityHint") {
        p.print_attr_without_type(h);
    }
    p.write(">, ");
    let data = bool_value(ctx, prop(ctx, ir, op, "isDataCache"));
    p.write(if data { "data" } else { "instr" });
    let attrs = all_attrs(ctx, ir, op);
    p.print_optional_attr_dict(&attrs, &["localityHint", "isWrite", "isDataCache"]);
    p.write(" : ");
    p.print_type(ir.value_type(ops[0]));
}

// ---- atomic_rmw ----

pub static ATOMIC_RMW: OpSpec = OpSpec {
    name: "memref.atomic_rmw",
    fold: Some(super::fold::fold_cast_operands_but_value),
    summary: "atomic read-modify-write operation",
    attrs: &[attr("kind", &ATOMIC_RMW_KIND_ATTR)],
    operands: &[
        operand("value", &INT_OR_FLOAT),
        operand("memref", &MEMREF_INT_OR_FLOAT),
        variadic("indices", &VARIADIC_INDEX),
    ],
    results: &[operand("result", &INT_OR_FLOAT)],
    traits: Traits::ZERO_REGIONS,
    type_relations: &[
        TypeRelation::AllMatch(&["value", "result"]),
        TypeRelation::Derived {
            from: "memref",
            to: "value",
            f: element_of,
            summary: "value type matches element type of memref",
        },
    ],
    format: Some(
        "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
    ),
    verify: Some(verify_atomic_rmw),
    effects: Some(&[
        OpEffect::new(EffectKind::Read, EffectOn::Operand(1)),
        OpEffect::new(EffectKind::Write, EffectOn::Operand(1)),
    ]),
    ..OpSpec::DEFAULT
};

fn verify_atomic_rmw(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let rank = rank_of(ctx, operand_type(ir, op, 1));
    if rank != ir.num_operands(op) - 2 {
        return Err(op_error(
            ctx,
            ir,
            op,
            "expects the number of subscripts to be equal to memref rank",
        ));
    }
    let kind = prop(ctx, ir, op, "kind").and_then(|a| enum_value(ctx, a));
    let name = ATOMIC_RMW_KIND
        .cases
        .iter()
        .find(|(_, v)| Some(*v) == kind)
        .map_or("", |(n, _)| *n);
    let vt = operand_type(ir, op, 0);
    let is_float = matches!(ctx.type_kind(vt), TypeKind::Float(_));
    let is_int = matches!(ctx.type_kind(vt), TypeKind::Integer { .. });
    match name {
        "addf" | "maximumf" | "minimumf" | "mulf" if !is_float => {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!("with kind '{name}' expects a floating-point type"),
            ));
        }
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "xori" | "andi"
            if !is_int =>
        {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!("with kind '{name}' expects an integer type"),
            ));
        }
        _ => {}
    }
    Ok(())
}

// ---- generic_atomic_rmw / atomic_yield ----

pub static GENERIC_ATOMIC_RMW: OpSpec = OpSpec {
    name: "memref.generic_atomic_rmw",
    summary: "atomic read-modify-write operation with a region",
    operands: &[
        operand("memref", &MEMREF_INT_OR_FLOAT),
        variadic("indices", &VARIADIC_INDEX),
    ],
    results: &[operand("result", &INT_OR_FLOAT)],
    regions: &[RegionSpec {
        name: "atomic_body",
        variadic: false,
        blocks: None,
    }],
    traits: Traits::SINGLE_BLOCK,
    type_relations: &[TypeRelation::Derived {
        from: "memref",
        to: "result",
        f: element_of,
        summary: "result type matches element type of memref",
    }],
    parse: Some(parse_generic_atomic_rmw),
    print: Some(print_generic_atomic_rmw),
    verify: Some(verify_generic_atomic_rmw),
    effects: Some(&[
        OpEffect::new(EffectKind::Read, EffectOn::Operand(0)),
        OpEffect::new(EffectKind::Write, EffectOn::Operand(0)),
    ]),
    ..OpSpec::DEFAULT
};

fn parse_generic_atomic_rmw(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let memref = p.parse_operand(true)?;
    let ivs = parse_square_operands(p)?;
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(memref, ty)?);
    resolve_all(p, &ivs, ctx.index_type(), &mut st.operands)?;
    let r = p.parse_region(&[], false)?;
    st.regions.push(r);
    p.parse_optional_attr_dict(st)?;
    st.result_types.push(element_of(ctx, ty));
    Ok(())
}

fn print_generic_atomic_rmw(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ops: Vec<Value> = ir.operands(op).collect();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    p.print_operands(ops[1..].iter().copied());
    p.write("] : ");
    p.print_type(ir.value_type(ops[0]));
    p.write(" ");
    if let Some(&r) = ir.regions(op).first() {
        p.print_region(r, true, true, false);
    }
    let attrs = p.ctx.dict_entries(ir.op(op).attrs).to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
}

fn verify_generic_atomic_rmw(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let Some(&r) = ir.regions(op).first() else {
        return Ok(());
    };
    let entry = ir.region_blocks(r).first().copied();
    let args = entry.map_or(&[][..], |b| ir.block_args(b));
    if args.len() != 1 {
        return Err(op_error(
            ctx,
            ir,
            op,
            "expected single number of entry block arguments",
        ));
    }
    if result_type(ir, op, 0) != ir.value_type(args[0]) {
        return Err(op_error(
            ctx,
            ir,
            op,
            "expected block argument of the same type result type",
        ));
    }
    // Post-order walk of the body: the first op with side effects.
    let mut stack: Vec<(OpId, bool)> = Vec::new();
    for &b in ir.region_blocks(r).iter().rev() {
        let ops: Vec<OpId> = ir.block_ops(b).collect();
        for o in ops.into_iter().rev() {
            stack.push((o, false));
        }
    }
    while let Some((o, visited)) = stack.pop() {
        if visited {
            if !is_memory_effect_free(ctx, ir, o) {
                return Err(plain_error(
                    ctx,
                    ir,
                    o,
                    "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
                ));
            }
            continue;
        }
        stack.push((o, true));
        for &rr in ir.regions(o).iter().rev() {
            for &b in ir.region_blocks(rr).iter().rev() {
                let ops: Vec<OpId> = ir.block_ops(b).collect();
                for x in ops.into_iter().rev() {
                    stack.push((x, false));
                }
            }
        }
    }
    Ok(())
}

pub static ATOMIC_YIELD: OpSpec = OpSpec {
    name: "memref.atomic_yield",
    summary: "yield operation for GenericAtomicRMWOp",
    operands: &[operand("result", &ANY_TYPE)],
    traits: Traits::PURE
        .union(Traits::TERMINATOR)
        .union(Traits::RETURN_LIKE)
        .union(Traits::ZERO_REGIONS),
    format: Some("$result attr-dict `:` type($result)"),
    parent: Some("memref.generic_atomic_rmw"),
    verify: Some(|ctx, ir, op| {
        // The shape check made sure of the parent.
        let Some(parent) = ir.parent_op(op) else {
            return Ok(());
        };
        if ir.num_results(parent) == 0 {
            return Ok(());
        }
        let pt = result_type(ir, parent, 0);
        let rt = operand_type(ir, op, 0);
        if pt != rt {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!(
                    "types mismatch between yield op: {} and its parent: {}",
                    q(ctx, rt),
                    q(ctx, pt)
                ),
            ));
        }
        Ok(())
    }),
    ..OpSpec::DEFAULT
};

// ---- dma_start / dma_wait ----

pub static DMA_START: OpSpec = OpSpec {
    name: "memref.dma_start",
    fold: Some(super::fold::fold_cast_operands),
    summary: "non-blocking DMA operation that starts a transfer",
    operands: &[variadic("operands", &VARIADIC_ANY)],
    traits: Traits::ZERO_REGIONS,
    parse: Some(parse_dma_start),
    print: Some(print_dma_start),
    verify: Some(verify_dma_start),
    ..OpSpec::DEFAULT
};

fn parse_dma_start(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let src = p.parse_operand(true)?;
    let src_idx = parse_square_operands(p)?;
    p.expect(Tok::Comma, "expected ','")?;
    let dst = p.parse_operand(true)?;
    let dst_idx = parse_square_operands(p)?;
    p.expect(Tok::Comma, "expected ','")?;
    let num = p.parse_operand(true)?;
    p.expect(Tok::Comma, "expected ','")?;
    let tag = p.parse_operand(true)?;
    let tag_idx = parse_square_operands(p)?;
    let mut stride = Default::default();
    if p.consume_if(Tok::Comma) {
        stride = p.parse_operand_list()?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        let at = p.op_name_loc();
        return p.custom_error(at, "expected two stride related operands");
    }
    let types = p.parse_colon_type_list()?;
    if types.len() != 3 {
        let at = p.op_name_loc();
        return p.custom_error(at, "fewer/more types expected");
    }
    let index = ctx.index_type();
    st.operands.push(p.resolve_operand(src, types[0])?);
    resolve_all(p, &src_idx, index, &mut st.operands)?;
    st.operands.push(p.resolve_operand(dst, types[1])?);
    resolve_all(p, &dst_idx, index, &mut st.operands)?;
    st.operands.push(p.resolve_operand(num, index)?);
    st.operands.push(p.resolve_operand(tag, types[2])?);
    resolve_all(p, &tag_idx, index, &mut st.operands)?;
    resolve_all(p, &stride, index, &mut st.operands)?;
    Ok(())
}

fn print_dma_start(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let ops: Vec<Value> = ir.operands(op).collect();
    let rank = |v: Value| rank_of(ctx, ir.value_type(v));
    let src_rank = rank(ops[0]);
    let dst = 1 + src_rank;
    let dst_rank = rank(ops[dst]);
    let num = dst + 1 + dst_rank;
    let tag = num + 1;
    let tag_rank = rank(ops[tag]);
    let end = tag + 1 + tag_rank;
    p.write(" ");
    p.print_operand(ops[0]);
    p.write("[");
    p.print_operands(ops[1..dst].iter().copied());
    p.write("], ");
    p.print_operand(ops[dst]);
    p.write("[");
    p.print_operands(ops[dst + 1..num].iter().copied());
    p.write("], ");
    p.print_operand(ops[num]);
    p.write(", ");
    p.print_operand(ops[tag]);
    p.write("[");
    p.print_operands(ops[tag + 1..end.min(ops.len())].iter().copied());
    p.write("]");
    if ops.len() > end {
        p.write(", ");
        p.print_operands(ops[end..].iter().copied());
    }
    let attrs = ctx.dict_entries(ir.op(op).attrs).to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    p.print_types(&[
        ir.value_type(ops[0]),
        ir.value_type(ops[dst]),
        ir.value_type(ops[tag]),
    ]);
}

fn verify_dma_start(ctx: &Context, ir: &Ir, op: OpId) -> VResult {
    let err = |m: String| Err(op_error(ctx, ir, op, m));
    let tys: Vec<Type> = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let n = tys.len();
    if n < 4 {
        return err("expected at least 4 operands".into());
    }
    let is_memref = |t: Type| matches!(ctx.type_kind(t), TypeKind::MemRef { .. });
    let is_index = |t: &Type| matches!(ctx.type_kind(*t), TypeKind::Index);
    if !is_memref(tys[0]) {
        return err("expected source to be of memref type".into());
    }
    let src_rank = rank_of(ctx, tys[0]);
    if n < src_rank + 4 {
        return err(format!("expected at least {} operands", src_rank + 4));
    }
    if !tys[1..1 + src_rank].iter().all(is_index) {
        return err("expected source indices to be of index type".into());
    }
    let dst = 1 + src_rank;
    if !is_memref(tys[dst]) {
        return err("expected destination to be of memref type".into());
    }
    let dst_rank = rank_of(ctx, tys[dst]);
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return err(format!("expected at least {expected} operands"));
    }
    if !tys[dst + 1..dst + 1 + dst_rank].iter().all(is_index) {
        return err("expected destination indices to be of index type".into());
    }
    let num = dst + 1 + dst_rank;
    if !is_index(&tys[num]) {
        return err("expected num elements to be of index type".into());
    }
    let tag = num + 1;
    if !is_memref(tys[tag]) {
        return err("expected tag to be of memref type".into());
    }
    let tag_rank = rank_of(ctx, tys[tag]);
    expected += tag_rank;
    if n < expected {
        return err(format!("expected at least {expected} operands"));
    }
    if !tys[tag + 1..tag + 1 + tag_rank].iter().all(is_index) {
        return err("expected tag indices to be of index type".into());
    }
    if n != expected && n != expected + 2 {
        return err("incorrect number of operands".into());
    }
    if n == expected + 2 && !(is_index(&tys[n - 2]) && is_index(&tys[n - 1])) {
        return err("expected stride and num elements per stride to be of type index".into());
    }
    Ok(())
}

pub static DMA_WAIT: OpSpec = OpSpec {
    name: "memref.dma_wait",
    fold: Some(super::fold::fold_cast_operands),
    summary: "blocking DMA operation that waits for transfer completion",
    operands: &[
        operand("tagMemRef", &ANY_MEMREF),
        variadic("tagIndices", &VARIADIC_INDEX),
        operand("numElements", &INDEX),
    ],
    traits: Traits::ZERO_REGIONS,
    format: Some("$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)"),
    verify: Some(|ctx, ir, op| {
        let rank = rank_of(ctx, operand_type(ir, op, 0));
        let n = ir.num_operands(op) - 2;
        if n != rank {
            return Err(op_error(
                ctx,
                ir,
                op,
                format!(
                    "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"
                ),
            ));
        }
        Ok(())
    }),
    ..OpSpec::DEFAULT
};

// ---- copy ----

pub static COPY: OpSpec = OpSpec {
    name: "memref.copy",
    fold: Some(super::fold::fold_copy),
    canonicalize: Some(super::canon::copy_patterns),
    summary: "",
    operands: &[
        operand("source", &ANY_RANKED_OR_UNRANKED),
        operand("target", &ANY_RANKED_OR_UNRANKED),
    ],
    traits: Traits::ZERO_REGIONS,
    checks: &[
        TraitCheck::SameOperandsElementType,
        TraitCheck::SameOperandsShape,
    ],
    format: Some("$source `,` $target attr-dict `:` type($source) `to` type($target)"),
    effects: Some(&[
        OpEffect::new(EffectKind::Read, EffectOn::Operand(0)),
        OpEffect::new(EffectKind::Write, EffectOn::Operand(1)),
    ]),
    ..OpSpec::DEFAULT
};
