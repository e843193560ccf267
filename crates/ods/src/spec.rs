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
    /// Exactly one value (a plain ODS operand or result).
    Single,
    /// Zero or one value (ODS's `Optional<...>`).
    Optional,
    /// Any number of values (ODS's `Variadic<...>`).
    Variadic,
}

/// A predicate on types with the summary ODS prints in diagnostics
/// (`must be <summary>, but got '<type>'`).
pub struct TypeConstraint {
    /// The human-readable description ODS's diagnostics quote, e.g.
    /// `signless integer or index`.
    pub summary: &'static str,
    /// Whether a type satisfies the constraint.
    pub check: fn(&Context, Type) -> bool,
    /// For constraints satisfied by exactly one type (`I1`, `Index`): that
    /// type, so formats need not spell it (ODS's buildable types).
    pub buildable: Option<fn(&Context) -> Type>,
    /// The type class the value is stored as (ODS's `cppType`) when it is
    /// narrower than any type: a format's `type($x)` for a single operand
    /// or result then rejects a written type of another class as it is
    /// parsed, before the op exists.
    pub class: Option<&'static TypeClass>,
}

/// A class of types (MLIR's C++ type classes such as `MemRefType`), as a
/// generated parser checks a written type against it.
pub struct TypeClass {
    /// The class's dialect-qualified name (`builtin.memref`), quoted in the
    /// parse error; `None` for abstract classes (`BaseMemRefType`), whose
    /// error says only `invalid kind of type specified`.
    pub name: Option<&'static str>,
    /// Whether a type belongs to the class.
    pub is: fn(&Context, Type) -> bool,
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
        /// Parses the attribute where `$name` stands in the format.
        parse: fn(&mut Parser<'_>) -> PResult<Attribute>,
        /// Prints the attribute in the same syntax `parse` reads.
        print: fn(&mut OpPrinter<'_>, Attribute),
    },
}

/// A predicate on attributes (ODS's `Attr` constraint classes such as
/// `I64Attr` or `SymbolNameAttr`), with how it is written in formats.
pub struct AttrConstraint {
    /// The description quoted by `attribute '<name>' failed to satisfy
    /// constraint: <summary>`.
    pub summary: &'static str,
    /// The attribute class that holds the value as a property (MLIR's C++
    /// storage type, e.g. `IntegerAttr` for `I64Attr`): a value of another
    /// class is rejected when properties are set, while one of the right
    /// class that fails `check` reaches the verifier. `None`: the class is
    /// `check` itself (dialect attributes, which are their own class).
    pub storage: Option<fn(&Context, Attribute) -> bool>,
    /// Whether an attribute satisfies the constraint (checked by the
    /// verifier, and when parsing values of this constraint).
    pub check: fn(&Context, Attribute) -> bool,
    /// How the attribute is written when a format names it as `$name`.
    pub syntax: AttrSyntax,
}

/// The cases of an integer enum attribute (e.g. `arith.cmpi` predicates),
/// stored as an `IntegerAttr` of `width` bits.
pub struct EnumSpec {
    /// Each case's keyword and integer value, e.g. `("slt", 2)`.
    pub cases: &'static [(&'static str, i64)],
    /// Bit width of the `IntegerAttr` that stores the value.
    pub width: u32,
}

impl EnumSpec {
    /// The attribute storing case `case` (`None` if the enum has no such
    /// case): what a builder passes for, say, `arith.cmpi`'s predicate.
    pub fn attr(&self, ctx: &Context, case: &str) -> Option<Attribute> {
        let &(_, value) = self.cases.iter().find(|(name, _)| *name == case)?;
        let ty = ctx.integer_type(self.width, rmlir_core::types::Signedness::Signless);
        Some(ctx.attr(rmlir_core::AttrKind::Integer {
            ty,
            value: rmlir_core::apint::ApInt::from_i64(self.width, value),
        }))
    }
}

/// An operand or result group of an op (one entry of ODS's `arguments` or
/// `results` that is a value); build with [`operand`], [`optional`] or
/// [`variadic`].
pub struct ValueSpec {
    /// The group's name, as `$name` in the format and in type relations.
    pub name: &'static str,
    /// How many values the group holds.
    pub arity: Arity,
    /// The constraint every value of the group must satisfy.
    pub constraint: &'static TypeConstraint,
}

/// An inherent attribute of an op (an attribute entry of ODS's
/// `arguments`), held as a property; build with [`attr`], [`opt_attr`],
/// [`default_attr`] or [`default_valued_opt_attr`].
pub struct AttrSpec {
    /// The attribute's name in the op's property dictionary.
    pub name: &'static str,
    /// What values the attribute may take and how it is written.
    pub constraint: &'static AttrConstraint,
    /// Whether the attribute may be absent (ODS's `OptionalAttr`); a
    /// required one without a default makes the verifier report
    /// `requires attribute '<name>'`.
    pub optional: bool,
    /// Default value in MLIR syntax; the attribute is then never absent.
    pub default: Option<&'static str>,
}

/// A region of an op (an entry of ODS's `regions`).
pub struct RegionSpec {
    /// The region's name, as `$name` in the format and in diagnostics.
    pub name: &'static str,
    /// `VariadicRegion`: this entry takes the op's remaining regions, so
    /// the region count is not checked.
    pub variadic: bool,
    /// `SizedRegion<n>`: the required number of blocks.
    pub blocks: Option<usize>,
}

/// A successor block of a terminator (an entry of ODS's `successors`).
pub struct SuccessorSpec {
    /// The successor's name, as `$name` in the format.
    pub name: &'static str,
    /// `VariadicSuccessor`: this entry takes the remaining successors, so
    /// only a minimum count is checked.
    pub variadic: bool,
}

/// How types of values the format does not spell out are found.
pub enum TypeRelation {
    /// All named values (operands/results) have one type (`AllTypesMatch`;
    /// `SameOperandsAndResultType` is all of them).
    AllMatch(&'static [&'static str]),
    /// `to`'s type is computed from `from`'s (`TypesMatchWith`).
    Derived {
        /// The operand, result or attribute the type is computed from.
        from: &'static str,
        /// The operand or result whose type is computed.
        to: &'static str,
        /// The computation: `from`'s type to the type `to` must have.
        f: fn(&Context, Type) -> Type,
        /// Quoted by `failed to verify that <summary>` on a mismatch.
        summary: &'static str,
    },
    /// A whole group's types computed from `from`'s type (`TypesMatchWith`
    /// whose target is variadic, e.g. a callee's function type giving the
    /// argument types): the lists are compared whole, so a count mismatch
    /// reads as a type mismatch.
    DerivedList {
        /// The operand or result the types are computed from.
        from: &'static str,
        /// The operand or result group whose types are computed.
        to: &'static str,
        /// The computation: `from`'s type to the types `to` must have.
        f: for<'a> fn(&'a Context, Type) -> &'a [Type],
        /// Quoted by `failed to verify that <summary>` on a mismatch.
        summary: &'static str,
    },
    /// Any other predicate on the op (ODS `PredOpTrait`): "failed to verify
    /// that `<summary>`".
    Pred {
        /// Quoted by `failed to verify that <summary>` when `f` is false.
        summary: &'static str,
        /// The predicate on the op.
        f: fn(&Context, &Ir, OpId) -> bool,
    },
}

/// An op's own verifier (ODS's `hasVerifier`), run after every declared
/// constraint holds; the error is the diagnostic to report.
pub type VerifyHook = fn(&Context, &Ir, OpId) -> Result<(), Diagnostic>;
/// Result-type inference (`InferTypeOpInterface`): operand types and the
/// attribute dictionary to result types, or a message.
pub type InferHook = fn(&Context, &[Type], &[rmlir_core::NamedAttr]) -> Result<Vec<Type>, String>;
/// A `custom<Name>(...)` directive: parse into / print from the op state.
pub struct CustomDirective {
    /// `Name` in `custom<Name>(...)`.
    pub name: &'static str,
    /// Parses the directive's syntax, filling one slot per argument.
    pub parse: fn(&mut Parser<'_>, &mut crate::format::CustomArgs) -> PResult<()>,
    /// Prints the op's arguments (one slot each) in the syntax `parse` reads.
    pub print: fn(&mut OpPrinter<'_>, OpId, &crate::format::CustomPrintArgs),
}

/// An op definition (MLIR's ODS `Op` record).
///
/// Write one as a `static` with `..OpSpec::DEFAULT` for the fields the op
/// does not use, and register it with [`register_op`](crate::register_op).
pub struct OpSpec {
    /// The op's full name, `dialect.op`.
    pub name: &'static str,
    /// One-line description (ODS's `summary`); documentation only.
    pub summary: &'static str,
    /// Operand groups, in order.
    pub operands: &'static [ValueSpec],
    /// Result groups, in order.
    pub results: &'static [ValueSpec],
    /// Inherent attributes (properties), in declaration order; an
    /// [`OpView`](crate::OpView) indexes them by position here.
    pub attrs: &'static [AttrSpec],
    /// Regions, in order.
    pub regions: &'static [RegionSpec],
    /// Successors, in order.
    pub successors: &'static [SuccessorSpec],
    /// Core traits (`PURE`, `TERMINATOR`, `SYMBOL`, ...), checked and used
    /// by the core.
    pub traits: Traits,
    /// Shape/element-type trait checks, in MLIR's trait order.
    pub checks: &'static [TraitCheck],
    /// Relations between operand, result and attribute types (ODS's
    /// `AllTypesMatch`, `TypesMatchWith`, `PredOpTrait`), checked by the
    /// verifier and used by the parser to find types the format leaves out.
    pub type_relations: &'static [TypeRelation],
    /// The declarative assembly format (ODS's `assemblyFormat`), compiled
    /// at registration; `None` with no `parse`/`print` means the op only
    /// has the generic form.
    pub format: Option<&'static str>,
    /// The `custom<Name>` directives the format may use.
    pub custom_directives: &'static [CustomDirective],
    /// The op's own verifier, run after the declared constraints.
    pub verify: Option<VerifyHook>,
    /// Result-type inference, used when the format spells no result types
    /// and when building ops without explicit result types.
    pub infer: Option<InferHook>,
    /// Result name hints for the printer (MLIR's `getAsmResultNames`).
    pub result_names: Option<rmlir_core::dialect::NameFn>,
    /// Constant folding (MLIR's `fold`).
    pub fold: Option<crate::FoldHook>,
    /// Hand-written syntax instead of a declarative format.
    pub parse: Option<rmlir_core::dialect::ParseFn>,
    /// Hand-written printer, paired with `parse`.
    pub print: Option<rmlir_core::dialect::PrintFn>,
    /// The dialect whose prefix may be omitted inside the op's regions
    /// (MLIR's `OpAsmOpInterface::getDefaultDialect`); `""`: none.
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
    /// `ParentOneOf<[ops]>`: the ops one of which must be the parent, sorted
    /// as mlir-opt lists them (checked where `parent` is; empty: any).
    pub parent_one_of: &'static [&'static str],
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
    /// `SameOperandsAndResultType`: every operand and result has one type.
    SameOperandsAndResultType,
    /// `SameOperandsAndResultShape`: operands and results share one shape.
    SameOperandsAndResultShape,
    /// `SameOperandsAndResultElementType`: operands and results share one
    /// element type.
    SameOperandsAndResultElementType,
    /// `SameTypeOperands`: all operands have one type.
    SameTypeOperands,
    /// `SameOperandsShape`: all operands have one shape.
    SameOperandsShape,
    /// `SameOperandsElementType`: all operands share one element type.
    SameOperandsElementType,
    /// `Elementwise`: non-scalar operands/results share one shape.
    Elementwise,
    /// `AttrSizedOperandSegments`: the `operandSegmentSizes` property
    /// gives each operand group's size.
    OperandSegments,
    /// `AttrSizedResultSegments`: the `resultSegmentSizes` property gives
    /// each result group's size.
    ResultSegments,
}

impl OpSpec {
    /// An op with no name, values, attributes, regions, traits or hooks:
    /// the base that `static` definitions fill with `..OpSpec::DEFAULT`.
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
        parent_one_of: &[],
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

    /// The declared attribute named `name`, if any.
    pub fn attr(&self, name: &str) -> Option<&AttrSpec> {
        self.attrs.iter().find(|a| a.name == name)
    }

    /// Whether the op declares the trait check `c`.
    pub fn has_check(&self, c: TraitCheck) -> bool {
        self.checks.contains(&c)
    }
}

/// A required single operand or result (ODS's plain `AnyType:$name`).
pub const fn operand(name: &'static str, constraint: &'static TypeConstraint) -> ValueSpec {
    ValueSpec {
        name,
        arity: Arity::Single,
        constraint,
    }
}
/// An operand or result group of zero or one value (ODS's `Optional`).
pub const fn optional(name: &'static str, constraint: &'static TypeConstraint) -> ValueSpec {
    ValueSpec {
        name,
        arity: Arity::Optional,
        constraint,
    }
}
/// An operand or result group of any number of values (ODS's `Variadic`).
pub const fn variadic(name: &'static str, constraint: &'static TypeConstraint) -> ValueSpec {
    ValueSpec {
        name,
        arity: Arity::Variadic,
        constraint,
    }
}
/// A required attribute without a default: the verifier reports it when
/// missing.
pub const fn attr(name: &'static str, constraint: &'static AttrConstraint) -> AttrSpec {
    AttrSpec {
        name,
        constraint,
        optional: false,
        default: None,
    }
}
/// An optional attribute (ODS's `OptionalAttr`): absent unless written.
pub const fn opt_attr(name: &'static str, constraint: &'static AttrConstraint) -> AttrSpec {
    AttrSpec {
        name,
        constraint,
        optional: true,
        default: None,
    }
}
/// An attribute with a default value in MLIR syntax (ODS's
/// `DefaultValuedAttr`): added when the op is built or parsed without it,
/// and elided from `attr-dict` when equal to the default.
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
