//! Common type and attribute constraints (MLIR's `CommonTypeConstraints.td`
//! and `CommonAttrConstraints.td`), with the summaries ODS prints.

use crate::spec::{AttrConstraint, AttrSyntax, EnumSpec, TypeClass, TypeConstraint};
use rmlir_core::apint::ApInt;
use rmlir_core::types::{Signedness, TypeKind};
use rmlir_core::{AttrKind, Attribute, Context, Type};

fn element(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element } => *element,
        _ => t,
    }
}

fn is_vector_or_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// Whether `t` is a signless integer type (`i1`, `i32`, ...; not `si32`,
/// `ui32` or `index`).
pub fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}
/// Whether `t` is a signless integer type or `index`
/// (MLIR's `AnySignlessIntegerOrIndex`).
pub fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, t) || matches!(ctx.type_kind(t), TypeKind::Index)
}
/// Whether `t` is a floating-point type of any format (`f32`, `bf16`,
/// `f8E4M3FN`, ...).
pub fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}
/// Whether `t` is `i1`, the signless 1-bit integer (MLIR's `I1`).
pub fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

/// `X-like`: X itself, or a vector or tensor of X.
fn like(ctx: &Context, t: Type, scalar: fn(&Context, Type) -> bool) -> bool {
    scalar(ctx, t) || (is_vector_or_tensor(ctx, t) && scalar(ctx, element(ctx, t)))
}

// ---- type classes (ODS's `cppType`) ----

/// `MemRefType`: a ranked memref.
pub static MEMREF_CLASS: TypeClass = TypeClass {
    name: Some("builtin.memref"),
    is: |c, t| matches!(c.type_kind(t), TypeKind::MemRef { .. }),
};
/// `BaseMemRefType`: a ranked or unranked memref (abstract, so unnamed).
pub static BASE_MEMREF_CLASS: TypeClass = TypeClass {
    name: None,
    is: |c, t| {
        matches!(
            c.type_kind(t),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    },
};
/// `VectorType`.
pub static VECTOR_CLASS: TypeClass = TypeClass {
    name: Some("builtin.vector"),
    is: |c, t| matches!(c.type_kind(t), TypeKind::Vector { .. }),
};
/// `IndexType`.
pub static INDEX_CLASS: TypeClass = TypeClass {
    name: Some("builtin.index"),
    is: |c, t| matches!(c.type_kind(t), TypeKind::Index),
};
/// `IntegerType`: an integer of any width and signedness.
pub static INTEGER_CLASS: TypeClass = TypeClass {
    name: Some("builtin.integer"),
    is: |c, t| matches!(c.type_kind(t), TypeKind::Integer { .. }),
};
/// `FunctionType`.
pub static FUNCTION_CLASS: TypeClass = TypeClass {
    name: Some("builtin.function"),
    is: |c, t| matches!(c.type_kind(t), TypeKind::Function { .. }),
};

/// `AnyType`: every type.
pub static ANY_TYPE: TypeConstraint = TypeConstraint {
    summary: "any type",
    check: |_, _| true,
    buildable: None,
    class: None,
};
/// `AnyVectorOfAnyRank`: a vector of any shape, 0-d included.
pub static ANY_VECTOR_OF_ANY_RANK: TypeConstraint = TypeConstraint {
    summary: "vector of any type values",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Vector { .. }),
    buildable: None,
    class: Some(&VECTOR_CLASS),
};
/// `AnyVectorOfNonZeroRank`: a vector of rank 1 or more.
pub static ANY_VECTOR_OF_NON_ZERO_RANK: TypeConstraint = TypeConstraint {
    summary: "vector of any type values",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Vector { shape, .. } if !shape.is_empty()),
    buildable: None,
    class: Some(&VECTOR_CLASS),
};
/// `Index`: the `index` type (buildable, so formats may omit it).
pub static INDEX: TypeConstraint = TypeConstraint {
    summary: "index",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Index),
    buildable: Some(|c| c.index_type()),
    class: Some(&INDEX_CLASS),
};
/// `I1`: the `i1` type (buildable, so formats may omit it).
pub static I1: TypeConstraint = TypeConstraint {
    summary: "1-bit signless integer",
    check: is_i1,
    buildable: Some(|c| c.i1_type()),
    class: Some(&INTEGER_CLASS),
};
/// `SignlessIntegerLike`: a signless integer or `index`, or a vector or
/// tensor of them.
pub static SIGNLESS_INTEGER_LIKE: TypeConstraint = TypeConstraint {
    summary: "signless-integer-like",
    check: |c, t| like(c, t, is_signless_int_or_index),
    buildable: None,
    class: None,
};
/// `SignlessFixedWidthIntegerLike`: a signless integer (not `index`), or a
/// vector or tensor of them.
pub static SIGNLESS_FIXED_WIDTH_INTEGER_LIKE: TypeConstraint = TypeConstraint {
    summary: "signless-fixed-width-integer-like",
    check: |c, t| like(c, t, is_signless_int),
    buildable: None,
    class: None,
};
/// `FloatLike`: a float, or a vector or tensor of floats.
pub static FLOAT_LIKE: TypeConstraint = TypeConstraint {
    summary: "floating-point-like",
    check: |c, t| like(c, t, is_float),
    buildable: None,
    class: None,
};
/// `BoolLike`: `i1`, or a vector or tensor of `i1`.
pub static BOOL_LIKE: TypeConstraint = TypeConstraint {
    summary: "bool-like",
    check: |c, t| like(c, t, is_i1),
    buildable: None,
    class: None,
};
/// `SignlessIntegerOrFloatLike`: a signless integer, `index` or float, or a
/// vector or tensor of them.
pub static SIGNLESS_INTEGER_OR_FLOAT_LIKE: TypeConstraint = TypeConstraint {
    summary: "signless-integer-or-float-like",
    check: |c, t| {
        like(c, t, |c, t| {
            is_signless_int_or_index(c, t) || is_float(c, t)
        })
    },
    buildable: None,
    class: None,
};
/// `AnyIntegerOrIndex`: an integer of any signedness, or `index`.
pub static ANY_INTEGER_OR_INDEX: TypeConstraint = TypeConstraint {
    summary: "integer or index",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Integer { .. } | TypeKind::Index),
    buildable: None,
    class: None,
};
/// `FunctionType`: a builtin function type `(inputs) -> results`.
pub static FUNCTION_TYPE: TypeConstraint = TypeConstraint {
    summary: "function type",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Function { .. }),
    buildable: None,
    class: Some(&FUNCTION_CLASS),
};

// ---- attributes ----

/// Whether `a` is an `IntegerAttr` (also usable as the property storage
/// class, see [`AttrConstraint::storage`]).
pub fn is_integer_attr(c: &Context, a: Attribute) -> bool {
    matches!(c.attr_kind(a), AttrKind::Integer { .. })
}
/// Whether `a` is an `ArrayAttr` (also usable as a storage class).
pub fn is_array_attr(c: &Context, a: Attribute) -> bool {
    matches!(c.attr_kind(a), AttrKind::Array(_))
}
/// Whether `a` is a `TypeAttr` (also usable as a storage class).
pub fn is_type_attr(c: &Context, a: Attribute) -> bool {
    matches!(c.attr_kind(a), AttrKind::Type(_))
}

/// `AnyAttr`: every attribute, written generically.
pub static ANY_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "any attribute",
    check: |_, _| true,
    syntax: AttrSyntax::Generic,
};
/// `UnitAttr`: a flag, present or absent; formats spell it only through
/// the optional group it anchors.
pub static UNIT_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "unit attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Unit),
    syntax: AttrSyntax::Generic,
};
/// `StrAttr`: a string attribute.
pub static STR_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "string attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::String { .. }),
    // ODS's `valueType` of string attributes is `none`: a format reads
    // `$msg` as an attribute of that type, so `42` is not a string.
    syntax: AttrSyntax::Typed(|c| c.none_type()),
};
/// `SymbolNameAttr`: the op's symbol name, a string written `@name` in
/// formats.
pub static SYMBOL_NAME_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "string attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::String { .. }),
    syntax: AttrSyntax::SymbolName,
};
/// `FlatSymbolRefAttr`: a symbol reference without nested references
/// (`@f`, not `@m::@f`).
pub static FLAT_SYMBOL_REF_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "flat symbol reference attribute",
    check: is_flat_symbol_ref,
    // Formats read it as ODS does, typed `none` (a number is a literal of
    // the wrong type) and then as a `FlatSymbolRefAttr` (anything else, a
    // nested reference or a string, is the wrong kind of attribute).
    syntax: AttrSyntax::Custom {
        parse: |p| p.parse_symbol_ref(),
        print: |p, a| p.print_attr(a),
    },
};
/// Whether `a` is a symbol reference without nested references.
pub fn is_flat_symbol_ref(c: &Context, a: Attribute) -> bool {
    matches!(c.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
}
/// The attribute kinds implementing MLIR's `TypedAttr`.
fn is_typed_attr(c: &Context, a: Attribute) -> bool {
    matches!(
        c.attr_kind(a),
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::String { .. }
            | AttrKind::DenseIntOrFloat { .. }
            | AttrKind::DenseString { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
            | AttrKind::Opaque { .. }
    )
}
/// `TypedAttr`: an attribute that carries a type (integers, floats,
/// strings, elements attributes, ...).
pub static TYPED_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "TypedAttr instance",
    check: is_typed_attr,
    syntax: AttrSyntax::OfKind(is_typed_attr),
};
/// `I64Attr`: an `i64` `IntegerAttr`, written without its type.
pub static I64_ATTR: AttrConstraint = AttrConstraint {
    storage: Some(is_integer_attr),
    summary: "64-bit signless integer attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if *ty == c.i64_type()),
    syntax: AttrSyntax::Typed(|c| c.i64_type()),
};
/// `I32Attr`: an `i32` `IntegerAttr`, written without its type.
pub static I32_ATTR: AttrConstraint = AttrConstraint {
    storage: Some(is_integer_attr),
    summary: "32-bit signless integer attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if *ty == c.i32_type()),
    syntax: AttrSyntax::Typed(|c| c.i32_type()),
};
/// `DenseI64ArrayAttr`: `array<i64: ...>`, written generically.
pub static DENSE_I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "i64 dense array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::DenseArray { element, .. } if *element == c.i64_type()),
    syntax: AttrSyntax::Generic,
};
/// `ArrayAttr`: an array of any attributes.
pub static ARRAY_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Array(_)),
    syntax: AttrSyntax::Generic,
};
/// `TypeAttrOf<FunctionType>`: a `TypeAttr` holding a function type.
pub static FUNCTION_TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "type attribute of function type",
    storage: Some(is_type_attr),
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Type(t) if matches!(c.type_kind(*t), TypeKind::Function { .. })),
    syntax: AttrSyntax::Generic,
};
/// Whether `a` is an `i64` `IntegerAttr`.
pub fn is_i64_attr(c: &Context, a: Attribute) -> bool {
    matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if *ty == c.i64_type())
}
/// `I64ArrayAttr`: an array of `i64` integer attributes.
pub static I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    storage: Some(is_array_attr),
    summary: "64-bit integer array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Array(v) if v.iter().all(|x| is_i64_attr(c, *x))),
    syntax: AttrSyntax::Generic,
};
/// `DictArrayAttr`: an array of dictionaries.
pub static DICT_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "Array of dictionary attributes",
    storage: Some(is_array_attr),
    check: |c, a| match c.attr_kind(a) {
        AttrKind::Array(v) => v
            .iter()
            .all(|e| matches!(c.attr_kind(*e), AttrKind::Dictionary(_))),
        _ => false,
    },
    syntax: AttrSyntax::Generic,
};
/// `AnyIntElementsAttr` (stored as a `DenseIntElementsAttr`).
pub static INT_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    summary: "integer elements attribute",
    storage: None,
    check: |c, a| match c.attr_kind(a) {
        AttrKind::DenseIntOrFloat { ty, .. } => c
            .type_kind(*ty)
            .element_type()
            .is_some_and(|e| matches!(c.type_kind(e), TypeKind::Integer { .. } | TypeKind::Index)),
        _ => false,
    },
    syntax: AttrSyntax::Generic,
};
/// `TypeAttr`: any type, as an attribute.
pub static TYPE_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "any type attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Type(_)),
    syntax: AttrSyntax::Generic,
};

/// The stored form of an integer enum case: an `IntegerAttr` of the enum's
/// width holding `v`.
pub fn enum_attr(ctx: &Context, e: &EnumSpec, v: i64) -> Attribute {
    let ty = ctx.integer_type(e.width, Signedness::Signless);
    ctx.attr(AttrKind::Integer {
        ty,
        value: ApInt::from_i64(e.width, v),
    })
}

/// The case value of an integer enum attribute (sign-extended); `None` when
/// `a` is not an integer attribute. The value is not checked against any
/// enum's cases (see [`is_enum_case`]).
pub fn enum_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.sext_low_i64()),
        _ => None,
    }
}

/// Whether `a` is an integer attribute of the enum's width holding one of its cases.
pub fn is_enum_case(ctx: &Context, e: &EnumSpec, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } => {
            *ty == ctx.integer_type(e.width, Signedness::Signless)
                && e.cases.iter().any(|(_, v)| *v == value.sext_low_i64())
        }
        _ => false,
    }
}

/// The `array<i32: ...>` attribute holding `v` (MLIR's `DenseI32ArrayAttr`,
/// e.g. for segment sizes).
pub fn i32_array(ctx: &Context, v: &[i32]) -> Attribute {
    let raw: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    ctx.attr(AttrKind::DenseArray {
        element: ctx.i32_type(),
        len: v.len() as u32,
        raw: raw.into(),
    })
}

/// `DenseI32ArrayAttr` written without its prefix in formats (`[1, 2]`
/// rather than `array<i32: 1, 2>`).
pub static DENSE_I32_ARRAY_STRIPPED: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "i32 dense array attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::DenseArray { element, .. } if *element == c.i32_type()),
    syntax: AttrSyntax::StrippedDenseArray(|c| c.i32_type()),
};
