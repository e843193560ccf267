//! `arith-expand`: expands the arith ops that have no direct LLVM lowering
//! (`ceildivsi`, `ceildivui`, `floordivsi`, the integer and float min/max
//! ops and, on request, the bf16, f8E8M0FNU and f4E2M1FN `extf`/`truncf`)
//! into simpler arith ops, through a partial dialect conversion as MLIR's
//! `ArithExpandOpsPass` does: the expansions' constants are neither folded
//! nor deduplicated, and the ops an expansion creates are legalized in turn
//! (an `extf` to bf16 made by the f8E8M0FNU expansion is itself expanded
//! when bf16 is).

use rmlir_core::apint::ApInt;
use rmlir_core::ir::{Ir, OpId, Value};
use rmlir_core::rewrite::conversion::{
    ConversionPatternSet, ConversionRewriter, ConversionTarget, FrozenConversionPatterns,
};
use rmlir_core::types::TypeKind;
use rmlir_core::{Attribute, Context, Type};
use rmlir_dialects::arith::fold::{self as afold, Val};
use rmlir_dialects::arith::typed as at;
use rmlir_float::{ApFloat, FloatFormat};
use rmlir_ods::typed::{build_state, OpParts, TypedOp};
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};

/// The registry entry of `arith-expand`.
pub static INFO: PassInfo = PassInfo {
    argument: "arith-expand",
    name: "ArithExpandOpsPass",
    description: "Legalize Arith ops to be convertible to LLVM.",
    options: &[
        OptionSpec {
            name: "include-bf16",
            description: "Enable the BF16 expansion patterns",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(false),
        },
        OptionSpec {
            name: "include-f8e8m0",
            description: "Enable the F8E8M0 expansion patterns",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(false),
        },
        OptionSpec {
            name: "include-f4e2m1",
            description: "Enable the F4E2M1 expansion patterns",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(false),
        },
    ],
    create: |options| SimplePass::new(&INFO, options, run),
};

/// Which optional expansions are on.
#[derive(Copy, Clone)]
struct Flags {
    bf16: bool,
    f8e8m0: bool,
    f4e2m1: bool,
}

const ILLEGAL: &[&str] = &[
    "arith.ceildivsi",
    "arith.ceildivui",
    "arith.floordivsi",
    "arith.maxsi",
    "arith.maxui",
    "arith.minsi",
    "arith.minui",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
    "arith.scaling_extf",
    "arith.scaling_truncf",
];

fn run(
    pass: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    op: OpId,
) -> Result<(), PassFailed> {
    let o = &pass.options;
    let flags = Flags {
        bf16: o.get_bool("include-bf16"),
        f8e8m0: o.get_bool("include-f8e8m0"),
        f4e2m1: o.get_bool("include-f4e2m1"),
    };
    let mut t = ConversionTarget::new();
    t.add_legal_dialects(&["arith", "vector"]);
    t.add_illegal_ops(ILLEGAL);
    t.add_dynamically_legal_ops(&["arith.extf"], move |ctx, ir, op| {
        let (narrow, wide) = in_out_elems(ctx, ir, op);
        Some(float_cast_legal(ctx, flags, narrow, wide))
    });
    t.add_dynamically_legal_ops(&["arith.truncf"], move |ctx, ir, op| {
        let (wide, narrow) = in_out_elems(ctx, ir, op);
        Some(float_cast_legal(ctx, flags, narrow, wide))
    });
    crate::run_partial_conversion(cx, ir, op, &t, &patterns(cx.ctx, flags), Default::default())
}

/// MLIR's `populateArithExpandOpsPatterns` plus the optional sets the
/// flags enable, in the pass's order.
fn patterns(ctx: &Context, f: Flags) -> FrozenConversionPatterns {
    let mut ps = ConversionPatternSet::new();
    ps.add_fn("arith.ceildivsi", "CeilDivSIOpConverter", ceildivsi)
        .add_fn("arith.ceildivui", "CeilDivUIOpConverter", ceildivui)
        .add_fn("arith.floordivsi", "FloorDivSIOpConverter", floordivsi)
        .add_fn(
            "arith.scaling_extf",
            "ScalingExtFOpConverter",
            |op, _, rw| scaling(op, rw, true),
        )
        .add_fn(
            "arith.scaling_truncf",
            "ScalingTruncFOpConverter",
            |op, _, rw| scaling(op, rw, false),
        )
        .add_fn("arith.maxsi", "MaxMinIOpConverter", |op, _, rw| {
            max_min_i(op, rw, SGT)
        })
        .add_fn("arith.maxui", "MaxMinIOpConverter", |op, _, rw| {
            max_min_i(op, rw, UGT)
        })
        .add_fn("arith.minsi", "MaxMinIOpConverter", |op, _, rw| {
            max_min_i(op, rw, SLT)
        })
        .add_fn("arith.minui", "MaxMinIOpConverter", |op, _, rw| {
            max_min_i(op, rw, ULT)
        })
        .add_fn(
            "arith.maximumf",
            "MaximumMinimumFOpConverter",
            |op, _, rw| max_min_f(op, rw, F_UGT, false),
        )
        .add_fn(
            "arith.minimumf",
            "MaximumMinimumFOpConverter",
            |op, _, rw| max_min_f(op, rw, F_ULT, false),
        )
        .add_fn("arith.maxnumf", "MaxNumMinNumFOpConverter", |op, _, rw| {
            max_min_f(op, rw, F_UGT, true)
        })
        .add_fn("arith.minnumf", "MaxNumMinNumFOpConverter", |op, _, rw| {
            max_min_f(op, rw, F_ULT, true)
        });
    if f.bf16 {
        ps.add_fn("arith.extf", "BFloat16ExtFOpConverter", bf16_extf)
            .add_fn("arith.truncf", "BFloat16TruncFOpConverter", bf16_truncf);
    }
    if f.f8e8m0 {
        ps.add_fn("arith.extf", "F8E8M0ExtFOpConverter", f8e8m0_extf)
            .add_fn("arith.truncf", "F8E8M0TruncFOpConverter", f8e8m0_truncf);
    }
    if f.f4e2m1 {
        ps.add_fn("arith.extf", "F4E2M1ExtFOpConverter", f4e2m1_extf)
            .add_fn("arith.truncf", "F4E2M1TruncFOpConverter", f4e2m1_truncf);
    }
    ps.freeze(ctx)
}

pub(crate) type Crw<'r, 'a> = ConversionRewriter<'r, 'a>;

// `arith.cmpi` predicates.
pub(crate) const EQ: i64 = 0;
pub(crate) const NE: i64 = 1;
pub(crate) const SLT: i64 = 2;
const SLE: i64 = 3;
pub(crate) const SGT: i64 = 4;
pub(crate) const ULT: i64 = 6;
pub(crate) const UGT: i64 = 8;
pub(crate) const UGE: i64 = 9;
// `arith.cmpf` predicates.
const F_UGT: i64 = 9;
const F_ULT: i64 = 11;
const F_UNE: i64 = 13;
const F_UNO: i64 = 14;

fn elem(ctx: &Context, t: Type) -> Type {
    afold::elem_type(ctx, t)
}

/// Whether an `arith.extf` or `arith.truncf` between the element types
/// `narrow` and `wide` stays legal: each flag makes the casts of its small
/// format illegal, so they are expanded (bf16 only to and from f32).
fn float_cast_legal(ctx: &Context, flags: Flags, narrow: Type, wide: Type) -> bool {
    let bf16 = is_fmt(ctx, narrow, FloatFormat::BF16) && is_fmt(ctx, wide, FloatFormat::F32);
    !((flags.bf16 && bf16)
        || (flags.f8e8m0 && is_fmt(ctx, narrow, FloatFormat::F8E8M0FNU))
        || (flags.f4e2m1 && is_fmt(ctx, narrow, FloatFormat::F4E2M1FN)))
}

fn in_out_elems(ctx: &Context, ir: &Ir, op: OpId) -> (Type, Type) {
    let i = ir.value_type(ir.operand(op, 0));
    let o = ir.value_type(ir.result(op, 0));
    (elem(ctx, i), elem(ctx, o))
}

fn is_fmt(ctx: &Context, t: Type, f: FloatFormat) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(g) if *g == f)
}

fn bit_width(ctx: &Context, t: Type) -> u32 {
    match ctx.type_kind(t) {
        TypeKind::Float(f) => f.bit_width(),
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    }
}

/// `like`'s shape with element type `elt` (MLIR's `cloneToShapedType`).
pub(crate) fn clone_shaped(ctx: &Context, like: Type, elt: Type) -> Type {
    match ctx.type_kind(like) {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.ty(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: elt,
        }),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.ty(TypeKind::RankedTensor {
            shape: shape.clone(),
            element: elt,
            encoding: *encoding,
        }),
        TypeKind::UnrankedTensor { .. } => ctx.ty(TypeKind::UnrankedTensor { element: elt }),
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => ctx.ty(TypeKind::MemRef {
            shape: shape.clone(),
            element: elt,
            layout: *layout,
            memory_space: *memory_space,
        }),
        TypeKind::UnrankedMemRef { memory_space, .. } => ctx.ty(TypeKind::UnrankedMemRef {
            element: elt,
            memory_space: *memory_space,
        }),
        _ => elt,
    }
}

/// Builds ops at the insertion point of a conversion rewriter, each
/// registered as created so the driver legalizes it.
pub(crate) struct B<'x, 'r, 'a> {
    pub(crate) rw: &'x mut Crw<'r, 'a>,
    pub(crate) ctx: &'a Context,
    pub(crate) loc: Attribute,
}

impl<'x, 'r, 'a> B<'x, 'r, 'a> {
    pub(crate) fn new(rw: &'x mut Crw<'r, 'a>, op: OpId) -> Self {
        let ctx = rw.rw.ctx;
        let loc = rw.ir.op(op).loc;
        B { rw, ctx, loc }
    }

    pub(crate) fn ty(&self, v: Value) -> Type {
        self.rw.ir.value_type(v)
    }

    pub(crate) fn make<T: TypedOp>(
        &mut self,
        operands: &[Value],
        ty: Type,
        attrs: &[(&str, Attribute)],
    ) -> Value {
        let groups: Vec<&[Value]> = operands.iter().map(std::slice::from_ref).collect();
        let op = self.make_op::<T>(&groups, &[ty], attrs, &[]);
        self.rw.ir.result(op, 0)
    }

    /// Creates a `T` from its operand groups, result types, attributes and
    /// (detached) regions.
    pub(crate) fn make_op<T: TypedOp>(
        &mut self,
        groups: &[&[Value]],
        types: &[Type],
        attrs: &[(&str, Attribute)],
        regions: &[rmlir_core::ir::RegionId],
    ) -> OpId {
        let mut st = self.state::<T>(groups, types, attrs);
        st.regions.extend_from_slice(regions);
        self.rw.create(st)
    }

    /// The state of a `T` from its operand groups, result types and
    /// attributes, at this builder's location.
    pub(crate) fn state<T: TypedOp>(
        &self,
        groups: &[&[Value]],
        types: &[Type],
        attrs: &[(&str, Attribute)],
    ) -> rmlir_core::ir::OperationState {
        let parts = OpParts {
            operands: groups,
            result_types: Some(types),
            attrs,
            successors: &[],
        };
        build_state(self.ctx, T::SPEC, self.loc, parts, self.rw.ir)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    pub(crate) fn bin<T: TypedOp>(&mut self, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        self.make::<T>(&[a, b], ty, &[])
    }

    pub(crate) fn cast<T: TypedOp>(
        &mut self,
        ty: Type,
        v: Value,
        attrs: &[(&str, Attribute)],
    ) -> Value {
        self.make::<T>(&[v], ty, attrs)
    }

    fn pred(&self, p: i64) -> Attribute {
        self.ctx.int_attr(self.ctx.i64_type(), p)
    }

    fn i1_like(&self, v: Value) -> Type {
        let t = self.ty(v);
        clone_shaped(self.ctx, t, self.ctx.i1_type())
    }

    pub(crate) fn cmpi(&mut self, p: i64, a: Value, b: Value) -> Value {
        let (ty, pa) = (self.i1_like(a), self.pred(p));
        self.make::<at::CmpIOp>(&[a, b], ty, &[("predicate", pa)])
    }

    pub(crate) fn cmpf(&mut self, p: i64, a: Value, b: Value) -> Value {
        let (ty, pa) = (self.i1_like(a), self.pred(p));
        self.make::<at::CmpFOp>(&[a, b], ty, &[("predicate", pa)])
    }

    pub(crate) fn select(&mut self, c: Value, t: Value, f: Value) -> Value {
        let ty = self.ty(t);
        self.make::<at::SelectOp>(&[c, t, f], ty, &[])
    }

    pub(crate) fn constant(&mut self, ty: Type, v: Val) -> Value {
        let value = afold::build(self.ctx, ty, vec![v]).expect("a splat constant builds");
        self.make::<at::ConstantOp>(&[], ty, &[("value", value)])
    }

    /// MLIR's `createConst`: an integer (splat) constant of `ty`, `v` taken
    /// as a C `int`.
    pub(crate) fn iconst(&mut self, ty: Type, v: i64) -> Value {
        let width = afold::int_width(self.ctx, ty).unwrap_or(64);
        self.constant(ty, Val::I(ApInt::from_i64(width, v as i32 as i64)))
    }

    fn fconst(&mut self, ty: Type, v: f32) -> Value {
        let f = match self.ctx.type_kind(elem(self.ctx, ty)) {
            TypeKind::Float(f) => *f,
            _ => FloatFormat::F32,
        };
        self.constant(ty, Val::F(ApFloat::from_f64(f, v as f64)))
    }

    pub(crate) fn int_ty(&self, like: Type, width: u32) -> Type {
        let i = self
            .ctx
            .integer_type(width, rmlir_core::types::Signedness::Signless);
        clone_shaped(self.ctx, like, i)
    }

    fn float_ty(&self, like: Type, f: FloatFormat) -> Type {
        clone_shaped(self.ctx, like, self.ctx.float_type(f))
    }

    pub(crate) fn replace(&mut self, op: OpId, v: Value) -> bool {
        self.rw.replace_op(op, &[v]);
        true
    }

    fn replace_with_select(&mut self, op: OpId, c: Value, t: Value, f: Value) -> bool {
        let v = self.select(c, t, f);
        self.replace(op, v)
    }
}

fn lhs_rhs(ir: &Ir, op: OpId) -> (Value, Value) {
    (ir.operand(op, 0), ir.operand(op, 1))
}

fn attr(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, name)
}

/// `n == 0 ? 0 : ((n-1) / m) + 1`.
fn ceildivui(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let (a, b) = lhs_rhs(rw.ir, op);
    let mut x = B::new(rw, op);
    let ty = x.ty(a);
    let zero = x.iconst(ty, 0);
    let compare = x.cmpi(EQ, a, zero);
    let one = x.iconst(ty, 1);
    let minus_one = x.bin::<at::SubIOp>(a, one);
    let quotient = x.bin::<at::DivUIOp>(minus_one, b);
    let plus_one = x.bin::<at::AddIOp>(quotient, one);
    x.replace_with_select(op, compare, zero, plus_one)
}

/// `z = a / b; (z * b != a && (a < 0) == (b < 0)) ? z + 1 : z`.
fn ceildivsi(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let (a, b) = lhs_rhs(rw.ir, op);
    let mut x = B::new(rw, op);
    let ty = x.ty(a);
    let zero = x.iconst(ty, 0);
    let one = x.iconst(ty, 1);
    let quotient = x.bin::<at::DivSIOp>(a, b);
    let product = x.bin::<at::MulIOp>(quotient, b);
    let not_equal = x.cmpi(NE, a, product);
    let a_neg = x.cmpi(SLT, a, zero);
    let b_neg = x.cmpi(SLT, b, zero);
    let sign_equal = x.cmpi(EQ, a_neg, b_neg);
    let cond = x.bin::<at::AndIOp>(not_equal, sign_equal);
    let plus_one = x.bin::<at::AddIOp>(quotient, one);
    x.replace_with_select(op, cond, plus_one, quotient)
}

/// `z = a / b; (z * b != a && (a < 0) != (b < 0)) ? z - 1 : z`.
fn floordivsi(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let (a, b) = lhs_rhs(rw.ir, op);
    let mut x = B::new(rw, op);
    let ty = x.ty(a);
    let quotient = x.bin::<at::DivSIOp>(a, b);
    let product = x.bin::<at::MulIOp>(quotient, b);
    let not_equal = x.cmpi(NE, a, product);
    let zero = x.iconst(ty, 0);
    let a_neg = x.cmpi(SLT, a, zero);
    let b_neg = x.cmpi(SLT, b, zero);
    let sign_opposite = x.cmpi(NE, a_neg, b_neg);
    let cond = x.bin::<at::AndIOp>(not_equal, sign_opposite);
    let minus_one = x.iconst(ty, -1);
    let minus = x.bin::<at::AddIOp>(quotient, minus_one);
    x.replace_with_select(op, cond, minus, quotient)
}

fn max_min_i(op: OpId, rw: &mut Crw<'_, '_>, pred: i64) -> bool {
    let (a, b) = lhs_rhs(rw.ir, op);
    let mut x = B::new(rw, op);
    let cmp = x.cmpi(pred, a, b);
    x.replace_with_select(op, cmp, a, b)
}

/// `maximumf`/`minimumf` (NaN from `rhs` propagates) and
/// `maxnumf`/`minnumf` (a NaN `lhs` gives `rhs`).
fn max_min_f(op: OpId, rw: &mut Crw<'_, '_>, pred: i64, num: bool) -> bool {
    let (a, b) = lhs_rhs(rw.ir, op);
    let mut x = B::new(rw, op);
    let cmp = x.cmpf(pred, a, b);
    let select = x.select(cmp, a, b);
    let nan_of = if num { a } else { b };
    let is_nan = x.cmpf(F_UNO, nan_of, nan_of);
    x.replace_with_select(op, is_nan, b, select)
}

fn fastmath(ctx: &Context, ir: &Ir, op: OpId) -> Vec<(&'static str, Attribute)> {
    attr(ctx, ir, op, "fastmath")
        .map(|a| vec![("fastmath", a)])
        .unwrap_or_default()
}

fn bf16_extf(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.rw.ctx;
    let operand = rw.ir.operand(op, 0);
    let (ie, oe) = in_out_elems(ctx, rw.ir, op);
    if !is_fmt(ctx, ie, FloatFormat::BF16) || !is_fmt(ctx, oe, FloatFormat::F32) {
        return rw.notify_match_failure("not a ext of bf16 to f32.");
    }
    let result_ty = rw.ir.value_type(rw.ir.result(op, 0));
    let mut x = B::new(rw, op);
    let in_ty = x.ty(operand);
    let i16t = x.int_ty(in_ty, 16);
    let i32t = x.int_ty(in_ty, 32);
    let bitcast = x.cast::<at::BitcastOp>(i16t, operand, &[]);
    let exti = x.cast::<at::ExtUIOp>(i32t, bitcast, &[]);
    let c16 = x.iconst(i32t, 16);
    let shl = x.bin::<at::ShLIOp>(exti, c16);
    let result = x.cast::<at::BitcastOp>(result_ty, shl, &[]);
    x.replace(op, result)
}

fn bf16_truncf(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.rw.ctx;
    let operand = rw.ir.operand(op, 0);
    let (ie, oe) = in_out_elems(ctx, rw.ir, op);
    if !is_fmt(ctx, ie, FloatFormat::F32) || !is_fmt(ctx, oe, FloatFormat::BF16) {
        return rw.notify_match_failure("not a trunc of f32 to bf16.");
    }
    if attr(ctx, rw.ir, op, "roundingmode").is_some() {
        return rw.notify_match_failure("only applicable to default rounding mode.");
    }
    let result_ty = rw.ir.value_type(rw.ir.result(op, 0));
    let mut x = B::new(rw, op);
    let in_ty = x.ty(operand);
    let i16t = x.int_ty(in_ty, 16);
    let i32t = x.int_ty(in_ty, 32);
    let is_nan = x.cmpf(F_UNE, operand, operand);
    let c7fff = x.iconst(i32t, 0x7fff);
    let c7fc0 = x.iconst(i16t, 0x7fc0);
    let c16 = x.iconst(i32t, 16);
    let c1 = x.iconst(i32t, 1);
    let bitcast = x.cast::<at::BitcastOp>(i32t, operand, &[]);
    let shr = x.bin::<at::ShRUIOp>(bitcast, c16);
    let bit16 = x.bin::<at::AndIOp>(shr, c1);
    let rounding_bias = x.bin::<at::AddIOp>(bit16, c7fff);
    let biased = x.bin::<at::AddIOp>(bitcast, rounding_bias);
    let shifted = x.bin::<at::ShRUIOp>(biased, c16);
    let normal = x.cast::<at::TruncIOp>(i16t, shifted, &[]);
    let select = x.select(is_nan, c7fc0, normal);
    let result = x.cast::<at::BitcastOp>(result_ty, select, &[]);
    x.replace(op, result)
}

fn f8e8m0_extf(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.rw.ctx;
    let operand = rw.ir.operand(op, 0);
    let (ie, oe) = in_out_elems(ctx, rw.ir, op);
    if !is_fmt(ctx, ie, FloatFormat::F8E8M0FNU) {
        return rw.notify_match_failure("not a ext of F8E8M0FNU");
    }
    let fm = fastmath(ctx, rw.ir, op);
    let result_ty = rw.ir.value_type(rw.ir.result(op, 0));
    let mut x = B::new(rw, op);
    let in_ty = x.ty(operand);
    let i8t = x.int_ty(in_ty, 8);
    let i32t = x.int_ty(in_ty, 32);
    let f32t = x.float_ty(in_ty, FloatFormat::F32);
    let bitcast = x.cast::<at::BitcastOp>(i8t, operand, &[]);
    let f8_nan = x.iconst(i8t, 0xff);
    let f32_nan = x.iconst(i32t, 0xffff_ffff);
    let man_width = x.iconst(i32t, 23);
    let exti = x.cast::<at::ExtUIOp>(i32t, bitcast, &[]);
    let bits = x.bin::<at::ShLIOp>(exti, man_width);
    let is_nan = x.cmpi(EQ, bitcast, f8_nan);
    let bits = x.select(is_nan, f32_nan, bits);
    let mut result = x.cast::<at::BitcastOp>(f32t, bits, &[]);
    let w = bit_width(ctx, oe);
    if w < 32 {
        result = x.cast::<at::TruncFOp>(result_ty, result, &fm);
    } else if w > 32 {
        result = x.cast::<at::ExtFOp>(result_ty, result, &fm);
    }
    x.replace(op, result)
}

fn f8e8m0_truncf(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.rw.ctx;
    let mut operand = rw.ir.operand(op, 0);
    let (ie, oe) = in_out_elems(ctx, rw.ir, op);
    if !is_fmt(ctx, oe, FloatFormat::F8E8M0FNU) {
        return rw.notify_match_failure("not a truncf to f8E8M0FNU");
    }
    if attr(ctx, rw.ir, op, "roundingmode").is_some() {
        return rw.notify_match_failure("only applicable to default rounding mode.");
    }
    let fm = fastmath(ctx, rw.ir, op);
    let result_ty = rw.ir.value_type(rw.ir.result(op, 0));
    let mut x = B::new(rw, op);
    let in_ty = x.ty(operand);
    let i8t = x.int_ty(in_ty, 8);
    let i32t = x.int_ty(in_ty, 32);
    let f32t = x.float_ty(in_ty, FloatFormat::F32);
    let w = bit_width(ctx, ie);
    if w < 32 {
        operand = x.cast::<at::ExtFOp>(f32t, operand, &fm);
    } else if w > 32 {
        operand = x.cast::<at::TruncFOp>(f32t, operand, &fm);
    }
    let bits = x.cast::<at::BitcastOp>(i32t, operand, &[]);
    let man_width = x.iconst(i32t, 23);
    let sign_exp = x.bin::<at::ShRUIOp>(bits, man_width);
    let exp8 = x.cast::<at::TruncIOp>(i8t, sign_exp, &[]);
    let result = x.cast::<at::BitcastOp>(result_ty, exp8, &[]);
    x.replace(op, result)
}

fn f4e2m1_extf(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.rw.ctx;
    let operand = rw.ir.operand(op, 0);
    let (ie, oe) = in_out_elems(ctx, rw.ir, op);
    if !is_fmt(ctx, ie, FloatFormat::F4E2M1FN) {
        return rw.notify_match_failure("not a ext of F4E2M1FN");
    }
    let result_ty = rw.ir.value_type(rw.ir.result(op, 0));
    let mut x = B::new(rw, op);
    let in_ty = x.ty(operand);
    let f32t = x.float_ty(in_ty, FloatFormat::F32);
    let i4t = x.int_ty(in_ty, 4);
    let i32t = x.int_ty(in_ty, 32);
    let i4_bits = x.cast::<at::BitcastOp>(i4t, operand, &[]);
    let c0 = x.iconst(i4t, 0x0);
    let c1 = x.iconst(i4t, 0x1);
    let c2 = x.iconst(i4t, 0x2);
    let c4 = x.iconst(i4t, 0x4);
    let c7 = x.iconst(i4t, 0x7);
    let no_sign = x.bin::<at::AndIOp>(i4_bits, c7);
    // The last exponent bit and the mantissa.
    let c14 = x.iconst(i32t, 0x14);
    let bits1_24 = x.bin::<at::ShLIOp>(no_sign, c2);
    let is_half = x.cmpi(EQ, no_sign, c1);
    let bits1_24 = x.select(is_half, c0, bits1_24);
    let bits1_24 = x.cast::<at::ExtUIOp>(i32t, bits1_24, &[]);
    let bits1_24 = x.bin::<at::ShLIOp>(bits1_24, c14);
    // The first 7 exponent bits.
    let zero_exp_bits = x.iconst(i32t, 0);
    let high_exp_bits = x.iconst(i32t, 0x4000_0000);
    let low_exp_bits = x.iconst(i32t, 0x3f00_0000);
    let use_larger = x.cmpi(UGE, no_sign, c4);
    let bits25_31 = x.select(use_larger, high_exp_bits, low_exp_bits);
    let zero_exp = x.cmpi(EQ, no_sign, c0);
    let bits25_31 = x.select(zero_exp, zero_exp_bits, bits25_31);
    // The sign.
    let c8000 = x.iconst(i32t, 0x8000_0000);
    let c8 = x.iconst(i4t, 0x8);
    let negative = x.cmpi(UGE, i4_bits, c8);
    let bit32 = x.select(negative, c8000, zero_exp_bits);
    let bits1_31 = x.bin::<at::AddIOp>(bits1_24, bits25_31);
    let bits1_32 = x.bin::<at::AddIOp>(bits1_31, bit32);
    let mut result = x.cast::<at::BitcastOp>(f32t, bits1_32, &[]);
    if !is_fmt(ctx, oe, FloatFormat::F32) {
        // MLIR truncates even to a wider type (an invalid op the verifier
        // then rejects).
        result = x.cast::<at::TruncFOp>(result_ty, result, &[]);
    }
    x.replace(op, result)
}

fn f4e2m1_truncf(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.rw.ctx;
    let mut operand = rw.ir.operand(op, 0);
    let (ie, oe) = in_out_elems(ctx, rw.ir, op);
    if !is_fmt(ctx, oe, FloatFormat::F4E2M1FN) {
        return rw.notify_match_failure("not a trunc of F4E2M1FN");
    }
    let result_ty = rw.ir.value_type(rw.ir.result(op, 0));
    let mut x = B::new(rw, op);
    let in_ty = x.ty(operand);
    let i4t = x.int_ty(in_ty, 4);
    let i8t = x.int_ty(in_ty, 8);
    let i32t = x.int_ty(in_ty, 32);
    let f32t = x.float_ty(in_ty, FloatFormat::F32);
    if !is_fmt(ctx, ie, FloatFormat::F32) {
        // MLIR extends even from a wider type (an invalid op the verifier
        // then rejects).
        operand = x.cast::<at::ExtFOp>(f32t, operand, &[]);
    }
    let c1 = x.iconst(i4t, 1);
    let c3 = x.iconst(i4t, 3);
    let c22 = x.iconst(i32t, 22);
    let c0_i8 = x.iconst(i8t, 0x00);
    let cff_i8 = x.iconst(i8t, 0xff);
    let zero_exp_bits = x.iconst(i32t, 0);
    // Step 0: clamp to bounds.
    let hi = x.fconst(f32t, 6.0);
    let lo = x.fconst(f32t, -6.0);
    let clamped = x.bin::<at::MinNumFOp>(hi, operand);
    let clamped = x.bin::<at::MaxNumFOp>(lo, clamped);
    let bits = x.cast::<at::BitcastOp>(i32t, clamped, &[]);
    // Step 1: the sign bit.
    let c31 = x.iconst(i32t, 31);
    let sign = x.bin::<at::ShRUIOp>(bits, c31);
    let f4_sign = x.cast::<at::TruncIOp>(i4t, sign, &[]);
    let f4_bits = x.bin::<at::ShLIOp>(f4_sign, c3);
    // Step 2: the exponent, with the bias adjusted.
    let bias = x.iconst(i32t, 0x7e);
    let man_width = x.iconst(i32t, 23);
    let sign_exp = x.bin::<at::ShRUIOp>(bits, man_width);
    let adjusted = x.bin::<at::SubIOp>(sign_exp, bias);
    let f4_exp = x.cast::<at::TruncIOp>(i4t, adjusted, &[]);
    let f4_exp = x.bin::<at::ShLIOp>(f4_exp, c1);
    let f4_bits = x.bin::<at::AddIOp>(f4_bits, f4_exp);
    // Step 3: the first mantissa bit.
    let first_bit_mask = x.iconst(i32t, 0x40_0000);
    let man1 = x.bin::<at::AndIOp>(bits, first_bit_mask);
    let man1 = x.bin::<at::ShRUIOp>(man1, c22);
    let f4_man = x.cast::<at::TruncIOp>(i4t, man1, &[]);
    let f4_bits = x.bin::<at::AddIOp>(f4_bits, f4_man);
    // Step 4: conversion to 0.5.
    let man_mask = x.iconst(i32t, 0x7f_ffff);
    let f8_exp = x.cast::<at::TruncIOp>(i8t, adjusted, &[]);
    let is_subnormal = x.cmpi(SLE, f8_exp, c0_i8);
    let is_neg_one_exp = x.cmpi(EQ, f8_exp, cff_i8);
    let man23 = x.bin::<at::AndIOp>(bits, man_mask);
    let non_zero_man = x.cmpi(UGT, man23, zero_exp_bits);
    let round_to_half = x.bin::<at::AndIOp>(is_neg_one_exp, non_zero_man);
    let is_zero_exp = x.cmpi(EQ, f8_exp, c0_i8);
    let subnormal_bits = x.iconst(i4t, 0xf);
    let half_bits = x.iconst(i4t, 0x0);
    let sub = x.select(is_subnormal, subnormal_bits, f4_bits);
    let sub = x.select(round_to_half, half_bits, sub);
    let f4_bits = x.select(is_zero_exp, f4_bits, sub);
    // Step 5: round up if necessary.
    let last22_mask = x.iconst(i32t, 0x3f_ffff);
    let round = x.iconst(i32t, 0x20_0000);
    let man22 = x.bin::<at::AndIOp>(bits, last22_mask);
    let should_round = x.cmpi(UGE, man22, round);
    let should_round = x.bin::<at::OrIOp>(should_round, is_subnormal);
    let rounded = x.bin::<at::AddIOp>(f4_bits, c1);
    let f4_bits = x.select(should_round, rounded, f4_bits);
    let result = x.cast::<at::BitcastOp>(result_ty, f4_bits, &[]);
    x.replace(op, result)
}

/// `scaling_extf`: `extf(in) * extf(scale)`; `scaling_truncf`:
/// `truncf(in / extf(scale))`. A scale of 16 bits or more is first
/// truncated to f8E8M0FNU; other scales must be f8E8M0FNU.
fn scaling(op: OpId, rw: &mut Crw<'_, '_>, ext: bool) -> bool {
    let ctx = rw.rw.ctx;
    let input = rw.ir.operand(op, 0);
    let mut scale = rw.ir.operand(op, 1);
    let scale_ty = rw.ir.value_type(scale);
    let mut scale_elt = elem(ctx, scale_ty);
    let fm = fastmath(ctx, rw.ir, op);
    let rounding = attr(ctx, rw.ir, op, "roundingmode");
    let result_ty = rw.ir.value_type(rw.ir.result(op, 0));
    let wide = bit_width(ctx, scale_elt) >= 16;
    if !wide && !is_fmt(ctx, scale_elt, FloatFormat::F8E8M0FNU) {
        return rw.notify_match_failure(if ext {
            "scaling_extf is using scales of type which can not be converted to f8E8M0FNU"
        } else {
            "scaling_truncf is using scales type which can not be converted to f8E8M0FNU"
        });
    }
    let mut x = B::new(rw, op);
    if wide {
        scale_elt = ctx.float_type(FloatFormat::F8E8M0FNU);
        let t = clone_shaped(ctx, scale_ty, scale_elt);
        scale = x.cast::<at::TruncFOp>(t, scale, &fm);
    }
    let _ = scale_elt;
    if ext {
        let scale_ext = x.cast::<at::ExtFOp>(result_ty, scale, &fm);
        let input_ext = x.cast::<at::ExtFOp>(result_ty, input, &fm);
        let r = x.make::<at::MulFOp>(&[input_ext, scale_ext], result_ty, &fm);
        x.replace(op, r)
    } else {
        let input_ty = x.ty(input);
        let scale_ext = x.cast::<at::ExtFOp>(input_ty, scale, &fm);
        let r = x.make::<at::DivFOp>(&[input, scale_ext], input_ty, &fm);
        let mut attrs: Vec<(&str, Attribute)> =
            rounding.map(|a| ("roundingmode", a)).into_iter().collect();
        attrs.extend(fm.iter().copied());
        let cast = x.cast::<at::TruncFOp>(result_ty, r, &attrs);
        x.replace(op, cast)
    }
}
