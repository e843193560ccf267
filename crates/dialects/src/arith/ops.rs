//! Arithmetic, comparison and select ops of `arith`.

use super::attrs::*;
use super::canon;
use super::fold;
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{OpId, OperationState};
use rmlir_core::types::TypeKind;
use rmlir_core::{Context, Type};
use rmlir_ods::constraints::*;
use rmlir_ods::{
    default_attr, operand, opt_attr, OpSpec, TraitCheck, TypeConstraint, TypeRelation,
};

const PURE: Traits = Traits::PURE
    .union(Traits::ELEMENTWISE)
    .union(Traits::ZERO_REGIONS);
const SAME: &[TraitCheck] = &[
    TraitCheck::SameOperandsAndResultType,
    TraitCheck::Elementwise,
];

/// A binary op whose operands and result share one type.
macro_rules! binop {
    ($id:ident, $name:literal, $c:expr, $traits:expr, overflow, $fold:expr, $canon:expr $(; $f:ident = $v:expr)*) => {
        pub static $id: OpSpec = OpSpec {
            name: $name,
            operands: &[operand("lhs", $c), operand("rhs", $c)],
            results: &[operand("result", $c)],
            attrs: &[default_attr(
                "overflowFlags",
                &OVERFLOW_ATTR,
                "#arith.overflow<none>",
            )],
            traits: $traits,
            checks: SAME,
            format: Some(
                "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
            ),
            fold: $fold,
            canonicalize: $canon,
            $($f: $v,)*
            ..OpSpec::DEFAULT
        };
    };
    ($id:ident, $name:literal, $c:expr, $traits:expr, exact, $fold:expr, $canon:expr $(; $f:ident = $v:expr)*) => {
        pub static $id: OpSpec = OpSpec {
            name: $name,
            operands: &[operand("lhs", $c), operand("rhs", $c)],
            results: &[operand("result", $c)],
            attrs: &[opt_attr("isExact", &UNIT_ATTR)],
            traits: $traits,
            checks: SAME,
            format: Some("$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)"),
            fold: $fold,
            canonicalize: $canon,
            $($f: $v,)*
            ..OpSpec::DEFAULT
        };
    };
    ($id:ident, $name:literal, $c:expr, $traits:expr, fastmath, $fold:expr, $canon:expr $(; $f:ident = $v:expr)*) => {
        pub static $id: OpSpec = OpSpec {
            name: $name,
            operands: &[operand("lhs", $c), operand("rhs", $c)],
            results: &[operand("result", $c)],
            attrs: &[default_attr(
                "fastmath",
                &FASTMATH_ATTR,
                "#arith.fastmath<none>",
            )],
            traits: $traits,
            checks: SAME,
            format: Some("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
            fold: $fold,
            canonicalize: $canon,
            $($f: $v,)*
            ..OpSpec::DEFAULT
        };
    };
    ($id:ident, $name:literal, $c:expr, $traits:expr, $fold:expr, $canon:expr $(; $f:ident = $v:expr)*) => {
        pub static $id: OpSpec = OpSpec {
            name: $name,
            operands: &[operand("lhs", $c), operand("rhs", $c)],
            results: &[operand("result", $c)],
            traits: $traits,
            checks: SAME,
            format: Some("$lhs `,` $rhs attr-dict `:` type($result)"),
            fold: $fold,
            canonicalize: $canon,
            $($f: $v,)*
            ..OpSpec::DEFAULT
        };
    };
}

const COMM: Traits = PURE.union(Traits::COMMUTATIVE);

const INT: &TypeConstraint = &SIGNLESS_INTEGER_LIKE;
const FLT: &TypeConstraint = &FLOAT_LIKE;

binop!(
    ADDI,
    "arith.addi",
    INT,
    COMM,
    overflow,
    Some(fold::fold_addi),
    Some(canon::addi_patterns)
);
binop!(
    SUBI,
    "arith.subi",
    INT,
    PURE,
    overflow,
    Some(fold::fold_subi),
    Some(canon::subi_patterns)
);
binop!(
    MULI,
    "arith.muli",
    INT,
    COMM,
    overflow,
    Some(fold::fold_muli),
    Some(canon::muli_patterns)
);
binop!(
    SHLI,
    "arith.shli",
    INT,
    PURE,
    overflow,
    Some(fold::fold_shli),
    None
);
binop!(
    DIVSI,
    "arith.divsi",
    INT,
    PURE,
    exact,
    Some(fold::fold_divsi),
    None;
    speculatability = Some(super::speculation::signed_division_speculatability)
);
binop!(
    DIVUI,
    "arith.divui",
    INT,
    PURE,
    exact,
    Some(fold::fold_divui),
    None;
    speculatability = Some(super::speculation::unsigned_division_speculatability)
);
binop!(
    CEILDIVSI,
    "arith.ceildivsi",
    INT,
    PURE,
    Some(fold::fold_ceildivsi),
    None;
    speculatability = Some(super::speculation::signed_division_speculatability)
);
binop!(
    CEILDIVUI,
    "arith.ceildivui",
    INT,
    PURE,
    Some(fold::fold_ceildivui),
    None;
    speculatability = Some(super::speculation::unsigned_division_speculatability)
);
binop!(
    FLOORDIVSI,
    "arith.floordivsi",
    INT,
    PURE,
    Some(fold::fold_floordivsi),
    None
);
binop!(
    REMSI,
    "arith.remsi",
    INT,
    PURE,
    Some(fold::fold_remsi),
    None
);
binop!(
    REMUI,
    "arith.remui",
    INT,
    PURE,
    Some(fold::fold_remui),
    None
);
binop!(
    ANDI,
    "arith.andi",
    INT,
    COMM,
    Some(fold::fold_andi),
    Some(canon::andi_patterns)
);
binop!(
    ORI,
    "arith.ori",
    INT,
    COMM,
    Some(fold::fold_ori),
    Some(canon::ori_patterns)
);
binop!(
    XORI,
    "arith.xori",
    INT,
    COMM,
    Some(fold::fold_xori),
    Some(canon::xori_patterns)
);
binop!(
    SHRSI,
    "arith.shrsi",
    INT,
    PURE,
    exact,
    Some(fold::fold_shrsi),
    None
);
binop!(
    SHRUI,
    "arith.shrui",
    INT,
    PURE,
    exact,
    Some(fold::fold_shrui),
    None
);
binop!(
    MAXSI,
    "arith.maxsi",
    INT,
    COMM,
    Some(fold::fold_maxsi),
    None
);
binop!(
    MAXUI,
    "arith.maxui",
    INT,
    COMM,
    Some(fold::fold_maxui),
    None
);
binop!(
    MINSI,
    "arith.minsi",
    INT,
    COMM,
    Some(fold::fold_minsi),
    None
);
binop!(
    MINUI,
    "arith.minui",
    INT,
    COMM,
    Some(fold::fold_minui),
    None
);
binop!(
    ADDF,
    "arith.addf",
    FLT,
    COMM,
    fastmath,
    Some(fold::fold_addf),
    None
);
binop!(
    SUBF,
    "arith.subf",
    FLT,
    PURE,
    fastmath,
    Some(fold::fold_subf),
    None
);
binop!(
    MULF,
    "arith.mulf",
    FLT,
    COMM,
    fastmath,
    Some(fold::fold_mulf),
    Some(canon::mulf_patterns)
);
binop!(
    DIVF,
    "arith.divf",
    FLT,
    PURE,
    fastmath,
    Some(fold::fold_divf),
    Some(canon::divf_patterns)
);
binop!(
    REMF,
    "arith.remf",
    FLT,
    PURE,
    fastmath,
    Some(fold::fold_remf),
    None
);
binop!(
    MAXIMUMF,
    "arith.maximumf",
    FLT,
    COMM,
    fastmath,
    Some(fold::fold_maximumf),
    None
);
binop!(
    MINIMUMF,
    "arith.minimumf",
    FLT,
    COMM,
    fastmath,
    Some(fold::fold_minimumf),
    None
);
binop!(
    MAXNUMF,
    "arith.maxnumf",
    FLT,
    COMM,
    fastmath,
    Some(fold::fold_maxnumf),
    None
);
binop!(
    MINNUMF,
    "arith.minnumf",
    FLT,
    COMM,
    fastmath,
    Some(fold::fold_minnumf),
    None
);

pub static NEGF: OpSpec = OpSpec {
    name: "arith.negf",
    operands: &[operand("operand", FLT)],
    results: &[operand("result", FLT)],
    attrs: &[default_attr(
        "fastmath",
        &FASTMATH_ATTR,
        "#arith.fastmath<none>",
    )],
    traits: PURE,
    checks: SAME,
    format: Some("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    fold: Some(fold::fold_negf),
    ..OpSpec::DEFAULT
};

pub static ADDUI_EXTENDED: OpSpec = OpSpec {
    name: "arith.addui_extended",
    operands: &[operand("lhs", INT), operand("rhs", INT)],
    results: &[operand("sum", INT), operand("overflow", &BOOL_LIKE)],
    traits: COMM,
    checks: &[TraitCheck::Elementwise],
    type_relations: &[TypeRelation::AllMatch(&["lhs", "rhs", "sum"])],
    format: Some("$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)"),
    result_names: Some(|_, ir, op, set| {
        set(ir.result(op, 0), "sum");
        set(ir.result(op, 1), "overflow");
    }),
    fold: Some(fold::fold_addui_extended),
    canonicalize: Some(canon::addui_extended_patterns),
    ..OpSpec::DEFAULT
};

macro_rules! mul_extended {
    ($id:ident, $name:literal, $fold:expr, $canon:expr) => {
        pub static $id: OpSpec = OpSpec {
            name: $name,
            operands: &[operand("lhs", INT), operand("rhs", INT)],
            results: &[operand("low", INT), operand("high", INT)],
            traits: COMM,
            checks: &[TraitCheck::Elementwise],
            type_relations: &[TypeRelation::AllMatch(&["lhs", "rhs", "low", "high"])],
            format: Some("$lhs `,` $rhs attr-dict `:` type($lhs)"),
            result_names: Some(|_, ir, op, set| {
                set(ir.result(op, 0), "low");
                set(ir.result(op, 1), "high");
            }),
            fold: Some($fold),
            canonicalize: Some($canon),
            ..OpSpec::DEFAULT
        };
    };
}
mul_extended!(
    MULSI_EXTENDED,
    "arith.mulsi_extended",
    fold::fold_mulsi_extended,
    canon::mulsi_extended_patterns
);
mul_extended!(
    MULUI_EXTENDED,
    "arith.mului_extended",
    fold::fold_mului_extended,
    canon::mului_extended_patterns
);

/// `i1`, or a vector/tensor of `i1` shaped like `t`.
pub fn i1_same_shape(ctx: &Context, t: Type) -> Type {
    let i1 = ctx.i1_type();
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.ty(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: i1,
        }),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.ty(TypeKind::RankedTensor {
            shape: shape.clone(),
            element: i1,
            encoding: *encoding,
        }),
        TypeKind::UnrankedTensor { .. } => ctx.ty(TypeKind::UnrankedTensor { element: i1 }),
        _ => i1,
    }
}

pub static CMPI: OpSpec = OpSpec {
    name: "arith.cmpi",
    operands: &[operand("lhs", INT), operand("rhs", INT)],
    results: &[operand("result", &BOOL_LIKE)],
    attrs: &[rmlir_ods::attr("predicate", &CMPI_PREDICATE_ATTR)],
    traits: PURE,
    checks: &[TraitCheck::SameTypeOperands, TraitCheck::Elementwise],
    type_relations: &[TypeRelation::Derived {
        from: "lhs",
        to: "result",
        f: i1_same_shape,
        summary: "result type has i1 element type and same shape as operands",
    }],
    format: Some("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"),
    fold: Some(fold::fold_cmpi),
    canonicalize: Some(canon::cmpi_patterns),
    ..OpSpec::DEFAULT
};

pub static CMPF: OpSpec = OpSpec {
    name: "arith.cmpf",
    operands: &[operand("lhs", FLT), operand("rhs", FLT)],
    results: &[operand("result", &BOOL_LIKE)],
    attrs: &[
        rmlir_ods::attr("predicate", &CMPF_PREDICATE_ATTR),
        default_attr("fastmath", &FASTMATH_ATTR, "#arith.fastmath<none>"),
    ],
    traits: PURE,
    checks: &[TraitCheck::SameTypeOperands, TraitCheck::Elementwise],
    type_relations: &[TypeRelation::Derived {
        from: "lhs",
        to: "result",
        f: i1_same_shape,
        summary: "result type has i1 element type and same shape as operands",
    }],
    format: Some(
        "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
    ),
    fold: Some(fold::fold_cmpf),
    canonicalize: Some(canon::cmpf_patterns),
    ..OpSpec::DEFAULT
};

pub static SELECT: OpSpec = OpSpec {
    name: "arith.select",
    operands: &[
        operand("condition", &BOOL_LIKE),
        operand("true_value", &ANY_TYPE),
        operand("false_value", &ANY_TYPE),
    ],
    results: &[operand("result", &ANY_TYPE)],
    traits: PURE,
    checks: &[TraitCheck::Elementwise],
    type_relations: &[
        TypeRelation::AllMatch(&["true_value", "false_value", "result"]),
        TypeRelation::Pred {
            summary: "condition is signless i1 or has matching shape",
            f: select_condition_shape,
        },
    ],
    parse: Some(parse_select),
    print: Some(print_select),
    verify: Some(verify_select),
    fold: Some(fold::fold_select),
    canonicalize: Some(canon::select_patterns),
    ..OpSpec::DEFAULT
};

/// `%c, %a, %b : [cond_type ,] type`
fn parse_select(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    // MLIR reads an operand list of any length, then requires three.
    let at = p.here();
    if !p.is(Tok::PercentIdent) {
        return p.wrong_token_error("expected operand");
    }
    let ops = p.parse_operand_list()?;
    let [c, a, b] = ops[..] else {
        return p.custom_error(at, "expected 3 operands");
    };
    p.parse_optional_attr_dict(st)?;
    p.expect(Tok::Colon, "expected ':'")?;
    let t1 = p.parse_type()?;
    let (cond_ty, ty) = if p.consume_if(Tok::Comma) {
        (t1, p.parse_type()?)
    } else {
        (p.ctx.i1_type(), t1)
    };
    st.operands.push(p.resolve_operand(c, cond_ty)?);
    st.operands.push(p.resolve_operand(a, ty)?);
    st.operands.push(p.resolve_operand(b, ty)?);
    st.result_types.push(ty);
    Ok(())
}

fn print_select(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.write(" ");
    p.print_operands(ir.operands(op));
    let attrs = p.ctx.dict_entries(ir.op(op).attrs).to_vec();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    let ct = ir.value_type(ir.operand(op, 0));
    if matches!(
        p.ctx.type_kind(ct),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        p.print_type(ct);
        p.write(", ");
    }
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn select_condition_shape(ctx: &Context, ir: &rmlir_core::ir::Ir, op: OpId) -> bool {
    let ct = ir.value_type(ir.operand(op, 0));
    let rt = ir.value_type(ir.result(op, 0));
    is_i1(ctx, ct) || ctx.type_kind(ct).shape() == ctx.type_kind(rt).shape()
}

fn verify_select(
    ctx: &Context,
    ir: &rmlir_core::ir::Ir,
    op: OpId,
) -> Result<(), rmlir_core::diag::Diagnostic> {
    let ct = ir.value_type(ir.operand(op, 0));
    if is_i1(ctx, ct) {
        return Ok(());
    }
    let rt = ir.value_type(ir.result(op, 0));
    if !matches!(
        ctx.type_kind(rt),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        return Err(rmlir_core::verify::op_error(
            ctx,
            ir,
            op,
            format!(
                "expected condition to be a signless i1, but got '{}'",
                ctx.print_type(ct)
            ),
        ));
    }
    let expected = i1_same_shape(ctx, rt);
    if ct != expected {
        return Err(rmlir_core::verify::op_error(
            ctx,
            ir,
            op,
            format!(
                "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
                ctx.print_type(expected),
                ctx.print_type(ct)
            ),
        ));
    }
    Ok(())
}

pub static ALL: &[&OpSpec] = &[
    &ADDI,
    &SUBI,
    &MULI,
    &SHLI,
    &DIVSI,
    &DIVUI,
    &CEILDIVSI,
    &CEILDIVUI,
    &FLOORDIVSI,
    &REMSI,
    &REMUI,
    &ANDI,
    &ORI,
    &XORI,
    &SHRSI,
    &SHRUI,
    &MAXSI,
    &MAXUI,
    &MINSI,
    &MINUI,
    &ADDF,
    &SUBF,
    &MULF,
    &DIVF,
    &REMF,
    &MAXIMUMF,
    &MINIMUMF,
    &MAXNUMF,
    &MINNUMF,
    &NEGF,
    &ADDUI_EXTENDED,
    &MULSI_EXTENDED,
    &MULUI_EXTENDED,
    &CMPI,
    &CMPF,
    &SELECT,
];
