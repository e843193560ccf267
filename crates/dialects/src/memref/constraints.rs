//! Type and attribute constraints of the memref ops, with the summaries
//! mlir-opt prints (`must be <summary>, but got ...`), and the
//! `AtomicRMWKind` enum.

use super::layout;
use rmlir_core::types::{Signedness, TypeKind, DYNAMIC};
use rmlir_core::{AttrKind, Attribute, Context, Type};
use rmlir_ods::constraints::is_enum_case;
use rmlir_ods::{AttrConstraint, AttrSyntax, EnumSpec, TypeConstraint};

fn is_memref(c: &Context, t: Type) -> bool {
    matches!(c.type_kind(t), TypeKind::MemRef { .. })
}

fn is_any_memref(c: &Context, t: Type) -> bool {
    matches!(
        c.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

fn rank(c: &Context, t: Type) -> Option<usize> {
    c.type_kind(t).shape().map(|s| s.len())
}

fn is_signless_int(c: &Context, t: Type) -> bool {
    matches!(
        c.type_kind(t),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

fn is_float(c: &Context, t: Type) -> bool {
    matches!(c.type_kind(t), TypeKind::Float(_))
}

fn elem(c: &Context, t: Type) -> Option<Type> {
    c.type_kind(t).element_type()
}

pub static ANY_MEMREF: TypeConstraint = TypeConstraint {
    summary: "memref of any type values",
    check: is_memref,
    buildable: None,
    class: Some(&rmlir_ods::constraints::MEMREF_CLASS),
};
pub static VARIADIC_ANY_MEMREF: TypeConstraint = TypeConstraint {
    summary: "variadic of memref of any type values",
    check: is_memref,
    buildable: None,
    class: None,
};
pub static ANY_RANKED_OR_UNRANKED: TypeConstraint = TypeConstraint {
    summary: "ranked or unranked memref of any type values",
    check: is_any_memref,
    buildable: None,
    class: None,
};
pub static NON0_RANKED_OR_UNRANKED: TypeConstraint = TypeConstraint {
    summary: "unranked.memref of any type values or non-0-ranked.memref of any type values",
    check: |c, t| match c.type_kind(t) {
        TypeKind::UnrankedMemRef { .. } => true,
        TypeKind::MemRef { shape, .. } => !shape.is_empty(),
        _ => false,
    },
    buildable: None,
    class: None,
};
pub static STRIDED_MEMREF: TypeConstraint = TypeConstraint {
    summary: "strided memref of any type values",
    check: |c, t| is_memref(c, t) && layout::is_strided(c, t),
    buildable: None,
    class: None,
};
pub static STRIDED_MEMREF_RANK0: TypeConstraint = TypeConstraint {
    summary: "strided memref of any type values of rank 0",
    check: |c, t| is_memref(c, t) && layout::is_strided(c, t) && rank(c, t) == Some(0),
    buildable: None,
    class: None,
};
pub static MEMREF_1D: TypeConstraint = TypeConstraint {
    summary: "1D memref of any type values",
    check: |c, t| is_memref(c, t) && rank(c, t) == Some(1),
    buildable: None,
    class: None,
};
pub static MEMREF_1D_I8: TypeConstraint = TypeConstraint {
    summary: "1D memref of 8-bit signless integer values",
    check: |c, t| {
        is_memref(c, t)
            && rank(c, t) == Some(1)
            && elem(c, t).is_some_and(|e| {
                matches!(
                    c.type_kind(e),
                    TypeKind::Integer {
                        width: 8,
                        signedness: Signedness::Signless
                    }
                )
            })
    },
    buildable: None,
    class: None,
};
pub static MEMREF_1D_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    summary: "1D memref of signless integer or index values",
    check: |c, t| {
        is_memref(c, t)
            && rank(c, t) == Some(1)
            && elem(c, t)
                .is_some_and(|e| is_signless_int(c, e) || matches!(c.type_kind(e), TypeKind::Index))
    },
    buildable: None,
    class: None,
};
pub static MEMREF_INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    summary: "memref of signless integer or floating-point values",
    check: |c, t| {
        is_memref(c, t) && elem(c, t).is_some_and(|e| is_signless_int(c, e) || is_float(c, e))
    },
    buildable: None,
    class: None,
};
pub static INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    summary: "signless integer or floating-point",
    check: |c, t| is_signless_int(c, t) || is_float(c, t),
    buildable: None,
    class: None,
};
pub static STATIC_MEMREF: TypeConstraint = TypeConstraint {
    summary: "statically shaped memref of any type values",
    check: |c, t| match c.type_kind(t) {
        TypeKind::MemRef { shape, .. } => shape.iter().all(|d| *d != DYNAMIC),
        _ => false,
    },
    buildable: None,
    class: None,
};
pub static VARIADIC_INDEX: TypeConstraint = TypeConstraint {
    summary: "variadic of index",
    check: |c, t| matches!(c.type_kind(t), TypeKind::Index),
    buildable: Some(|c| c.index_type()),
    class: None,
};
pub static VARIADIC_ANY: TypeConstraint = TypeConstraint {
    summary: "variadic of any type",
    check: |_, _| true,
    buildable: None,
    class: None,
};

// ---- attributes ----

fn int_value(c: &Context, a: Attribute, width: u32) -> Option<i64> {
    match c.attr_kind(a) {
        AttrKind::Integer { ty, value } if *ty == c.integer_type(width, Signedness::Signless) => {
            Some(value.sext_low_i64())
        }
        _ => None,
    }
}

pub fn is_bool_attr(c: &Context, a: Attribute) -> bool {
    int_value(c, a, 1).is_some()
}

/// The value of a `BoolAttr`.
pub fn bool_value(c: &Context, a: Option<Attribute>) -> bool {
    a.and_then(|a| int_value(c, a, 1)).is_some_and(|v| v != 0)
}

/// `ConfinedAttr<I64Attr, [IntPositive, IntPowerOf2]>`.
pub static ALIGNMENT: AttrConstraint = AttrConstraint {
    storage: Some(rmlir_ods::constraints::is_integer_attr),
    summary: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    check: |c, a| int_value(c, a, 64).is_some_and(|v| v > 0 && (v & (v - 1)) == 0),
    syntax: AttrSyntax::Typed(|c| c.i64_type()),
};
/// `ConfinedAttr<I32Attr, [IntPositive]>`.
pub static POSITIVE_I32: AttrConstraint = AttrConstraint {
    storage: Some(rmlir_ods::constraints::is_integer_attr),
    summary: "32-bit signless integer attribute whose value is positive",
    check: |c, a| int_value(c, a, 32).is_some_and(|v| v > 0),
    syntax: AttrSyntax::Typed(|c| c.i32_type()),
};
pub static BOOL_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "bool attribute",
    check: is_bool_attr,
    syntax: AttrSyntax::Generic,
};
pub static LOCALITY_HINT: AttrConstraint = AttrConstraint {
    storage: Some(rmlir_ods::constraints::is_integer_attr),
    summary: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    check: |c, a| int_value(c, a, 32).is_some_and(|v| (0..=3).contains(&v)),
    syntax: AttrSyntax::Typed(|c| c.i32_type()),
};
pub static INDEX_LIST_ARRAY: AttrConstraint = AttrConstraint {
    storage: Some(rmlir_ods::constraints::is_array_attr),
    summary: "Array of 64-bit integer array attributes",
    check: |c, a| match c.attr_kind(a) {
        AttrKind::Array(v) => v.iter().all(|x| match c.attr_kind(*x) {
            AttrKind::Array(w) => w.iter().all(|y| int_value(c, *y, 64).is_some()),
            _ => false,
        }),
        _ => false,
    },
    syntax: AttrSyntax::Generic,
};
pub static AFFINE_MAP_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "AffineMap attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::AffineMap(_)),
    syntax: AttrSyntax::Generic,
};
pub static MEMREF_TYPE_ATTR: AttrConstraint = AttrConstraint {
    storage: Some(rmlir_ods::constraints::is_type_attr),
    summary: "memref type attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Type(t) if is_memref(c, *t)),
    syntax: AttrSyntax::Generic,
};

/// `arith::AtomicRMWKind`, stored as an i64 `IntegerAttr`.
pub static ATOMIC_RMW_KIND: EnumSpec = EnumSpec {
    cases: &[
        ("addf", 0),
        ("addi", 1),
        ("andi", 2),
        ("assign", 3),
        ("maximumf", 4),
        ("maxnumf", 5),
        ("maxs", 6),
        ("maxu", 7),
        ("minimumf", 8),
        ("minnumf", 9),
        ("mins", 10),
        ("minu", 11),
        ("mulf", 12),
        ("muli", 13),
        ("ori", 14),
        ("xori", 15),
    ],
    width: 64,
};

pub static ATOMIC_RMW_KIND_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    check: |c, a| is_enum_case(c, &ATOMIC_RMW_KIND, a),
    syntax: AttrSyntax::Enum(&ATOMIC_RMW_KIND),
};

/// The values of an `array<i64: ...>` attribute.
pub fn i64_array_values(c: &Context, a: Option<Attribute>) -> Vec<i64> {
    match a.map(|a| c.attr_kind(a)) {
        Some(AttrKind::DenseArray { len, raw, .. }) => {
            let width = if *len == 0 {
                8
            } else {
                raw.len() / *len as usize
            };
            (0..*len as usize)
                .map(|i| {
                    let b = &raw[i * width..(i + 1) * width];
                    let mut buf = [0u8; 8];
                    buf[..width.min(8)].copy_from_slice(&b[..width.min(8)]);
                    i64::from_le_bytes(buf)
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

/// `array<i64: ...>`.
pub fn i64_array(c: &Context, v: &[i64]) -> Attribute {
    let raw: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    c.attr(AttrKind::DenseArray {
        element: c.i64_type(),
        len: v.len() as u32,
        raw: raw.into(),
    })
}

/// The groups of a reassociation attribute (`[[0, 1], [2]]`).
pub fn reassociation(c: &Context, a: Option<Attribute>) -> Vec<Vec<i64>> {
    match a.map(|a| c.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v
            .iter()
            .map(|g| match c.attr_kind(*g) {
                AttrKind::Array(w) => w.iter().filter_map(|y| int_value(c, *y, 64)).collect(),
                _ => Vec::new(),
            })
            .collect(),
        _ => Vec::new(),
    }
}
