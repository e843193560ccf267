//! Turning an [`OpSpec`] into a registered op: the format is compiled and
//! default values parsed once, and the core gets hooks that interpret them.

use crate::format::{self, Elem};
use crate::spec::{Arity, OpSpec, TraitCheck, TypeConstraint, TypeRelation};
use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::dialect::OpDef;
use rmlir_core::ir::{BlockId, Ir, OpId, OperationState, RegionId, Value};
use rmlir_core::{AttrKind, Attribute, Context, NamedAttr, Type};
use smallvec::SmallVec;

/// An op definition prepared for one context: what registration derives
/// from an [`OpSpec`] once (compiled format, interned names, parsed
/// defaults) so the shared parse/print/verify hooks need not redo it. The
/// core keeps it as the op's `OpDef::spec`, from which it can be downcast.
pub struct CompiledOp {
    /// The definition this was compiled from.
    pub spec: &'static OpSpec,
    /// The compiled assembly format; empty when the op has none.
    pub(crate) format: Vec<Elem>,
    /// Default value of each attribute of `spec.attrs`, if it has one.
    pub(crate) defaults: Vec<Option<Attribute>>,
    /// The name of each attribute of `spec.attrs`, interned, so lookups
    /// compare handles instead of strings.
    pub(crate) attr_names: Vec<Attribute>,
    /// `operandSegmentSizes` and `resultSegmentSizes`, interned.
    pub(crate) segment_names: [Attribute; 2],
    /// Names `attr-dict` always leaves out: attributes the format prints
    /// elsewhere and the segment sizes (see [`CompiledOp::elided_in_attr_dict`]).
    pub(crate) format_elided: Vec<Attribute>,
    /// Arities of the operand groups.
    pub(crate) operand_arities: Vec<Arity>,
    /// Arities of the result groups.
    pub(crate) result_arities: Vec<Arity>,
    /// How operands, then results, split over their groups.
    pub(crate) layouts: [GroupLayout; 2],
    /// The values each of `spec.type_relations` names, resolved once.
    pub(crate) relation_refs: Vec<SmallVec<[NamedRef; 2]>>,
    /// How the parser infers types the format leaves out.
    pub(crate) type_plan: TypePlan,
    /// The properties of an op written with no attributes at all: its
    /// defaults (`None` when it has none). Most parsed ops are like that, and
    /// reusing this handle spares interning the same dictionary every time.
    pub(crate) default_props: Option<Attribute>,
    /// The value each attribute of `spec.attrs` takes when not written: its
    /// default, unless it is optional. Also what [`OpView`] finds on an op
    /// whose properties are `default_props` and that has no other attributes.
    pub(crate) default_attr_values: Vec<Option<Attribute>>,
}

/// The attributes of an op being built, inline for the usual few.
pub(crate) type AttrList = SmallVec<[NamedAttr; 4]>;

/// What a name in a type relation refers to: an operand group, a result
/// group or an attribute (searched in that order), by index.
#[derive(Copy, Clone, Debug)]
pub(crate) enum NamedRef {
    /// Operand group `i`.
    Operand(usize),
    /// Result group `i`.
    Result(usize),
    /// Attribute `i` of `spec.attrs`.
    Attr(usize),
    /// No such name (the relation is then not checked on that end).
    Missing,
}

impl NamedRef {
    fn resolve(spec: &OpSpec, name: &str) -> Self {
        if let Some(i) = spec.operands.iter().position(|o| o.name == name) {
            NamedRef::Operand(i)
        } else if let Some(i) = spec.results.iter().position(|o| o.name == name) {
            NamedRef::Result(i)
        } else if let Some(i) = spec.attrs.iter().position(|a| a.name == name) {
            NamedRef::Attr(i)
        } else {
            NamedRef::Missing
        }
    }
}

/// Type inference for parsing, resolved against the op's value groups once
/// at registration. Slots number the operand groups, then the result groups.
pub(crate) struct TypePlan {
    /// The constraint of each slot (whose `buildable` type, if any, fills
    /// a slot the format leaves out).
    pub(crate) constraints: Vec<&'static TypeConstraint>,
    /// Slots that share one type (`SameOperandsAndResultType`,
    /// `SameTypeOperands`, `AllTypesMatch`), in that order.
    pub(crate) groups: Vec<Vec<usize>>,
    /// `TypesMatchWith` relations whose ends both name value groups.
    pub(crate) derived: Vec<DerivedType>,
    /// `TypesMatchWith` relations giving a whole group's types.
    pub(crate) derived_lists: Vec<DerivedList>,
}

/// `to`'s types are `f` of `from`'s type.
pub(crate) struct DerivedList {
    /// The slot the types are computed from.
    pub(crate) from: usize,
    /// The slot whose types are computed.
    pub(crate) to: usize,
    /// The computation.
    pub(crate) f: for<'a> fn(&'a Context, Type) -> &'a [Type],
}

/// `to`'s type is `f` of `from`'s.
pub(crate) struct DerivedType {
    /// The slot the type is computed from.
    pub(crate) from: usize,
    /// The slot whose type is computed.
    pub(crate) to: usize,
    /// `from`'s name, for the diagnostic when its type is unusable.
    pub(crate) from_name: &'static str,
    /// The computation.
    pub(crate) f: fn(&Context, Type) -> Type,
}

impl TypePlan {
    fn new(spec: &OpSpec) -> Self {
        let n_ops = spec.operands.len();
        let slots = || spec.operands.iter().chain(spec.results.iter());
        let index_of = |name: &str| match NamedRef::resolve(spec, name) {
            NamedRef::Operand(i) => Some(i),
            NamedRef::Result(i) => Some(n_ops + i),
            NamedRef::Attr(_) | NamedRef::Missing => None,
        };
        let mut groups: Vec<Vec<usize>> = Vec::new();
        if spec.has_check(TraitCheck::SameOperandsAndResultType) {
            groups.push((0..n_ops + spec.results.len()).collect());
        }
        if spec.has_check(TraitCheck::SameTypeOperands) {
            groups.push((0..n_ops).collect());
        }
        let mut derived = Vec::new();
        let mut derived_lists = Vec::new();
        for rel in spec.type_relations {
            match rel {
                TypeRelation::AllMatch(names) => {
                    groups.push(names.iter().filter_map(|n| index_of(n)).collect())
                }
                TypeRelation::Derived { from, to, f, .. } => {
                    if let (Some(fi), Some(ti)) = (index_of(from), index_of(to)) {
                        derived.push(DerivedType {
                            from: fi,
                            to: ti,
                            from_name: from,
                            f: *f,
                        });
                    }
                }
                TypeRelation::DerivedList { from, to, f, .. } => {
                    if let (Some(fi), Some(ti)) = (index_of(from), index_of(to)) {
                        derived_lists.push(DerivedList {
                            from: fi,
                            to: ti,
                            f: *f,
                        });
                    }
                }
                TypeRelation::Pred { .. } => {}
            }
        }
        TypePlan {
            constraints: slots().map(|v| v.constraint).collect(),
            groups,
            derived,
            derived_lists,
        }
    }
}

impl CompiledOp {
    /// Adds default-valued attributes that are missing.
    pub(crate) fn add_defaults(&self, props: &mut AttrList) {
        for (&name, d) in self.attr_names.iter().zip(&self.default_attr_values) {
            if let Some(value) = *d {
                if !props.iter().any(|p| p.name == name) {
                    props.push(NamedAttr { name, value });
                }
            }
        }
    }

    /// Attribute names `attr-dict` leaves out: those the format prints
    /// elsewhere, segment sizes, and attributes equal to their default.
    pub fn elided_in_attr_dict(&self, ctx: &Context, v: &OpView) -> Vec<String> {
        let mut out: Vec<String> = self
            .format_elided
            .iter()
            .map(|n| ctx.str_text(*n).into_owned())
            .collect();
        for (i, a) in self.spec.attrs.iter().enumerate() {
            if self.defaults[i].is_some() && v.attr(i) == self.defaults[i] {
                out.push(a.name.to_string());
            }
        }
        out
    }

    /// Whether `attr-dict` leaves out the attribute named `name` (an interned
    /// name) of the op seen by `v`; [`CompiledOp::elided_in_attr_dict`]
    /// without building strings.
    pub fn is_elided_in_attr_dict(&self, v: &OpView, name: Attribute) -> bool {
        if self.format_elided.contains(&name) {
            return true;
        }
        self.attr_names
            .iter()
            .zip(&self.defaults)
            .enumerate()
            .any(|(i, (n, d))| *n == name && d.is_some() && v.attr(i) == *d)
    }
}

/// The attribute names a format prints outside `attr-dict`, in the order
/// the original (string-based) elision list used, then the segment sizes.
fn format_elided_names(spec: &OpSpec, format: &[Elem]) -> Vec<&'static str> {
    let mut out = Vec::new();
    let mut stack: Vec<&Elem> = format.iter().collect();
    while let Some(e) = stack.pop() {
        match e {
            Elem::Attr(i) | Elem::QualifiedAttr(i) => out.push(spec.attrs[*i].name),
            Elem::Custom { args, .. } => {
                for a in args {
                    let a = match a {
                        format::CustomArg::Ref(inner) => &**inner,
                        other => other,
                    };
                    if let format::CustomArg::Attr(i) = a {
                        out.push(spec.attrs[*i].name);
                    }
                }
            }
            Elem::Optional {
                then, otherwise, ..
            } => {
                stack.extend(then.iter());
                stack.extend(otherwise.iter());
            }
            _ => {}
        }
    }
    // Segment sizes are properties only of ops with sized segments;
    // elsewhere they are ordinary discardable attributes, printed.
    if spec.has_check(TraitCheck::OperandSegments) {
        out.push("operandSegmentSizes");
    }
    if spec.has_check(TraitCheck::ResultSegments) {
        out.push("resultSegmentSizes");
    }
    out
}

fn compiled(ctx: &Context, name: rmlir_core::context::OpName) -> &CompiledOp {
    ctx.op_def(name)
        .and_then(|d| d.spec)
        .and_then(|s| s.downcast_ref::<CompiledOp>())
        .expect("op registered by rmlir-ods")
}

fn ods_parse(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let c = compiled(p.ctx, st.name);
    format::parse_op(p, st, c)
}

fn ods_print(p: &mut OpPrinter<'_>, op: OpId) {
    let c = compiled(p.ctx, p.ir.op_name(op));
    format::print_op(p, op, c)
}

fn ods_verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), rmlir_core::diag::Diagnostic> {
    let c = compiled(ctx, ir.op_name(op));
    crate::verify::verify(ctx, ir, op, c)
}

fn ods_verify_shape(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), rmlir_core::diag::Diagnostic> {
    let c = compiled(ctx, ir.op_name(op));
    crate::verify::verify_shape(ctx, ir, op, c)
}

/// Property conversion: an attribute of the property's storage class, and
/// for segment sizes an `array<i32>` of one entry per group.
fn ods_convert_property(
    ctx: &Context,
    name: rmlir_core::context::OpName,
    key: &str,
    value: Attribute,
) -> Result<(), String> {
    let c = compiled(ctx, name);
    let spec = c.spec;
    for (which, seg) in ["operandSegmentSizes", "resultSegmentSizes"]
        .iter()
        .enumerate()
    {
        if key != *seg {
            continue;
        }
        let groups = if which == 0 {
            spec.operands.len()
        } else {
            spec.results.len()
        };
        return match i32_array_values(ctx, value) {
            None => Err("expected DenseI32ArrayAttr for key `value`".to_string()),
            Some(v) if v.len() != groups => Err(format!(
                "size mismatch in attribute conversion: {} vs {groups}",
                v.len()
            )),
            Some(_) => Ok(()),
        };
    }
    let Some(a) = spec.attrs.iter().find(|a| a.name == key) else {
        return Ok(());
    };
    let holds = a.constraint.storage.unwrap_or(a.constraint.check);
    if holds(ctx, value) {
        Ok(())
    } else {
        Err(format!(
            "Invalid attribute `{key}` in property conversion: {}",
            ctx.print_attr(value)
        ))
    }
}

/// MLIR's `verifyInherentAttrs`: the constraint of every declared attribute
/// present in `attrs`.
fn ods_verify_inherent(
    ctx: &Context,
    name: rmlir_core::context::OpName,
    attrs: &[NamedAttr],
) -> Result<(), String> {
    let c = compiled(ctx, name);
    let mut order: Vec<usize> = (0..c.spec.attrs.len()).collect();
    order.sort_by_key(|&i| c.spec.attrs[i].name);
    for i in order {
        let (a, n) = (&c.spec.attrs[i], c.attr_names[i]);
        if let Some(e) = attrs.iter().find(|e| e.name == n) {
            if !(a.constraint.check)(ctx, e.value) {
                return Err(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    a.name, a.constraint.summary
                ));
            }
        }
    }
    Ok(())
}

/// Registers `spec` in `ctx`. Fails (with a message naming the op) when
/// the assembly format or a default value is invalid.
pub fn register_op(ctx: &Context, spec: &'static OpSpec) -> Result<(), String> {
    register_op_with(ctx, spec, &|_| {})
}

/// Registers every op of `specs` in order, stopping at the first that
/// fails ([`register_op`]): what a dialect's `initialize` usually is.
pub fn register_ops(
    ctx: &Context,
    specs: impl IntoIterator<Item = &'static OpSpec>,
) -> Result<(), String> {
    specs
        .into_iter()
        .try_for_each(|spec| register_op(ctx, spec))
}

/// Registers `spec` like [`register_op`], letting `adjust` add hooks the
/// spec does not declare (interfaces a dialect implements in one table for
/// all its ops, such as integer range inference).
pub fn register_op_with(
    ctx: &Context,
    spec: &'static OpSpec,
    adjust: &dyn Fn(&mut OpDef),
) -> Result<(), String> {
    let format = match spec.format {
        Some(f) => format::compile(spec, f)
            .map_err(|e| format!("invalid assembly format of {}: {e}", spec.name))?,
        None => Vec::new(),
    };
    let mut defaults = Vec::new();
    for a in spec.attrs {
        defaults.push(match a.default {
            Some(text) => Some(
                rmlir_core::asm::parse_attribute_text(ctx, text).map_err(|e| {
                    format!("invalid default value of {}::{}: {e}", spec.name, a.name)
                })?,
            ),
            None => None,
        });
    }
    let mut inherent: Vec<&'static str> = spec.attrs.iter().map(|a| a.name).collect();
    if spec.has_check(TraitCheck::OperandSegments) {
        inherent.push("operandSegmentSizes");
    }
    if spec.has_check(TraitCheck::ResultSegments) {
        inherent.push("resultSegmentSizes");
    }
    inherent.sort_unstable();
    let inherent_static: &'static [&'static str] = Box::leak(inherent.into_boxed_slice());
    let has_format = spec.format.is_some();
    let attr_names: Vec<Attribute> = spec.attrs.iter().map(|a| ctx.string_attr(a.name)).collect();
    // Optional attributes with a default (ODS's `DefaultValuedOptionalAttr`)
    // are only elided when printing, never added.
    let default_attr_values: Vec<Option<Attribute>> = spec
        .attrs
        .iter()
        .zip(&defaults)
        .map(|(a, d)| if a.optional { None } else { *d })
        .collect();
    let default_entries: Vec<NamedAttr> = attr_names
        .iter()
        .zip(&default_attr_values)
        .filter_map(|(&name, d)| Some(NamedAttr { name, value: (*d)? }))
        .collect();
    let mut default_entries = default_entries;
    // Segment sizes are a property that always exists, zeros until set.
    for (seg, check, n) in [
        (
            "operandSegmentSizes",
            TraitCheck::OperandSegments,
            spec.operands.len(),
        ),
        (
            "resultSegmentSizes",
            TraitCheck::ResultSegments,
            spec.results.len(),
        ),
    ] {
        if spec.has_check(check) {
            default_entries.push(NamedAttr {
                name: ctx.string_attr(seg),
                value: crate::constraints::i32_array(ctx, &vec![0; n]),
            });
        }
    }
    let default_props = (!default_entries.is_empty()).then(|| ctx.dict_attr(default_entries));
    let compiled: &'static CompiledOp = Box::leak(Box::new(CompiledOp {
        attr_names,
        segment_names: [
            ctx.string_attr("operandSegmentSizes"),
            ctx.string_attr("resultSegmentSizes"),
        ],
        format_elided: format_elided_names(spec, &format)
            .into_iter()
            .map(|n| ctx.string_attr(n))
            .collect(),
        operand_arities: spec.operands.iter().map(|o| o.arity).collect(),
        result_arities: spec.results.iter().map(|o| o.arity).collect(),
        layouts: GroupLayout::of_spec(spec),
        relation_refs: spec
            .type_relations
            .iter()
            .map(|rel| match rel {
                TypeRelation::AllMatch(names) => {
                    names.iter().map(|n| NamedRef::resolve(spec, n)).collect()
                }
                TypeRelation::Derived { from, to, .. }
                | TypeRelation::DerivedList { from, to, .. } => {
                    [NamedRef::resolve(spec, from), NamedRef::resolve(spec, to)]
                        .into_iter()
                        .collect()
                }
                TypeRelation::Pred { .. } => SmallVec::new(),
            })
            .collect(),
        type_plan: TypePlan::new(spec),
        spec,
        format,
        default_props,
        default_attr_values,
        defaults,
    }));
    let mut def = OpDef {
        traits: spec.traits,
        parse: spec
            .parse
            .or(if has_format { Some(ods_parse) } else { None }),
        print: spec
            .print
            .or(if has_format { Some(ods_print) } else { None }),
        verify_shape: Some(ods_verify_shape),
        verify: Some(ods_verify),
        verify_regions: spec.verify_regions,
        verify_symbol_uses: spec.verify_symbol_uses,
        result_names: spec.result_names,
        block_arg_names: None,
        default_dialect: spec.default_dialect,
        inherent_attrs: inherent_static,
        default_properties: compiled.default_props,
        convert_property: Some(ods_convert_property),
        verify_inherent: Some(ods_verify_inherent),
        spec: Some(compiled),
        fold: spec.fold,
        canonicalize: spec.canonicalize,
        effects: spec.effects_fn,
        declared_effects: spec.effects,
        branch: spec.branch,
        speculatability: spec.speculatability,
        loop_regions: spec.loop_regions,
        loop_bounds: spec.loop_bounds,
        infer_int_range: spec.infer_int_range,
        region_branch: spec.region_branch,
        call: spec.call,
        callable: spec.callable,
        memory_slot: spec.memory_slot,
        native_properties: spec.native_props,
        ..OpDef::new(spec.name)
    };
    adjust(&mut def);
    ctx.register_op(def);
    Ok(())
}

/// An op seen through its definition: operand/result groups by name and
/// attributes by declaration index.
pub struct OpView<'a> {
    /// The op seen.
    pub op: OpId,
    /// The definition it is seen through.
    pub spec: &'static OpSpec,
    ir: &'a Ir,
    operands: &'a [Value],
    /// Explicit segment sizes, for ops with `AttrSized*Segments`; group
    /// ranges are otherwise derived from the arities when asked for (ops
    /// have few groups, and most views are built, used once and dropped).
    operand_segments: Segments,
    result_segments: Segments,
    layouts: [GroupLayout; 2],
    num_results: usize,
    attrs: SmallVec<[Option<Attribute>; 4]>,
}

/// Explicit group sizes from `operandSegmentSizes`/`resultSegmentSizes`.
type Segments = Option<SmallVec<[i64; 4]>>;

/// How values split over a list of groups when no segment sizes say so,
/// worked out once per definition (finding a group's range is then a few
/// arithmetic steps instead of a pass over the groups).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum GroupLayout {
    /// Every group is a single value.
    AllSingle,
    /// One optional or variadic group, at this index, takes what the single
    /// groups leave.
    OneFlexible(usize),
    /// Several flexible groups: they share the spare values evenly.
    Several { flexible: usize },
}

impl GroupLayout {
    /// The layout of `groups`, from their arities.
    pub(crate) fn of(groups: &[crate::spec::ValueSpec]) -> Self {
        let mut flexible = groups
            .iter()
            .enumerate()
            .filter(|(_, g)| g.arity != Arity::Single);
        match (flexible.next(), flexible.count()) {
            (None, _) => GroupLayout::AllSingle,
            (Some((i, _)), 0) => GroupLayout::OneFlexible(i),
            (Some(_), more) => GroupLayout::Several { flexible: more + 1 },
        }
    }

    /// The layouts of `spec`'s operands and results.
    pub(crate) fn of_spec(spec: &OpSpec) -> [Self; 2] {
        [Self::of(spec.operands), Self::of(spec.results)]
    }
}

/// Range of group `i` when `n` values are split over `groups` groups of the
/// given arities: by the explicit segment sizes when the op has them, else
/// one value per single group and the rest to the flexible ones.
#[inline]
fn group_range(
    groups: &[crate::spec::ValueSpec],
    layout: GroupLayout,
    n: usize,
    segments: Option<&[i64]>,
    i: usize,
) -> (usize, usize) {
    let clamp = |start: usize, len: usize| (start.min(n), (start + len).min(n));
    if let Some(seg) = segments.filter(|s| s.len() == groups.len()) {
        let start: usize = seg[..i].iter().map(|&l| l.max(0) as usize).sum();
        return clamp(start, seg[i].max(0) as usize);
    }
    match layout {
        GroupLayout::AllSingle => clamp(i, 1),
        GroupLayout::OneFlexible(f) => {
            let spare = n.saturating_sub(groups.len() - 1);
            match i.cmp(&f) {
                std::cmp::Ordering::Less => clamp(i, 1),
                std::cmp::Ordering::Equal => clamp(i, spare),
                std::cmp::Ordering::Greater => clamp(i - 1 + spare, 1),
            }
        }
        GroupLayout::Several { flexible } => {
            // Without segments the spare values are split evenly.
            let spare = n.saturating_sub(groups.len() - flexible);
            let len = |g: usize| match groups[g].arity {
                Arity::Single => 1,
                _ => spare / flexible,
            };
            let start: usize = (0..i).map(len).sum();
            clamp(start, len(i))
        }
    }
}

/// The ranges of all groups in order, as [`group_range`] gives them one by
/// one, but each in a few steps from the end of the one before (verifying
/// an op looks at every group, and most ops are verified many times).
fn group_ranges<'g>(
    groups: &'g [crate::spec::ValueSpec],
    layout: GroupLayout,
    n: usize,
    segments: Option<&'g [i64]>,
) -> impl Iterator<Item = (usize, usize)> + 'g {
    let segments = segments.filter(|s| s.len() == groups.len());
    let spare = match layout {
        GroupLayout::AllSingle => 0,
        GroupLayout::OneFlexible(_) => n.saturating_sub(groups.len() - 1),
        GroupLayout::Several { flexible } => n.saturating_sub(groups.len() - flexible) / flexible,
    };
    let mut start = 0usize;
    (0..groups.len()).map(move |i| {
        let len = match segments {
            Some(seg) => seg[i].max(0) as usize,
            None if groups[i].arity == Arity::Single => 1,
            None => spare,
        };
        let range = (start.min(n), (start + len).min(n));
        start += len;
        range
    })
}

fn segment_sizes(ctx: &Context, a: Option<Attribute>) -> Option<SmallVec<[i64; 4]>> {
    // Read straight into the inline buffer: most ops have a few groups, and
    // views are built once per op verified or printed.
    match ctx.attr_kind(a?) {
        AttrKind::DenseArray { len, raw, element } if *element == ctx.i32_type() => Some(
            raw[..*len as usize * 4]
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as i64)
                .collect(),
        ),
        _ => None,
    }
}

/// The values of a `array<i32: ...>` attribute; `None` for anything else.
pub fn i32_array_values(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { len, raw, element } if *element == ctx.i32_type() => Some(
            (0..*len as usize)
                .map(|i| i32::from_le_bytes(raw[i * 4..i * 4 + 4].try_into().unwrap()) as i64)
                .collect(),
        ),
        _ => None,
    }
}

impl<'a> OpView<'a> {
    /// The view of `op` through `spec`: fast when `op` is registered from
    /// `spec`, else by looking its attributes up by name (so a spec can also
    /// describe ops registered otherwise).
    pub fn new(ctx: &Context, ir: &'a Ir, op: OpId, spec: &'static OpSpec) -> Self {
        match ctx
            .op_def(ir.op_name(op))
            .and_then(|d| d.spec)
            .and_then(|s| s.downcast_ref::<CompiledOp>())
        {
            Some(c) if std::ptr::eq(c.spec, spec) => Self::of(ctx, ir, op, c),
            _ => Self::by_names(ctx, ir, op, spec),
        }
    }

    /// The view of an op registered as `c`: attributes are found by their
    /// interned names, without string comparisons.
    pub fn of(ctx: &Context, ir: &'a Ir, op: OpId, c: &CompiledOp) -> Self {
        let spec = c.spec;
        let d = ir.op(op);
        if d.properties == c.default_props && d.attrs == ctx.empty_dict() {
            // The common case of a parsed op: no need to look into its
            // dictionaries (which hold no segment sizes either).
            return Self::build(
                ir,
                op,
                spec,
                c.layouts,
                (None, None),
                // A copy of the slice, cheaper than collecting an iterator.
                SmallVec::from_slice(&c.default_attr_values),
            );
        }
        let props = d.properties.map_or(&[][..], |p| ctx.dict_entries(p));
        let discardable = ctx.dict_entries(d.attrs);
        let find = |n: Attribute| {
            props
                .iter()
                .find(|e| e.name == n)
                .or_else(|| discardable.iter().find(|e| e.name == n))
                .map(|e| e.value)
        };
        let op_seg = if spec.has_check(TraitCheck::OperandSegments) {
            segment_sizes(ctx, find(c.segment_names[0]))
        } else {
            None
        };
        let res_seg = if spec.has_check(TraitCheck::ResultSegments) {
            segment_sizes(ctx, find(c.segment_names[1]))
        } else {
            None
        };
        Self::build(
            ir,
            op,
            spec,
            c.layouts,
            (op_seg, res_seg),
            c.attr_names.iter().map(|n| find(*n)).collect(),
        )
    }

    /// The view of an op by `spec` alone, looking attributes up by name.
    fn by_names(ctx: &Context, ir: &'a Ir, op: OpId, spec: &'static OpSpec) -> Self {
        let get = |n: &str| rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, n);
        let op_seg = if spec.has_check(TraitCheck::OperandSegments) {
            segment_sizes(ctx, get("operandSegmentSizes"))
        } else {
            None
        };
        let res_seg = if spec.has_check(TraitCheck::ResultSegments) {
            segment_sizes(ctx, get("resultSegmentSizes"))
        } else {
            None
        };
        Self::build(
            ir,
            op,
            spec,
            GroupLayout::of_spec(spec),
            (op_seg, res_seg),
            spec.attrs.iter().map(|a| get(a.name)).collect(),
        )
    }

    fn build(
        ir: &'a Ir,
        op: OpId,
        spec: &'static OpSpec,
        layouts: [GroupLayout; 2],
        (operand_segments, result_segments): (Segments, Segments),
        attrs: SmallVec<[Option<Attribute>; 4]>,
    ) -> Self {
        OpView {
            op,
            spec,
            ir,
            operands: ir.operand_values(op),
            operand_segments,
            result_segments,
            layouts,
            num_results: ir.num_results(op),
            attrs,
        }
    }

    fn operand_range(&self, i: usize) -> (usize, usize) {
        group_range(
            self.spec.operands,
            self.layouts[0],
            self.operands.len(),
            self.operand_segments.as_deref(),
            i,
        )
    }

    fn result_range(&self, i: usize) -> (usize, usize) {
        group_range(
            self.spec.results,
            self.layouts[1],
            self.num_results,
            self.result_segments.as_deref(),
            i,
        )
    }

    /// The operands of group `i` (empty for an absent optional group or an
    /// index past the last group). Groups are split by the segment sizes
    /// when the op has them, else from the arities (several flexible
    /// groups then share the spare values evenly).
    pub fn operand_group(&self, i: usize) -> &[Value] {
        self.operand_group_at(i).1
    }
    /// The index of the first operand of group `i`, and the group.
    pub fn operand_group_at(&self, i: usize) -> (usize, &'a [Value]) {
        let (s, e) = self.operand_range(i);
        (s, &self.operands[s..e])
    }
    /// Every operand group in order, with the index of its first operand
    /// (as [`OpView::operand_group_at`] gives them one by one).
    pub fn operand_groups(&self) -> impl Iterator<Item = (usize, &'a [Value])> + '_ {
        let operands = self.operands;
        group_ranges(
            self.spec.operands,
            self.layouts[0],
            operands.len(),
            self.operand_segments.as_deref(),
        )
        .map(move |(s, e)| (s, &operands[s..e]))
    }
    /// Every result group in order, as the range of its result indices
    /// (as [`OpView::result_group_at`] gives them one by one).
    pub fn result_group_ranges(&self) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
        group_ranges(
            self.spec.results,
            self.layouts[1],
            self.num_results,
            self.result_segments.as_deref(),
        )
        .map(|(s, e)| s..e)
    }
    /// The results of group `i`, split like [`OpView::operand_group`].
    pub fn result_group(&self, i: usize) -> Vec<Value> {
        self.result_group_iter(i).collect()
    }
    /// The values of result group `i`, without collecting them.
    pub fn result_group_iter(&self, i: usize) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.result_group_at(i).1
    }
    /// The index of the first result of group `i`, and the group's values.
    pub fn result_group_at(&self, i: usize) -> (usize, impl ExactSizeIterator<Item = Value> + '_) {
        let (s, e) = self.result_range(i);
        (s, (s..e).map(|k| self.ir.result(self.op, k)))
    }
    /// Index of the first operand of group `i`.
    pub fn operand_start(&self, i: usize) -> usize {
        self.operand_range(i).0
    }
    /// Index of the first result of group `i`.
    pub fn result_start(&self, i: usize) -> usize {
        self.result_range(i).0
    }
    /// The regions of region entry `i`: one, or for a variadic entry all
    /// regions from `i` on; empty when the op has too few.
    pub fn region_group(&self, i: usize) -> &'a [RegionId] {
        let regions = self.ir.regions(self.op);
        if self.spec.regions.get(i).is_some_and(|r| r.variadic) {
            &regions[i.min(regions.len())..]
        } else {
            regions.get(i..i + 1).unwrap_or(&[])
        }
    }
    /// The successors of successor entry `i`: one, or for a variadic entry
    /// all successors from `i` on; empty when the op has too few.
    pub fn successor_group(&self, i: usize) -> &'a [BlockId] {
        let succ = self.ir.successors(self.op);
        if self.spec.successors.get(i).is_some_and(|r| r.variadic) {
            &succ[i.min(succ.len())..]
        } else {
            succ.get(i..i + 1).unwrap_or(&[])
        }
    }
    /// The value of attribute `i` of `spec.attrs` (from the properties, or
    /// the discardable dictionary); `None` when absent.
    ///
    /// # Panics
    /// When `i` is not an index into `spec.attrs`.
    pub fn attr(&self, i: usize) -> Option<Attribute> {
        self.attrs[i]
    }
    /// All attributes (inherent and discardable) sorted by name.
    pub fn all_attrs(&self, ctx: &Context) -> Vec<NamedAttr> {
        let mut v = Vec::new();
        self.for_each_attr(ctx, |a| v.push(a));
        v
    }

    /// Calls `f` on every attribute (inherent and discardable) in name
    /// order. Both dictionaries are sorted, so this merges them; on a name
    /// in both the discardable entry wins (as when building one dictionary
    /// from the discardable entries followed by the inherent ones).
    pub fn for_each_attr(&self, ctx: &Context, f: impl FnMut(NamedAttr)) {
        let d = self.ir.op(self.op);
        ctx.for_each_merged_entry(d.attrs, d.properties, f);
    }
}
