//! Dialects and registered operations: the hooks through which a dialect
//! plugs its ops, types and attributes into the core without the core
//! knowing about it.

use crate::asm::parser::{PResult, Parser};
use crate::asm::printer::OpPrinter;
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ir::{Ir, OpId, OperationState, RegionId, Value};
use crate::{Attribute, Type};

/// Op traits the core itself acts on (verifier, parser, printer).
#[derive(Copy, Clone, PartialEq, Eq, Default, Debug)]
pub struct Traits(u64);

impl Traits {
    /// No trait.
    pub const NONE: Traits = Traits(0);
    /// Must be the last op of its block (MLIR's `IsTerminator`).
    pub const TERMINATOR: Traits = Traits(1 << 0);
    /// Its regions may not use values defined outside them (MLIR's
    /// `IsolatedFromAbove`).
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 1);
    /// Its single region holds a symbol table (MLIR's `SymbolTable` trait): symbol
    /// names are unique among its ops.
    pub const SYMBOL_TABLE: Traits = Traits(1 << 2);
    /// Defines a symbol through its `sym_name` attribute (MLIR's `Symbol`).
    pub const SYMBOL: Traits = Traits(1 << 3);
    /// Its regions' blocks need no terminator (MLIR's `NoTerminator`).
    pub const NO_TERMINATOR: Traits = Traits(1 << 4);
    /// Each region has at most one block (MLIR's `SingleBlock`).
    pub const SINGLE_BLOCK: Traits = Traits(1 << 5);
    /// Returns control to the enclosing op, like a return (MLIR's `ReturnLike`).
    pub const RETURN_LIKE: Traits = Traits(1 << 6);
    /// All regions are graph regions (MLIR's RegionKindInterface answering Graph).
    pub const GRAPH_REGIONS: Traits = Traits(1 << 7);
    /// Stack allocations in its regions are freed when it exits (MLIR's
    /// `AutomaticAllocationScope`).
    pub const AUTOMATIC_ALLOCATION_SCOPE: Traits = Traits(1 << 8);
    /// Its two operands may be swapped (MLIR's `Commutative`); canonicalization
    /// moves constants to the right.
    pub const COMMUTATIVE: Traits = Traits(1 << 9);
    /// Materializes a constant (MLIR's `ConstantLike`): no operands, one result,
    /// its fold gives the value.
    pub const CONSTANT_LIKE: Traits = Traits(1 << 10);
    /// No memory effects and always speculatable (MLIR's `Pure`).
    pub const PURE: Traits = Traits(1 << 11);
    /// Has no region (MLIR's `ZeroRegions`).
    pub const ZERO_REGIONS: Traits = Traits(1 << 12);
    /// Starts a new scope for affine symbols (MLIR's `AffineScope`).
    pub const AFFINE_SCOPE: Traits = Traits(1 << 13);
    /// Acts elementwise on shaped operands (MLIR's `Elementwise`).
    pub const ELEMENTWISE: Traits = Traits(1 << 14);
    /// Its regions' entry blocks have no arguments (MLIR's `NoRegionArguments`).
    pub const NO_REGION_ARGUMENTS: Traits = Traits(1 << 15);
    /// No memory effects (MLIR's `NoMemoryEffect`), without being
    /// speculatable (division may trap, so `arith.divsi` is not `PURE`).
    pub const NO_MEMORY_EFFECT: Traits = Traits(1 << 16);
    /// The op's effects are those of the ops nested in it (MLIR's
    /// `RecursiveMemoryEffects`).
    pub const RECURSIVE_MEMORY_EFFECTS: Traits = Traits(1 << 17);

    /// The traits of `self` and of `o` together (also `self | o`).
    pub const fn union(self, o: Traits) -> Traits {
        Traits(self.0 | o.0)
    }
    /// Whether `self` has every trait of `o`.
    pub const fn contains(self, o: Traits) -> bool {
        self.0 & o.0 == o.0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, o: Traits) -> Traits {
        self.union(o)
    }
}

/// An op's custom-syntax parser: reads what follows the op name into the
/// state (the generic parser has read the results' names already).
pub type ParseFn = fn(&mut Parser<'_>, &mut OperationState) -> PResult<()>;
/// An op's custom-syntax printer: prints what follows the op name.
pub type PrintFn = fn(&mut OpPrinter<'_>, OpId);
/// A verifier hook: `Err` holds the diagnostic to report (see [`OpDef`]'s
/// `verify*` fields for when each runs).
pub type VerifyFn = fn(&Context, &Ir, OpId) -> Result<(), Diagnostic>;
/// Gives name hints for an op's results (MLIR's `getAsmResultNames`): calls
/// the callback with a result and its preferred name.
pub type NameFn = fn(&Context, &Ir, OpId, &mut dyn FnMut(Value, &str));
/// Gives name hints for the arguments of the entry block of a region (MLIR's
/// `getAsmBlockArgumentNames`).
pub type BlockArgNameFn = fn(&Context, &Ir, RegionId, &mut dyn FnMut(Value, &str));
/// Whether `value` can be held by the property named `name` of the op
/// `op` (MLIR's property conversion: each property has a storage class,
/// and an attribute of another class cannot be stored); the message says
/// why not.
pub type ConvertPropertyFn =
    fn(&Context, crate::context::OpName, &str, Attribute) -> Result<(), String>;
/// Checks the inherent attributes found in a discardable dictionary before
/// they are stored as properties (MLIR's `verifyInherentAttrs`): a value
/// that cannot be stored would otherwise be silently dropped.
pub type VerifyInherentFn =
    fn(&Context, crate::context::OpName, &[crate::NamedAttr]) -> Result<(), String>;

/// The result of folding an op (MLIR's `OpFoldResult`): a constant
/// attribute or an existing value, per result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// The result is this constant attribute (to be materialized by the dialect).
    Attr(Attribute),
    /// The result is this existing value.
    Value(Value),
}

/// Folds an op (MLIR's `fold`): `operands` holds the constant value of each
/// operand when known. `None`: no change. `Some(empty)`: the op was updated
/// in place. Otherwise one result per op result.
pub type FoldFn = fn(&Context, &mut Ir, OpId, &[Option<Attribute>]) -> Option<Vec<FoldResult>>;

/// Adds an op's canonicalization patterns (MLIR's
/// `getCanonicalizationPatterns`) to a set, in the order MLIR adds them.
pub type CanonicalizeFn = fn(&Context, &mut crate::rewrite::PatternSet);

/// A memory effect (MLIR's `MemoryEffects::Effect`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EffectKind {
    /// Allocates the resource (MLIR's `MemoryEffects::Allocate`).
    Allocate,
    /// Frees the resource (MLIR's `MemoryEffects::Free`).
    Free,
    /// Reads the resource (MLIR's `MemoryEffects::Read`).
    Read,
    /// Writes the resource (MLIR's `MemoryEffects::Write`).
    Write,
}

/// The resource an effect acts on (MLIR's `SideEffects::Resource`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EffectResource {
    /// Any memory (MLIR's `DefaultResource`).
    Default,
    /// Memory of the enclosing automatic allocation scope (`memref.alloca`).
    AutomaticAllocationScope,
}

/// Where a declared effect applies: the op as a whole, or one of its
/// operands or results.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EffectOn {
    /// The op as a whole, not a particular value.
    Op,
    /// The operand at this index (ops whose effects depend on variadic
    /// groups declare an [`EffectsFn`] instead).
    Operand(usize),
    /// The result at this index.
    Result(usize),
}

/// A declared memory effect of an op definition.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OpEffect {
    /// What the op does.
    pub kind: EffectKind,
    /// Which value it does it to.
    pub on: EffectOn,
    /// Which resource is affected.
    pub resource: EffectResource,
}

impl OpEffect {
    /// An effect on the default resource.
    pub const fn new(kind: EffectKind, on: EffectOn) -> Self {
        OpEffect {
            kind,
            on,
            resource: EffectResource::Default,
        }
    }
}

/// An effect of one op instance (MLIR's `EffectInstance`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Effect {
    /// What the op does.
    pub kind: EffectKind,
    /// The value acted on, if known.
    pub value: Option<Value>,
    /// Which resource is affected.
    pub resource: EffectResource,
}

/// The memory effects of one op (MLIR's `MemoryEffectOpInterface`).
pub type EffectsFn = fn(&Context, &Ir, OpId, &mut Vec<Effect>);

/// The operands a branch forwards to successor `i` (MLIR's
/// `BranchOpInterface::getSuccessorOperands`): a range of operand indices.
pub type SuccessorOperandsFn = fn(&Context, &Ir, OpId, usize) -> std::ops::Range<usize>;
/// Replaces the operands forwarded to successor `i` (keeping the op's
/// operand segment sizes right).
pub type SetSuccessorOperandsFn = fn(&Context, &mut Ir, OpId, usize, &[Value]);

/// MLIR's `BranchOpInterface`.
#[derive(Copy, Clone)]
pub struct BranchInterface {
    /// Which operands go to a successor.
    pub successor_operands: SuccessorOperandsFn,
    /// Replaces the operands going to a successor.
    pub set_successor_operands: SetSuccessorOperandsFn,
    /// The successor control is known to take given the constants the
    /// operands hold (`None` in the slice: unknown), or `None` if it cannot
    /// be told (MLIR's `getSuccessorForOperands`).
    pub successor_for_constants: SuccessorForConstantsFn,
}

/// See [`BranchInterface::successor_for_constants`].
pub type SuccessorForConstantsFn =
    fn(&Context, &Ir, OpId, &[Option<Attribute>]) -> Option<crate::ir::BlockId>;

/// Whether an op may be executed speculatively (MLIR's
/// `Speculation::Speculatability`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Speculatability {
    /// Running it where it would not have run may have undefined behavior.
    NotSpeculatable,
    /// It may always run.
    Speculatable,
    /// It may run if every op nested in it may.
    RecursivelySpeculatable,
}

/// The speculatability of one op (MLIR's `getSpeculatability`).
pub type SpeculatabilityFn = fn(&Context, &Ir, OpId) -> Speculatability;

/// Infers the ranges of an op's integer results from its operands' ranges
/// (MLIR's `InferIntRangeInterface::inferResultRangesFromOptional`):
/// `results` starts uninitialized, one entry per result; entries left so
/// are not updated.
pub type InferIntRangeFn = fn(
    &Context,
    &Ir,
    OpId,
    &[crate::int_range::IntegerValueRange],
    &mut [crate::int_range::IntegerValueRange],
);

/// What a loop-like op with one induction variable says about it (MLIR's
/// `LoopLikeOpInterface::getSingle{InductionVar,LowerBound,UpperBound,Step}`).
#[derive(Copy, Clone, Debug)]
pub struct LoopBounds {
    /// The induction variable (a block argument of the body).
    pub iv: Value,
    /// The first value of the induction variable.
    pub lower: LoopBound,
    /// The bound the induction variable stays below.
    pub upper: LoopBound,
    /// How much the induction variable grows by per iteration.
    pub step: LoopBound,
}

/// One bound of a loop: a constant, a value, or unknown.
#[derive(Copy, Clone, Debug)]
pub enum LoopBound {
    /// A known constant.
    Const(i64),
    /// An SSA value.
    Value(Value),
    /// Not known.
    Unknown,
}

/// See [`OpDef::loop_bounds`].
pub type LoopBoundsFn = fn(&Context, &Ir, OpId) -> Option<LoopBounds>;

/// A registered operation: its name, traits and hooks.
pub struct OpDef {
    /// The op's full name, `dialect.op`.
    pub name: &'static str,
    /// The traits the core acts on.
    pub traits: Traits,
    /// Custom syntax parser; `None` means only the generic form parses.
    pub parse: Option<ParseFn>,
    /// Custom syntax printer; `None` means the generic form is printed.
    pub print: Option<PrintFn>,
    /// The op's shape (MLIR's count traits: regions, results, successors,
    /// operands), checked before anything else looks at the op, so that
    /// later hooks may index what the shape guarantees.
    pub verify_shape: Option<VerifyFn>,
    /// Checked before the op's regions are verified.
    pub verify: Option<VerifyFn>,
    /// Checked after the op's regions are verified.
    pub verify_regions: Option<VerifyFn>,
    /// Checks symbol references (MLIR's `SymbolUserOpInterface`), run by the
    /// enclosing symbol table after its body is verified.
    pub verify_symbol_uses: Option<VerifyFn>,
    /// Result name hints (MLIR's `getAsmResultNames`).
    pub result_names: Option<NameFn>,
    /// Block argument name hints (MLIR's `getAsmBlockArgumentNames`).
    pub block_arg_names: Option<BlockArgNameFn>,
    /// Dialect whose prefix may be omitted inside this op's regions.
    pub default_dialect: &'static str,
    /// Names of inherent attributes, stored as properties.
    pub inherent_attrs: &'static [&'static str],
    /// Inherent entries held as native properties (MLIR's `UnitProp`), not
    /// as attributes: MLIR's `Operation::getAttrs` leaves them out.
    pub native_properties: &'static [&'static str],
    /// The properties a new op starts with (MLIR initialises property
    /// storage with the default values), a dictionary.
    pub default_properties: Option<Attribute>,
    /// See [`ConvertPropertyFn`]; `None` stores any attribute.
    pub convert_property: Option<ConvertPropertyFn>,
    /// See [`VerifyInherentFn`].
    pub verify_inherent: Option<VerifyInherentFn>,
    /// Data of the definition framework that generated this op (ODS), for
    /// its shared hooks to find.
    pub spec: Option<&'static (dyn std::any::Any + Send + Sync)>,
    /// Constant folding (MLIR's `fold`).
    pub fold: Option<FoldFn>,
    /// Canonicalization patterns rooted at (or registered by) this op.
    pub canonicalize: Option<CanonicalizeFn>,
    /// Memory effects; `None` with neither `PURE` nor `NO_MEMORY_EFFECT`
    /// (nor `RECURSIVE_MEMORY_EFFECTS`) means unknown effects.
    pub effects: Option<EffectsFn>,
    /// Declared memory effects (used when `effects` is `None`).
    pub declared_effects: Option<&'static [OpEffect]>,
    /// The branch interface of terminators with successors.
    pub branch: Option<BranchInterface>,
    /// Whether the op may be executed speculatively (MLIR's
    /// `ConditionallySpeculatable`); without it, `PURE` ops are
    /// speculatable and others are not.
    pub speculatability: Option<SpeculatabilityFn>,
    /// The regions that form a loop body (MLIR's `LoopLikeOpInterface`'s
    /// `getLoopRegions`); `None` for ops that are not loops.
    pub loop_regions: Option<LoopRegionsFn>,
    /// The single induction variable of a loop and its bounds; `None` for
    /// other ops.
    pub loop_bounds: Option<LoopBoundsFn>,
    /// Integer range inference (MLIR's `InferIntRangeInterface`); `None`
    /// for ops that do not implement it.
    pub infer_int_range: Option<InferIntRangeFn>,
    /// How control enters and leaves the op's regions.
    pub region_branch: Option<crate::control_flow::RegionBranchInterface>,
    /// Set on calls.
    pub call: Option<crate::control_flow::CallInterface>,
    /// Set on callables (functions).
    pub callable: Option<crate::control_flow::CallableInterface>,
    /// Memory-slot interfaces (see [`crate::memory_slot`]).
    pub memory_slot: MemorySlotHooks,
}

/// The memory-slot interfaces an op implements (see
/// [`crate::memory_slot`]); all `None` for most ops.
#[derive(Copy, Clone, Default)]
pub struct MemorySlotHooks {
    /// MLIR's `PromotableAllocationOpInterface`.
    pub promotable_allocation: Option<crate::memory_slot::PromotableAllocationInterface>,
    /// MLIR's `PromotableMemOpInterface`.
    pub promotable_mem_op: Option<crate::memory_slot::PromotableMemOpInterface>,
    /// MLIR's `PromotableOpInterface`.
    pub promotable_op: Option<crate::memory_slot::PromotableOpInterface>,
    /// MLIR's `DestructurableAllocationOpInterface`.
    pub destructurable_allocation: Option<crate::memory_slot::DestructurableAllocationInterface>,
    /// MLIR's `DestructurableAccessorOpInterface`.
    pub destructurable_accessor: Option<crate::memory_slot::DestructurableAccessorInterface>,
    /// MLIR's `SafeMemorySlotAccessOpInterface`.
    pub safe_access: Option<crate::memory_slot::SafeMemorySlotAccessInterface>,
}

impl MemorySlotHooks {
    /// No interface.
    pub const NONE: MemorySlotHooks = MemorySlotHooks {
        promotable_allocation: None,
        promotable_mem_op: None,
        promotable_op: None,
        destructurable_allocation: None,
        destructurable_accessor: None,
        safe_access: None,
    };
}

/// See [`OpDef::loop_regions`].
pub type LoopRegionsFn = fn(&Ir, OpId) -> smallvec::SmallVec<[crate::ir::RegionId; 2]>;

impl OpDef {
    /// A definition with no trait and no hook: fill in fields from it with
    /// struct update syntax (`OpDef { verify: Some(f), ..OpDef::new("d.op") }`).
    pub const fn new(name: &'static str) -> Self {
        OpDef {
            name,
            traits: Traits::NONE,
            parse: None,
            print: None,
            verify_shape: None,
            verify: None,
            verify_regions: None,
            verify_symbol_uses: None,
            result_names: None,
            block_arg_names: None,
            default_dialect: "",
            inherent_attrs: &[],
            default_properties: None,
            convert_property: None,
            verify_inherent: None,
            spec: None,
            fold: None,
            canonicalize: None,
            effects: None,
            declared_effects: None,
            branch: None,
            speculatability: None,
            loop_regions: None,
            loop_bounds: None,
            infer_int_range: None,
            region_branch: None,
            call: None,
            callable: None,
            memory_slot: MemorySlotHooks::NONE,
            native_properties: &[],
        }
    }

    /// Whether the op has every trait of `t`.
    pub fn has(&self, t: Traits) -> bool {
        self.traits.contains(t)
    }

    /// Whether the op has inherent attributes, held as properties (MLIR's
    /// `Properties`) rather than in the discardable dictionary.
    pub fn uses_properties(&self) -> bool {
        !self.inherent_attrs.is_empty()
    }
}

/// A dialect: a namespace of ops, types and attributes.
pub trait Dialect: Send + Sync {
    /// The dialect's namespace, the `dialect` of `dialect.op`.
    fn namespace(&self) -> &'static str;

    /// Registers the dialect's ops (called once, when the dialect is loaded).
    /// An error (a definition the registry refuses, such as an op outside
    /// this dialect's namespace or an invalid assembly format) leaves the
    /// dialect unloaded: [`Context::try_load_dialect`] returns it, and the
    /// parser reports it where the dialect is first used.
    fn initialize(&self, ctx: &Context) -> Result<(), String>;

    /// Parses the body of `!ns.body` (everything after the dot).
    fn parse_type(&self, _ctx: &Context, _body: &[u8]) -> Result<Type, String> {
        Err(format!(
            "dialect '{}' provides no type parsing hook",
            self.namespace()
        ))
    }

    /// Parses the body of `#ns.body`.
    fn parse_attribute(&self, _ctx: &Context, _body: &[u8]) -> Result<Attribute, String> {
        Err(format!(
            "dialect '{}' provides no attribute parsing hook",
            self.namespace()
        ))
    }

    /// Whether ops of this dialect that are not registered may exist.
    fn allows_unknown_ops(&self) -> bool {
        false
    }

    /// Adds the dialect's own canonicalization patterns (MLIR's
    /// `Dialect::getCanonicalizationPatterns`).
    fn canonicalization_patterns(&self, _ctx: &Context, _set: &mut crate::rewrite::PatternSet) {}

    /// The dialect's inlining rules (MLIR's `DialectInlinerInterface`);
    /// `None`: its ops cannot be inlined.
    fn inliner(&self) -> Option<&dyn crate::rewrite::inlining::DialectInliner> {
        None
    }

    /// Creates a constant op producing `value` of type `ty` (MLIR's
    /// `materializeConstant`), used when folding yields an attribute.
    fn materialize_constant(
        &self,
        _ctx: &Context,
        _ir: &mut Ir,
        _value: Attribute,
        _ty: Type,
        _loc: Attribute,
    ) -> Option<OpId> {
        None
    }
}

/// A dialect's constant materialization as a dialect interface (MLIR's
/// `Dialect::materializeConstant`), so that code holding only the
/// interface registry can reach it: every loaded dialect has one, which
/// calls [`Dialect::materialize_constant`].
pub trait ConstantMaterializer: Send + Sync {
    /// See [`Dialect::materialize_constant`].
    fn materialize_constant(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OpId>;
}

/// The fixed hooks of a dialect, seen as dialect interfaces.
struct Hooks(std::sync::Arc<dyn Dialect>);

impl ConstantMaterializer for Hooks {
    fn materialize_constant(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        value: Attribute,
        ty: Type,
        loc: Attribute,
    ) -> Option<OpId> {
        self.0.materialize_constant(ctx, ir, value, ty, loc)
    }
}

impl crate::rewrite::inlining::DialectInliner for Hooks {
    // Only dialects whose `inliner` is `Some` get this model, so the
    // fallbacks below are never taken; they refuse, as a dialect without
    // inlining rules does.
    fn is_legal_call(
        &self,
        ctx: &Context,
        ir: &Ir,
        call: OpId,
        callee: OpId,
        cloned: bool,
    ) -> bool {
        self.0
            .inliner()
            .is_some_and(|i| i.is_legal_call(ctx, ir, call, callee, cloned))
    }
    fn is_legal_region(
        &self,
        ctx: &Context,
        ir: &Ir,
        dest: RegionId,
        src: RegionId,
        cloned: bool,
    ) -> bool {
        self.0
            .inliner()
            .is_some_and(|i| i.is_legal_region(ctx, ir, dest, src, cloned))
    }
    fn is_legal_op(&self, ctx: &Context, ir: &Ir, op: OpId, dest: RegionId, cloned: bool) -> bool {
        self.0
            .inliner()
            .is_some_and(|i| i.is_legal_op(ctx, ir, op, dest, cloned))
    }
    fn handle_terminator_branch(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        dest: crate::ir::BlockId,
    ) {
        if let Some(i) = self.0.inliner() {
            i.handle_terminator_branch(ctx, ir, op, dest)
        }
    }
    fn handle_terminator_values(&self, ctx: &Context, ir: &mut Ir, op: OpId, results: &[Value]) {
        if let Some(i) = self.0.inliner() {
            i.handle_terminator_values(ctx, ir, op, results)
        }
    }
}

/// Makes the fixed hooks of the dialect `ns`, which has just been
/// initialised, reachable through [`Context::dialect_interface`]. Models
/// its `initialize` added itself take precedence.
pub(crate) fn add_hook_interfaces(ctx: &Context, ns: &str, dialect: &std::sync::Arc<dyn Dialect>) {
    use crate::rewrite::inlining::DialectInliner;
    let hooks = || Box::new(Hooks(dialect.clone()));
    let _ = ctx.add_dialect_interface::<dyn ConstantMaterializer>(ns, hooks());
    if dialect.inliner().is_some() {
        let _ = ctx.add_dialect_interface::<dyn DialectInliner>(ns, hooks());
    }
}
