//! Builtin attributes (locations included: in MLIR a location is an attribute).
//!
//! An [`Attribute`] is a `Copy` index into the context's attribute uniquer.
//! Aggregates (arrays, dictionaries, symbol references) hold handles to their
//! elements, so building a large nested attribute never deep-copies.

use crate::apint::ApInt;
use crate::types::{DialectValue, Type};
use rmlir_affine::{AffineMap, IntegerSet};
use std::fmt;

#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    pub fn index(self) -> u32 {
        self.0
    }
}

impl fmt::Debug for Attribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Attr({})", self.0)
    }
}

/// A named attribute: `name` is always a string attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttr {
    pub name: Attribute,
    pub value: Attribute,
}

/// The raw contents of a dense int/float elements attribute.
///
/// Elements are stored in MLIR's own raw layout (little endian, each element
/// padded to a whole number of bytes, i1 as one byte per element), so the hex
/// form `dense<"0x...">` maps straight onto it. `splat` means `raw` holds a
/// single element standing for all of them.
#[derive(PartialEq, Eq, Hash, Debug)]
pub struct DenseData {
    pub raw: Box<[u8]>,
    pub splat: bool,
}

#[derive(PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    Unit,
    /// Also MLIR's BoolAttr when `ty` is `i1`.
    Integer {
        ty: Type,
        value: ApInt,
    },
    /// Holds APFloat's unpacked state rather than a bit pattern: MLIR keeps
    /// (and prints) values with no faithful bits, such as `-1.0 : f8E8M0FNU`
    /// or an infinity rounded into a finite-only format. `value.to_bits()` is
    /// what dense storage and folders see.
    Float {
        ty: Type,
        value: rmlir_float::ApFloat,
    },
    /// `ty` is `none` unless the attribute was written with `: type`.
    String {
        value: Box<[u8]>,
        ty: Type,
    },
    Type(Type),
    Array(Box<[Attribute]>),
    /// Sorted by name, names unique.
    Dictionary(Box<[NamedAttr]>),
    /// `@root::@a::@b`; each nested element is itself a flat symbol reference.
    SymbolRef {
        root: Attribute,
        nested: Box<[Attribute]>,
    },
    AffineMap(AffineMap),
    IntegerSet(IntegerSet),
    DenseIntOrFloat {
        ty: Type,
        data: DenseData,
    },
    DenseString {
        ty: Type,
        values: Box<[Box<[u8]>]>,
        splat: bool,
    },
    DenseResource {
        ty: Type,
        handle: Box<str>,
    },
    Sparse {
        ty: Type,
        indices: Attribute,
        values: Attribute,
    },
    /// `array<i64: 1, 2>`: `raw` is the little-endian element storage.
    DenseArray {
        element: Type,
        len: u32,
        raw: Box<[u8]>,
    },
    /// `strided<[s0, s1], offset: o>`; dynamic entries are `types::DYNAMIC`.
    Strided {
        offset: i64,
        strides: Box<[i64]>,
    },
    Distinct {
        id: u64,
        referenced: Attribute,
    },
    /// An attribute of an unloaded dialect, kept as its text.
    Opaque {
        dialect: Box<str>,
        data: Box<str>,
        ty: Type,
    },
    Dialect(DialectValue),

    UnknownLoc,
    /// `"file":l:c`, also `to l2:c2` ranges; a plain FileLineColLoc has the end equal to the start.
    FileLineColRange {
        file: Attribute,
        start_line: u32,
        start_col: u32,
        end_line: u32,
        end_col: u32,
        form: RangeForm,
    },
    NameLoc {
        name: Attribute,
        child: Attribute,
    },
    CallSiteLoc {
        callee: Attribute,
        caller: Attribute,
    },
    FusedLoc {
        locs: Box<[Attribute]>,
        metadata: Option<Attribute>,
    },
}

/// How much of a file range was written; printing follows it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RangeForm {
    Line,
    LineCol,
    ColRange,
    LineColRange,
}

impl AttrKind {
    pub fn is_location(&self) -> bool {
        matches!(
            self,
            AttrKind::UnknownLoc
                | AttrKind::FileLineColRange { .. }
                | AttrKind::NameLoc { .. }
                | AttrKind::CallSiteLoc { .. }
                | AttrKind::FusedLoc { .. }
        )
    }
}
