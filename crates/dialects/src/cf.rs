//! The `cf` dialect: unstructured control flow (`cf.br`, `cf.cond_br`,
//! `cf.switch`, `cf.assert`), defined with rmlir-ods.

use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::{Dialect, Traits};
use rmlir_core::ir::{BlockId, Ir, OpId, OperationState, Value};
use rmlir_core::types::TypeKind;
use rmlir_core::verify::{op_error, plain_error};
use rmlir_core::{AttrKind, Context, NamedAttr};
use rmlir_ods::constraints::{
    ANY_INTEGER_OR_INDEX, ANY_TYPE, DENSE_I32_ARRAY_STRIPPED, I1, INT_ELEMENTS_ATTR, STR_ATTR,
};
use rmlir_ods::{attr, operand, opt_attr, variadic, OpSpec, OpView, SuccessorSpec, TraitCheck};
use smallvec::SmallVec;
use std::sync::Arc;

mod canon;
pub mod typed;

pub use canon::case_values_attr;

/// The `cf` (unstructured control flow) dialect: branches, switches and
/// assertions.
pub struct CfDialect;

/// Registers the `cf` dialect (loaded when first seen).
pub fn register(ctx: &Context) {
    ctx.register_dialect("cf", || Arc::new(CfDialect));
}

impl Dialect for CfDialect {
    /// Every op may be inlined.
    fn inliner(&self) -> Option<&dyn rmlir_core::rewrite::inlining::DialectInliner> {
        Some(&rmlir_core::rewrite::inlining::InlineAll)
    }

    fn namespace(&self) -> &'static str {
        "cf"
    }

    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        rmlir_ods::register_ops(ctx, [&BR, &COND_BR, &SWITCH, &ASSERT])
    }
}

const TERM: Traits = Traits::TERMINATOR
    .union(Traits::PURE)
    .union(Traits::ZERO_REGIONS);

/// BranchOpInterface: successor operands must match the target's arguments.
/// The interface reports without the op-name prefix, and before the op's
/// own verifier runs.
fn verify_successor_operands(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    index: usize,
    dest: BlockId,
    operands: &[Value],
) -> Result<(), Diagnostic> {
    let args = ir.block_args(dest);
    if args.len() != operands.len() {
        return Err(plain_error(
            ctx,
            ir,
            op,
            format!(
                "branch has {} operands for successor #{index}, but target block has {}",
                operands.len(),
                args.len()
            ),
        ));
    }
    for (i, (v, a)) in operands.iter().zip(args).enumerate() {
        if ir.value_type(*v) != ir.value_type(*a) {
            return Err(plain_error(
                ctx,
                ir,
                op,
                format!("type mismatch for bb argument #{i} of successor #{index}"),
            ));
        }
    }
    Ok(())
}

/// `cf.br`: unconditional branch, forwarding operands to the successor's
/// block arguments.
pub static BR: OpSpec = OpSpec {
    name: "cf.br",
    operands: &[variadic("destOperands", &ANY_TYPE)],
    successors: &[SuccessorSpec {
        name: "dest",
        variadic: false,
    }],
    traits: TERM,
    format: Some("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"),
    verify: Some(|ctx, ir, op| {
        let dest = ir.successors(op)[0];
        let ops: Vec<Value> = ir.operands(op).collect();
        verify_successor_operands(ctx, ir, op, 0, dest, &ops)
    }),
    branch: Some(BRANCH),
    canonicalize: Some(canon::br_patterns),
    ..OpSpec::DEFAULT
};

/// `cf.cond_br`: two-way branch on an `i1`, with optional branch weights.
pub static COND_BR: OpSpec = OpSpec {
    name: "cf.cond_br",
    operands: &[operand("condition", &I1), variadic("trueDestOperands", &ANY_TYPE), variadic("falseDestOperands", &ANY_TYPE)],
    attrs: &[opt_attr("branch_weights", &DENSE_I32_ARRAY_STRIPPED)],
    successors: &[SuccessorSpec { name: "trueDest", variadic: false }, SuccessorSpec { name: "falseDest", variadic: false }],
    traits: TERM,
    checks: &[TraitCheck::OperandSegments],
    format: Some(
        "$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    ),
    verify: Some(verify_cond_br),
    branch: Some(BRANCH),
    canonicalize: Some(canon::cond_br_patterns),
    ..OpSpec::DEFAULT
};

/// The values of an `array<i32>` (on the stack for the few entries of
/// segment sizes and branch weights: successor queries run per use).
fn i32_array(ctx: &Context, a: Option<rmlir_core::Attribute>) -> Option<SmallVec<[i32; 4]>> {
    match ctx.attr_kind(a?) {
        AttrKind::DenseArray { len, raw, element } if *element == ctx.i32_type() => Some(
            (0..*len as usize)
                .map(|i| i32::from_le_bytes(raw[i * 4..i * 4 + 4].try_into().unwrap()))
                .collect(),
        ),
        _ => None,
    }
}

fn verify_weights(ctx: &Context, ir: &Ir, op: OpId, n_succ: usize) -> Result<(), Diagnostic> {
    let w = i32_array(
        ctx,
        rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "branch_weights"),
    );
    // The checks come from MLIR's branch-weight interface, which reports
    // without the op-name prefix; no weights at all (`weights([])`) is fine.
    if let Some(w) = w.filter(|w| !w.is_empty()) {
        if w.len() != n_succ {
            return Err(plain_error(
                ctx,
                ir,
                op,
                format!("expects number of branch weights to match number of successors: {} vs {n_succ}", w.len()),
            ));
        }
        if w.iter().all(|x| *x == 0) {
            return Err(plain_error(
                ctx,
                ir,
                op,
                "branch weights cannot all be zero",
            ));
        }
    }
    Ok(())
}

fn verify_cond_br(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let v = OpView::new(ctx, ir, op, &COND_BR);
    let succ = ir.successors(op);
    verify_successor_operands(ctx, ir, op, 0, succ[0], v.operand_group(1))?;
    verify_successor_operands(ctx, ir, op, 1, succ[1], v.operand_group(2))?;
    verify_weights(ctx, ir, op, 2)
}

/// `cf.assert`: aborts with `msg` at run time when the condition is false.
pub static ASSERT: OpSpec = OpSpec {
    name: "cf.assert",
    operands: &[operand("arg", &I1)],
    attrs: &[attr("msg", &STR_ATTR)],
    traits: Traits::ZERO_REGIONS,
    format: Some("$arg `,` $msg attr-dict"),
    effects: Some(&[rmlir_core::dialect::OpEffect::new(
        rmlir_core::dialect::EffectKind::Write,
        rmlir_core::dialect::EffectOn::Op,
    )]),
    canonicalize: Some(canon::assert_patterns),
    ..OpSpec::DEFAULT
};

/// `cf.switch`: multi-way branch on an integer, with a default successor
/// and one per case value.
pub static SWITCH: OpSpec = OpSpec {
    name: "cf.switch",
    operands: &[
        operand("flag", &ANY_INTEGER_OR_INDEX),
        variadic("defaultOperands", &ANY_TYPE),
        variadic("caseOperands", &ANY_TYPE),
    ],
    attrs: &[
        opt_attr("case_values", &INT_ELEMENTS_ATTR),
        attr(
            "case_operand_segments",
            &rmlir_ods::constraints::DENSE_I32_ARRAY_STRIPPED,
        ),
    ],
    successors: &[
        SuccessorSpec {
            name: "defaultDestination",
            variadic: false,
        },
        SuccessorSpec {
            name: "caseDestinations",
            variadic: true,
        },
    ],
    traits: TERM,
    checks: &[TraitCheck::OperandSegments],
    parse: Some(parse_switch),
    print: Some(print_switch),
    verify: Some(verify_switch),
    branch: Some(BRANCH),
    canonicalize: Some(canon::switch_patterns),
    ..OpSpec::DEFAULT
};

/// `^bb` or `^bb(%a, %b : t1, t2)`
fn parse_dest(p: &mut Parser<'_>) -> PResult<(BlockId, Vec<Value>)> {
    p.parse_successor_and_use_list()
}

fn parse_switch(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let ctx = p.ctx;
    let flag = p.parse_operand(true)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let ty_at = p.here();
    let flag_ty = p.parse_type()?;
    // The flag's type is read as an IntegerType (the case values take its
    // width), so index and other types are rejected here.
    if !matches!(ctx.type_kind(flag_ty), TypeKind::Integer { .. }) {
        let ts = ctx.print_type(flag_ty);
        return p.custom_error(
            ty_at,
            format!("invalid kind of type specified: expected builtin.integer, but found '{ts}'"),
        );
    }
    p.expect(Tok::Comma, "expected ','")?;
    p.expect(Tok::LSquare, "expected '['")?;
    if !p.consume_keyword_if("default") {
        let at = p.here();
        return p.custom_error(at, "expected 'default'");
    }
    p.expect(Tok::Colon, "expected ':'")?;
    let (default_dest, default_ops) = parse_dest(p)?;
    let mut values: Vec<i128> = Vec::new();
    let mut dests = Vec::new();
    let mut case_ops: Vec<Vec<Value>> = Vec::new();
    while p.consume_if(Tok::Comma) {
        // MLIR reads each case value as an int64_t and then truncates it to
        // the flag's width, so only the 64-bit range is an error.
        values.push(p.parse_custom_integer(i64::MIN as i128, i64::MAX as i128)?);
        p.expect(Tok::Colon, "expected ':'")?;
        let (d, ops) = parse_dest(p)?;
        dests.push(d);
        case_ops.push(ops);
    }
    p.expect(Tok::RSquare, "expected ']'")?;
    p.parse_optional_attr_dict(st)?;
    let flag_v = p.resolve_operand(flag, flag_ty)?;
    st.operands.push(flag_v);
    st.operands.extend_from_slice(&default_ops);
    for ops in &case_ops {
        st.operands.extend_from_slice(ops);
    }
    st.successors.push(default_dest);
    st.successors.extend_from_slice(&dests);
    let mut props: Vec<NamedAttr> = st
        .properties
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    let seg: Vec<i32> = case_ops.iter().map(|o| o.len() as i32).collect();
    props.push(NamedAttr {
        name: ctx.string_attr("case_operand_segments"),
        value: rmlir_ods::constraints::i32_array(ctx, &seg),
    });
    let width = match ctx.type_kind(flag_ty) {
        TypeKind::Integer { width, .. } => (*width).max(1),
        _ => 64,
    };
    let ints: Vec<rmlir_core::apint::ApInt> = values
        .iter()
        .map(|&v| rmlir_core::apint::ApInt::from_i64(width, v as i64))
        .collect();
    if let Some(value) = case_values_attr(ctx, flag_ty, &ints) {
        props.push(NamedAttr {
            name: ctx.string_attr("case_values"),
            value,
        });
    }
    let total: i32 = seg.iter().sum();
    props.push(NamedAttr {
        name: ctx.string_attr("operandSegmentSizes"),
        value: rmlir_ods::constraints::i32_array(ctx, &[1, default_ops.len() as i32, total]),
    });
    st.properties = Some(ctx.dict_attr(props));
    Ok(())
}

/// The case values of a switch, in order.
pub(crate) fn case_value_ints(ctx: &Context, ir: &Ir, op: OpId) -> Vec<rmlir_core::apint::ApInt> {
    let Some(a) = rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "case_values") else {
        return Vec::new();
    };
    let AttrKind::DenseIntOrFloat { ty, data } = ctx.attr_kind(a) else {
        return Vec::new();
    };
    let Some(elt) = ctx.type_kind(*ty).element_type() else {
        return Vec::new();
    };
    let Some(kind) = rmlir_core::dense::element_kind(ctx, elt) else {
        return Vec::new();
    };
    let n = rmlir_core::builtin_types::num_elements(ctx, *ty).unwrap_or(0) as usize;
    (0..n)
        .filter_map(|i| match rmlir_core::dense::scalar_at(&kind, data, i) {
            rmlir_core::dense::Scalar::Int(v) => Some(v),
            rmlir_core::dense::Scalar::Float(_) => None,
        })
        .collect()
}

/// The case values as the custom syntax prints them: zero-extended (`1`
/// for an i1 case, `128` for i8) and, as MLIR prints them through
/// `getLimitedValue`, capped at the largest u64 for wider flags.
fn case_values(ctx: &Context, ir: &Ir, op: OpId) -> Vec<String> {
    case_value_ints(ctx, ir, op)
        .into_iter()
        .map(|v| v.as_u64().unwrap_or(u64::MAX).to_string())
        .collect()
}

fn print_switch(p: &mut OpPrinter<'_>, op: OpId) {
    let (ctx, ir) = (p.ctx, p.ir);
    let v = OpView::new(ctx, ir, op, &SWITCH);
    let flag = v.operand_group(0)[0];
    p.write(" ");
    p.print_operand(flag);
    p.write(" : ");
    p.print_type(ir.value_type(flag));
    p.write(", [");
    p.increase_indent();
    p.print_newline();
    p.write("default: ");
    let succ = ir.successors(op).to_vec();
    p.print_successor_and_use_list(succ[0], v.operand_group(1));
    let values = case_values(ctx, ir, op);
    let segs = i32_array(
        ctx,
        rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "case_operand_segments"),
    )
    .unwrap_or_default();
    let case_ops = v.operand_group(2);
    let mut start = 0usize;
    for (i, value) in values.iter().enumerate() {
        p.write(",");
        p.print_newline();
        p.write(value);
        p.write(": ");
        let n = segs.get(i).copied().unwrap_or(0).max(0) as usize;
        let end = (start + n).min(case_ops.len());
        p.print_successor_and_use_list(succ[i + 1], &case_ops[start..end]);
        start = end;
    }
    p.decrease_indent();
    // Without case values MLIR's printer returns right after the default.
    if rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "case_values").is_some() {
        p.print_newline();
    }
    p.write("]");
    let attrs = v.all_attrs(ctx);
    p.print_optional_attr_dict(
        &attrs,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes",
        ],
    );
}

fn verify_switch(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let v = OpView::new(ctx, ir, op, &SWITCH);
    let case_ops = v.operand_group(2);
    // `caseOperands` is a variadic of variadics: ODS checks its segments
    // with the operands, before any trait.
    let segs = i32_array(
        ctx,
        rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "case_operand_segments"),
    )
    .unwrap_or_default();
    if segs.iter().any(|s| *s < 0) {
        return Err(op_error(
            ctx,
            ir,
            op,
            "'case_operand_segments' attribute cannot have negative elements",
        ));
    }
    let total: i64 = segs.iter().map(|s| *s as i64).sum();
    if total != case_ops.len() as i64 {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "caseOperands count ({}) does not match with the total size ({total}) specified in attribute 'case_operand_segments'",
                case_ops.len()
            ),
        ));
    }
    // BranchOpInterface (an interface trait), then the op's verifier.
    let succ = ir.successors(op).to_vec();
    verify_successor_operands(ctx, ir, op, 0, succ[0], v.operand_group(1))?;
    let mut start = 0usize;
    for (i, d) in succ[1..].iter().enumerate() {
        let n = segs.get(i).copied().unwrap_or(0).max(0) as usize;
        let end = (start + n).min(case_ops.len());
        verify_successor_operands(ctx, ir, op, i + 1, *d, &case_ops[start..end])?;
        start = end;
    }
    let n_dest = succ.len() - 1;
    let attr = rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "case_values");
    if attr.is_none() && n_dest == 0 {
        return Ok(());
    }
    if let Some(a) = attr {
        let vt = match ctx.attr_kind(a) {
            AttrKind::DenseIntOrFloat { ty, .. } => Some(*ty),
            _ => None,
        };
        if let Some(elt) = vt.and_then(|t| ctx.type_kind(t).element_type()) {
            let flag = ir.value_type(ir.operand(op, 0));
            if elt != flag {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    format!(
                        "'flag' type ('{}') should match case value type ('{}')",
                        ctx.print_type(flag),
                        ctx.print_type(elt)
                    ),
                ));
            }
        }
    }
    let values = case_values(ctx, ir, op);
    if values.len() != n_dest {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "number of case values ({}) should match number of case destinations ({n_dest})",
                values.len()
            ),
        ));
    }
    Ok(())
}

// ---- BranchOpInterface ----

/// The i32 array property `name` of `op`.
fn segments(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> SmallVec<[i32; 4]> {
    i32_array(
        ctx,
        rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, name),
    )
    .unwrap_or_default()
}

/// Operand ranges forwarded to each successor, in successor order, and the
/// number of leading operands that are not forwarded.
fn forwarded_ranges(ctx: &Context, ir: &Ir, op: OpId) -> SmallVec<[std::ops::Range<usize>; 2]> {
    let name = ctx.op_name_str(ir.op_name(op));
    let n = ir.num_operands(op);
    match name {
        "cf.br" => smallvec::smallvec![0..n],
        "cf.cond_br" => {
            let s = segments(ctx, ir, op, "operandSegmentSizes");
            let nt = s.get(1).copied().unwrap_or(0).max(0) as usize;
            let nf = s.get(2).copied().unwrap_or(0).max(0) as usize;
            smallvec::smallvec![1..1 + nt, 1 + nt..(1 + nt + nf).min(n)]
        }
        _ => {
            // cf.switch: flag, default operands, then the case operands cut
            // by `case_operand_segments`.
            let s = segments(ctx, ir, op, "operandSegmentSizes");
            let nd = s.get(1).copied().unwrap_or(0).max(0) as usize;
            let mut v: SmallVec<[std::ops::Range<usize>; 2]> = smallvec::smallvec![1..1 + nd];
            let mut start = 1 + nd;
            for c in segments(ctx, ir, op, "case_operand_segments") {
                let end = (start + c.max(0) as usize).min(n);
                v.push(start..end);
                start = end;
            }
            v
        }
    }
}

fn successor_operands(ctx: &Context, ir: &Ir, op: OpId, i: usize) -> std::ops::Range<usize> {
    forwarded_ranges(ctx, ir, op)
        .get(i)
        .cloned()
        .unwrap_or(0..0)
}

fn set_successor_operands(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    i: usize,
    values: &[rmlir_core::ir::Value],
) {
    let ranges = forwarded_ranges(ctx, ir, op);
    let old: Vec<rmlir_core::ir::Value> = ir.operand_values(op).to_vec();
    let mut new: Vec<rmlir_core::ir::Value> = old[..ranges.first().map_or(0, |r| r.start)].to_vec();
    let mut sizes = Vec::with_capacity(ranges.len());
    for (j, r) in ranges.iter().enumerate() {
        let group: &[rmlir_core::ir::Value] = if j == i { values } else { &old[r.clone()] };
        new.extend_from_slice(group);
        sizes.push(group.len() as i32);
    }
    ir.set_operands(op, &new);
    let name = ctx.op_name_str(ir.op_name(op)).to_string();
    let array = |v: &[i32]| rmlir_ods::constraints::i32_array(ctx, v);
    match name.as_str() {
        "cf.br" => {}
        "cf.cond_br" => ir.set_inherent_attr(
            ctx,
            op,
            "operandSegmentSizes",
            array(&[1, sizes[0], sizes[1]]),
        ),
        _ => {
            let total: i32 = sizes[1..].iter().sum();
            ir.set_inherent_attr(ctx, op, "operandSegmentSizes", array(&[1, sizes[0], total]));
            ir.set_inherent_attr(ctx, op, "case_operand_segments", array(&sizes[1..]));
        }
    }
}

/// cf's branch ops forward operand groups to their successors.
const BRANCH: rmlir_core::dialect::BranchInterface = rmlir_core::dialect::BranchInterface {
    successor_operands,
    set_successor_operands,
    successor_for_constants,
};

/// The successor a branch takes given its operands' constants: `cf.br`'s
/// only one, `cf.cond_br`'s by its condition, `cf.switch`'s by its flag
/// (the default when no case matches).
fn successor_for_constants(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    constants: &[Option<rmlir_core::Attribute>],
) -> Option<rmlir_core::ir::BlockId> {
    let succs = ir.successors(op);
    if succs.len() == 1 {
        return Some(succs[0]);
    }
    let AttrKind::Integer { value, .. } = ctx.attr_kind((*constants.first()?)?) else {
        return None;
    };
    if ctx.op_name_str(ir.op_name(op)) == "cf.cond_br" {
        return Some(succs[if value.is_zero() { 1 } else { 0 }]);
    }
    let case = case_value_ints(ctx, ir, op).iter().position(|c| c == value);
    succs.get(case.map_or(0, |i| i + 1)).copied()
}
