//! Parsing an op with a compiled assembly format (the parser ODS generates).

use super::{CustomArg, CustomArgs, CustomSlot, Elem, TypeRef};
use crate::register::{AttrList, CompiledOp};
use crate::spec::{Arity, AttrSyntax, TraitCheck};
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{Failed, PResult, Parser, UnresolvedOperand};
use rmlir_core::ir::{BlockId, OperationState, RegionId};
use rmlir_core::{AttrKind, Attribute, NamedAttr, Type};
use smallvec::SmallVec;

/// Operand names of one group, as a directive's parser returns them.
type OperandList = rmlir_core::asm::parser::OperandNames;
/// Types of one operand or result group.
type TypeList = SmallVec<[Type; 2]>;

/// A run of entries of one of [`State`]'s flat lists.
#[derive(Copy, Clone, Default)]
struct Run {
    start: u32,
    len: u32,
}

impl Run {
    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// What the format elements parsed so far. Groups are runs of flat lists
/// rather than a list each, and states are reused (see [`STATES`]): one
/// is needed per op, and building, growing and dropping nested lists for
/// each was a large part of parsing one.
#[derive(Default)]
struct State {
    /// The operand names of all groups; a group parsed again gets a new
    /// run and its old entries are left unused.
    names: Vec<UnresolvedOperand>,
    /// Each operand group's run of `names`.
    operands: Vec<Run>,
    /// The types of all type slots, each slot a run of it.
    type_list: Vec<Type>,
    /// Types of the operand groups, then of the result groups (the slot
    /// numbering of [`TypePlan`]), as runs of `type_list`.
    types: Vec<Option<Run>>,
    attrs: Vec<Option<Attribute>>,
    extra: Vec<NamedAttr>,
    /// Regions with their group, in the order parsed.
    regions: Vec<(u32, RegionId)>,
    /// Successors with their group, in the order parsed.
    successors: Vec<(u32, BlockId)>,
    operands_loc: u32,
    /// Where each operand group written as `$x` started: an empty group's
    /// count mismatch is reported there.
    group_locs: Vec<Option<u32>>,
}

thread_local! {
    /// Parse states not in use, kept with their lists' capacity: ops nest
    /// (an op's regions hold ops), so there is one per nesting depth. Boxed,
    /// so that taking one out and putting it back moves a pointer (moving
    /// the state itself was a copy of a few hundred bytes per op).
    #[allow(clippy::vec_box)]
    static STATES: std::cell::RefCell<Vec<Box<State>>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl State {
    /// Empties the state for an op of `spec` whose text starts at `at`.
    fn reset(&mut self, spec: &crate::spec::OpSpec, at: u32) {
        let n_ops = spec.operands.len();
        self.names.clear();
        self.operands.clear();
        self.operands.resize(n_ops, Run::default());
        self.type_list.clear();
        self.types.clear();
        self.types.resize(n_ops + spec.results.len(), None);
        self.attrs.clear();
        self.attrs.resize(spec.attrs.len(), None);
        self.extra.clear();
        self.regions.clear();
        self.successors.clear();
        self.operands_loc = at;
        self.group_locs.clear();
        self.group_locs.resize(n_ops, None);
    }

    /// The operand names of group `i`.
    fn group(&self, i: usize) -> &[UnresolvedOperand] {
        &self.names[self.operands[i].range()]
    }

    /// Sets group `i` to `names`.
    fn set_group(&mut self, i: usize, names: &[UnresolvedOperand]) {
        let start = self.names.len() as u32;
        // Pushed one by one: groups are mostly a single name, and
        // `extend_from_slice` costs more than a push for those.
        for &n in names {
            self.names.push(n);
        }
        self.operands[i] = Run {
            start,
            len: names.len() as u32,
        };
    }

    /// The types of slot `i`, if known.
    fn slot(&self, i: usize) -> Option<&[Type]> {
        self.types[i].map(|r| &self.type_list[r.range()])
    }

    /// Sets slot `i` to `types`.
    fn set_slot(&mut self, i: usize, types: &[Type]) {
        let start = self.type_list.len() as u32;
        for &t in types {
            self.type_list.push(t);
        }
        self.types[i] = Some(Run {
            start,
            len: types.len() as u32,
        });
    }

    /// Sets slot `i` to `n` copies of `t`.
    fn set_slot_repeat(&mut self, i: usize, t: Type, n: usize) {
        let start = self.type_list.len() as u32;
        for _ in 0..n {
            self.type_list.push(t);
        }
        self.types[i] = Some(Run {
            start,
            len: n as u32,
        });
    }
}

/// Parses the op described by `c` (after its name) into `st`.
pub(crate) fn parse_op(p: &mut Parser<'_>, st: &mut OperationState, c: &CompiledOp) -> PResult<()> {
    let mut s = STATES
        .with(|states| states.borrow_mut().pop())
        .unwrap_or_default();
    s.reset(c.spec, p.here());
    let r = parse_elems(p, c, &c.format, &mut s).and_then(|()| finish(p, st, c, &mut s));
    STATES.with(|states| states.borrow_mut().push(s));
    r
}

fn keyword_like(lit: &str) -> bool {
    lit.as_bytes()
        .first()
        .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_')
}

fn punct_tok(lit: &str) -> Option<Tok> {
    // Matched as bytes: one length switch and a byte compare, where string
    // arms compare one by one (this runs for every literal of every op).
    Some(match lit.as_bytes() {
        b"(" => Tok::LParen,
        b")" => Tok::RParen,
        b"[" => Tok::LSquare,
        b"]" => Tok::RSquare,
        b"{" => Tok::LBrace,
        b"}" => Tok::RBrace,
        b"<" => Tok::Less,
        b">" => Tok::Greater,
        b"," => Tok::Comma,
        b":" => Tok::Colon,
        b"=" => Tok::Equal,
        b"->" => Tok::Arrow,
        b"?" => Tok::Question,
        b"*" => Tok::Star,
        b"+" => Tok::Plus,
        b"-" => Tok::Minus,
        b"|" => Tok::VerticalBar,
        b"..." => Tok::Ellipsis,
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

fn set_types(s: &mut State, r: TypeRef, types: &[Type], c: &CompiledOp) {
    let n_ops = c.spec.operands.len();
    match r {
        TypeRef::Operand(i) => s.set_slot(i, types),
        TypeRef::Result(i) => s.set_slot(n_ops + i, types),
        TypeRef::AllOperands => {
            let runs = distribute(&mut s.type_list, types, &c.operand_arities);
            for (slot, run) in s.types[..n_ops].iter_mut().zip(runs) {
                *slot = Some(run);
            }
        }
        TypeRef::AllResults => {
            let runs = distribute(&mut s.type_list, types, &c.result_arities);
            for (slot, run) in s.types[n_ops..].iter_mut().zip(runs) {
                *slot = Some(run);
            }
        }
    }
}

/// Spreads a flat list over groups (only the last group may be variadic):
/// appends `items` to `list` and returns each group's run of it, a group
/// past the end of the items getting an empty one.
fn distribute<T: Copy>(list: &mut Vec<T>, items: &[T], arities: &[Arity]) -> SmallVec<[Run; 4]> {
    let base = list.len() as u32;
    list.extend_from_slice(items);
    let total = items.len() as u32;
    let mut pos = 0u32;
    arities
        .iter()
        .map(|a| {
            let len = match a {
                Arity::Variadic => total - pos,
                _ => u32::from(pos < total),
            };
            let run = Run {
                start: base + pos,
                len,
            };
            pos += len;
            run
        })
        .collect()
}

fn parse_type_group(p: &mut Parser<'_>, arity: Option<Arity>) -> PResult<TypeList> {
    match arity {
        Some(Arity::Single) => Ok(smallvec::smallvec![p.parse_type()?]),
        Some(Arity::Optional) => Ok(p.parse_optional_type()?.into_iter().collect()),
        // A variadic group is a comma list of at least one type, as
        // mlir-opt's `parseTypeList` reads it: `(%a : )` is a missing type.
        // (Read here rather than with `parse_type_list_no_parens`, whose
        // `Vec` would be an allocation per op.)
        _ => {
            let mut v = TypeList::new();
            p.parse_comma_list(|p| {
                v.push(p.parse_type()?);
                Ok(())
            })?;
            Ok(v)
        }
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
    types: &[Type],
) -> PResult<()> {
    let group = match r {
        TypeRef::Operand(i) => &c.spec.operands[i],
        TypeRef::Result(i) => &c.spec.results[i],
        _ => return Ok(()),
    };
    let (Arity::Single, Some(class), [t]) = (group.arity, group.constraint.class, types) else {
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
                Arity::Single => {
                    let o = p.parse_operand(true)?;
                    s.set_group(*i, &[o]);
                }
                Arity::Optional => {
                    let o = p.parse_optional_operand()?;
                    s.set_group(*i, o.as_slice());
                }
                Arity::Variadic => {
                    let l: OperandList = p.parse_operand_list()?;
                    s.set_group(*i, &l);
                }
            }
            Ok(())
        }
        Elem::AllOperands => {
            s.operands_loc = p.here();
            let all = p.parse_operand_list()?;
            if spec.operands.len() == 1 {
                s.set_group(0, &all);
            } else {
                let runs = distribute(&mut s.names, &all, &c.operand_arities);
                for (group, run) in s.operands.iter_mut().zip(runs) {
                    *group = run;
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
            let g = *i as u32;
            if spec.regions[*i].variadic {
                while p.is(Tok::LBrace) {
                    let r = p.parse_region(&[], isolated)?;
                    s.regions.push((g, r));
                    if !p.consume_if(Tok::Comma) {
                        break;
                    }
                }
            } else {
                let r = p.parse_region(&[], isolated)?;
                s.regions.retain(|(x, _)| *x != g);
                s.regions.push((g, r));
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
            if let Some(last) = spec.regions.len().checked_sub(1) {
                for (i, r) in all.into_iter().enumerate() {
                    s.regions.push((i.min(last) as u32, r));
                }
            }
            Ok(())
        }
        Elem::Successor(i) => {
            let g = *i as u32;
            if spec.successors[*i].variadic {
                if p.is(Tok::CaretIdent) {
                    p.parse_comma_list(|p| {
                        let b = p.parse_successor()?;
                        s.successors.push((g, b));
                        Ok(())
                    })?;
                }
            } else {
                let b = p.parse_successor()?;
                s.successors.retain(|(x, _)| *x != g);
                s.successors.push((g, b));
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
                if !spec.successors.is_empty() {
                    s.successors.retain(|(x, _)| *x != 0);
                    s.successors.extend(all.into_iter().map(|b| (0, b)));
                }
            }
            Ok(())
        }
        Elem::Type(r) | Elem::QualifiedType(r) => {
            let at = p.here();
            let types = parse_type_group(p, ref_arity(c, *r))?;
            check_type_class(p, c, *r, at, &types)?;
            set_types(s, *r, &types, c);
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
            set_types(s, *a, inputs, c);
            set_types(s, *b, results, c);
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
                    CustomArg::Operand(i) => CustomSlot::Operands(s.group(*i).to_vec()),
                    CustomArg::Attr(i) => CustomSlot::Attr(s.attrs[*i]),
                    CustomArg::Type(r) => CustomSlot::Types(type_slot(s, *r, c)),
                    CustomArg::Ref(inner) => match &**inner {
                        CustomArg::Operand(i) => CustomSlot::Operands(s.group(*i).to_vec()),
                        CustomArg::Attr(i) => CustomSlot::Attr(s.attrs[*i]),
                        CustomArg::Type(r) => CustomSlot::Types(type_slot(s, *r, c)),
                        CustomArg::Ref(_) => CustomSlot::Attr(None),
                    },
                });
            }
            (d.parse)(p, &mut ca)?;
            for (a, slot) in args.iter().zip(ca.slots) {
                match (a, slot) {
                    (CustomArg::Operand(i), CustomSlot::Operands(v)) => s.set_group(*i, &v),
                    (CustomArg::Attr(i), CustomSlot::Attr(v)) => s.attrs[*i] = v,
                    (CustomArg::Type(r), CustomSlot::Types(v)) => set_types(s, *r, &v, c),
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
    // ODS checks in name order, so the failure reported is the failing
    // attribute first by name.
    let mut failed: Option<&crate::spec::AttrSpec> = None;
    for (i, a) in c.spec.attrs.iter().enumerate() {
        let Some(e) = entries.iter().find(|e| e.name == c.attr_names[i]) else {
            continue;
        };
        if !(a.constraint.check)(ctx, e.value) && failed.is_none_or(|f| a.name < f.name) {
            failed = Some(a);
        }
    }
    match failed {
        Some(a) => p.custom_error(
            loc,
            format!(
                "'{}' op attribute '{}' failed to satisfy constraint: {}",
                c.spec.name, a.name, a.constraint.summary
            ),
        ),
        None => Ok(()),
    }
}

fn type_slot(s: &State, r: TypeRef, c: &CompiledOp) -> Vec<Type> {
    let n_ops = c.spec.operands.len();
    let all = |slots: std::ops::Range<usize>| {
        slots
            .flat_map(|i| s.slot(i).unwrap_or(&[]))
            .copied()
            .collect()
    };
    match r {
        TypeRef::Operand(i) => s.slot(i).map_or(Vec::new(), <[Type]>::to_vec),
        TypeRef::Result(i) => s.slot(n_ops + i).map_or(Vec::new(), <[Type]>::to_vec),
        TypeRef::AllOperands => all(0..n_ops),
        TypeRef::AllResults => all(n_ops..s.types.len()),
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
            s.operands[i].len as usize
        } else {
            1
        }
    };
    let first_known =
        |s: &State, i: usize| -> Option<Type> { s.slot(i).and_then(|v| v.first().copied()) };
    for (i, tc) in plan.constraints.iter().enumerate() {
        if let (Some(b), None) = (tc.buildable, &s.types[i]) {
            let n = count(s, i);
            s.set_slot_repeat(i, b(ctx), n);
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
                            s.set_slot_repeat(i, t, n);
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
                s.set_slot_repeat(d.to, (d.f)(ctx, t), n);
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
                s.set_slot(d.to, (d.f)(ctx, t));
                changed = true;
            }
            if !changed {
                break;
            }
        }
    }
    // Operands.
    for i in 0..s.operands.len() {
        let ops = s.group(i);
        let types = s.slot(i).unwrap_or(&[]);
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
    for e in s.extra.drain(..) {
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
        let sizes: Vec<i32> = s.operands.iter().map(|o| o.len as i32).collect();
        props.push(NamedAttr {
            name: operand_segments,
            value: crate::constraints::i32_array(ctx, &sizes),
        });
    }
    if has_result_segments && !props.iter().any(|a| a.name == result_segments) {
        let sizes: Vec<i32> = s.types[n_ops..]
            .iter()
            .map(|o| o.map_or(0, |v| v.len) as i32)
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
        for r in result_types.iter().flatten() {
            for &t in &s.type_list[r.range()] {
                st.result_types.push(t);
            }
        }
    }
    // By group, each group's in the order parsed (formats nearly always
    // list groups in order, so the sort is rarely needed).
    if !s.regions.is_sorted_by_key(|r| r.0) {
        s.regions.sort_by_key(|r| r.0);
    }
    if !s.successors.is_sorted_by_key(|r| r.0) {
        s.successors.sort_by_key(|r| r.0);
    }
    st.regions.clear();
    for &(_, r) in &s.regions {
        st.regions.push(r);
    }
    st.successors.clear();
    for &(_, b) in &s.successors {
        st.successors.push(b);
    }
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
