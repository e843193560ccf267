//! The raw storage of dense int/float elements attributes, in MLIR's layout:
//! little-endian, each element padded to whole bytes, except `i1`, which is
//! bit-packed (bit `i % 8` of byte `i / 8`). A splat stores one element.
//!
//! Matching MLIR's layout byte for byte is what makes the `dense<"0x...">`
//! hex form read and print identically.

use crate::apint::ApInt;
use crate::attrs::{AttrKind, DenseData};
use crate::builtin_types::num_elements;
use crate::context::Context;
use crate::types::{FloatFormat, Signedness, TypeKind};
use crate::{Attribute, Type};

/// The scalar type of a dense element, as the storage needs it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ScalarKind {
    /// `signedness` is `None` for index.
    Int {
        /// The bit width (64 for `index`).
        width: u32,
        /// The integer's signedness.
        signedness: Option<Signedness>,
    },
    /// A float type of this format.
    Float(FloatFormat),
}

/// The element type of a dense elements attribute: a scalar or a complex of
/// one (stored as two scalars, real part first).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ElementKind {
    /// An integer or index element.
    Int(ScalarKind),
    /// A float element.
    Float(ScalarKind),
    /// A `complex<iN>` element.
    ComplexInt(ScalarKind),
    /// A `complex<fN>` element.
    ComplexFloat(ScalarKind),
}

impl ElementKind {
    /// The scalar type, or a complex's part type.
    pub fn scalar(&self) -> ScalarKind {
        match *self {
            ElementKind::Int(s)
            | ElementKind::Float(s)
            | ElementKind::ComplexInt(s)
            | ElementKind::ComplexFloat(s) => s,
        }
    }
    /// Whether elements are complex numbers.
    pub fn is_complex(&self) -> bool {
        matches!(
            self,
            ElementKind::ComplexInt(_) | ElementKind::ComplexFloat(_)
        )
    }
}

/// One scalar element value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// An integer (or index) value.
    Int(ApInt),
    /// A float's bit pattern, in the low bits.
    Float(u128),
}

fn scalar_kind(ctx: &Context, t: Type) -> Option<ScalarKind> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, signedness } => Some(ScalarKind::Int {
            width: *width,
            signedness: Some(*signedness),
        }),
        TypeKind::Index => Some(ScalarKind::Int {
            width: 64,
            signedness: None,
        }),
        TypeKind::Float(f) => Some(ScalarKind::Float(*f)),
        _ => None,
    }
}

/// How elements of type `elt` are stored, `None` for types stored as strings.
pub fn element_kind(ctx: &Context, elt: Type) -> Option<ElementKind> {
    if let TypeKind::Complex(inner) = ctx.type_kind(elt) {
        return match scalar_kind(ctx, *inner)? {
            s @ ScalarKind::Int { .. } => Some(ElementKind::ComplexInt(s)),
            s @ ScalarKind::Float(_) => Some(ElementKind::ComplexFloat(s)),
        };
    }
    match scalar_kind(ctx, elt)? {
        s @ ScalarKind::Int { .. } => Some(ElementKind::Int(s)),
        s @ ScalarKind::Float(_) => Some(ElementKind::Float(s)),
    }
}

fn scalar_bits(s: ScalarKind) -> u32 {
    match s {
        ScalarKind::Int { width, .. } => width,
        ScalarKind::Float(f) => f.bit_width(),
    }
}

/// Bytes one scalar takes (i1 is handled separately as bit-packed).
fn scalar_bytes(s: ScalarKind) -> usize {
    (scalar_bits(s) as usize).div_ceil(8)
}

fn is_packed_bool(kind: &ElementKind) -> bool {
    matches!(kind, ElementKind::Int(ScalarKind::Int { width: 1, .. }))
}

fn element_bytes(kind: &ElementKind) -> usize {
    let b = scalar_bytes(kind.scalar());
    if kind.is_complex() {
        2 * b
    } else {
        b
    }
}

fn push_scalar(out: &mut Vec<u8>, s: ScalarKind, v: &Scalar) {
    let n = scalar_bytes(s);
    match v {
        Scalar::Int(a) => out.extend_from_slice(&a.to_le_bytes(n)),
        Scalar::Float(bits) => out.extend_from_slice(&bits.to_le_bytes()[..n.min(16)]),
    }
}

/// Packs parsed scalars (two per element for complex types). A single
/// literal element stands for all `count` elements; a list whose elements
/// are all equal is stored as a splat too, as MLIR does.
pub fn pack(kind: &ElementKind, values: &[Scalar], single: bool, count: u64) -> DenseData {
    let per = if kind.is_complex() { 2 } else { 1 };
    let all_same = values.len() >= per && values.chunks(per).all(|c| c == &values[..per]);
    // Zero-width elements (i0) have no storage, so MLIR never finds them a
    // splat and prints every element.
    let zero_width = element_bytes(kind) == 0;
    let splat = !zero_width && (single || (all_same && count > 0));
    let elems: &[Scalar] = if zero_width {
        &[]
    } else if splat {
        &values[..per.min(values.len())]
    } else {
        values
    };
    let mut raw = Vec::new();
    if is_packed_bool(kind) && !splat {
        raw.resize(elems.len().div_ceil(8), 0);
        for (i, v) in elems.iter().enumerate() {
            if let Scalar::Int(a) = v {
                if !a.is_zero() {
                    raw[i / 8] |= 1 << (i % 8);
                }
            }
        }
    } else {
        for v in elems {
            push_scalar(&mut raw, kind.scalar(), v);
        }
    }
    DenseData {
        raw: raw.into(),
        splat,
    }
}

/// Validates hex data against `ty` (MLIR's `isValidRawBuffer`).
pub fn from_raw(ctx: &Context, ty: Type, bytes: Vec<u8>) -> Option<DenseData> {
    let elt = ctx.type_kind(ty).element_type()?;
    let kind = element_kind(ctx, elt)?;
    let count = num_elements(ctx, ty)? as usize;
    if is_packed_bool(&kind) {
        if bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xff) {
            return Some(DenseData {
                raw: vec![(bytes[0] != 0) as u8].into(),
                splat: true,
            });
        }
        if bytes.len() != count.div_ceil(8) {
            return None;
        }
        let bit = |i: usize| (bytes[i / 8] >> (i % 8)) & 1;
        if count > 0 && (0..count).all(|i| bit(i) == bit(0)) {
            return Some(DenseData {
                raw: vec![bit(0)].into(),
                splat: true,
            });
        }
        return Some(DenseData {
            raw: bytes.into(),
            splat: false,
        });
    }
    let eb = element_bytes(&kind);
    if eb == 0 {
        // Zero-width elements take no bytes: only empty data fits, and it is
        // not a splat.
        return bytes.is_empty().then(|| DenseData {
            raw: Box::new([]),
            splat: false,
        });
    }
    if bytes.len() == eb {
        return Some(DenseData {
            raw: bytes.into(),
            splat: true,
        });
    }
    if bytes.len() != eb * count {
        return None;
    }
    // Hex data whose elements are all equal is stored as a splat, as MLIR does.
    if count > 0 && bytes.chunks(eb).all(|c| c == &bytes[..eb]) {
        return Some(DenseData {
            raw: bytes[..eb].into(),
            splat: true,
        });
    }
    Some(DenseData {
        raw: bytes.into(),
        splat: false,
    })
}

/// Scalar `i` (of `2 * count` for complex types) of a dense attribute.
pub fn scalar_at(kind: &ElementKind, data: &DenseData, i: usize) -> Scalar {
    let s = kind.scalar();
    let per = if kind.is_complex() { 2 } else { 1 };
    let i = if data.splat { i % per } else { i };
    if is_packed_bool(kind) {
        let bit = if data.splat {
            data.raw[0] & 1
        } else {
            (data.raw[i / 8] >> (i % 8)) & 1
        };
        return Scalar::Int(ApInt::from_u64(1, bit as u64));
    }
    if let ElementKind::ComplexInt(ScalarKind::Int { width: 1, .. }) = kind {
        // MLIR writes complex<i1> parts a byte each but reads them back as
        // if bit-packed (part `i` is bit `i` of the buffer); mlir-opt prints
        // what that reading gives, so do the same.
        let bit = data.raw.get(i / 8).map_or(0, |b| (b >> (i % 8)) & 1);
        return Scalar::Int(ApInt::from_u64(1, bit as u64));
    }
    let n = scalar_bytes(s);
    let bytes = &data.raw[i * n..(i + 1) * n];
    match s {
        ScalarKind::Int { width, .. } => Scalar::Int(ApInt::from_le_bytes(width, bytes)),
        ScalarKind::Float(_) => {
            let mut b = [0u8; 16];
            b[..n].copy_from_slice(bytes);
            Scalar::Float(u128::from_le_bytes(b))
        }
    }
}

/// The raw bytes as MLIR stores them (a splat i1 as 0x00/0xFF is not
/// reached by the printer, which never prints splats in hex).
pub fn raw_bytes(data: &DenseData) -> &[u8] {
    &data.raw
}

/// Sign-extended integer elements of an integer dense attribute.
pub fn int_values(ctx: &Context, a: Attribute) -> Vec<i64> {
    let AttrKind::DenseIntOrFloat { ty, data } = ctx.attr_kind(a) else {
        return Vec::new();
    };
    let Some(elt) = ctx.type_kind(*ty).element_type() else {
        return Vec::new();
    };
    let Some(kind) = element_kind(ctx, elt) else {
        return Vec::new();
    };
    let count = num_elements(ctx, *ty).unwrap_or(0) as usize;
    (0..count)
        .map(|i| match scalar_at(&kind, data, i) {
            Scalar::Int(v) => v.sext_low_i64(),
            Scalar::Float(_) => 0,
        })
        .collect()
}
