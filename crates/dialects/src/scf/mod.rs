//! The `scf` dialect: structured control flow (`scf.for`, `scf.if`,
//! `scf.while`, `scf.execute_region`, `scf.index_switch`, `scf.parallel`
//! with `scf.reduce`, and their terminators), defined with rmlir-ods.
//! Hand-written syntax lives in `syntax`, verifiers in `verify`, and
//! canonicalization patterns in `canon`.

use rmlir_core::dialect::{Dialect, Speculatability, Traits};
use rmlir_core::ir::{Ir, OpId, Value};
use rmlir_core::types::TypeKind;
use rmlir_core::{AttrKind, Attribute, Context, Type};
use rmlir_ods::constraints::{ANY_TYPE, DENSE_I64_ARRAY_ATTR, I1, INDEX, UNIT_ATTR};
use rmlir_ods::spec::TypeConstraint;
use rmlir_ods::{attr, operand, opt_attr, variadic, OpSpec, RegionSpec, TraitCheck, TypeRelation};
use std::sync::Arc;

mod canon;
mod control_flow;
pub mod forall;
mod syntax;
pub mod typed;
mod verify;

/// The `scf` dialect's [`Dialect`] object,
/// which registers its ops when loaded.
pub struct ScfDialect;

/// Registers the `scf` dialect (loaded when first seen).
pub fn register(ctx: &Context) {
    ctx.register_dialect("scf", || Arc::new(ScfDialect));
}

impl Dialect for ScfDialect {
    /// Every op may be inlined.
    fn inliner(&self) -> Option<&dyn rmlir_core::rewrite::inlining::DialectInliner> {
        Some(&rmlir_core::rewrite::inlining::InlineAll)
    }

    fn namespace(&self) -> &'static str {
        "scf"
    }

    fn initialize(&self, ctx: &Context) {
        for spec in [
            &CONDITION,
            &EXECUTE_REGION,
            &FOR,
            &forall::FORALL,
            &forall::IN_PARALLEL,
            &IF,
            &INDEX_SWITCH,
            &PARALLEL,
            &REDUCE,
            &REDUCE_RETURN,
            &WHILE,
            &YIELD,
        ] {
            if let Err(e) = rmlir_ods::register_op(ctx, spec) {
                panic!("scf dialect definition error: {e}");
            }
        }
    }
}

/// ODS's `AnySignlessIntegerOrIndex`.
pub static SIGNLESS_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    summary: "signless integer or index",
    check: |c, t| {
        matches!(c.type_kind(t), TypeKind::Index)
            || matches!(
                c.type_kind(t),
                TypeKind::Integer {
                    signedness: rmlir_core::types::Signedness::Signless,
                    ..
                }
            )
    },
    buildable: None,
    class: None,
};

/// ODS's `Variadic<AnyType>`.
pub static VARIADIC_ANY: TypeConstraint = TypeConstraint {
    summary: "variadic of any type",
    check: |_, _| true,
    buildable: None,
    class: None,
};

/// ODS's `Variadic<Index>`.
pub static VARIADIC_INDEX: TypeConstraint = TypeConstraint {
    summary: "variadic of index",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Index),
    buildable: None,
    class: None,
};

/// ODS's `Variadic<AnyRankedTensor>`.
pub static VARIADIC_RANKED_TENSOR: TypeConstraint = TypeConstraint {
    summary: "variadic of ranked tensor of any type values",
    check: |c, t| matches!(c.type_kind(t), TypeKind::RankedTensor { .. }),
    buildable: None,
    class: None,
};

const fn region(name: &'static str, blocks: Option<usize>) -> RegionSpec {
    RegionSpec {
        name,
        variadic: false,
        blocks,
    }
}

const LOOP_TRAITS: Traits = Traits::AUTOMATIC_ALLOCATION_SCOPE
    .union(Traits::RECURSIVE_MEMORY_EFFECTS)
    .union(Traits::SINGLE_BLOCK);

const TERM: Traits = Traits::TERMINATOR
    .union(Traits::PURE)
    .union(Traits::ZERO_REGIONS);

/// `scf.condition`: the terminator of a while loop's `before` region.
pub static CONDITION: OpSpec = OpSpec {
    name: "scf.condition",
    summary: "loop continuation condition",
    operands: &[operand("condition", &I1), variadic("args", &VARIADIC_ANY)],
    traits: TERM.union(Traits::RETURN_LIKE),
    format: Some("`(` $condition `)` attr-dict ($args^ `:` type($args))?"),
    parent: Some("scf.while"),
    ..OpSpec::DEFAULT
};

/// `scf.execute_region`: a region executed once.
pub static EXECUTE_REGION: OpSpec = OpSpec {
    name: "scf.execute_region",
    summary: "operation that executes its region exactly once",
    results: &[variadic("results", &VARIADIC_ANY)],
    attrs: &[opt_attr("no_inline", &UNIT_ATTR)],
    regions: &[region("region", None)],
    traits: Traits::RECURSIVE_MEMORY_EFFECTS,
    parse: Some(syntax::parse_execute_region),
    print: Some(syntax::print_execute_region),
    verify: Some(verify::verify_execute_region),
    verify_regions: Some(verify::verify_execute_region_regions),
    canonicalize: Some(canon::execute_region_patterns),
    region_branch: Some(control_flow::EXECUTE_REGION),
    ..OpSpec::DEFAULT
};

/// `scf.for`: a counted loop with loop-carried values.
/// The loop body of `scf.for`, `scf.parallel` and `scf.forall` (MLIR's
/// `getLoopRegions`).
pub(crate) fn first_region(ir: &Ir, op: OpId) -> smallvec::SmallVec<[rmlir_core::ir::RegionId; 2]> {
    ir.regions(op).iter().take(1).copied().collect()
}

/// Both regions of `scf.while` form its loop.
fn all_regions(ir: &Ir, op: OpId) -> smallvec::SmallVec<[rmlir_core::ir::RegionId; 2]> {
    ir.regions(op).iter().copied().collect()
}

/// `scf.for`: counted loop from `lowerBound` to `upperBound` by `step`,
/// carrying `iter_args`.
pub static FOR: OpSpec = OpSpec {
    name: "scf.for",
    summary: "for operation",
    operands: &[
        operand("lowerBound", &SIGNLESS_INT_OR_INDEX),
        operand("upperBound", &SIGNLESS_INT_OR_INDEX),
        operand("step", &SIGNLESS_INT_OR_INDEX),
        variadic("initArgs", &VARIADIC_ANY),
    ],
    results: &[variadic("results", &VARIADIC_ANY)],
    attrs: &[opt_attr("unsignedCmp", &UNIT_ATTR)],
    regions: &[region("region", Some(1))],
    traits: LOOP_TRAITS,
    type_relations: &[TypeRelation::AllMatch(&[
        "lowerBound",
        "upperBound",
        "step",
    ])],
    parse: Some(syntax::parse_for),
    print: Some(syntax::print_for),
    verify: Some(verify::verify_for),
    verify_regions: Some(verify::verify_for_regions),
    canonicalize: Some(canon::for_patterns),
    fold: Some(canon::fold_for),
    // A loop stepping by 1 always terminates.
    speculatability: Some(|ctx, ir, op| {
        let step = ir.operands(op).nth(2);
        if step.and_then(|s| verify::const_int(ctx, ir, s)) == Some(1) {
            Speculatability::RecursivelySpeculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }),
    loop_regions: Some(first_region),
    loop_bounds: Some(for_loop_bounds),
    region_branch: Some(control_flow::FOR),
    ..OpSpec::DEFAULT
};

/// The induction variable and bounds of an `scf.for` (MLIR's
/// `getSingle{InductionVar,LowerBound,UpperBound,Step}`).
fn for_loop_bounds(_: &Context, ir: &Ir, op: OpId) -> Option<rmlir_core::dialect::LoopBounds> {
    use rmlir_core::dialect::LoopBound::Value;
    let body = ir.entry_block(*ir.regions(op).first()?)?;
    let operand = |i| (i < ir.num_operands(op)).then(|| ir.operand(op, i));
    Some(rmlir_core::dialect::LoopBounds {
        iv: *ir.block_args(body).first()?,
        lower: Value(operand(0)?),
        upper: Value(operand(1)?),
        step: Value(operand(2)?),
    })
}

/// `scf.if`: a conditional with an optional else region.
pub static IF: OpSpec = OpSpec {
    name: "scf.if",
    summary: "if-then-else operation",
    operands: &[operand("condition", &I1)],
    results: &[variadic("results", &VARIADIC_ANY)],
    regions: &[region("thenRegion", Some(1)), region("elseRegion", None)],
    traits: Traits::RECURSIVE_MEMORY_EFFECTS
        .union(Traits::SINGLE_BLOCK)
        .union(Traits::NO_REGION_ARGUMENTS),
    parse: Some(syntax::parse_if),
    print: Some(syntax::print_if),
    verify: Some(verify::verify_if),
    verify_regions: Some(verify::verify_if_regions),
    canonicalize: Some(canon::if_patterns),
    fold: Some(canon::fold_if),
    speculatability: Some(|_, _, _| Speculatability::RecursivelySpeculatable),
    region_branch: Some(control_flow::IF),
    ..OpSpec::DEFAULT
};

/// `scf.index_switch`: a switch over an index value.
pub static INDEX_SWITCH: OpSpec = OpSpec {
    name: "scf.index_switch",
    summary: "switch-case operation on an index argument",
    operands: &[operand("arg", &INDEX)],
    results: &[variadic("results", &VARIADIC_ANY)],
    attrs: &[attr("cases", &DENSE_I64_ARRAY_ATTR)],
    regions: &[
        region("defaultRegion", Some(1)),
        RegionSpec {
            name: "caseRegions",
            variadic: true,
            blocks: Some(1),
        },
    ],
    traits: Traits::RECURSIVE_MEMORY_EFFECTS.union(Traits::SINGLE_BLOCK),
    parse: Some(syntax::parse_index_switch),
    print: Some(syntax::print_index_switch),
    verify: Some(verify::verify_index_switch),
    canonicalize: Some(canon::index_switch_patterns),
    region_branch: Some(control_flow::INDEX_SWITCH),
    ..OpSpec::DEFAULT
};

/// `scf.parallel`: a parallel loop nest with reductions.
pub static PARALLEL: OpSpec = OpSpec {
    name: "scf.parallel",
    summary: "parallel for operation",
    operands: &[
        variadic("lowerBound", &VARIADIC_INDEX),
        variadic("upperBound", &VARIADIC_INDEX),
        variadic("step", &VARIADIC_INDEX),
        variadic("initVals", &VARIADIC_ANY),
    ],
    results: &[variadic("results", &VARIADIC_ANY)],
    regions: &[region("region", Some(1))],
    traits: LOOP_TRAITS,
    checks: &[TraitCheck::OperandSegments],
    parse: Some(syntax::parse_parallel),
    print: Some(syntax::print_parallel),
    verify: Some(verify::verify_parallel),
    canonicalize: Some(canon::parallel_patterns),
    loop_regions: Some(first_region),
    ..OpSpec::DEFAULT
};

/// `scf.reduce`: the terminator of `scf.parallel`, with one reduction
/// region per reduced value.
pub static REDUCE: OpSpec = OpSpec {
    name: "scf.reduce",
    summary: "reduce operation for scf.parallel",
    operands: &[variadic("operands", &VARIADIC_ANY)],
    regions: &[RegionSpec {
        name: "reductions",
        variadic: true,
        blocks: Some(1),
    }],
    traits: Traits::TERMINATOR.union(Traits::RECURSIVE_MEMORY_EFFECTS),
    format: Some("(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict"),
    parent: Some("scf.parallel"),
    verify_regions: Some(verify::verify_reduce_regions),
    ..OpSpec::DEFAULT
};

/// `scf.reduce.return`: the terminator of a reduction region.
pub static REDUCE_RETURN: OpSpec = OpSpec {
    name: "scf.reduce.return",
    summary: "terminator for reduce operation",
    operands: &[operand("result", &ANY_TYPE)],
    traits: TERM,
    format: Some("$result attr-dict `:` type($result)"),
    parent: Some("scf.reduce"),
    verify: Some(verify::verify_reduce_return),
    ..OpSpec::DEFAULT
};

/// `scf.while`: a generic loop with a `before` and an `after` region.
pub static WHILE: OpSpec = OpSpec {
    name: "scf.while",
    summary: "a generic 'while' loop",
    operands: &[variadic("inits", &VARIADIC_ANY)],
    results: &[variadic("results", &VARIADIC_ANY)],
    regions: &[region("before", Some(1)), region("after", Some(1))],
    traits: Traits::RECURSIVE_MEMORY_EFFECTS.union(Traits::SINGLE_BLOCK),
    parse: Some(syntax::parse_while),
    print: Some(syntax::print_while),
    verify: Some(verify::verify_while),
    verify_regions: Some(verify::verify_while_regions),
    canonicalize: Some(canon::while_patterns),
    loop_regions: Some(all_regions),
    region_branch: Some(control_flow::WHILE),
    ..OpSpec::DEFAULT
};

/// `scf.yield`: the terminator of most scf regions.
pub static YIELD: OpSpec = OpSpec {
    name: "scf.yield",
    summary: "loop yield and termination operation",
    operands: &[variadic("results", &VARIADIC_ANY)],
    traits: TERM.union(Traits::RETURN_LIKE),
    format: Some("attr-dict ($results^ `:` type($results))?"),
    verify: Some(verify::verify_yield_parent),
    ..OpSpec::DEFAULT
};

// ---- helpers shared by the submodules ----

/// The name of `op`.
pub(crate) fn name_of<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> &'c str {
    ctx.op_name_str(ir.op_name(op))
}

/// Whether `op` is named `name`.
pub(crate) fn is_op(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> bool {
    name_of(ctx, ir, op) == name
}

/// The single block of `region`, if any.
pub(crate) fn body(ir: &Ir, r: rmlir_core::ir::RegionId) -> Option<rmlir_core::ir::BlockId> {
    ir.region_blocks(r).first().copied()
}

/// The terminator (last op) of the first block of region `i` of `op`.
pub(crate) fn region_terminator(ir: &Ir, op: OpId, i: usize) -> Option<OpId> {
    let r = *ir.regions(op).get(i)?;
    ir.last_op(body(ir, r)?)
}

/// `'type'`.
pub(crate) fn q(ctx: &Context, t: Type) -> String {
    format!("'{}'", ctx.print_type(t))
}

/// The values of a dense i64 (or i32) array attribute.
pub(crate) fn int_array(ctx: &Context, a: Option<Attribute>) -> Vec<i64> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { len, raw, element }) => {
            let w = match ctx.type_kind(*element) {
                TypeKind::Integer { width, .. } => (*width as usize).div_ceil(8),
                _ => 8,
            };
            if w == 0 || raw.len() < *len as usize * w {
                return Vec::new();
            }
            (0..*len as usize)
                .map(|i| {
                    let mut buf = [0u8; 8];
                    let b = &raw[i * w..i * w + w];
                    buf[..w.min(8)].copy_from_slice(&b[..w.min(8)]);
                    // Sign-extend.
                    let v = i64::from_le_bytes(buf);
                    let shift = 64 - 8 * w.min(8) as u32;
                    (v << shift) >> shift
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

/// `array<i64: ...>`.
pub(crate) fn i64_array(ctx: &Context, v: &[i64]) -> Attribute {
    let raw: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    ctx.attr(AttrKind::DenseArray {
        element: ctx.i64_type(),
        len: v.len() as u32,
        raw: raw.into(),
    })
}

/// `array<i32: ...>`.
pub(crate) fn i32_array(ctx: &Context, v: &[i32]) -> Attribute {
    let raw: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    ctx.attr(AttrKind::DenseArray {
        element: ctx.i32_type(),
        len: v.len() as u32,
        raw: raw.into(),
    })
}

/// The types of `vs`.
pub(crate) fn types_of(ir: &Ir, vs: impl IntoIterator<Item = Value>) -> Vec<Type> {
    vs.into_iter().map(|v| ir.value_type(v)).collect()
}
