//! Canonicalization patterns of arith ops (MLIR's `getCanonicalizationPatterns`
//! of `ArithOps.cpp` and the DRR patterns of `ArithCanonicalization.td`),
//! each op's set added in MLIR's order under MLIR's pattern names (wired
//! through `OpSpec::canonicalize`, ODS's `hasCanonicalizer`).
//!
//! A pattern's name is its debug name in mlir-opt, which `disable-patterns`
//! and `enable-patterns` match: the C++ type name, so DRR patterns (generated
//! into an anonymous namespace) are `(anonymous namespace)::AddIAddConstant`,
//! while `SelectToExtUI` and `CmpFIntToFPConst` keep their plain names.
//! A DRR pattern's benefit is the number of ops in its source pattern (so
//! `xori(extui(x), extui(y))` patterns, with 3, are tried before
//! `XOrINotCmpI`); the C++ patterns have benefit 1.
//!
//! DRR patterns create their ops at the fused location of the first `n`
//! ops DRR recorded while matching, `n` being the number of ops in the
//! source pattern: the root first, then nested matches in post-order,
//! where an operand matched by `ConstantLikeMatcher` records its constant
//! op too. So `addi(addi(x, c0), c1)` gets `fused[root, c0's op]`.

mod cast;
mod float;
mod int;
mod select;

pub use cast::*;
pub use float::*;
pub use int::*;
pub use select::*;

use super::fold::{decode, Shape};
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::rewrite::folder::constant_value;
use rmlir_core::rewrite::Rewriter;
use rmlir_core::{AttrKind, Attribute, Context, NamedAttr, Type};

/// The op defining `v` if it is named `name`.
pub(crate) fn def(rw: &Rewriter<'_>, v: Value, name: &str) -> Option<OpId> {
    super::fold::def_op(rw.ctx, rw.ir, v, name)
}

/// DRR's `ConstantLikeMatcher`: the constant op defining `v` and its value.
pub(crate) fn const_of(ctx: &Context, ir: &Ir, v: Value) -> Option<(OpId, Attribute)> {
    let d = ir.defining_op(v)?;
    Some((d, constant_value(ctx, ir, d)?))
}

/// `ConstantLikeMatcher APIntAttr:$c`: a scalar integer constant.
pub(crate) fn const_int_attr(ctx: &Context, ir: &Ir, v: Value) -> Option<(OpId, Attribute)> {
    let (d, a) = const_of(ctx, ir, v)?;
    matches!(ctx.attr_kind(a), AttrKind::Integer { .. }).then_some((d, a))
}

/// MLIR's `getIntOrSplatIntValue`, compared with a signed value.
pub(crate) fn int_or_splat_is(ctx: &Context, a: Attribute, v: i64) -> bool {
    let Some(e) = decode(ctx, a) else {
        return false;
    };
    if e.shape == Shape::Dense {
        return false;
    }
    match &e.vals[0] {
        super::fold::Val::I(x) => {
            if v == -1 {
                super::fold::is_apint_all_ones(x)
            } else {
                super::fold::sval(x) == v.into()
            }
        }
        _ => false,
    }
}

/// The location of op `op`.
pub(crate) fn loc(ir: &Ir, op: OpId) -> Attribute {
    ir.op(op).loc
}

/// DRR's `odsLoc`: the fused location of the given ops.
pub(crate) fn fused(rw: &Rewriter<'_>, ops: &[OpId]) -> Attribute {
    let locs: Vec<Attribute> = ops.iter().map(|&o| loc(rw.ir, o)).collect();
    rw.ctx.fused_loc(&locs, None)
}

/// Creates an op at the insertion point.
pub(crate) fn create(
    rw: &mut Rewriter<'_>,
    name: &str,
    loc: Attribute,
    operands: &[Value],
    results: &[Type],
    props: &[(&str, Attribute)],
) -> OpId {
    let mut st = OperationState::new(rw.ctx, name, loc);
    st.operands.extend(operands.iter().copied());
    st.result_types.extend(results.iter().copied());
    if !props.is_empty() {
        let entries = props
            .iter()
            .map(|(n, v)| NamedAttr {
                name: rw.ctx.string_attr(n),
                value: *v,
            })
            .collect();
        st.properties = Some(rw.ctx.dict_attr(entries));
    }
    rw.create(st)
}

/// Creates an op and returns its first result.
pub(crate) fn create1(
    rw: &mut Rewriter<'_>,
    name: &str,
    loc: Attribute,
    operands: &[Value],
    result: Type,
    props: &[(&str, Attribute)],
) -> Value {
    let op = create(rw, name, loc, operands, &[result], props);
    rw.ir.result(op, 0)
}

/// Creates an `arith.constant` of a typed attribute.
pub(crate) fn constant(rw: &mut Rewriter<'_>, loc: Attribute, value: Attribute) -> Value {
    let ty = super::fold::typed_attr_type(rw.ctx, value).expect("typed attribute");
    create1(rw, "arith.constant", loc, &[], ty, &[("value", value)])
}

/// The overflow flags attribute holding `flags`.
pub(crate) fn overflow_attr(ctx: &Context, flags: u64) -> Attribute {
    rmlir_ods::bitenum::bit_enum_attr(ctx, &super::OVERFLOW, flags)
}

/// The type of `v`.
pub(crate) fn ty(rw: &Rewriter<'_>, v: Value) -> Type {
    rw.ir.value_type(v)
}

/// Operand `i` of `op`.
pub(crate) fn opd(rw: &Rewriter<'_>, op: OpId, i: usize) -> Value {
    rw.ir.operand(op, i)
}

/// Result `i` of `op`.
pub(crate) fn res(rw: &Rewriter<'_>, op: OpId, i: usize) -> Value {
    rw.ir.result(op, i)
}

/// Replaces `op` with `with`, starting from the insertion point before it.
pub(crate) fn replace(rw: &mut Rewriter<'_>, op: OpId, with: &[Value]) -> bool {
    rw.replace_op(op, with);
    true
}
