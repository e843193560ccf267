//! The data of an op definition: operands, results, attributes, regions,
//! successors, traits, type relations and the assembly format. Everything is
//! `const`-constructible, so a definition is a `static`.

use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::{Attribute, Context, Type};

/// How many values an operand/result definition stands for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

/// A predicate on types with the summary ODS prints in diagnostics
/// (`must be <summary>, but got '<type>'`).
pub struct TypeConstraint {
    pub summary: &'static str,
    pub check: fn(&Context, Type) -> bool,
    /// For constraints satisfied by exactly one type (`I1`, `Index`): that
    /// type, so formats need not spell it (ODS's buildable types).
    pub buildable: Option<fn(&Context) -> Type>,
}

/// How an attribute appears when written as `$name` in an assembly format.
#[derive(Copy, Clone)]
pub enum AttrSyntax {
    /// Any attribute, printed with its type.
    Generic,
    /// Any attribute of a storage class (MLIR's `parseAttribute<TypedAttr>`
    /// and the like): another kind is the op's "invalid kind of attribute
    /// specified" error at the attribute.
    OfKind(fn(&Context, Attribute) -> bool),
    /// An attribute of a known type, written without it (`42` for an
    /// `I64Attr`): `ty` gives the type to parse with.
    Typed(fn(&Context) -> Type),
    /// A keyword naming an enum case (stored as `storage` produces).
    Enum(&'static EnumSpec),
    /// `@name`, stored as a string attribute.
    SymbolName,
    /// A dense i32/i64 array written without its prefix: `[1, 2]`.
    StrippedDenseArray(fn(&Context) -> Type),
    /// A dialect bit-enum attribute written without its prefix: `<a, b>`.
    BitEnum(&'static crate::bitenum::BitEnumSpec),
    /// Hand-written syntax.
    Custom {
        parse: fn(&mut Parser<'_>) -> PResult<Attribute>,
        print: fn(&mut OpPrinter<'_>, Attribute),
    },
}

/// A predicate on attributes.
pub struct AttrConstraint {
    pub summary: &'static str,
    /// The attribute class that holds the value as a property (MLIR's C++
    /// storage type, e.g. `IntegerAttr` for `I64Attr`): a value of another
    /// class is rejected when properties are set, while one of the right
    /// class that fails `check` reaches the verifier. `None`: the class is
    /// `check` itself (dialect attributes, which are their own class).
    pub storage: Option<fn(&Context, Attribute) -> bool>,
    pub check: fn(&Context, Attribute) -> bool,
    pub syntax: AttrSyntax,
}

/// The cases of an integer enum attribute (e.g. `arith.cmpi` predicates),
/// stored as an `IntegerAttr` of `width` bits.
pub struct EnumSpec {
    pub cases: &'static [(&'static str, i64)],
    pub width: u32,
}

pub struct ValueSpec {
    pub name: &'static str,
    pub arity: Arity,
    pub constraint: &'static TypeConstraint,
}

pub struct AttrSpec {
    pub name: &'static str,
    pub constraint: &'static AttrConstraint,
    pub optional: bool,
    /// Default value in MLIR syntax; the attribute is then never absent.
    pub default: Option<&'static str>,
}

pub struct RegionSpec {
    pub name: &'static str,
    pub variadic: bool,
    /// `SizedRegion<n>`: the required number of blocks.
    pub blocks: Option<usize>,
}

pub struct SuccessorSpec {
    pub name: &'static str,
    pub variadic: bool,
}

/// How types of values the format does not spell out are found.
pub enum TypeRelation {
    /// All named values (operands/results) have one type (`AllTypesMatch`;
    /// `SameOperandsAndResultType` is all of them).
    AllMatch(&'static [&'static str]),
    /// `to`'s type is computed from `from`'s (`TypesMatchWith`).
    Derived {
        from: &'static str,
        to: &'static str,
        f: fn(&Context, Type) -> Type,
        summary: &'static str,
    },
    /// Any other predicate on the op (ODS `PredOpTrait`): "failed to verify
    /// that `<summary>`".
    Pred {
        summary: &'static str,
        f: fn(&Context, &Ir, OpId) -> bool,
    },
}

pub type VerifyHook = fn(&Context, &Ir, OpId) -> Result<(), Diagnostic>;
/// Result-type inference (`InferTypeOpInterface`): operand types and the
/// attribute dictionary to result types, or a message.
pub type InferHook = fn(&Context, &[Type], &[rmlir_core::NamedAttr]) -> Result<Vec<Type>, String>;
/// A `custom<Name>(...)` directive: parse into / print from the op state.
pub struct CustomDirective {
    pub name: &'static str,
    pub parse: fn(&mut Parser<'_>, &mut crate::format::CustomArgs) -> PResult<()>,
    pub print: fn(&mut OpPrinter<'_>, OpId, &crate::format::CustomPrintArgs),
}

/// An op definition (MLIR's ODS `Op` record).
pub struct OpSpec {
    pub name: &'static str,
    pub summary: &'static str,
    pub operands: &'static [ValueSpec],
    pub results: &'static [ValueSpec],
    pub attrs: &'static [AttrSpec],
    pub regions: &'static [RegionSpec],
    pub successors: &'static [SuccessorSpec],
    pub traits: Traits,
    /// Shape/element-type trait checks, in MLIR's trait order.
    pub checks: &'static [TraitCheck],
    pub type_relations: &'static [TypeRelation],
    pub format: Option<&'static str>,
    pub custom_directives: &'static [CustomDirective],
    pub verify: Option<VerifyHook>,
    pub infer: Option<InferHook>,
    pub result_names: Option<rmlir_core::dialect::NameFn>,
    pub fold: Option<crate::FoldHook>,
    /// Hand-written syntax instead of a declarative format.
    pub parse: Option<rmlir_core::dialect::ParseFn>,
    pub print: Option<rmlir_core::dialect::PrintFn>,
    pub default_dialect: &'static str,
    /// Symbol-use checks (MLIR's `SymbolUserOpInterface::verifySymbolUses`),
    /// run by the enclosing symbol table after its body is verified.
    pub verify_symbol_uses: Option<VerifyHook>,
    /// Checks run after the op's regions are verified (ODS's
    /// `hasRegionVerifier` and region-aware interface verifiers).
    pub verify_regions: Option<VerifyHook>,
    /// For ops with the `SYMBOL` trait: whether the op only declares its
    /// symbol (MLIR's `SymbolOpInterface::isDeclaration`; `None`: never).
    pub is_declaration: Option<fn(&Context, &Ir, OpId) -> bool>,
    /// `HasParent<op>`: the op the parent must be (a structural trait,
    /// checked with the shape, before the core's terminator check).
    pub parent: Option<&'static str>,
    /// Canonicalization patterns (ODS's `hasCanonicalizer`).
    pub canonicalize: Option<rmlir_core::dialect::CanonicalizeFn>,
    /// Declared memory effects (ODS's `MemRead`/`MemWrite`/`MemAlloc`/
    /// `MemFree` on operands and results).
    pub effects: Option<&'static [rmlir_core::dialect::OpEffect]>,
    /// Memory effects computed per op, when declaring is not enough.
    pub effects_fn: Option<rmlir_core::dialect::EffectsFn>,
    /// The branch interface (terminators forwarding operands to successors).
    pub branch: Option<rmlir_core::dialect::BranchInterface>,
    /// See `OpDef::speculatability`.
    pub speculatability: Option<rmlir_core::dialect::SpeculatabilityFn>,
    /// See `OpDef::loop_regions` (loop-like ops).
    pub loop_regions: Option<rmlir_core::dialect::LoopRegionsFn>,
    /// See `OpDef::loop_bounds`.
    pub loop_bounds: Option<rmlir_core::dialect::LoopBoundsFn>,
    /// See `OpDef::infer_int_range`.
    pub infer_int_range: Option<rmlir_core::dialect::InferIntRangeFn>,
    /// See `OpDef::region_branch`.
    pub region_branch: Option<rmlir_core::control_flow::RegionBranchInterface>,
    /// See `OpDef::call`.
    pub call: Option<rmlir_core::control_flow::CallInterface>,
    /// See `OpDef::callable`.
    pub callable: Option<rmlir_core::control_flow::CallableInterface>,
    /// See `OpDef::native_properties`.
    pub native_props: &'static [&'static str],
    /// See `OpDef::memory_slot`.
    pub memory_slot: rmlir_core::dialect::MemorySlotHooks,
}

/// Traits whose verification ODS generates, beyond those the core checks.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TraitCheck {
    SameOperandsAndResultType,
    SameOperandsAndResultShape,
    SameOperandsAndResultElementType,
    SameTypeOperands,
    SameOperandsShape,
    SameOperandsElementType,
    /// `Elementwise`: non-scalar operands/results share one shape.
    Elementwise,
    /// `AttrSizedOperandSegments`.
    OperandSegments,
    ResultSegments,
}

impl OpSpec {
    pub const DEFAULT: OpSpec = OpSpec {
        name: "",
        summary: "",
        operands: &[],
        results: &[],
        attrs: &[],
        native_props: &[],
        regions: &[],
        successors: &[],
        traits: Traits::NONE,
        checks: &[],
        type_relations: &[],
        format: None,
        custom_directives: &[],
        verify: None,
        infer: None,
        result_names: None,
        fold: None,
        parse: None,
        print: None,
        default_dialect: "",
        verify_symbol_uses: None,
        verify_regions: None,
        is_declaration: None,
        parent: None,
        canonicalize: None,
        effects: None,
        effects_fn: None,
        branch: None,
        speculatability: None,
        loop_regions: None,
        loop_bounds: None,
        infer_int_range: None,
        region_branch: None,
        call: None,
        callable: None,
        memory_slot: rmlir_core::dialect::MemorySlotHooks::NONE,
    };

    pub fn attr(&self, name: &str) -> Option<&AttrSpec> {
        self.attrs.iter().find(|a| a.name == name)
    }

    pub fn has_check(&self, c: TraitCheck) -> bool {
        self.checks.contains(&c)
    }
}

pub const fn operand(name: &'static str, constraint: &'static TypeConstraint) -> ValueSpec {
    ValueSpec {
        name,
        arity: Arity::Single,
        constraint,
    }
}
pub const fn optional(name: &'static str, constraint: &'static TypeConstraint) -> ValueSpec {
    ValueSpec {
        name,
        arity: Arity::Optional,
        constraint,
    }
}
pub const fn variadic(name: &'static str, constraint: &'static TypeConstraint) -> ValueSpec {
    ValueSpec {
        name,
        arity: Arity::Variadic,
        constraint,
    }
}
pub const fn attr(name: &'static str, constraint: &'static AttrConstraint) -> AttrSpec {
    AttrSpec {
        name,
        constraint,
        optional: false,
        default: None,
    }
}
pub const fn opt_attr(name: &'static str, constraint: &'static AttrConstraint) -> AttrSpec {
    AttrSpec {
        name,
        constraint,
        optional: true,
        default: None,
    }
}
pub const fn default_attr(
    name: &'static str,
    constraint: &'static AttrConstraint,
    default: &'static str,
) -> AttrSpec {
    AttrSpec {
        name,
        constraint,
        optional: false,
        default: Some(default),
    }
}
/// An optional attribute with a default value (ODS's
/// `DefaultValuedOptionalAttr`): absent unless written, and elided from
/// `attr-dict` when equal to the default.
pub const fn default_valued_opt_attr(
    name: &'static str,
    constraint: &'static AttrConstraint,
    default: &'static str,
) -> AttrSpec {
    AttrSpec {
        name,
        constraint,
        optional: true,
        default: Some(default),
    }
}
