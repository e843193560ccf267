//! Typed ops: a `Copy` handle per ODS op with accessors for its operands,
//! results and attributes and a builder, declared with [`typed_op!`](crate::typed_op).
//!
//! The op's [`OpSpec`] stays the one source of truth: `typed_op!` names the
//! groups again only to give the accessors Rust names, and a compile-time
//! assertion checks those names, their order and arity against the spec
//! (a misspelled or reordered name, or `*` on a single operand, is a build
//! error). At run time the accessors go through [`OpView`], so segment
//! sizes, optional groups and defaults work as in the parser and printer.
//!
//! Building fills in what MLIR's generated builders do: default-valued
//! properties, `operandSegmentSizes` for ops with several variadic groups,
//! and result types the definition determines (operands and results that
//! share a type, `TypesMatchWith` relations, single-type constraints, or the
//! spec's inference hook).

use crate::register::{CompiledOp, OpView};
use crate::spec::{Arity, OpSpec, TraitCheck};
use rmlir_core::attrs::NamedAttr;
use rmlir_core::ir::{Ir, OpId, OperationState, Value};
use rmlir_core::{Attribute, Context, Type};
use smallvec::SmallVec;

/// An op handle typed by its definition.
pub trait TypedOp: Copy {
    /// The op's definition.
    const SPEC: &'static OpSpec;
    /// Wraps `op` without checking its name (see [`TypedOp::cast`]).
    fn from_op_unchecked(op: OpId) -> Self;
    /// The op.
    fn op(self) -> OpId;

    /// `op` as this op, if it has this op's name.
    fn cast(ctx: &Context, ir: &Ir, op: OpId) -> Option<Self> {
        (ctx.op_name_str(ir.op_name(op)) == Self::SPEC.name).then(|| Self::from_op_unchecked(op))
    }

    /// The op's view through its definition.
    fn view<'a>(self, ctx: &Context, ir: &'a Ir) -> OpView<'a> {
        OpView::new(ctx, ir, self.op(), Self::SPEC)
    }
}

/// Compile-time string equality (for `typed_op!`'s checks); a raw
/// identifier's `r#` prefix in `b` is ignored (`r#in` names `in`).
pub const fn str_eq(a: &str, b: &str) -> bool {
    let a = a.as_bytes();
    let b = match b.as_bytes() {
        [b'r', b'#', rest @ ..] => rest,
        all => all,
    };
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Compile-time check that `names` with `arities` are exactly `groups`.
pub const fn groups_match(
    groups: &[crate::spec::ValueSpec],
    names: &[&str],
    arities: &[Arity],
) -> bool {
    if groups.len() != names.len() {
        return false;
    }
    let mut i = 0;
    while i < groups.len() {
        if !str_eq(groups[i].name, names[i]) {
            return false;
        }
        let same = matches!(
            (groups[i].arity, arities[i]),
            (Arity::Single, Arity::Single)
                | (Arity::Optional, Arity::Optional)
                | (Arity::Variadic, Arity::Variadic)
        );
        if !same {
            return false;
        }
        i += 1;
    }
    true
}

/// Compile-time check that `names` are `spec`'s successors, in order.
pub const fn successors_match(spec: &OpSpec, names: &[&str], variadic: &[bool]) -> bool {
    if spec.successors.len() != names.len() {
        return false;
    }
    let mut i = 0;
    while i < names.len() {
        if !str_eq(spec.successors[i].name, names[i]) || spec.successors[i].variadic != variadic[i]
        {
            return false;
        }
        i += 1;
    }
    true
}

/// Compile-time check that every name in `names` is an attribute of `spec`.
pub const fn attrs_exist(spec: &OpSpec, names: &[&str]) -> bool {
    let mut i = 0;
    while i < names.len() {
        let mut found = false;
        let mut j = 0;
        while j < spec.attrs.len() {
            if str_eq(spec.attrs[j].name, names[i]) {
                // `names` come from `stringify!`, like the accessors'.
                found = true;
            }
            j += 1;
        }
        if !found {
            return false;
        }
        i += 1;
    }
    true
}

/// Attribute `name` of `op` (inherent, else discardable), or its default.
pub fn attr_of(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    spec: &'static OpSpec,
    name: &str,
) -> Option<Attribute> {
    let i = spec.attrs.iter().position(|a| a.name == name)?;
    OpView::new(ctx, ir, op, spec).attr(i)
}

/// Why a typed builder could not build its op.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BuildError(pub String);

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BuildError {}

/// What a typed builder was given for a new op.
#[derive(Copy, Clone)]
pub struct OpParts<'a> {
    /// One slice per operand group of the spec.
    pub operands: &'a [&'a [Value]],
    /// Explicit result types; `None` infers them.
    pub result_types: Option<&'a [Type]>,
    /// Attributes by name: inherent ones become properties, others
    /// discardable.
    pub attrs: &'a [(&'a str, Attribute)],
    /// Successor blocks, all groups in order (for terminators).
    pub successors: &'a [rmlir_core::ir::BlockId],
}

/// The state for a new `spec` op from its parts. The op's dialect must be
/// loaded.
pub fn build_state(
    ctx: &Context,
    spec: &'static OpSpec,
    loc: Attribute,
    parts: OpParts<'_>,
    ir: &Ir,
) -> Result<OperationState, BuildError> {
    let OpParts {
        operands,
        result_types,
        attrs,
        successors,
    } = parts;
    let name = ctx.op_name(spec.name);
    let def = ctx
        .op_def(name)
        .ok_or_else(|| BuildError(format!("'{}' is not registered", spec.name)))?;
    if operands.len() != spec.operands.len() {
        return Err(BuildError(format!(
            "'{}' takes {} operand groups, {} given",
            spec.name,
            spec.operands.len(),
            operands.len()
        )));
    }
    for (g, vs) in spec.operands.iter().zip(operands) {
        let ok = match g.arity {
            Arity::Single => vs.len() == 1,
            Arity::Optional => vs.len() <= 1,
            Arity::Variadic => true,
        };
        if !ok {
            return Err(BuildError(format!(
                "'{}' operand group '{}' takes {:?}, {} values given",
                spec.name,
                g.name,
                g.arity,
                vs.len()
            )));
        }
    }
    // The name is interned once, above.
    let mut st = OperationState::with_name(ctx, name, loc);
    for vs in operands {
        st.operands.extend_from_slice(vs);
    }
    st.successors.extend_from_slice(successors);
    // Properties: the defaults, then the given inherent attributes.
    let mut props: Vec<NamedAttr> = def
        .default_properties
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    let mut discardable = Vec::new();
    for &(name, value) in attrs {
        let entry = NamedAttr {
            name: ctx.string_attr(name),
            value,
        };
        if def.inherent_attrs.contains(&name) {
            props.retain(|e| ctx.str_value(e.name) != name.as_bytes());
            props.push(entry);
        } else {
            discardable.push(entry);
        }
    }
    if spec.has_check(TraitCheck::OperandSegments) {
        let sizes: Vec<i32> = operands.iter().map(|v| v.len() as i32).collect();
        props.retain(|e| ctx.str_value(e.name) != b"operandSegmentSizes");
        props.push(NamedAttr {
            name: ctx.string_attr("operandSegmentSizes"),
            value: crate::constraints::i32_array(ctx, &sizes),
        });
    }
    if def.uses_properties() {
        st.properties = Some(ctx.dict_attr(props));
    }
    st.attrs = ctx.dict_attr(discardable);
    st.result_types = match result_types {
        Some(t) => t.iter().copied().collect(),
        None => infer_result_types(ctx, spec, operands, attrs, ir)?,
    };
    Ok(st)
}

/// Result types `spec` determines from the operands (see the module doc).
fn infer_result_types(
    ctx: &Context,
    spec: &'static OpSpec,
    operands: &[&[Value]],
    attrs: &[(&str, Attribute)],
    ir: &Ir,
) -> Result<SmallVec<[Type; 2]>, BuildError> {
    let compiled = ctx
        .op_def(ctx.op_name(spec.name))
        .and_then(|d| d.spec)
        .and_then(|s| s.downcast_ref::<CompiledOp>());
    let n_ops = spec.operands.len();
    let operand_type = |slot: usize| -> Option<Type> {
        operands
            .get(slot)
            .and_then(|vs| vs.first())
            .map(|&v| ir.value_type(v))
    };
    let mut out = SmallVec::new();
    let mut all_single = true;
    for (i, r) in spec.results.iter().enumerate() {
        if r.arity != Arity::Single {
            all_single = false;
            break;
        }
        let slot = n_ops + i;
        let mut ty = None;
        if let Some(c) = compiled {
            let plan = &c.type_plan;
            for g in plan.groups.iter().filter(|g| g.contains(&slot)) {
                ty = ty.or_else(|| {
                    g.iter()
                        .filter(|&&s| s < n_ops)
                        .find_map(|&s| operand_type(s))
                });
            }
            for d in plan
                .derived
                .iter()
                .filter(|d| d.to == slot && d.from < n_ops)
            {
                ty = ty.or_else(|| operand_type(d.from).map(|t| (d.f)(ctx, t)));
            }
        }
        ty = ty.or_else(|| r.constraint.buildable.map(|b| b(ctx)));
        match ty {
            Some(t) => out.push(t),
            None => {
                all_single = false;
                break;
            }
        }
    }
    if all_single {
        return Ok(out);
    }
    if let Some(infer) = spec.infer {
        let types: Vec<Type> = operands
            .iter()
            .flat_map(|vs| vs.iter().map(|&v| ir.value_type(v)))
            .collect();
        let named: Vec<NamedAttr> = attrs
            .iter()
            .map(|&(n, v)| NamedAttr {
                name: ctx.string_attr(n),
                value: v,
            })
            .collect();
        return infer(ctx, &types, &named)
            .map(SmallVec::from_vec)
            .map_err(BuildError);
    }
    Err(BuildError(format!(
        "cannot infer the result types of '{}': give them explicitly",
        spec.name
    )))
}

/// Declares a typed handle for an ODS op. See the module doc.
///
/// ```ignore
/// typed_op! {
///     /// `arith.addi`.
///     pub struct AddIOp = ADDI;
///     operands { lhs, rhs }
///     results { result }
///     attrs { overflowFlags => overflow_flags, set_overflow_flags }
/// }
/// ```
///
/// Operands and results are written `name` (one value), `name: ?`
/// (optional) or `name: *` (variadic); the accessors return `Value`, `Option<Value>` and
/// `Vec<Value>`. `build` takes one argument per operand group (`Value`,
/// `Option<Value>`, `&[Value]`), then one per successor (`BlockId`, or
/// `&[BlockId]` for `name: *`) when the op declares a `successors { .. }`
/// section, and infers the result types.
#[macro_export]
macro_rules! typed_op {
    (
        $(#[$m:meta])*
        $vis:vis struct $Ty:ident = $spec:path;
        operands { $($on:ident $(: $om:tt)?),* $(,)? }
        results { $($rn:ident $(: $rm:tt)?),* $(,)? }
        attrs { $($an:ident => $get:ident, $set:ident),* $(,)? }
        $(successors { $($sn:ident $(: $sm:tt)?),* $(,)? })?
    ) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        $vis struct $Ty(pub $crate::__rt::OpId);

        const _: () = {
            assert!(
                $crate::typed::groups_match(
                    $spec.operands,
                    &[$(stringify!($on)),*],
                    &[$($crate::typed_op!(@arity $($om)?)),*],
                ),
                concat!("typed_op!(", stringify!($Ty), "): operands differ from the spec")
            );
            assert!(
                $crate::typed::groups_match(
                    $spec.results,
                    &[$(stringify!($rn)),*],
                    &[$($crate::typed_op!(@arity $($rm)?)),*],
                ),
                concat!("typed_op!(", stringify!($Ty), "): results differ from the spec")
            );
            assert!(
                $crate::typed::attrs_exist(&$spec, &[$(stringify!($an)),*]),
                concat!("typed_op!(", stringify!($Ty), "): an attribute is not in the spec")
            );
            assert!(
                $crate::typed::successors_match(
                    &$spec,
                    &[$($(stringify!($sn)),*)?],
                    &[$($($crate::typed_op!(@isvar $($sm)?)),*)?],
                ),
                concat!("typed_op!(", stringify!($Ty), "): successors differ from the spec")
            );
        };

        impl $crate::typed::TypedOp for $Ty {
            const SPEC: &'static $crate::spec::OpSpec = &$spec;
            fn from_op_unchecked(op: $crate::__rt::OpId) -> Self {
                $Ty(op)
            }
            fn op(self) -> $crate::__rt::OpId {
                self.0
            }
        }

        #[allow(non_snake_case, dead_code)]
        impl $Ty {
            $crate::typed_op!(@operands 0usize; $($on $($om)?),*);
            $crate::typed_op!(@results 0usize; $($rn $($rm)?),*);
            $(
                #[doc = concat!("Attribute `", stringify!($an), "` (its default when absent).")]
                pub fn $get(self, ctx: &$crate::__rt::Context, ir: &$crate::__rt::Ir) -> Option<$crate::__rt::Attribute> {
                    $crate::typed::attr_of(ctx, ir, self.0, &$spec, stringify!($an))
                }
                #[doc = concat!("Sets attribute `", stringify!($an), "`.")]
                pub fn $set(self, ctx: &$crate::__rt::Context, ir: &mut $crate::__rt::Ir, value: $crate::__rt::Attribute) {
                    ir.set_attr(ctx, self.0, stringify!($an), value);
                }
            )*

            /// Creates the op at the rewriter's insertion point, inferring
            /// its result types; `attrs` are extra attributes by name.
            #[allow(clippy::too_many_arguments)]
            pub fn build(
                rw: &mut $crate::__rt::Rewriter<'_>,
                loc: $crate::__rt::Attribute,
                $($on: $crate::typed_op!(@argty $($om)?),)*
                $($($sn: $crate::typed_op!(@succty $($sm)?),)*)?
                attrs: &[(&str, $crate::__rt::Attribute)],
            ) -> Result<Self, $crate::typed::BuildError> {
                $crate::typed_op!(@create rw, $spec, loc, None, [$($on $(: $om)?),*], [$($($sn $(: $sm)?),*)?], attrs).map($Ty)
            }

            /// Like `build`, with explicit result types.
            #[allow(clippy::too_many_arguments)]
            pub fn build_with_types(
                rw: &mut $crate::__rt::Rewriter<'_>,
                loc: $crate::__rt::Attribute,
                result_types: &[$crate::__rt::Type],
                $($on: $crate::typed_op!(@argty $($om)?),)*
                $($($sn: $crate::typed_op!(@succty $($sm)?),)*)?
                attrs: &[(&str, $crate::__rt::Attribute)],
            ) -> Result<Self, $crate::typed::BuildError> {
                $crate::typed_op!(@create rw, $spec, loc, Some(result_types), [$($on $(: $om)?),*], [$($($sn $(: $sm)?),*)?], attrs).map($Ty)
            }
        }
    };

    (@create $rw:ident, $spec:path, $loc:ident, $types:expr, [$($on:ident $(: $om:tt)?),*], [$($sn:ident $(: $sm:tt)?),*], $attrs:ident) => {{
        let groups: &[&[$crate::__rt::Value]] = &[$($crate::typed_op!(@arg $on $($om)?)),*];
        #[allow(unused_mut)]
        let mut succs: Vec<$crate::__rt::BlockId> = Vec::new();
        $($crate::typed_op!(@pushsucc succs $sn $($sm)?);)*
        let parts = $crate::typed::OpParts {
            operands: groups,
            result_types: $types,
            attrs: $attrs,
            successors: &succs,
        };
        $crate::typed::build_state($rw.ctx, &$spec, $loc, parts, $rw.ir).map(|st| $rw.create(st))
    }};

    (@isvar) => { false };
    (@isvar *) => { true };
    (@succty) => { $crate::__rt::BlockId };
    (@succty *) => { &[$crate::__rt::BlockId] };
    (@pushsucc $v:ident $n:ident) => { $v.push($n) };
    (@pushsucc $v:ident $n:ident *) => { $v.extend_from_slice($n) };

    (@arity) => { $crate::spec::Arity::Single };
    (@arity ?) => { $crate::spec::Arity::Optional };
    (@arity *) => { $crate::spec::Arity::Variadic };

    (@argty) => { $crate::__rt::Value };
    (@argty ?) => { Option<$crate::__rt::Value> };
    (@argty *) => { &[$crate::__rt::Value] };

    (@arg $n:ident) => { std::slice::from_ref(&$n) };
    (@arg $n:ident ?) => { $n.as_slice() };
    (@arg $n:ident *) => { $n };

    (@operands $i:expr;) => {};
    (@operands $i:expr; $n:ident $(, $($rest:tt)*)?) => {
        #[doc = concat!("Operand `", stringify!($n), "`.")]
        pub fn $n(self, ctx: &$crate::__rt::Context, ir: &$crate::__rt::Ir) -> $crate::__rt::Value {
            $crate::typed::TypedOp::view(self, ctx, ir).operand_group($i)[0]
        }
        $crate::typed_op!(@operands $i + 1usize; $($($rest)*)?);
    };
    (@operands $i:expr; $n:ident ? $(, $($rest:tt)*)?) => {
        #[doc = concat!("Optional operand `", stringify!($n), "`.")]
        pub fn $n(self, ctx: &$crate::__rt::Context, ir: &$crate::__rt::Ir) -> Option<$crate::__rt::Value> {
            $crate::typed::TypedOp::view(self, ctx, ir).operand_group($i).first().copied()
        }
        $crate::typed_op!(@operands $i + 1usize; $($($rest)*)?);
    };
    (@operands $i:expr; $n:ident * $(, $($rest:tt)*)?) => {
        #[doc = concat!("Variadic operand group `", stringify!($n), "`.")]
        pub fn $n(self, ctx: &$crate::__rt::Context, ir: &$crate::__rt::Ir) -> Vec<$crate::__rt::Value> {
            $crate::typed::TypedOp::view(self, ctx, ir).operand_group($i).to_vec()
        }
        $crate::typed_op!(@operands $i + 1usize; $($($rest)*)?);
    };

    (@results $i:expr;) => {};
    (@results $i:expr; $n:ident $(, $($rest:tt)*)?) => {
        #[doc = concat!("Result `", stringify!($n), "`.")]
        pub fn $n(self, ctx: &$crate::__rt::Context, ir: &$crate::__rt::Ir) -> $crate::__rt::Value {
            $crate::typed::TypedOp::view(self, ctx, ir).result_group($i)[0]
        }
        $crate::typed_op!(@results $i + 1usize; $($($rest)*)?);
    };
    (@results $i:expr; $n:ident ? $(, $($rest:tt)*)?) => {
        #[doc = concat!("Optional result `", stringify!($n), "`.")]
        pub fn $n(self, ctx: &$crate::__rt::Context, ir: &$crate::__rt::Ir) -> Option<$crate::__rt::Value> {
            $crate::typed::TypedOp::view(self, ctx, ir).result_group($i).first().copied()
        }
        $crate::typed_op!(@results $i + 1usize; $($($rest)*)?);
    };
    (@results $i:expr; $n:ident * $(, $($rest:tt)*)?) => {
        #[doc = concat!("Variadic result group `", stringify!($n), "`.")]
        pub fn $n(self, ctx: &$crate::__rt::Context, ir: &$crate::__rt::Ir) -> Vec<$crate::__rt::Value> {
            $crate::typed::TypedOp::view(self, ctx, ir).result_group($i)
        }
        $crate::typed_op!(@results $i + 1usize; $($($rest)*)?);
    };
}
