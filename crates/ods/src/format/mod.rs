//! Declarative assembly formats: the same strings as MLIR's ODS
//! (`$lhs `,` $rhs attr-dict `:` type($result)`), compiled once per op at
//! registration into a small program ([`Elem`]s) that both the parser and
//! the printer interpret. Compilation checks the string against the op
//! definition, so a bad format is reported when the dialect is built, not
//! when some input happens to use it.

mod compile;
mod parse;
mod print;

pub use compile::compile;
pub use parse::parse_op;
pub use print::print_op;

use rmlir_core::asm::parser::UnresolvedOperand;
use rmlir_core::ir::Value;
use rmlir_core::{Attribute, Type};

/// A reference to the type(s) of an operand or result group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeRef {
    Operand(usize),
    Result(usize),
    AllOperands,
    AllResults,
}

/// One element of a compiled format.
#[derive(Clone, Debug)]
pub enum Elem {
    /// A keyword or punctuation.
    Literal(&'static str),
    /// `` ` ` `` (space) or ``` `` ``` (no space).
    Space(bool),
    Newline,
    Operand(usize),
    AllOperands,
    Attr(usize),
    Region(usize),
    AllRegions,
    Successor(usize),
    AllSuccessors,
    Type(TypeRef),
    /// `qualified(type($x))`: printed with its dialect prefix.
    QualifiedType(TypeRef),
    QualifiedAttr(usize),
    FunctionalType(TypeRef, TypeRef),
    AttrDict {
        keyword: bool,
    },
    PropDict,
    Custom {
        directive: usize,
        args: Vec<CustomArg>,
    },
    /// `( ... )?` with the anchor's index in `then`, and an optional
    /// `: ( ... )` else branch.
    Optional {
        then: Vec<Elem>,
        anchor: usize,
        otherwise: Vec<Elem>,
    },
}

/// An argument of a `custom<...>` directive.
#[derive(Clone, Debug)]
pub enum CustomArg {
    Operand(usize),
    Attr(usize),
    Type(TypeRef),
    /// `ref(...)`: read-only access to something parsed earlier.
    Ref(Box<CustomArg>),
}

/// What a custom directive's parser fills in, one slot per argument.
pub struct CustomArgs {
    pub slots: Vec<CustomSlot>,
}

pub enum CustomSlot {
    Operands(Vec<UnresolvedOperand>),
    Attr(Option<Attribute>),
    Types(Vec<Type>),
}

/// What a custom directive's printer receives, one per argument.
pub struct CustomPrintArgs {
    pub slots: Vec<CustomPrintSlot>,
}

pub enum CustomPrintSlot {
    Operands(Vec<Value>),
    Attr(Option<Attribute>),
    Types(Vec<Type>),
}

/// Whether attribute `i` of the op is a `UnitAttr`, which a format spells
/// only through the literals of the optional group it anchors.
fn is_unit_attr(c: &crate::register::CompiledOp, i: usize) -> bool {
    std::ptr::eq(c.spec.attrs[i].constraint, &crate::constraints::UNIT_ATTR)
}
