//! Verification of what an [`OpSpec`] declares, in the order and with the
//! messages of ODS-generated verifiers: attributes, operands, results,
//! regions, then trait and type-relation checks, then the op's own hook.

use crate::register::{CompiledOp, GroupLayout, NamedRef, OpView};
use crate::spec::{Arity, TraitCheck, TypeRelation, ValueSpec};
use rmlir_core::diag::Diagnostic;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::types::TypeKind;
use rmlir_core::verify::op_error;
use rmlir_core::{Context, Type};
use smallvec::SmallVec;

type VResult = Result<(), Diagnostic>;

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", ctx.print_type(t))
}

pub fn verify(ctx: &Context, ir: &Ir, op: OpId, c: &CompiledOp) -> VResult {
    let spec = c.spec;
    let err = |m: String| op_error(ctx, ir, op, m);
    let v = OpView::of(ctx, ir, op, c);
    // ODS fetches the attributes sorted by name, failing on the first
    // required one that is missing, then checks constraints in declaration
    // order.
    let missing = spec
        .attrs
        .iter()
        .enumerate()
        .filter(|(i, a)| !a.optional && a.default.is_none() && v.attr(*i).is_none())
        .map(|(_, a)| a.name)
        .min();
    if let Some(name) = missing {
        return Err(err(format!("requires attribute '{name}'")));
    }
    for (i, a) in spec.attrs.iter().enumerate() {
        if let Some(val) = v.attr(i) {
            if !(a.constraint.check)(ctx, val) {
                return Err(err(format!(
                    "attribute '{}' failed to satisfy constraint: {}",
                    a.name, a.constraint.summary
                )));
            }
        }
    }
    for (o, (start, vals)) in spec.operands.iter().zip(v.operand_groups()) {
        if o.arity == Arity::Optional && vals.len() > 1 {
            return Err(err(format!(
                "operand group starting at #{start} requires 0 or 1 element, but found {}",
                vals.len()
            )));
        }
        for (k, val) in vals.iter().enumerate() {
            let t = ir.value_type(*val);
            if !(o.constraint.check)(ctx, t) {
                return Err(err(format!(
                    "operand #{} must be {}, but got {}",
                    start + k,
                    o.constraint.summary,
                    quoted(ctx, t)
                )));
            }
        }
    }
    for (r, range) in spec.results.iter().zip(v.result_group_ranges()) {
        for k in range {
            let t = ir.value_type(ir.result(op, k));
            if !(r.constraint.check)(ctx, t) {
                return Err(err(format!(
                    "result #{} must be {}, but got {}",
                    k,
                    r.constraint.summary,
                    quoted(ctx, t)
                )));
            }
        }
    }
    // ODS checks its predicate traits (type relations) before the
    // region constraints.
    verify_relations(ctx, ir, op, c, &v)?;
    for (i, r) in spec.regions.iter().enumerate() {
        if let Some(n) = r.blocks {
            for region in v.region_group(i) {
                if ir.region_blocks(*region).len() != n {
                    return Err(err(format!(
                        "region #{i} ('{}') failed to verify constraint: region with {n} blocks",
                        r.name
                    )));
                }
            }
        }
    }
    verify_checks(ctx, ir, op, c)?;
    if spec.traits.contains(rmlir_core::dialect::Traits::SYMBOL) {
        verify_symbol(ctx, ir, op, c)?;
    }
    if let Some(f) = spec.verify {
        f(ctx, ir, op)?;
    }
    Ok(())
}

/// The op's shape, checked before anything else (the core runs it ahead of
/// the traits it checks itself): the count traits ODS lists first, then the
/// segment-size traits, which are structural and so come before ODS's own
/// invariants.
pub fn verify_shape(ctx: &Context, ir: &Ir, op: OpId, c: &CompiledOp) -> VResult {
    verify_counts(ctx, ir, op, c)?;
    if let Some(want) = c.spec.parent {
        let ok = ir
            .parent_op(op)
            .is_some_and(|p| ctx.op_name_str(ir.op_name(p)) == want);
        if !ok {
            return Err(op_error(ctx, ir, op, format!("expects parent op '{want}'")));
        }
    }
    let one_of = c.spec.parent_one_of;
    if !one_of.is_empty() {
        let ok = ir
            .parent_op(op)
            .is_some_and(|p| one_of.contains(&ctx.op_name_str(ir.op_name(p))));
        if !ok {
            let msg = format!("expects parent op to be one of '{}'", one_of.join(", "));
            return Err(op_error(ctx, ir, op, msg));
        }
    }
    if c.spec.has_check(TraitCheck::OperandSegments) {
        let n = ir.num_operands(op);
        verify_segments(ctx, ir, op, c, 0, "operand", n)?;
    }
    if c.spec.has_check(TraitCheck::ResultSegments) {
        let n = ir.num_results(op);
        verify_segments(ctx, ir, op, c, 1, "result", n)?;
    }
    Ok(())
}

/// `AttrSizedOperandSegments` / `AttrSizedResultSegments`. The sizes are a
/// property that always exists (zeros until set), so absent sizes read as
/// zeros, as MLIR's do.
fn verify_segments(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    c: &CompiledOp,
    which: usize,
    what: &str,
    count: usize,
) -> VResult {
    let name = c.segment_names[which];
    let groups = if which == 0 {
        c.spec.operands.len()
    } else {
        c.spec.results.len()
    };
    let attr_name = ctx.str_text(name).into_owned();
    let sizes: Vec<i64> = match ir
        .op(op)
        .properties
        .and_then(|p| ctx.dict_get(p, &attr_name))
    {
        None => vec![0; groups],
        Some(a) => match crate::register::i32_array_values(ctx, a) {
            Some(v) => v,
            None => {
                return Err(op_error(
                    ctx,
                    ir,
                    op,
                    format!("requires dense i32 array attribute '{attr_name}'"),
                ))
            }
        },
    };
    if sizes.len() != groups {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "'{attr_name}' attribute for specifying {what} segments must have {groups} elements, but got {}",
                sizes.len()
            ),
        ));
    }
    if sizes.iter().any(|s| *s < 0) {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!("'{attr_name}' attribute cannot have negative elements"),
        ));
    }
    let total: i64 = sizes.iter().sum();
    if total != count as i64 {
        return Err(op_error(
            ctx,
            ir,
            op,
            format!(
                "{what} count ({count}) does not match with the total size ({total}) specified in attribute '{attr_name}'"
            ),
        ));
    }
    Ok(())
}

/// The count traits ODS attaches before its own invariants, in MLIR's
/// order and wording: regions (`OneRegion`, `NRegions`), results
/// (`ZeroResults`, `OneResult`, `NResults`, `AtLeastNResults`), successors,
/// then operands (`ZeroOperands`, `OneOperand`, `NOperands`,
/// `AtLeastNOperands`).
fn verify_counts(ctx: &Context, ir: &Ir, op: OpId, c: &CompiledOp) -> VResult {
    let spec = c.spec;
    let err = |m: String| op_error(ctx, ir, op, m);
    let n_regions = ir.regions(op).len();
    if !spec.regions.iter().any(|r| r.variadic) {
        let want = spec.regions.len();
        if n_regions != want {
            return Err(err(match want {
                0 => "requires zero regions".to_string(),
                1 => "requires one region".to_string(),
                n => format!("expected {n} regions"),
            }));
        }
    }
    let (fixed_res, has_var_res) = fixed_count(spec.results, c.layouts[1]);
    let n_res = ir.num_results(op);
    if !has_var_res {
        if n_res != fixed_res {
            return Err(err(match fixed_res {
                0 => "requires zero results".to_string(),
                1 => "requires one result".to_string(),
                n => format!("expected {n} results"),
            }));
        }
    } else if n_res < fixed_res {
        return Err(err(format!("expected {fixed_res} or more results")));
    }
    let n_succ = ir.successors(op).len();
    let fixed_succ = spec.successors.iter().filter(|s| !s.variadic).count();
    if spec.successors.iter().any(|s| s.variadic) {
        if n_succ < fixed_succ {
            return Err(err(format!(
                "requires at least {fixed_succ} successors but found {n_succ}"
            )));
        }
    } else if n_succ != fixed_succ {
        return Err(err(match fixed_succ {
            1 => format!("requires 1 successor but found {n_succ}"),
            n => format!("requires {n} successors but found {n_succ}"),
        }));
    }
    let (fixed_ops, has_var_ops) = fixed_count(spec.operands, c.layouts[0]);
    let n_ops = ir.num_operands(op);
    if !has_var_ops {
        if n_ops != fixed_ops {
            return Err(err(match fixed_ops {
                0 => "requires zero operands".to_string(),
                1 => "requires a single operand".to_string(),
                n => format!("expected {n} operands, but found {n_ops}"),
            }));
        }
    } else if n_ops < fixed_ops {
        return Err(err(format!(
            "expected {fixed_ops} or more operands, but found {n_ops}"
        )));
    }
    Ok(())
}

/// How many of `groups` are single values, and whether any is variadic or
/// optional (which makes the count a lower bound). Read off the layout
/// worked out at registration, so verifying an op does not rescan its
/// groups.
fn fixed_count(groups: &[ValueSpec], layout: GroupLayout) -> (usize, bool) {
    match layout {
        GroupLayout::AllSingle => (groups.len(), false),
        GroupLayout::OneFlexible(_) => (groups.len() - 1, true),
        GroupLayout::Several { flexible } => (groups.len() - flexible, true),
    }
}

fn verify_relations(ctx: &Context, ir: &Ir, op: OpId, c: &CompiledOp, v: &OpView) -> VResult {
    let type_of = |r: NamedRef| -> Option<Type> {
        match r {
            NamedRef::Operand(i) => v.operand_group(i).first().map(|x| ir.value_type(*x)),
            NamedRef::Result(i) => v.result_group_iter(i).next().map(|x| ir.value_type(x)),
            NamedRef::Attr(i) => v.attr(i).and_then(|a| match ctx.attr_kind(a) {
                rmlir_core::AttrKind::Integer { ty, .. }
                | rmlir_core::AttrKind::Float { ty, .. } => Some(*ty),
                rmlir_core::AttrKind::DenseIntOrFloat { ty, .. }
                | rmlir_core::AttrKind::DenseString { ty, .. } => Some(*ty),
                rmlir_core::AttrKind::String { ty, .. }
                | rmlir_core::AttrKind::Opaque { ty, .. } => Some(*ty),
                rmlir_core::AttrKind::DenseResource { ty, .. }
                | rmlir_core::AttrKind::Sparse { ty, .. } => Some(*ty),
                _ => None,
            }),
            NamedRef::Missing => None,
        }
    };
    for (rel, refs) in c.spec.type_relations.iter().zip(&c.relation_refs) {
        match rel {
            TypeRelation::AllMatch(names) => {
                let mut first = None;
                for &r in refs {
                    let Some(t) = type_of(r) else { continue };
                    if *first.get_or_insert(t) != t {
                        return Err(op_error(
                            ctx,
                            ir,
                            op,
                            format!(
                                "failed to verify that all of {{{}}} have same type",
                                names.join(", ")
                            ),
                        ));
                    }
                }
            }
            TypeRelation::Derived { f, summary, .. } => {
                if let (Some(a), Some(b)) = (type_of(refs[0]), type_of(refs[1])) {
                    if f(ctx, a) != b {
                        return Err(op_error(
                            ctx,
                            ir,
                            op,
                            format!("failed to verify that {summary}"),
                        ));
                    }
                }
            }
            TypeRelation::DerivedList { f, summary, .. } => {
                let Some(from) = type_of(refs[0]) else {
                    continue;
                };
                let want = f(ctx, from);
                let matches = match refs[1] {
                    NamedRef::Operand(i) => v
                        .operand_group(i)
                        .iter()
                        .map(|x| ir.value_type(*x))
                        .eq(want.iter().copied()),
                    NamedRef::Result(i) => v
                        .result_group_iter(i)
                        .map(|x| ir.value_type(x))
                        .eq(want.iter().copied()),
                    NamedRef::Attr(_) | NamedRef::Missing => true,
                };
                if !matches {
                    return Err(op_error(
                        ctx,
                        ir,
                        op,
                        format!("failed to verify that {summary}"),
                    ));
                }
            }
            TypeRelation::Pred { summary, f } => {
                if !f(ctx, ir, op) {
                    return Err(op_error(
                        ctx,
                        ir,
                        op,
                        format!("failed to verify that {summary}"),
                    ));
                }
            }
        }
    }
    Ok(())
}

fn shape_of(ctx: &Context, t: Type) -> Option<&[i64]> {
    ctx.type_kind(t).shape()
}

fn element_or_self(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

/// Whether two types have compatible shapes (MLIR's `verifyCompatibleShape`:
/// unranked and dynamic dimensions are compatible with anything).
pub fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    let ka = ctx.type_kind(a);
    let kb = ctx.type_kind(b);
    let shaped = |k: &TypeKind| {
        matches!(
            k,
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    };
    if !shaped(ka) && !shaped(kb) {
        return true;
    }
    if shaped(ka) != shaped(kb) {
        return false;
    }
    let (Some(sa), Some(sb)) = (ka.shape(), kb.shape()) else {
        return true;
    };
    if sa.len() != sb.len() {
        return false;
    }
    if let (TypeKind::Vector { scalable: x, .. }, TypeKind::Vector { scalable: y, .. }) = (ka, kb) {
        if x != y {
            return false;
        }
    }
    sa.iter().zip(sb).all(|(x, y)| {
        *x == *y || *x == rmlir_core::types::DYNAMIC || *y == rmlir_core::types::DYNAMIC
    })
}

/// Types of an op's operands and results (few for nearly every op).
type Types = SmallVec<[Type; 4]>;

fn verify_checks(ctx: &Context, ir: &Ir, op: OpId, c: &CompiledOp) -> VResult {
    if c.spec.checks.is_empty() {
        return Ok(());
    }
    // Every check below holds when all operands and results share one type,
    // as they do in most ops; that is cheap to see without collecting them.
    let mut types = ir
        .operands(op)
        .map(|v| ir.value_type(v))
        .chain(ir.results(op).map(|v| ir.value_type(v)));
    if let Some(first) = types.next() {
        if types.all(|t| t == first) {
            return Ok(());
        }
    }
    let ops: Types = ir.operands(op).map(|v| ir.value_type(v)).collect();
    let res: Types = ir.results(op).map(|v| ir.value_type(v)).collect();
    let err = |m: &str| op_error(ctx, ir, op, m);
    for check in c.spec.checks {
        match check {
            TraitCheck::SameOperandsAndResultShape => {
                let all: Types = ops.iter().chain(&res).copied().collect();
                if let Some(&f) = all.first() {
                    if all.iter().any(|t| !compatible_shape(ctx, f, *t)) {
                        return Err(err("requires the same shape for all operands and results"));
                    }
                }
            }
            TraitCheck::SameOperandsShape => {
                if let Some(&f) = ops.first() {
                    if ops.iter().any(|t| !compatible_shape(ctx, f, *t)) {
                        return Err(err("requires the same shape for all operands"));
                    }
                }
            }
            TraitCheck::SameOperandsAndResultElementType => {
                let all: Types = ops
                    .iter()
                    .chain(&res)
                    .map(|t| element_or_self(ctx, *t))
                    .collect();
                if all.windows(2).any(|w| w[0] != w[1]) {
                    return Err(err(
                        "requires the same element type for all operands and results",
                    ));
                }
            }
            TraitCheck::SameOperandsElementType => {
                let all: Types = ops.iter().map(|t| element_or_self(ctx, *t)).collect();
                if all.windows(2).any(|w| w[0] != w[1]) {
                    return Err(err("requires the same element type for all operands"));
                }
            }
            TraitCheck::SameOperandsAndResultType => {
                let all: Types = ops.iter().chain(&res).copied().collect();
                if let Some(&f) = res.first().or(ops.first()) {
                    let fe = element_or_self(ctx, f);
                    for t in &all {
                        if element_or_self(ctx, *t) != fe || !compatible_shape(ctx, f, *t) {
                            return Err(err("requires the same type for all operands and results"));
                        }
                    }
                }
            }
            TraitCheck::SameTypeOperands => {
                if ops.windows(2).any(|w| w[0] != w[1]) {
                    return Err(err("requires all operands to have the same type"));
                }
            }
            TraitCheck::Elementwise => {
                let non_scalar = |t: &Type| {
                    shape_of(ctx, *t).is_some()
                        || matches!(ctx.type_kind(*t), TypeKind::UnrankedTensor { .. })
                };
                let any_op = ops.iter().any(non_scalar);
                let any_res = res.iter().any(non_scalar);
                if any_op && !res.is_empty() && !res.iter().all(non_scalar) {
                    return Err(err(
                        "if an operand is non-scalar, then all results must be non-scalar",
                    ));
                }
                if any_res && !any_op && !ops.is_empty() {
                    return Err(err(
                        "if a result is non-scalar, then at least one operand must be non-scalar",
                    ));
                }
                let shaped: Types = ops
                    .iter()
                    .chain(&res)
                    .filter(|t| non_scalar(t))
                    .copied()
                    .collect();
                if let Some(&f) = shaped.first() {
                    let base = |t: Type| std::mem::discriminant(ctx.type_kind(t));
                    if shaped
                        .iter()
                        .any(|t| !compatible_shape(ctx, f, *t) || base(*t) != base(f))
                    {
                        return Err(err("all non-scalar operands/results must have the same shape and base type"));
                    }
                }
            }
            TraitCheck::OperandSegments | TraitCheck::ResultSegments => {}
        }
    }
    Ok(())
}

/// `SymbolOpInterface`'s verifier, which runs with the op's traits, after
/// ODS's invariants and before the op's own verifier. An op whose symbol
/// name is optional (`builtin.module`) and absent is no symbol.
fn verify_symbol(ctx: &Context, ir: &Ir, op: OpId, c: &CompiledOp) -> VResult {
    use rmlir_core::ir::symbol::{inherent_attr, SYM_NAME, SYM_VISIBILITY};
    use rmlir_core::AttrKind;
    let err = |m: String| op_error(ctx, ir, op, m);
    let name = inherent_attr(ctx, ir, op, SYM_NAME);
    let optional = c.spec.attr(SYM_NAME).is_none_or(|a| a.optional);
    if optional && name.is_none() {
        return Ok(());
    }
    if !name.is_some_and(|n| matches!(ctx.attr_kind(n), AttrKind::String { .. })) {
        return Err(err(format!("requires string attribute '{SYM_NAME}'")));
    }
    let mut public = true;
    if let Some(vis) = inherent_attr(ctx, ir, op, SYM_VISIBILITY) {
        let AttrKind::String { value, .. } = ctx.attr_kind(vis) else {
            return Err(err(format!(
                "requires visibility attribute '{SYM_VISIBILITY}' to be a string attribute, but got {}",
                ctx.print_attr(vis)
            )));
        };
        if !matches!(&value[..], b"public" | b"private" | b"nested") {
            return Err(err(format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                ctx.print_attr(vis)
            )));
        }
        public = &value[..] == b"public";
    }
    if public && c.spec.is_declaration.is_some_and(|f| f(ctx, ir, op)) {
        return Err(err(
            "symbol declaration cannot have public visibility".to_string()
        ));
    }
    if let Some(parent) = ir.parent_op(op) {
        let table = ctx
            .op_def(ir.op_name(parent))
            .map(|d| d.has(rmlir_core::dialect::Traits::SYMBOL_TABLE));
        // Unregistered parents may be symbol tables.
        if table == Some(false) {
            return Err(err(
                "symbol's parent must have the SymbolTable trait".to_string()
            ));
        }
    }
    Ok(())
}
