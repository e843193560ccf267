//! Parsing an op with a compiled assembly format (the parser ODS generates).

use super::{CustomArg, CustomArgs, CustomSlot, Elem, TypeRef};
use crate::register::CompiledOp;
use crate::spec::{Arity, AttrSyntax, TraitCheck, TypeRelation};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{PResult, Parser, UnresolvedOperand};
use rmlir_core::ir::{BlockId, OperationState, RegionId};
use rmlir_core::{AttrKind, Attribute, NamedAttr, Type};

#[derive(Default)]
struct State {
    operands: Vec<Vec<UnresolvedOperand>>,
    operand_types: Vec<Option<Vec<Type>>>,
    result_types: Vec<Option<Vec<Type>>>,
    attrs: Vec<Option<Attribute>>,
    extra: Vec<NamedAttr>,
    regions: Vec<Vec<RegionId>>,
    successors: Vec<Vec<BlockId>>,
    operands_loc: u32,
}

/// Parses the op described by `c` (after its name) into `st`.
pub fn parse_op(p: &mut Parser<'_>, st: &mut OperationState, c: &CompiledOp) -> PResult<()> {
    let spec = c.spec;
    let mut s = State {
        operands: vec![Vec::new(); spec.operands.len()],
        operand_types: vec![None; spec.operands.len()],
        result_types: vec![None; spec.results.len()],
        attrs: vec![None; spec.attrs.len()],
        regions: vec![Vec::new(); spec.regions.len()],
        successors: vec![Vec::new(); spec.successors.len()],
        operands_loc: p.here(),
        ..State::default()
    };
    parse_elems(p, c, &c.format, &mut s)?;
    finish(p, st, c, s)
}

fn keyword_like(lit: &str) -> bool {
    lit.as_bytes()
        .first()
        .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_')
}

fn punct_tok(lit: &str) -> Option<Tok> {
    Some(match lit {
        "(" => Tok::LParen,
        ")" => Tok::RParen,
        "[" => Tok::LSquare,
        "]" => Tok::RSquare,
        "{" => Tok::LBrace,
        "}" => Tok::RBrace,
        "<" => Tok::Less,
        ">" => Tok::Greater,
        "," => Tok::Comma,
        ":" => Tok::Colon,
        "=" => Tok::Equal,
        "->" => Tok::Arrow,
        "?" => Tok::Question,
        "*" => Tok::Star,
        "+" => Tok::Plus,
        "-" => Tok::Minus,
        "|" => Tok::VerticalBar,
        "..." => Tok::Ellipsis,
        _ => return None,
    })
}

fn parse_literal(p: &mut Parser<'_>, lit: &'static str) -> PResult<()> {
    if keyword_like(lit) {
        if p.consume_keyword_if(lit) {
            return Ok(());
        }
        let at = p.here();
        return p.custom_error(at, format!("expected '{lit}'"));
    }
    match punct_tok(lit) {
        Some(t) => {
            if p.consume_if(t) {
                Ok(())
            } else {
                p.wrong_token_error(format!("expected '{lit}'"))
            }
        }
        None => {
            let at = p.here();
            p.custom_error(at, format!("unsupported literal '{lit}'"))
        }
    }
}

/// Whether the element that anchors an optional group is present at the
/// current token (consuming a leading literal if it is one).
fn group_present(p: &mut Parser<'_>, c: &CompiledOp, first: &Elem) -> bool {
    match first {
        Elem::Literal(l) => {
            if keyword_like(l) {
                p.consume_keyword_if(l)
            } else {
                punct_tok(l).is_some_and(|t| p.consume_if(t))
            }
        }
        Elem::Operand(_) | Elem::AllOperands => p.is(Tok::PercentIdent),
        Elem::Region(_) | Elem::AllRegions => p.is(Tok::LBrace),
        Elem::Successor(_) | Elem::AllSuccessors => p.is(Tok::CaretIdent),
        Elem::Type(_) | Elem::QualifiedType(_) | Elem::FunctionalType(..) => p.at_type_start(),
        Elem::Attr(i) | Elem::QualifiedAttr(i) => match c.spec.attrs[*i].constraint.syntax {
            AttrSyntax::Enum(e) => {
                e.cases.iter().any(|(n, _)| p.is_keyword(n)) || p.is(Tok::String)
            }
            AttrSyntax::SymbolName => p.is(Tok::AtIdent),
            AttrSyntax::BitEnum(_) => p.is(Tok::Less),
            AttrSyntax::StrippedDenseArray(_) => p.is(Tok::LSquare),
            _ => p.at_attribute_start(),
        },
        Elem::AttrDict { .. } => true,
        Elem::PropDict => p.is(Tok::Less),
        Elem::Custom { .. } => true,
        _ => false,
    }
}

fn parse_elems(p: &mut Parser<'_>, c: &CompiledOp, elems: &[Elem], s: &mut State) -> PResult<()> {
    for e in elems {
        parse_elem(p, c, e, s)?;
    }
    Ok(())
}

fn set_types(s: &mut State, r: TypeRef, types: Vec<Type>, c: &CompiledOp) {
    match r {
        TypeRef::Operand(i) => s.operand_types[i] = Some(types),
        TypeRef::Result(i) => s.result_types[i] = Some(types),
        TypeRef::AllOperands => distribute(
            &mut s.operand_types,
            types,
            c.spec.operands.iter().map(|o| o.arity),
        ),
        TypeRef::AllResults => distribute(
            &mut s.result_types,
            types,
            c.spec.results.iter().map(|o| o.arity),
        ),
    }
}

/// Spreads a flat type list over groups (only the last group may be variadic).
fn distribute(
    slots: &mut [Option<Vec<Type>>],
    types: Vec<Type>,
    arities: impl Iterator<Item = Arity>,
) {
    let arities: Vec<Arity> = arities.collect();
    let mut rest = types.into_iter();
    for (i, a) in arities.iter().enumerate() {
        slots[i] = Some(match a {
            Arity::Variadic => rest.by_ref().collect(),
            _ => rest.next().into_iter().collect(),
        });
    }
}

fn parse_type_group(p: &mut Parser<'_>, arity: Option<Arity>) -> PResult<Vec<Type>> {
    match arity {
        Some(Arity::Single) => Ok(vec![p.parse_type()?]),
        Some(Arity::Optional) => Ok(p.parse_optional_type()?.into_iter().collect()),
        _ => {
            if !p.at_type_start() {
                return Ok(Vec::new());
            }
            p.parse_type_list_no_parens()
        }
    }
}

fn ref_arity(c: &CompiledOp, r: TypeRef) -> Option<Arity> {
    match r {
        TypeRef::Operand(i) => Some(c.spec.operands[i].arity),
        TypeRef::Result(i) => Some(c.spec.results[i].arity),
        _ => None,
    }
}

fn parse_attr_value(p: &mut Parser<'_>, c: &CompiledOp, i: usize) -> PResult<Attribute> {
    let a = &c.spec.attrs[i];
    match a.constraint.syntax {
        AttrSyntax::Generic => p.parse_attribute(),
        AttrSyntax::Typed(ty) => {
            let t = ty(p.ctx);
            p.parse_attribute_typed(Some(t))
        }
        AttrSyntax::SymbolName => {
            let at = p.here();
            match p.parse_optional_symbol_name() {
                Some(s) => Ok(s),
                None => p.custom_error(at, "expected valid '@'-identifier for symbol name"),
            }
        }
        AttrSyntax::Custom { parse, .. } => parse(p),
        AttrSyntax::StrippedDenseArray(ty) => {
            let elt = ty(p.ctx);
            let width = match p.ctx.type_kind(elt) {
                rmlir_core::TypeKind::Integer { width, .. } => *width,
                _ => 64,
            };
            let mut raw = Vec::new();
            let mut len = 0u32;
            p.parse_delimited_list(Tok::LSquare, Tok::RSquare, "", |p| {
                let neg = p.consume_if(Tok::Minus);
                let at = p.here();
                let v = p.parse_integer_u64("integer value")? as i64;
                let v = if neg { -v } else { v };
                let fits =
                    width >= 64 || (v >= -(1i64 << (width - 1)) && v < (1i64 << (width - 1)));
                if !fits {
                    return p.error_at(at, "integer constant out of range");
                }
                raw.extend_from_slice(&v.to_le_bytes()[..(width as usize / 8)]);
                len += 1;
                Ok(())
            })?;
            Ok(p.ctx.attr(AttrKind::DenseArray {
                element: elt,
                len,
                raw: raw.into(),
            }))
        }
        AttrSyntax::BitEnum(e) => {
            p.expect(Tok::Less, "expected '<'")?;
            let at = p.here();
            let mut v = 0u64;
            loop {
                let Some(word) = p.parse_optional_keyword_any() else {
                    return p.custom_error(at, format!("expected keyword for {}", e.mnemonic));
                };
                let w = String::from_utf8_lossy(word);
                match e.from_text(&w) {
                    Some(b) => v |= b,
                    None => {
                        let names: Vec<&str> = e.cases.iter().map(|c| c.0).collect();
                        return p.custom_error(
                            at,
                            format!(
                                "expected one of [{}] for {}, got: {w}",
                                names.join(", "),
                                e.mnemonic
                            ),
                        );
                    }
                }
                if !p.consume_if(Tok::Comma) {
                    break;
                }
            }
            p.expect(Tok::Greater, "expected '>'")?;
            Ok(crate::bitenum::bit_enum_attr(p.ctx, e, v))
        }
        AttrSyntax::Enum(e) => {
            let at = p.here();
            // Only the enum's own keywords are taken bare; anything else must
            // be a string.
            let word: Option<Vec<u8>> = if p.is(Tok::String) {
                let v = p.string_value();
                p.consume();
                Some(v)
            } else if e.cases.iter().any(|(n, _)| p.is_keyword(n)) {
                p.parse_optional_keyword_any().map(|w| w.to_vec())
            } else {
                None
            };
            let Some(word) = word else {
                let names: Vec<&str> = e.cases.iter().map(|(n, _)| *n).collect();
                return p.custom_error(
                    at,
                    format!(
                        "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                        a.name,
                        names.join(", ")
                    ),
                );
            };
            match e
                .cases
                .iter()
                .find(|(n, _)| n.as_bytes() == word.as_slice())
            {
                Some(&(_, v)) => Ok(crate::constraints::enum_attr(p.ctx, e, v)),
                None => p.custom_error(
                    at,
                    format!(
                        "invalid {} attribute specification: \"{}\"",
                        a.name,
                        String::from_utf8_lossy(&word)
                    ),
                ),
            }
        }
    }
}

fn parse_elem(p: &mut Parser<'_>, c: &CompiledOp, e: &Elem, s: &mut State) -> PResult<()> {
    let spec = c.spec;
    match e {
        Elem::Literal(l) => parse_literal(p, l),
        Elem::Space(_) | Elem::Newline => Ok(()),
        Elem::Operand(i) => {
            match spec.operands[*i].arity {
                Arity::Single => s.operands[*i] = vec![p.parse_operand(true)?],
                Arity::Optional => {
                    s.operands[*i] = p.parse_optional_operand()?.into_iter().collect()
                }
                Arity::Variadic => s.operands[*i] = p.parse_operand_list()?,
            }
            Ok(())
        }
        Elem::AllOperands => {
            s.operands_loc = p.here();
            let all = p.parse_operand_list()?;
            if spec.operands.len() == 1 {
                s.operands[0] = all;
            } else {
                let mut it = all.into_iter();
                for (i, o) in spec.operands.iter().enumerate() {
                    s.operands[i] = match o.arity {
                        Arity::Variadic => it.by_ref().collect(),
                        _ => it.next().into_iter().collect(),
                    };
                }
            }
            Ok(())
        }
        Elem::Attr(i) | Elem::QualifiedAttr(i) => {
            let a = parse_attr_value(p, c, *i)?;
            s.attrs[*i] = Some(a);
            Ok(())
        }
        Elem::Region(i) => {
            let isolated = spec
                .traits
                .contains(rmlir_core::dialect::Traits::ISOLATED_FROM_ABOVE);
            if spec.regions[*i].variadic {
                while p.is(Tok::LBrace) {
                    let r = p.parse_region(&[], isolated)?;
                    s.regions[*i].push(r);
                    if !p.consume_if(Tok::Comma) {
                        break;
                    }
                }
            } else {
                let r = p.parse_region(&[], isolated)?;
                s.regions[*i] = vec![r];
            }
            Ok(())
        }
        Elem::AllRegions => {
            let mut all = Vec::new();
            while p.is(Tok::LBrace) {
                all.push(p.parse_region(&[], false)?);
                if !p.consume_if(Tok::Comma) {
                    break;
                }
            }
            let last = s.regions.len().saturating_sub(1);
            for (i, r) in all.into_iter().enumerate() {
                if let Some(slot) = s.regions.get_mut(i.min(last)) {
                    slot.push(r);
                }
            }
            Ok(())
        }
        Elem::Successor(i) => {
            if spec.successors[*i].variadic {
                if p.is(Tok::CaretIdent) {
                    p.parse_comma_list(|p| {
                        let b = p.parse_successor()?;
                        s.successors[*i].push(b);
                        Ok(())
                    })?;
                }
            } else {
                s.successors[*i] = vec![p.parse_successor()?];
            }
            Ok(())
        }
        Elem::AllSuccessors => {
            if p.is(Tok::CaretIdent) {
                let mut all = Vec::new();
                p.parse_comma_list(|p| {
                    all.push(p.parse_successor()?);
                    Ok(())
                })?;
                if let Some(first) = s.successors.first_mut() {
                    *first = all;
                }
            }
            Ok(())
        }
        Elem::Type(r) | Elem::QualifiedType(r) => {
            let types = parse_type_group(p, ref_arity(c, *r))?;
            set_types(s, *r, types, c);
            Ok(())
        }
        Elem::FunctionalType(a, b) => {
            let loc = p.here();
            let t = p.parse_type()?;
            let AttrKind::Type(_) = p.ctx.attr_kind(p.ctx.type_attr(t)) else {
                unreachable!()
            };
            let rmlir_core::TypeKind::Function { inputs, results } = p.ctx.type_kind(t) else {
                return p.error_at(loc, "expected function type");
            };
            let (ins, outs) = (inputs.to_vec(), results.to_vec());
            set_types(s, *a, ins, c);
            set_types(s, *b, outs, c);
            Ok(())
        }
        Elem::AttrDict { keyword } => {
            let loc = p.here();
            let present = if *keyword {
                p.consume_keyword_if("attributes")
            } else {
                p.is(Tok::LBrace)
            };
            if present {
                let entries = p.parse_attribute_dict()?;
                check_inherent_attrs(p, c, loc, &entries)?;
                s.extra.extend(entries);
            }
            Ok(())
        }
        Elem::PropDict => {
            if p.consume_if(Tok::Less) {
                let d = p.parse_attribute()?;
                p.expect(Tok::Greater, "expected '>'")?;
                for e in p.ctx.dict_entries(d).to_vec() {
                    s.extra.push(e);
                }
            }
            Ok(())
        }
        Elem::Custom { directive, args } => {
            let d = &spec.custom_directives[*directive];
            let mut ca = CustomArgs { slots: Vec::new() };
            for a in args {
                ca.slots.push(match a {
                    CustomArg::Operand(i) => CustomSlot::Operands(s.operands[*i].clone()),
                    CustomArg::Attr(i) => CustomSlot::Attr(s.attrs[*i]),
                    CustomArg::Type(r) => CustomSlot::Types(type_slot(s, *r)),
                    CustomArg::Ref(inner) => match &**inner {
                        CustomArg::Operand(i) => CustomSlot::Operands(s.operands[*i].clone()),
                        CustomArg::Attr(i) => CustomSlot::Attr(s.attrs[*i]),
                        CustomArg::Type(r) => CustomSlot::Types(type_slot(s, *r)),
                        CustomArg::Ref(_) => CustomSlot::Attr(None),
                    },
                });
            }
            (d.parse)(p, &mut ca)?;
            for (a, slot) in args.iter().zip(ca.slots) {
                match (a, slot) {
                    (CustomArg::Operand(i), CustomSlot::Operands(v)) => s.operands[*i] = v,
                    (CustomArg::Attr(i), CustomSlot::Attr(v)) => s.attrs[*i] = v,
                    (CustomArg::Type(r), CustomSlot::Types(v)) => set_types(s, *r, v, c),
                    _ => {}
                }
            }
            Ok(())
        }
        Elem::Optional {
            then,
            anchor,
            otherwise,
        } => {
            // Spacing directives print only; the group starts at the first
            // element that parses.
            let lead = then
                .iter()
                .position(|e| !matches!(e, Elem::Space(_) | Elem::Newline))
                .unwrap_or(0);
            let first = &then[lead];
            let lead_literal = matches!(first, Elem::Literal(_));
            if group_present(p, c, first) {
                let rest = if lead_literal {
                    &then[lead + 1..]
                } else {
                    &then[lead..]
                };
                let _ = anchor;
                parse_elems(p, c, rest, s)
            } else {
                parse_elems(p, c, otherwise, s)
            }
        }
    }
}

/// Inherent attributes given in `attr-dict` must satisfy their constraints
/// right away (ODS's `verifyInherentAttrs` after `parseOptionalAttrDict`),
/// reported at the dictionary.
fn check_inherent_attrs(
    p: &mut Parser<'_>,
    c: &CompiledOp,
    loc: u32,
    entries: &[NamedAttr],
) -> PResult<()> {
    let ctx = p.ctx;
    let mut order: Vec<usize> = (0..c.spec.attrs.len()).collect();
    order.sort_by_key(|&i| c.spec.attrs[i].name);
    for i in order {
        let a = &c.spec.attrs[i];
        let Some(e) = entries.iter().find(|e| e.name == c.attr_names[i]) else {
            continue;
        };
        if !(a.constraint.check)(ctx, e.value) {
            return p.custom_error(
                loc,
                format!(
                    "'{}' op attribute '{}' failed to satisfy constraint: {}",
                    c.spec.name, a.name, a.constraint.summary
                ),
            );
        }
    }
    Ok(())
}

fn type_slot(s: &State, r: TypeRef) -> Vec<Type> {
    match r {
        TypeRef::Operand(i) => s.operand_types[i].clone().unwrap_or_default(),
        TypeRef::Result(i) => s.result_types[i].clone().unwrap_or_default(),
        TypeRef::AllOperands => s
            .operand_types
            .iter()
            .flatten()
            .flatten()
            .copied()
            .collect(),
        TypeRef::AllResults => s.result_types.iter().flatten().flatten().copied().collect(),
    }
}

/// Infers missing types, resolves operands and fills in the op state.
fn finish(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    c: &CompiledOp,
    mut s: State,
) -> PResult<()> {
    let spec = c.spec;
    let ctx = p.ctx;
    let n_ops = spec.operands.len();
    // Slot i < n_ops: operand group i; otherwise result group i - n_ops.
    let get = |s: &State, i: usize| -> Option<Vec<Type>> {
        if i < n_ops {
            s.operand_types[i].clone()
        } else {
            s.result_types[i - n_ops].clone()
        }
    };
    let count = |s: &State, i: usize| -> usize {
        if i < n_ops {
            s.operands[i].len()
        } else {
            match spec.results[i - n_ops].arity {
                Arity::Single => 1,
                _ => 1,
            }
        }
    };
    let set = |s: &mut State, i: usize, t: Vec<Type>| {
        if i < n_ops {
            s.operand_types[i] = Some(t);
        } else {
            s.result_types[i - n_ops] = Some(t);
        }
    };
    let index_of = |name: &str| -> Option<usize> {
        spec.operands
            .iter()
            .position(|o| o.name == name)
            .or_else(|| {
                spec.results
                    .iter()
                    .position(|r| r.name == name)
                    .map(|i| n_ops + i)
            })
    };
    for i in 0..n_ops + spec.results.len() {
        let c = if i < n_ops {
            spec.operands[i].constraint
        } else {
            spec.results[i - n_ops].constraint
        };
        if let (Some(b), None) = (c.buildable, get(&s, i)) {
            let n = count(&s, i);
            set(&mut s, i, vec![b(ctx); n]);
        }
    }
    let mut groups: Vec<Vec<usize>> = Vec::new();
    if spec.has_check(TraitCheck::SameOperandsAndResultType) {
        groups.push((0..n_ops + spec.results.len()).collect());
    }
    if spec.has_check(TraitCheck::SameTypeOperands) {
        groups.push((0..n_ops).collect());
    }
    for rel in spec.type_relations {
        if let TypeRelation::AllMatch(names) = rel {
            groups.push(names.iter().filter_map(|n| index_of(n)).collect());
        }
    }
    loop {
        let mut changed = false;
        for g in &groups {
            let known = g
                .iter()
                .find_map(|&i| get(&s, i).and_then(|v| v.first().copied()));
            if let Some(t) = known {
                for &i in g {
                    if get(&s, i).is_none() {
                        let n = count(&s, i);
                        set(&mut s, i, vec![t; n]);
                        changed = true;
                    }
                }
            }
        }
        for rel in spec.type_relations {
            if let TypeRelation::Derived { from, to, f, .. } = rel {
                let (Some(fi), Some(ti)) = (index_of(from), index_of(to)) else {
                    continue;
                };
                if get(&s, ti).is_none() {
                    if let Some(t) = get(&s, fi).and_then(|v| v.first().copied()) {
                        // ODS checks the source type before deriving from it.
                        let c = if fi < n_ops {
                            spec.operands[fi].constraint
                        } else {
                            spec.results[fi - n_ops].constraint
                        };
                        if !(c.check)(ctx, t) {
                            let at = p.op_name_loc();
                            let ts = ctx.print_type(t);
                            return p.custom_error(
                                at,
                                format!("'{from}' must be {}, but got '{ts}'", c.summary),
                            );
                        }
                        let n = count(&s, ti);
                        set(&mut s, ti, vec![f(ctx, t); n]);
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    // Operands.
    for (i, ops) in s.operands.iter().enumerate() {
        let types = s.operand_types[i].clone().unwrap_or_default();
        let loc = ops.first().map_or(s.operands_loc, |o| o.loc);
        if types.len() != ops.len() {
            return p.error_at(
                loc,
                format!(
                    "{} operands present, but expected {}",
                    ops.len(),
                    types.len()
                ),
            );
        }
        for (u, t) in ops.iter().zip(&types) {
            let v = p.resolve_operand(*u, *t)?;
            st.operands.push(v);
        }
    }
    // Attributes: format-parsed ones and inherent names from attr-dict go to
    // properties, the rest stay discardable.
    let mut props: Vec<NamedAttr> = Vec::new();
    for (i, a) in s.attrs.iter().enumerate() {
        if let Some(v) = a {
            props.push(NamedAttr {
                name: ctx.string_attr(spec.attrs[i].name),
                value: *v,
            });
        }
    }
    let mut discardable = Vec::new();
    for e in s.extra {
        let n = ctx.str_value(e.name);
        let inherent = spec.attrs.iter().any(|a| a.name.as_bytes() == n)
            || (n == b"operandSegmentSizes" && spec.has_check(TraitCheck::OperandSegments))
            || (n == b"resultSegmentSizes" && spec.has_check(TraitCheck::ResultSegments));
        if props
            .iter()
            .chain(discardable.iter())
            .any(|x: &NamedAttr| x.name == e.name)
        {
            let at = p.op_name_loc();
            return p.custom_error(
                at,
                format!(
                    "attribute '{}' occurs more than once in the attribute list",
                    String::from_utf8_lossy(n)
                ),
            );
        }
        if inherent {
            props.push(e);
        } else {
            discardable.push(e);
        }
    }
    c.add_defaults(&mut props);
    if spec.has_check(TraitCheck::OperandSegments)
        && !props
            .iter()
            .any(|a| ctx.str_value(a.name) == b"operandSegmentSizes")
    {
        let sizes: Vec<i32> = s.operands.iter().map(|o| o.len() as i32).collect();
        props.push(NamedAttr {
            name: ctx.string_attr("operandSegmentSizes"),
            value: crate::constraints::i32_array(ctx, &sizes),
        });
    }
    // Results (inferred last: inference may need attributes).
    let mut results: Vec<Type> = Vec::new();
    if s.result_types.iter().any(|t| t.is_none()) {
        if let Some(infer) = spec.infer {
            let ins: Vec<Type> = st.operands.iter().map(|v| p.ir.value_type(*v)).collect();
            match infer(ctx, &ins, &props) {
                Ok(r) => results = r,
                Err(m) => {
                    let at = p.op_name_loc();
                    return p.custom_error(at, m);
                }
            }
        }
    } else {
        for t in s.result_types.iter().flatten() {
            results.extend_from_slice(t);
        }
    }
    st.result_types = results;
    if spec.has_check(TraitCheck::ResultSegments)
        && !props
            .iter()
            .any(|a| ctx.str_value(a.name) == b"resultSegmentSizes")
    {
        let sizes: Vec<i32> = s
            .result_types
            .iter()
            .map(|o| o.as_ref().map_or(0, |v| v.len()) as i32)
            .collect();
        props.push(NamedAttr {
            name: ctx.string_attr("resultSegmentSizes"),
            value: crate::constraints::i32_array(ctx, &sizes),
        });
    }
    st.properties = if props.is_empty() {
        None
    } else {
        Some(ctx.dict_attr(props))
    };
    st.attrs = ctx.dict_attr(discardable);
    st.regions = s.regions.into_iter().flatten().collect();
    st.successors = s.successors.into_iter().flatten().collect();
    Ok(())
}
