//! Parsing an op with a compiled assembly format (the parser ODS generates).

use super::{CustomArg, CustomArgs, CustomSlot, Elem, TypeRef};
use crate::register::{AttrList, CompiledOp};
use crate::spec::{Arity, AttrSyntax, TraitCheck};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{Failed, PResult, Parser};
use rmlir_core::ir::{BlockId, OperationState, RegionId};
use rmlir_core::{AttrKind, Attribute, NamedAttr, Type};
use smallvec::SmallVec;

/// Operand names of one group.
type OperandList = rmlir_core::asm::parser::OperandNames;
/// Types of one operand or result group.
type TypeList = SmallVec<[Type; 2]>;

/// What the format elements parsed so far. Sized for the common op (a
/// handful of groups) so that parsing one allocates nothing here.
struct State {
    operands: SmallVec<[OperandList; 4]>,
    /// Types of the operand groups, then of the result groups (the slot
    /// numbering of [`TypePlan`]).
    types: SmallVec<[Option<TypeList>; 6]>,
    attrs: SmallVec<[Option<Attribute>; 4]>,
    extra: Vec<NamedAttr>,
    regions: SmallVec<[SmallVec<[RegionId; 1]>; 1]>,
    successors: SmallVec<[SmallVec<[BlockId; 1]>; 1]>,
    operands_loc: u32,
    /// Where each operand group written as `$x` started: an empty group's
    /// count mismatch is reported there.
    group_locs: SmallVec<[Option<u32>; 4]>,
}

/// Parses the op described by `c` (after its name) into `st`.
pub(crate) fn parse_op(p: &mut Parser<'_>, st: &mut OperationState, c: &CompiledOp) -> PResult<()> {
    let spec = c.spec;
    // Filled element by element: `smallvec![x; n]` clones `x` n times,
    // which was a noticeable part of parsing an op.
    fn filled<A: smallvec::Array>(n: usize, f: impl FnMut() -> A::Item) -> SmallVec<A> {
        let mut v = SmallVec::new();
        v.resize_with(n, f);
        v
    }
    let mut s = State {
        operands: filled(spec.operands.len(), OperandList::new),
        types: filled(spec.operands.len() + spec.results.len(), || None),
        attrs: filled(spec.attrs.len(), || None),
        extra: Vec::new(),
        regions: filled(spec.regions.len(), SmallVec::new),
        successors: filled(spec.successors.len(), SmallVec::new),
        operands_loc: p.here(),
        group_locs: filled(spec.operands.len(), || None),
    };
    parse_elems(p, c, &c.format, &mut s)?;
    finish(p, st, c, &mut s)
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

fn set_types(s: &mut State, r: TypeRef, types: TypeList, c: &CompiledOp) {
    let n_ops = c.spec.operands.len();
    match r {
        TypeRef::Operand(i) => s.types[i] = Some(types),
        TypeRef::Result(i) => s.types[n_ops + i] = Some(types),
        TypeRef::AllOperands => distribute(&mut s.types[..n_ops], types, &c.operand_arities),
        TypeRef::AllResults => distribute(&mut s.types[n_ops..], types, &c.result_arities),
    }
}

/// Spreads a flat type list over groups (only the last group may be variadic).
fn distribute(slots: &mut [Option<TypeList>], types: TypeList, arities: &[Arity]) {
    let mut rest = types.into_iter();
    for (i, a) in arities.iter().enumerate() {
        slots[i] = Some(match a {
            Arity::Variadic => rest.by_ref().collect(),
            _ => rest.next().into_iter().collect(),
        });
    }
}

fn parse_type_group(p: &mut Parser<'_>, arity: Option<Arity>) -> PResult<TypeList> {
    match arity {
        Some(Arity::Single) => Ok(smallvec::smallvec![p.parse_type()?]),
        Some(Arity::Optional) => Ok(p.parse_optional_type()?.into_iter().collect()),
        // A variadic group is a comma list of at least one type, as
        // mlir-opt's `parseTypeList` reads it: `(%a : )` is a missing type.
        _ => Ok(SmallVec::from_vec(p.parse_type_list_no_parens()?)),
    }
}

/// The generated parser of a single operand's or result's type reads it as
/// the constraint's type class (`type($memref)` of a `MemRefType` operand),
/// so a written type of another class fails at the type, before the op is
/// built; groups that may hold several types are read as any types.
fn check_type_class(
    p: &mut Parser<'_>,
    c: &CompiledOp,
    r: TypeRef,
    at: u32,
    types: &TypeList,
) -> PResult<()> {
    let group = match r {
        TypeRef::Operand(i) => &c.spec.operands[i],
        TypeRef::Result(i) => &c.spec.results[i],
        _ => return Ok(()),
    };
    let (Arity::Single, Some(class), [t]) = (group.arity, group.constraint.class, &types[..])
    else {
        return Ok(());
    };
    if (class.is)(p.ctx, *t) {
        return Ok(());
    }
    match class.name {
        Some(name) => p.type_kind_error(at, name, *t),
        None => p.custom_error(at, "invalid kind of type specified"),
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
        AttrSyntax::OfKind(of_kind) => {
            let at = p.here();
            let a = p.parse_attribute()?;
            if !of_kind(p.ctx, a) {
                return p.custom_error(at, "invalid kind of attribute specified");
            }
            Ok(a)
        }
        AttrSyntax::Typed(ty) => {
            // Read as the constraint's storage class (`parseAttribute<T>`
            // with the value type): another class fails here, at the
            // attribute, instead of in the verifier.
            let at = p.here();
            let t = ty(p.ctx);
            let v = p.parse_attribute_typed(Some(t))?;
            if !a.constraint.storage.unwrap_or(a.constraint.check)(p.ctx, v) {
                return p.custom_error(at, "invalid kind of attribute specified");
            }
            Ok(v)
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
            let (min, max) = if width >= 64 {
                (i64::MIN as i128, i64::MAX as i128)
            } else {
                (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1)
            };
            let mut raw = Vec::new();
            let mut len = 0u32;
            p.expect(Tok::LSquare, "expected '['")?;
            if !p.consume_if(Tok::RSquare) {
                let r = p.parse_comma_list(|p| {
                    let v = p.parse_custom_integer(min, max)? as i64;
                    raw.extend_from_slice(&v.to_le_bytes()[..(width as usize / 8)]);
                    len += 1;
                    Ok(())
                });
                // MLIR reads the closing ']' even after a bad element, so a
                // bad element not followed by ']' reports a second error.
                if !p.consume_if(Tok::RSquare) {
                    let _ = p.wrong_token_error::<()>("expected ']'");
                    return Err(Failed);
                }
                r?;
            }
            Ok(p.ctx.attr(AttrKind::DenseArray {
                element: elt,
                len,
                raw: raw.into(),
            }))
        }
        AttrSyntax::BitEnum(e) => {
            p.expect(Tok::Less, "expected '<'")?;
            let Ok(v) = parse_bit_enum_words(p, e) else {
                // mlir-opt adds a second error where the value's parse stopped.
                let here = p.here();
                return p.custom_error(
                    here,
                    format!(
                        "failed to parse {} parameter 'value' which is to be a `{}`",
                        e.attr_def_name, e.cpp_name
                    ),
                );
            };
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
            s.group_locs[*i] = Some(p.here());
            match spec.operands[*i].arity {
                Arity::Single => s.operands[*i] = smallvec::smallvec![p.parse_operand(true)?],
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
        // A unit attribute anchoring an optional group: the group's
        // literals were there, so it is set.
        Elem::Attr(i) | Elem::QualifiedAttr(i) if super::is_unit_attr(c, *i) => {
            s.attrs[*i] = Some(p.ctx.unit_attr());
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
                s.regions[*i] = smallvec::smallvec![r];
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
                s.successors[*i] = smallvec::smallvec![p.parse_successor()?];
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
                    *first = SmallVec::from_vec(all);
                }
            }
            Ok(())
        }
        Elem::Type(r) | Elem::QualifiedType(r) => {
            let at = p.here();
            let types = parse_type_group(p, ref_arity(c, *r))?;
            check_type_class(p, c, *r, at, &types)?;
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
                return p.type_kind_error(loc, "builtin.function", t);
            };
            let (ins, outs) = (TypeList::from_slice(inputs), TypeList::from_slice(results));
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
                    CustomArg::Operand(i) => CustomSlot::Operands(s.operands[*i].to_vec()),
                    CustomArg::Attr(i) => CustomSlot::Attr(s.attrs[*i]),
                    CustomArg::Type(r) => CustomSlot::Types(type_slot(s, *r, c)),
                    CustomArg::Ref(inner) => match &**inner {
                        CustomArg::Operand(i) => CustomSlot::Operands(s.operands[*i].to_vec()),
                        CustomArg::Attr(i) => CustomSlot::Attr(s.attrs[*i]),
                        CustomArg::Type(r) => CustomSlot::Types(type_slot(s, *r, c)),
                        CustomArg::Ref(_) => CustomSlot::Attr(None),
                    },
                });
            }
            (d.parse)(p, &mut ca)?;
            for (a, slot) in args.iter().zip(ca.slots) {
                match (a, slot) {
                    (CustomArg::Operand(i), CustomSlot::Operands(v)) => {
                        s.operands[*i] = SmallVec::from_vec(v)
                    }
                    (CustomArg::Attr(i), CustomSlot::Attr(v)) => s.attrs[*i] = v,
                    (CustomArg::Type(r), CustomSlot::Types(v)) => {
                        set_types(s, *r, SmallVec::from_vec(v), c)
                    }
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

fn type_slot(s: &State, r: TypeRef, c: &CompiledOp) -> Vec<Type> {
    let n_ops = c.spec.operands.len();
    let all = |slots: &[Option<TypeList>]| slots.iter().flatten().flatten().copied().collect();
    match r {
        TypeRef::Operand(i) => s.types[i].as_ref().map_or(Vec::new(), |t| t.to_vec()),
        TypeRef::Result(i) => s.types[n_ops + i]
            .as_ref()
            .map_or(Vec::new(), |t| t.to_vec()),
        TypeRef::AllOperands => all(&s.types[..n_ops]),
        TypeRef::AllResults => all(&s.types[n_ops..]),
    }
}

/// Infers missing types, resolves operands and fills in the op state.
fn finish(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    c: &CompiledOp,
    s: &mut State,
) -> PResult<()> {
    let spec = c.spec;
    let ctx = p.ctx;
    let n_ops = spec.operands.len();
    let plan = &c.type_plan;
    // How many types slot `i` needs: one per operand; result groups are
    // given one type (variadic results are never inferred this way).
    let count = |s: &State, i: usize| -> usize {
        if i < n_ops {
            s.operands[i].len()
        } else {
            1
        }
    };
    let first_known = |s: &State, i: usize| -> Option<Type> {
        s.types[i].as_ref().and_then(|v| v.first().copied())
    };
    for (i, tc) in plan.constraints.iter().enumerate() {
        if let (Some(b), None) = (tc.buildable, &s.types[i]) {
            let n = count(s, i);
            s.types[i] = Some(smallvec::smallvec![b(ctx); n]);
        }
    }
    if !plan.groups.is_empty() || !plan.derived.is_empty() || !plan.derived_lists.is_empty() {
        loop {
            let mut changed = false;
            for g in &plan.groups {
                let known = g.iter().find_map(|&i| first_known(s, i));
                if let Some(t) = known {
                    for &i in g {
                        if s.types[i].is_none() {
                            let n = count(s, i);
                            s.types[i] = Some(smallvec::smallvec![t; n]);
                            changed = true;
                        }
                    }
                }
            }
            for d in &plan.derived {
                if s.types[d.to].is_some() {
                    continue;
                }
                let Some(t) = first_known(s, d.from) else {
                    continue;
                };
                // ODS checks the source type before deriving from it.
                let from_c = plan.constraints[d.from];
                if !(from_c.check)(ctx, t) {
                    let at = p.op_name_loc();
                    let ts = ctx.print_type(t);
                    return p.custom_error(
                        at,
                        format!(
                            "'{}' must be {}, but got '{ts}'",
                            d.from_name, from_c.summary
                        ),
                    );
                }
                let n = count(s, d.to);
                s.types[d.to] = Some(smallvec::smallvec![(d.f)(ctx, t); n]);
                changed = true;
            }
            for d in &plan.derived_lists {
                if s.types[d.to].is_some() {
                    continue;
                }
                // The source's type was read as its class (`type($x)` of a
                // `FunctionType` operand), so it can be derived from as is.
                let Some(t) = first_known(s, d.from) else {
                    continue;
                };
                s.types[d.to] = Some(TypeList::from_slice((d.f)(ctx, t)));
                changed = true;
            }
            if !changed {
                break;
            }
        }
    }
    // Operands.
    for (i, ops) in s.operands.iter().enumerate() {
        let types = s.types[i].as_deref().unwrap_or(&[]);
        let loc = ops
            .first()
            .map_or(s.group_locs[i].unwrap_or(s.operands_loc), |o| o.loc);
        if types.len() != ops.len() {
            return p.custom_error(
                loc,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    ops.len(),
                    types.len()
                ),
            );
        }
        for (u, t) in ops.iter().zip(types) {
            let v = p.resolve_operand(*u, *t)?;
            st.operands.push(v);
        }
    }
    let has_operand_segments = spec.has_check(TraitCheck::OperandSegments);
    let has_result_segments = spec.has_check(TraitCheck::ResultSegments);
    if s.extra.is_empty()
        && s.attrs.iter().all(Option::is_none)
        && !has_operand_segments
        && !has_result_segments
    {
        // No attributes written: the properties are the defaults.
        st.properties = c.default_props;
        st.attrs = ctx.empty_dict();
        return finish_results(p, st, c, s);
    }
    // Attributes: format-parsed ones and inherent names from attr-dict go to
    // properties, the rest stay discardable.
    let mut props = AttrList::new();
    for (i, a) in s.attrs.iter().enumerate() {
        if let Some(v) = a {
            props.push(NamedAttr {
                name: c.attr_names[i],
                value: *v,
            });
        }
    }
    let [operand_segments, result_segments] = c.segment_names;
    let mut discardable = AttrList::new();
    for e in std::mem::take(&mut s.extra) {
        let is_segments = (e.name == operand_segments && has_operand_segments)
            || (e.name == result_segments && has_result_segments);
        if is_segments {
            // Sizes that cannot be stored (wrong kind or length) leave the
            // parsed ones in place, as MLIR's `setInherentAttr` does.
            let groups = if e.name == operand_segments {
                spec.operands.len()
            } else {
                spec.results.len()
            };
            let fits =
                crate::register::i32_array_values(ctx, e.value).is_some_and(|v| v.len() == groups);
            if !fits {
                continue;
            }
        }
        let inherent = c.attr_names.contains(&e.name) || is_segments;
        // An inherent name in `attr-dict` overrides the value the format
        // parsed (MLIR stores the discardable dictionary's inherent names
        // into properties when it creates the op); only repeats among the
        // discardable attributes are errors.
        if inherent {
            props.retain(|x| x.name != e.name);
        } else if discardable.iter().any(|x: &NamedAttr| x.name == e.name) {
            let at = p.op_name_loc();
            return p.custom_error(
                at,
                format!(
                    "attribute '{}' occurs more than once in the attribute list",
                    ctx.str_text(e.name)
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
    if has_operand_segments && !props.iter().any(|a| a.name == operand_segments) {
        let sizes: Vec<i32> = s.operands.iter().map(|o| o.len() as i32).collect();
        props.push(NamedAttr {
            name: operand_segments,
            value: crate::constraints::i32_array(ctx, &sizes),
        });
    }
    if has_result_segments && !props.iter().any(|a| a.name == result_segments) {
        let sizes: Vec<i32> = s.types[n_ops..]
            .iter()
            .map(|o| o.as_ref().map_or(0, |v| v.len()) as i32)
            .collect();
        props.push(NamedAttr {
            name: result_segments,
            value: crate::constraints::i32_array(ctx, &sizes),
        });
    }
    st.properties = if props.is_empty() {
        None
    } else {
        Some(ctx.dict_attr_in_place(&mut props))
    };
    st.attrs = ctx.dict_attr_in_place(&mut discardable);
    finish_results(p, st, c, s)
}

/// Result types (inferred last: inference may need the attributes), regions
/// and successors.
fn finish_results(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    c: &CompiledOp,
    s: &mut State,
) -> PResult<()> {
    let spec = c.spec;
    let ctx = p.ctx;
    let n_ops = spec.operands.len();
    let result_types = &s.types[n_ops..];
    st.result_types.clear();
    if result_types.iter().any(|t| t.is_none()) {
        if let Some(infer) = spec.infer {
            let ins: SmallVec<[Type; 4]> =
                st.operands.iter().map(|v| p.ir.value_type(*v)).collect();
            let props = st.properties.map_or(&[][..], |d| ctx.dict_entries(d));
            match infer(ctx, &ins, props) {
                Ok(r) => st.result_types.extend(r),
                Err(m) => {
                    let at = p.op_name_loc();
                    return p.custom_error(at, m);
                }
            }
        }
    } else {
        for t in result_types.iter().flatten() {
            st.result_types.extend_from_slice(t);
        }
    }
    st.regions = s.regions.iter().flatten().copied().collect();
    st.successors = s.successors.iter().flatten().copied().collect();
    Ok(())
}

/// The words of a bit-enum value (`fast`, `nnan, "ninf"`), read up to the
/// closing `>`: keywords or strings, looked up only once the list is read
/// (an unknown word is reported at the list's start).
fn parse_bit_enum_words(p: &mut Parser<'_>, e: &crate::bitenum::BitEnumSpec) -> PResult<u64> {
    let at = p.here();
    let mut v = 0u64;
    let mut unknown = false;
    loop {
        let word = if p.is(Tok::String) {
            let w = p.string_value();
            p.consume();
            w
        } else if let Some(w) = p.parse_optional_keyword_any() {
            w.to_vec()
        } else {
            let here = p.here();
            return p.custom_error(here, "expected valid keyword or string");
        };
        match e.from_text(&String::from_utf8_lossy(&word)) {
            Some(b) => v |= b,
            None => unknown = true,
        }
        if !p.consume_if(Tok::Comma) {
            break;
        }
    }
    if unknown {
        return p.custom_error(at, e.unknown_case_message());
    }
    Ok(v)
}
