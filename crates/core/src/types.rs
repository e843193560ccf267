//! Builtin types and the storage of dialect types.
//!
//! A [`Type`] is a `Copy` index into the context's type uniquer: two types are
//! equal exactly when their handles are. The variants of [`TypeKind`] are the
//! builtin types of MLIR; dialects define their own through
//! [`TypeKind::Dialect`] (a parameter blob behind a trait object, hashed and
//! compared for uniquing) or, when unregistered, [`TypeKind::Opaque`].

use crate::Attribute;
pub use rmlir_float::FloatFormat;
use std::any::Any;
use std::fmt;
use std::hash::{Hash, Hasher};

/// A uniqued type (MLIR's `Type`): a `Copy` handle into the context's type
/// table. Two handles from one context are equal exactly when the types are;
/// [`Context::type_kind`](crate::Context::type_kind) gives the contents.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

impl Type {
    /// The type's slot in its context's table: stable for the context's
    /// lifetime, usable as a dense key.
    pub fn index(self) -> u32 {
        self.0
    }
}

impl fmt::Debug for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Type({})", self.0)
    }
}

/// The signedness semantics of an integer type (MLIR's
/// `IntegerType::SignednessSemantics`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`: no sign; ops decide how to read the bits.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// A dimension size of a shaped type: `DYNAMIC` stands for `?`.
pub const DYNAMIC: i64 = i64::MIN;

/// Parameters of a type (or attribute) defined by a dialect. The uniquer needs
/// hashing and equality across trait objects, so they are expressed through
/// `Any` downcasts.
pub trait DialectStorage: Send + Sync + 'static {
    /// The namespace of the dialect defining the type or attribute.
    fn dialect(&self) -> &str;
    /// Its name within the dialect (the first word after `!dialect.`).
    fn mnemonic(&self) -> &str;
    /// The storage as `Any`, for downcasting to the dialect's concrete type.
    fn as_any(&self) -> &dyn Any;
    /// Whether `other` holds equal parameters (false if it is another concrete
    /// type): the uniquer's equality.
    fn dyn_eq(&self, other: &dyn DialectStorage) -> bool;
    /// Hashes the parameters (consistent with `dyn_eq`): the uniquer's hash.
    fn dyn_hash(&self, state: &mut dyn Hasher);
    /// The text after `!dialect.` / `#dialect.` (mnemonic and parameters).
    fn print_body(&self, ctx: &crate::Context, out: &mut String);
}

/// A dialect type's or attribute's parameters, boxed; equality and hashing
/// go through [`DialectStorage`].
pub struct DialectValue(pub Box<dyn DialectStorage>);

impl PartialEq for DialectValue {
    fn eq(&self, other: &Self) -> bool {
        self.0.dialect() == other.0.dialect() && self.0.dyn_eq(&*other.0)
    }
}
impl Eq for DialectValue {}
impl Hash for DialectValue {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.dialect().hash(state);
        let mut h = rustc_hash::FxHasher::default();
        self.0.dyn_hash(&mut h);
        state.write_u64(h.finish());
    }
}
impl fmt::Debug for DialectValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0.dialect(), self.0.mnemonic())
    }
}

/// The contents of a type: one variant per builtin type (MLIR's
/// `BuiltinTypes`), plus dialect and unregistered types.
#[derive(PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN` (MLIR's `IntegerType`).
    Integer {
        /// The bit width.
        width: u32,
        /// Whether it is `i`, `si` or `ui`.
        signedness: Signedness,
    },
    /// `index` (MLIR's `IndexType`), 64 bits wide in folding.
    Index,
    /// A float type (`f32`, `bf16`, `f8E4M3FN`, ...).
    Float(FloatFormat),
    /// `none` (MLIR's `NoneType`).
    None,
    /// `complex<element>` (MLIR's `ComplexType`).
    Complex(Type),
    /// `(inputs) -> results` (MLIR's `FunctionType`).
    Function {
        /// The argument types.
        inputs: Box<[Type]>,
        /// The result types.
        results: Box<[Type]>,
    },
    /// `tuple<...>` (MLIR's `TupleType`).
    Tuple(Box<[Type]>),
    /// `scalable[i]` marks a `[n]` dimension.
    Vector {
        /// The dimension sizes, all static.
        shape: Box<[i64]>,
        /// Per dimension, whether it is scalable (written `[n]`).
        scalable: Box<[bool]>,
        /// The element type.
        element: Type,
    },
    /// `tensor<...xT>` (MLIR's `RankedTensorType`).
    RankedTensor {
        /// The dimension sizes; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// The element type.
        element: Type,
        /// The encoding attribute, `None` if there is none.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xT>` (MLIR's `UnrankedTensorType`).
    UnrankedTensor {
        /// The element type.
        element: Type,
    },
    /// `layout` is `None` for the identity layout (MLIR drops identity maps).
    MemRef {
        /// The dimension sizes; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// The element type.
        element: Type,
        /// The layout attribute (an affine map or `strided<...>`).
        layout: Option<Attribute>,
        /// The memory space, `None` for the default one.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xT>` (MLIR's `UnrankedMemRefType`).
    UnrankedMemRef {
        /// The element type.
        element: Type,
        /// The memory space, `None` for the default one.
        memory_space: Option<Attribute>,
    },
    /// A type of a dialect that is not loaded: `!dialect.body` kept as text.
    Opaque {
        /// The dialect namespace.
        dialect: Box<str>,
        /// The text after `!dialect.`, as written.
        data: Box<str>,
    },
    /// A type of a loaded dialect, owned by the dialect's code.
    Dialect(DialectValue),
}

impl TypeKind {
    /// The dimension sizes of a ranked shaped type (vector, ranked tensor or
    /// memref), `None` for other types.
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// The element type of a shaped type (vector, tensor or memref, ranked or
    /// not), `None` for other types.
    pub fn element_type(&self) -> Option<Type> {
        match self {
            TypeKind::Vector { element, .. }
            | TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. } => Some(*element),
            _ => None,
        }
    }
}
