//! Declarative assembly formats: the same strings as MLIR's ODS
//! (`$lhs `,` $rhs attr-dict `:` type($result)`), compiled once per op at
//! registration into a small program (a list of format elements) that both
//! the parser and the printer interpret. Compilation checks the string
//! against the op definition, so a bad format is reported when the dialect
//! is built, not when some input happens to use it.
//!
//! What is public here is what a `custom<Name>(...)` directive
//! ([`CustomDirective`](crate::CustomDirective)) exchanges with the
//! framework: [`CustomArgs`] when parsing, [`CustomPrintArgs`] when
//! printing.

mod compile;
mod parse;
mod print;

pub(crate) use compile::compile;
pub(crate) use parse::parse_op;
pub(crate) use print::print_op;

use rmlir_core::asm::parser::UnresolvedOperand;
use rmlir_core::ir::Value;
use rmlir_core::{Attribute, Type};

/// A reference to the type(s) of an operand or result group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TypeRef {
    /// `type($x)` for operand group `i`.
    Operand(usize),
    /// `type($x)` for result group `i`.
    Result(usize),
    /// `type(operands)`.
    AllOperands,
    /// `type(results)`.
    AllResults,
}

/// One element of a compiled format.
#[derive(Clone, Debug)]
pub(crate) enum Elem {
    /// A keyword or punctuation.
    Literal(&'static str),
    /// `` ` ` `` (space) or ``` `` ``` (no space).
    Space(bool),
    /// `\n`: a line break (printing only).
    Newline,
    /// `$x` for operand group `i`.
    Operand(usize),
    /// `operands`.
    AllOperands,
    /// `$x` for attribute `i` of `spec.attrs`.
    Attr(usize),
    /// `$x` for region `i`.
    Region(usize),
    /// `regions`.
    AllRegions,
    /// `$x` for successor `i`.
    Successor(usize),
    /// `successors`.
    AllSuccessors,
    /// `type(...)`.
    Type(TypeRef),
    /// `qualified(type($x))`: printed with its dialect prefix.
    QualifiedType(TypeRef),
    /// `qualified($x)` for attribute `i`: printed with its dialect prefix.
    QualifiedAttr(usize),
    /// `functional-type(inputs, results)`.
    FunctionalType(TypeRef, TypeRef),
    /// `attr-dict`, or `attr-dict-with-keyword` when `keyword`.
    AttrDict {
        /// Whether a non-empty dictionary is preceded by `attributes`.
        keyword: bool,
    },
    /// `prop-dict`: the properties as `<{...}>`.
    PropDict,
    /// `custom<Name>(args)`.
    Custom {
        /// Index into `spec.custom_directives`.
        directive: usize,
        /// The directive's arguments, in order.
        args: Vec<CustomArg>,
    },
    /// `( ... )?` with the anchor's index in `then`, and an optional
    /// `: ( ... )` else branch.
    Optional {
        /// The group's elements.
        then: Vec<Elem>,
        /// Index in `then` of the anchor, whose presence decides the group.
        anchor: usize,
        /// What is printed and parsed when the anchor is absent.
        otherwise: Vec<Elem>,
    },
}

/// An argument of a `custom<...>` directive.
#[derive(Clone, Debug)]
pub(crate) enum CustomArg {
    /// `$x` for operand group `i`.
    Operand(usize),
    /// `$x` for attribute `i`.
    Attr(usize),
    /// `type(...)`.
    Type(TypeRef),
    /// `ref(...)`: read-only access to something parsed earlier.
    Ref(Box<CustomArg>),
}

/// What a custom directive's parser fills in, one slot per argument.
pub struct CustomArgs {
    /// One slot per directive argument, in order, holding what was parsed
    /// so far for it; the parser replaces the contents of the slots it
    /// fills (changes to `ref(...)` arguments are ignored).
    pub slots: Vec<CustomSlot>,
}

/// One argument of a custom directive being parsed; the variant follows
/// the argument's kind.
pub enum CustomSlot {
    /// An operand group (`$x` naming operands), as unresolved references.
    Operands(Vec<UnresolvedOperand>),
    /// An attribute (`$x` naming an attribute); `None` when not parsed.
    Attr(Option<Attribute>),
    /// A `type(...)` argument: the group's types.
    Types(Vec<Type>),
}

/// What a custom directive's printer receives, one per argument.
pub struct CustomPrintArgs {
    /// One slot per directive argument, in order, taken from the op.
    pub slots: Vec<CustomPrintSlot>,
}

/// One argument of a custom directive being printed; the variant follows
/// the argument's kind.
pub enum CustomPrintSlot {
    /// An operand group's values.
    Operands(Vec<Value>),
    /// An attribute's value; `None` when the op does not have it.
    Attr(Option<Attribute>),
    /// A `type(...)` argument: the group's types.
    Types(Vec<Type>),
}

/// Whether attribute `i` of the op is a `UnitAttr`, which a format spells
/// only through the literals of the optional group it anchors.
fn is_unit_attr(c: &crate::register::CompiledOp, i: usize) -> bool {
    std::ptr::eq(c.spec.attrs[i].constraint, &crate::constraints::UNIT_ATTR)
}
