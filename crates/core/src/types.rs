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

#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

impl Type {
    pub fn index(self) -> u32 {
        self.0
    }
}

impl fmt::Debug for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Type({})", self.0)
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// A dimension size of a shaped type: `DYNAMIC` stands for `?`.
pub const DYNAMIC: i64 = i64::MIN;

/// Parameters of a type (or attribute) defined by a dialect. The uniquer needs
/// hashing and equality across trait objects, so they are expressed through
/// `Any` downcasts.
pub trait DialectStorage: Send + Sync + 'static {
    fn dialect(&self) -> &str;
    fn mnemonic(&self) -> &str;
    fn as_any(&self) -> &dyn Any;
    fn dyn_eq(&self, other: &dyn DialectStorage) -> bool;
    fn dyn_hash(&self, state: &mut dyn Hasher);
    /// The text after `!dialect.` / `#dialect.` (mnemonic and parameters).
    fn print_body(&self, ctx: &crate::Context, out: &mut String);
}

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

#[derive(PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatFormat),
    None,
    Complex(Type),
    Function {
        inputs: Box<[Type]>,
        results: Box<[Type]>,
    },
    Tuple(Box<[Type]>),
    /// `scalable[i]` marks a `[n]` dimension.
    Vector {
        shape: Box<[i64]>,
        scalable: Box<[bool]>,
        element: Type,
    },
    RankedTensor {
        shape: Box<[i64]>,
        element: Type,
        encoding: Option<Attribute>,
    },
    UnrankedTensor {
        element: Type,
    },
    /// `layout` is `None` for the identity layout (MLIR drops identity maps).
    MemRef {
        shape: Box<[i64]>,
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    UnrankedMemRef {
        element: Type,
        memory_space: Option<Attribute>,
    },
    /// A type of a dialect that is not loaded: `!dialect.body` kept as text.
    Opaque {
        dialect: Box<str>,
        data: Box<str>,
    },
    Dialect(DialectValue),
}

impl TypeKind {
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

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
