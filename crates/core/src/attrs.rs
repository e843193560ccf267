//! Builtin attributes (locations included: in MLIR a location is an attribute).
//!
//! An [`Attribute`] is a `Copy` index into the context's attribute uniquer.
//! Aggregates (arrays, dictionaries, symbol references) hold handles to their
//! elements, so building a large nested attribute never deep-copies.

use crate::apint::ApInt;
use crate::types::{DialectValue, Type};
use rmlir_affine::{AffineMap, IntegerSet};
use std::fmt;

/// A uniqued attribute (MLIR's `Attribute`): a `Copy` handle into the
/// context's attribute table. Two handles from one context are equal exactly
/// when the attributes are; [`Context::attr_kind`](crate::Context::attr_kind)
/// gives the contents.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    /// The attribute's slot in its context's table: stable for the context's
    /// lifetime, usable as a dense key.
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
    /// The attribute's name.
    pub name: Attribute,
    /// The attribute's value.
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
    /// The elements' bytes, in MLIR's raw layout (see above).
    pub raw: Box<[u8]>,
    /// Whether `raw` holds one element standing for every element.
    pub splat: bool,
}

/// The contents of an attribute: one variant per builtin attribute kind
/// (locations included), plus [`AttrKind::Dialect`] for dialect attributes.
#[derive(PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`: present or absent, no value (MLIR's `UnitAttr`).
    Unit,
    /// Also MLIR's BoolAttr when `ty` is `i1`.
    Integer {
        /// The integer or index type.
        ty: Type,
        /// The value, as wide as `ty` (64 bits for `index`).
        value: ApInt,
    },
    /// Holds APFloat's unpacked state rather than a bit pattern: MLIR keeps
    /// (and prints) values with no faithful bits, such as `-1.0 : f8E8M0FNU`
    /// or an infinity rounded into a finite-only format. `value.to_bits()` is
    /// what dense storage and folders see.
    Float {
        /// The float type.
        ty: Type,
        /// The value, in `ty`'s semantics.
        value: rmlir_float::ApFloat,
    },
    /// `ty` is `none` unless the attribute was written with `: type`.
    String {
        /// The bytes, which need not be UTF-8 (MLIR strings may hold any byte, as `"\FF"`).
        value: Box<[u8]>,
        /// The type written after `:`, else `none`.
        ty: Type,
    },
    /// A type used as an attribute (MLIR's `TypeAttr`).
    Type(Type),
    /// `[a, b, ...]` (MLIR's `ArrayAttr`).
    Array(Box<[Attribute]>),
    /// Sorted by name, names unique.
    Dictionary(Box<[NamedAttr]>),
    /// `@root::@a::@b`; each nested element is itself a flat symbol reference.
    SymbolRef {
        /// The root symbol name, a string attribute.
        root: Attribute,
        /// The nested references, each a flat [`AttrKind::SymbolRef`].
        nested: Box<[Attribute]>,
    },
    /// `affine_map<...>` (MLIR's `AffineMapAttr`).
    AffineMap(AffineMap),
    /// `affine_set<...>` (MLIR's `IntegerSetAttr`).
    IntegerSet(IntegerSet),
    /// `dense<...>` of an int, index, float or complex element type (MLIR's
    /// `DenseIntOrFPElementsAttr`).
    DenseIntOrFloat {
        /// The shaped type (tensor or vector).
        ty: Type,
        /// The elements.
        data: DenseData,
    },
    /// `dense<...>` of strings (MLIR's `DenseStringElementsAttr`).
    DenseString {
        /// The shaped type (tensor or vector).
        ty: Type,
        /// The elements in row-major order (one if `splat`).
        values: Box<[Box<[u8]>]>,
        /// Whether the single element of `values` stands for all elements.
        splat: bool,
    },
    /// `dense_resource<handle>` (MLIR's `DenseResourceElementsAttr`): the data
    /// lives in the file's `dialect_resources` section under `handle`.
    DenseResource {
        /// The shaped type.
        ty: Type,
        /// The resource's key.
        handle: Box<str>,
    },
    /// `sparse<indices, values>` (MLIR's `SparseElementsAttr`).
    Sparse {
        /// The shaped type.
        ty: Type,
        /// The coordinates of the stored elements: a dense `i64` elements attribute.
        indices: Attribute,
        /// The stored elements: a dense elements attribute.
        values: Attribute,
    },
    /// `array<i64: 1, 2>`: `raw` is the little-endian element storage.
    DenseArray {
        /// The element type (an integer or float type).
        element: Type,
        /// The number of elements.
        len: u32,
        /// The elements, little endian, each as many bytes as its type needs.
        raw: Box<[u8]>,
    },
    /// `strided<[s0, s1], offset: o>`; dynamic entries are `types::DYNAMIC`.
    Strided {
        /// The offset; [`DYNAMIC`](crate::types::DYNAMIC) for `?`.
        offset: i64,
        /// The strides, outermost first; [`DYNAMIC`](crate::types::DYNAMIC) for `?`.
        strides: Box<[i64]>,
    },
    /// `distinct[n]<referenced>` (MLIR's `DistinctAttr`): never equal to another
    /// distinct attribute, even one with the same referenced attribute.
    Distinct {
        /// A number unique to this attribute within its context (not the `n` it
        /// prints with: the printer numbers them in order of appearance).
        id: u64,
        /// The wrapped attribute (`unit` for `distinct[n]<>`).
        referenced: Attribute,
    },
    /// An attribute of an unloaded dialect, kept as its text.
    Opaque {
        /// The dialect namespace.
        dialect: Box<str>,
        /// The text between `<` and `>` (or after the `.`), as written.
        data: Box<str>,
        /// The type written after `:`, else `none`.
        ty: Type,
    },
    /// An attribute of a loaded dialect, owned by the dialect's code.
    Dialect(DialectValue),

    /// `loc(unknown)` (MLIR's `UnknownLoc`).
    UnknownLoc,
    /// `"file":l:c`, also `to l2:c2` ranges; a plain FileLineColLoc has the end equal to the start.
    FileLineColRange {
        /// The file name, a string attribute.
        file: Attribute,
        /// The first line, from 1.
        start_line: u32,
        /// The first column, from 1 (0 when only a line was written).
        start_col: u32,
        /// The last line (equal to `start_line` if the range has one line).
        end_line: u32,
        /// The last column.
        end_col: u32,
        /// Which of the written forms this came from (see [`RangeForm`]).
        form: RangeForm,
    },
    /// `loc("name"(child))` (MLIR's `NameLoc`).
    NameLoc {
        /// The name, a string attribute.
        name: Attribute,
        /// The child location (`loc(unknown)` when none was written).
        child: Attribute,
    },
    /// `loc(callsite(callee at caller))` (MLIR's `CallSiteLoc`).
    CallSiteLoc {
        /// The location of the callee.
        callee: Attribute,
        /// The location of the call.
        caller: Attribute,
    },
    /// `loc(fused<metadata>[locs...])` (MLIR's `FusedLoc`).
    FusedLoc {
        /// The fused locations.
        locs: Box<[Attribute]>,
        /// The metadata attribute, `None` if there is none.
        metadata: Option<Attribute>,
    },
}

/// How much of a file range was written; printing follows it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RangeForm {
    /// `file:line`.
    Line,
    /// `file:line:col`.
    LineCol,
    /// `file:line:col to :end_col`, a range within one line.
    ColRange,
    /// `file:line:col to end_line:end_col`.
    LineColRange,
}

impl AttrKind {
    /// Whether this is a location attribute (MLIR's `LocationAttr`): the
    /// unknown, file, name, call-site and fused kinds.
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
