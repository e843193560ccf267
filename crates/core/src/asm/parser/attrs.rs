//! Parsing of attributes: builtin attributes, locations, aliases and dialect
//! attributes. Dense elements literals live in `dense.rs`.

use super::{symbol_token_value, PResult, Parser};
use crate::apint::ApInt;
use crate::asm::lexer::Tok;
use crate::attrs::{AttrKind, NamedAttr};
use crate::support::stack::grow;
use crate::types::{TypeKind, DYNAMIC};
use crate::{Attribute, Type};
use num_bigint::BigInt;
use num_traits::Num;
use rmlir_affine::MapOrSet;

impl<'a> Parser<'a> {
    /// An attribute value (MLIR's `parseAttribute`): any builtin, dialect or
    /// aliased attribute, with its type parsed after `:` where allowed.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.parse_attribute_typed(None)
    }

    /// Whether the current token can start an attribute.
    pub fn at_attribute_start(&self) -> bool {
        self.at_attribute_keyword_start()
            || (self.tok.kind == Tok::BareIdent
                && matches!(self.spelling(), b"array" | b"strided" | b"distinct"))
            || self.at_type_start()
    }

    /// Whether the token starts an attribute by MLIR's
    /// `parseOptionalAttribute` switch: punctuation, literals and the
    /// keywords it lists (not `array`, `strided`, `distinct` or types).
    fn at_attribute_keyword_start(&self) -> bool {
        match self.tok.kind {
            Tok::AtIdent
            | Tok::Float
            | Tok::Integer
            | Tok::HashIdent
            | Tok::LBrace
            | Tok::LSquare
            | Tok::Minus
            | Tok::String => true,
            Tok::BareIdent => matches!(
                self.spelling(),
                b"affine_map"
                    | b"affine_set"
                    | b"dense"
                    | b"dense_resource"
                    | b"false"
                    | b"loc"
                    | b"sparse"
                    | b"true"
                    | b"unit"
            ),
            _ => false,
        }
    }

    /// An attribute; `ty` is a type already known from context (then no
    /// trailing `: type` is parsed).
    pub fn parse_attribute_typed(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        grow(|| self.parse_attribute_inner(ty))
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        match self.tok.kind {
            Tok::LSquare => {
                self.consume();
                let mut elems = Vec::new();
                self.parse_list_until(Tok::RSquare, true, |p| {
                    elems.push(p.parse_attribute()?);
                    Ok(())
                })?;
                Ok(self.ctx.array_attr(&elems))
            }
            Tok::LBrace => {
                let entries = self.parse_attribute_dict()?;
                Ok(self.ctx.dict_attr(entries))
            }
            Tok::HashIdent => self.parse_extended_attr(ty),
            Tok::Float => self.parse_float_attr(ty, false),
            Tok::Integer => self.parse_dec_or_hex_attr(ty, false),
            Tok::Minus => {
                self.consume();
                match self.tok.kind {
                    Tok::Integer => self.parse_dec_or_hex_attr(ty, true),
                    Tok::Float => self.parse_float_attr(ty, true),
                    _ => {
                        self.wrong_token_error("expected constant integer or floating point value")
                    }
                }
            }
            Tok::String => {
                let val = self.string_value();
                self.consume();
                let mut ty = ty;
                if ty.is_none() && self.consume_if(Tok::Colon) {
                    ty = Some(self.parse_type()?);
                }
                Ok(match ty {
                    Some(t) => self.ctx.string_attr_typed(&val, t),
                    None => self.ctx.string_attr(&val),
                })
            }
            Tok::AtIdent => self.parse_symbol_ref_attr(),
            Tok::BareIdent => {
                let kw = self.spelling();
                match kw {
                    b"affine_map" | b"affine_set" => {
                        // Inline maps repeat (every loop bound): memoised by
                        // their text like other bracketed attributes.
                        let extent = self.bracket_extent(self.tok.end as usize);
                        self.memo_attr(extent, |p| {
                            let is_map = p.spelling() == b"affine_map";
                            p.consume();
                            let (open, close) = if is_map {
                                ("expected '<' in affine map", "expected '>' in affine map")
                            } else {
                                ("expected '<' in integer set", "expected '>' in integer set")
                            };
                            p.expect(Tok::Less, open)?;
                            let v = p.parse_affine_structure(Some(is_map))?;
                            p.expect(Tok::Greater, close)?;
                            Ok(v)
                        })
                    }
                    b"true" | b"false" => {
                        let v = kw == b"true";
                        self.consume();
                        Ok(self.bool_attr(v))
                    }
                    b"dense" => self.parse_dense_elements_attr(ty),
                    b"dense_resource" => self.parse_dense_resource_attr(ty),
                    b"array" => self.parse_dense_array_attr(),
                    b"loc" => {
                        self.consume();
                        self.expect(Tok::LParen, "expected '(' in inline location")?;
                        let l = self.parse_location_instance()?;
                        self.expect(Tok::RParen, "expected ')' in inline location")?;
                        Ok(l)
                    }
                    b"sparse" => self.parse_sparse_elements_attr(ty),
                    b"strided" => self.parse_strided_attr(),
                    b"distinct" => self.parse_distinct_attr(ty),
                    b"unit" => {
                        self.consume();
                        Ok(self.ctx.unit_attr())
                    }
                    _ => self.parse_type_attr(),
                }
            }
            _ => self.parse_type_attr(),
        }
    }

    fn parse_type_attr(&mut self) -> PResult<Attribute> {
        if !self.at_type_start() {
            return self.wrong_token_error("expected attribute value");
        }
        let t = self.parse_type()?;
        Ok(self.ctx.type_attr(t))
    }

    /// The builtin `true`/`false` attribute: an `i1` integer attribute.
    pub fn bool_attr(&self, v: bool) -> Attribute {
        let i1 = self.ctx.i1_type();
        self.ctx.attr(AttrKind::Integer {
            ty: i1,
            value: ApInt::from_u64(1, v as u64),
        })
    }

    /// A bare affine map or integer set such as `(d0) -> (d0)`, as in the
    /// body of `affine_map<...>`/`affine_set<...>` after the `<`;
    /// `want_map` restricts it to one of the two.  Custom op parsers use it
    /// for maps written without the attribute wrapper.
    pub fn parse_affine_structure(&mut self, want_map: Option<bool>) -> PResult<Attribute> {
        let start = self.tok.start as usize;
        match rmlir_affine::parse_map_or_set_at(&self.ctx.affine, &self.src.text, start) {
            Ok((v, end)) => {
                self.lex.reset_to(end);
                self.consume();
                let kind = match v {
                    MapOrSet::Map(m) => {
                        if want_map == Some(false) {
                            return self
                                .error_at(start as u32, "expected IntegerSet, but got AffineMap");
                        }
                        AttrKind::AffineMap(m)
                    }
                    MapOrSet::Set(s) => {
                        if want_map == Some(true) {
                            return self
                                .error_at(start as u32, "expected AffineMap, but got IntegerSet");
                        }
                        AttrKind::IntegerSet(s)
                    }
                };
                Ok(self.ctx.attr(kind))
            }
            Err(e) => {
                let d = crate::diag::Diagnostic::error(self.loc_at(e.offset as u32), e.message);
                self.emit(d);
                for (o, m) in e.more {
                    let d = crate::diag::Diagnostic::error(self.loc_at(o as u32), m);
                    self.emit(d);
                }
                Err(super::Failed)
            }
        }
    }

    /// An affine map or expression whose dims and symbols are SSA values,
    /// as affine ops write them inline (`[%i + 1, symbol(%n)]`; MLIR's
    /// `parseAffineMapOfSSAIds`/`parseAffineExprOfSSAIds`). `delimiter`
    /// `None` parses a single expression (a one-result map). Returns the map
    /// and its operands, dims first, unresolved.
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        delimiter: Option<rmlir_affine::Delimiter>,
    ) -> PResult<(rmlir_affine::AffineMap, super::ops::OperandNames)> {
        let start = self.tok.start as usize;
        let aff = &self.ctx.affine;
        let r =
            match delimiter {
                Some(d) => rmlir_affine::parse_affine_map_of_ssa_ids(aff, &self.src.text, start, d),
                None => rmlir_affine::parse_affine_expr_of_ssa_ids(aff, &self.src.text, start).map(
                    |e| rmlir_affine::SsaParse {
                        value: aff.map(e.dims.len() as u32, e.symbols.len() as u32, &[e.value]),
                        dims: e.dims,
                        symbols: e.symbols,
                        end: e.end,
                    },
                ),
            };
        match r {
            Ok(parsed) => {
                self.lex.reset_to(parsed.end);
                self.consume();
                let ops = parsed
                    .dims
                    .iter()
                    .chain(parsed.symbols.iter())
                    .map(|o| super::ops::UnresolvedOperand {
                        name: crate::asm::lexer::Token {
                            kind: Tok::PercentIdent,
                            start: o.offset as u32,
                            end: (o.offset + o.len) as u32,
                        },
                        number: o.number,
                        loc: o.offset as u32,
                    })
                    .collect();
                Ok((parsed.value, ops))
            }
            Err(e) => {
                let d = crate::diag::Diagnostic::error(self.loc_at(e.offset as u32), e.message);
                self.emit(d);
                for (o, m) in e.more {
                    let d = crate::diag::Diagnostic::error(self.loc_at(o as u32), m);
                    self.emit(d);
                }
                Err(super::Failed)
            }
        }
    }

    fn parse_symbol_ref_attr(&mut self) -> PResult<Attribute> {
        let root_name = symbol_token_value(self.spelling());
        self.consume();
        let mut nested = Vec::new();
        while self.is(Tok::Colon) {
            let colon_pos = self.tok.start as usize;
            self.consume();
            if !self.consume_if(Tok::Colon) {
                if !self.is(Tok::Eof) && !self.is(Tok::Error) {
                    self.lex.reset_to(colon_pos);
                    self.consume();
                }
                break;
            }
            if !self.is(Tok::AtIdent) {
                return self.error_here("expected nested symbol reference identifier");
            }
            let n = symbol_token_value(self.spelling());
            self.consume();
            nested.push(self.ctx.flat_symbol_ref(&n));
        }
        let root = self.ctx.string_attr(&root_name);
        Ok(self.ctx.attr(AttrKind::SymbolRef {
            root,
            nested: nested.into(),
        }))
    }

    /// `{ name (= value)?, ... }`
    pub fn parse_attribute_dict(&mut self) -> PResult<Vec<NamedAttr>> {
        let mut entries: Vec<NamedAttr> = Vec::new();
        self.parse_delimited_list(Tok::LBrace, Tok::RBrace, " in attribute dictionary", |p| {
            let name: std::borrow::Cow<'_, [u8]> = match p.tok.kind {
                Tok::String => p.string_value().into(),
                Tok::BareIdent | Tok::IntType => p.spelling().into(),
                _ => return p.wrong_token_error("expected attribute name"),
            };
            if name.is_empty() {
                return p.error_here("expected valid attribute name");
            }
            let name_attr = p.ctx.string_attr(&name);
            if entries.iter().any(|e| e.name == name_attr) {
                return p.error_here(format!(
                    "duplicate key '{}' in dictionary attribute",
                    String::from_utf8_lossy(&name)
                ));
            }
            p.consume();
            if !p.consume_if(Tok::Equal) {
                entries.push(NamedAttr {
                    name: name_attr,
                    value: p.ctx.unit_attr(),
                });
                return Ok(());
            }
            let value = p.parse_attribute()?;
            entries.push(NamedAttr {
                name: name_attr,
                value,
            });
            Ok(())
        })?;
        Ok(entries)
    }

    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let lit = self.tok;
        self.consume();
        let ty = match ty {
            Some(t) => t,
            None => {
                if self.consume_if(Tok::Colon) {
                    self.parse_type()?
                } else {
                    self.ctx.float_type(crate::types::FloatFormat::F64)
                }
            }
        };
        let TypeKind::Float(fmt) = *self.ctx.type_kind(ty) else {
            return self.error_here("floating point value not valid for specified type");
        };
        let value = self.float_value_from_literal(lit, negative, fmt)?;
        Ok(self.ctx.attr(AttrKind::Float { ty, value }))
    }

    /// MLIR's `parseFloatFromLiteral`: a float token, or an integer token in
    /// hex giving the bit pattern. Returns the bits, as dense storage keeps.
    pub(crate) fn float_from_literal(
        &mut self,
        tok: crate::asm::lexer::Token,
        negative: bool,
        fmt: crate::types::FloatFormat,
    ) -> PResult<u128> {
        if tok.kind == Tok::Integer {
            // The bit pattern as written, not canonicalised.
            return self.float_from_int_literal(tok, negative, fmt);
        }
        Ok(self.float_value_from_literal(tok, negative, fmt)?.to_bits())
    }

    /// Like [`Self::float_from_literal`] but unpacked, as FloatAttr keeps
    /// APFloat state that has no bit pattern (`-1.0 : f8E8M0FNU`).
    fn float_value_from_literal(
        &mut self,
        tok: crate::asm::lexer::Token,
        negative: bool,
        fmt: crate::types::FloatFormat,
    ) -> PResult<rmlir_float::ApFloat> {
        let text = self.token_text(tok);
        match tok.kind {
            Tok::Float => {
                let s = std::str::from_utf8(text).unwrap_or("0.0");
                match rmlir_float::parse_decimal_value(fmt, s, negative) {
                    Ok(v) => Ok(v),
                    Err(m) => self.error_at(tok.start, m),
                }
            }
            Tok::Integer => Ok(rmlir_float::ApFloat::from_bits(
                fmt,
                self.float_from_int_literal(tok, negative, fmt)?,
            )),
            _ => self.error_at(tok.start, "expected floating point literal"),
        }
    }

    pub(crate) fn float_from_int_literal(
        &mut self,
        tok: crate::asm::lexer::Token,
        negative: bool,
        fmt: crate::types::FloatFormat,
    ) -> PResult<u128> {
        let text = self.token_text(tok);
        let is_hex = text.len() > 1 && text[1] == b'x';
        if !is_hex {
            let mut d = crate::diag::Diagnostic::error(
                self.loc_at(tok.start),
                "unexpected decimal integer literal for a floating point value",
            );
            d.add_note(
                self.loc_at(tok.start),
                "add a trailing dot to make the literal a float",
            );
            self.emit(d);
            return Err(super::Failed);
        }
        if negative {
            return self.error_at(
                tok.start,
                "hexadecimal float literal should not have a leading minus",
            );
        }
        let digits = std::str::from_utf8(&text[2..]).unwrap_or("0");
        let v = num_bigint::BigUint::from_str_radix(digits, 16).unwrap_or_default();
        if v.bits() > fmt.bit_width() as u64 {
            return self.error_at(
                tok.start,
                "hexadecimal float constant out of range for type",
            );
        }
        let mut bits: u128 = 0;
        for (i, d) in v.to_u64_digits().iter().enumerate().take(2) {
            bits |= (*d as u128) << (64 * i);
        }
        Ok(bits)
    }

    fn parse_dec_or_hex_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let tok = self.tok;
        self.consume();
        let ty = match ty {
            Some(t) => t,
            None => {
                if self.consume_if(Tok::Colon) {
                    self.parse_type()?
                } else {
                    self.ctx.i64_type()
                }
            }
        };
        if let TypeKind::Float(fmt) = *self.ctx.type_kind(ty) {
            let bits = self.float_from_int_literal(tok, negative, fmt)?;
            let value = rmlir_float::ApFloat::from_bits(fmt, bits);
            return Ok(self.ctx.attr(AttrKind::Float { ty, value }));
        }
        let (width, signedness) = match *self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => (width, Some(signedness)),
            TypeKind::Index => (64, None),
            _ => return self.error_at(tok.start, "integer literal not valid for specified type"),
        };
        if negative && signedness == Some(crate::types::Signedness::Unsigned) {
            return self.error_at(
                tok.start,
                "negative integer literal not valid for unsigned integer type",
            );
        }
        match build_int_value(self.token_text(tok), width, signedness, negative) {
            Some(value) => Ok(self.ctx.attr(AttrKind::Integer { ty, value })),
            None => self.error_at(tok.start, "integer constant out of range for attribute"),
        }
    }

    fn parse_strided_attr(&mut self) -> PResult<Attribute> {
        self.consume();
        self.expect(Tok::Less, "expected '<' after 'strided'")?;
        self.expect(Tok::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.is(Tok::RSquare) {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.consume_if(Tok::Greater) {
            self.expect(Tok::Comma, "expected ','")?;
            self.expect_keyword("offset", "expected 'offset' after comma")?;
            self.expect(Tok::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect(Tok::Greater, "expected '>'")?;
        }
        Ok(self.ctx.attr(AttrKind::Strided {
            offset,
            strides: strides.into(),
        }))
    }

    fn parse_stride_or_offset(&mut self) -> PResult<i64> {
        if self.consume_if(Tok::Question) {
            return Ok(DYNAMIC);
        }
        let loc = self.here();
        let negative = self.consume_if(Tok::Minus);
        if self.is(Tok::Integer) {
            if let Some(v) = super::parse_u64_literal(self.spelling()) {
                if v <= i64::MAX as u64 {
                    self.consume();
                    return Ok(if negative { -(v as i64) } else { v as i64 });
                }
            }
        }
        self.error_at(loc, "expected a 64-bit signed integer or '?'")
    }

    fn parse_distinct_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let loc = self.here();
        self.consume();
        self.expect(Tok::LSquare, "expected '[' after 'distinct'")?;
        let id_tok = self.tok;
        self.expect(Tok::Integer, "expected distinct ID")?;
        let Some(id) = super::parse_u64_literal(self.token_text(id_tok)) else {
            return self.error_here("expected an unsigned 64-bit integer");
        };
        self.expect(Tok::RSquare, "expected ']' to close distinct ID")?;
        self.expect(Tok::Less, "expected '<' after distinct ID")?;
        let referenced = if self.consume_if(Tok::Greater) {
            self.ctx.unit_attr()
        } else {
            let r = match self.parse_attribute_typed(ty) {
                Ok(r) => r,
                // mlir-opt keeps the inner error and adds its own.
                Err(_) => return self.error_here("expected attribute"),
            };
            self.expect(Tok::Greater, "expected '>' to close distinct attribute")?;
            r
        };
        if let Some(&existing) = self.ssa.distinct.get(&id) {
            let AttrKind::Distinct {
                referenced: prev, ..
            } = *self.ctx.attr_kind(existing)
            else {
                unreachable!()
            };
            if prev != referenced {
                let printed = self.ctx.print_attr(prev);
                return self.error_at(
                    loc,
                    format!("referenced attribute does not match previous definition: {printed}"),
                );
            }
            return Ok(existing);
        }
        let a = self.ctx.attr(AttrKind::Distinct {
            id: self.ctx.next_distinct_id(),
            referenced,
        });
        self.ssa.distinct.insert(id, a);
        Ok(a)
    }

    fn parse_dense_array_attr(&mut self) -> PResult<Attribute> {
        self.consume();
        self.expect(Tok::Less, "expected '<' after 'array'")?;
        let type_loc = self.here();
        let elt = match self.parse_type() {
            Ok(t) => t,
            // mlir-opt keeps the type's own error and adds this one.
            Err(_) => return self.error_at(type_loc, "expected an integer or floating point type"),
        };
        let (width, is_float) = match *self.ctx.type_kind(elt) {
            TypeKind::Integer { width, .. } => (width, false),
            TypeKind::Float(f) => (f.bit_width(), true),
            _ => {
                let t = self.ctx.print_type(elt);
                return self.error_at(
                    type_loc,
                    format!("expected integer or float type, got: '{t}'"),
                );
            }
        };
        if (width != 1 || is_float) && width % 8 != 0 {
            return self.error_at(type_loc, "element type bitwidth must be a multiple of 8");
        }
        if self.consume_if(Tok::Greater) {
            return Ok(self.ctx.attr(AttrKind::DenseArray {
                element: elt,
                len: 0,
                raw: Box::new([]),
            }));
        }
        self.expect(Tok::Colon, "expected ':' after dense array type")?;
        let mut raw = Vec::new();
        let mut len = 0u32;
        let byte_size = (width.max(8) / 8) as usize;
        self.parse_comma_list(|p| {
            let negative = p.consume_if(Tok::Minus);
            if is_float {
                let tok = p.tok;
                let TypeKind::Float(fmt) = *p.ctx.type_kind(elt) else {
                    unreachable!()
                };
                let bits = p.float_from_literal(tok, negative, fmt)?;
                p.consume();
                raw.extend_from_slice(&bits.to_le_bytes()[..byte_size]);
            } else if p.is_keyword("true") || p.is_keyword("false") {
                if width != 1 {
                    return p.error_here("expected i1 type for 'true' or 'false' values");
                }
                raw.push(p.is_keyword("true") as u8);
                p.consume();
            } else if p.is(Tok::Integer) {
                // mlir-opt checks an integer element after reading it, so its
                // errors point at the token that follows the literal.
                let tok = p.tok;
                p.consume();
                if width == 1 {
                    return p.error_here("expected 'true' or 'false' values for i1 type");
                }
                let signedness = match p.ctx.type_kind(elt) {
                    TypeKind::Integer { signedness, .. } => Some(*signedness),
                    _ => None,
                };
                let v = build_int_value(p.token_text(tok), width, signedness, negative);
                let Some(v) = v else {
                    return p.error_here("integer constant out of range");
                };
                raw.extend_from_slice(&v.to_le_bytes(byte_size));
            } else {
                return p.error_here("expected integer literal");
            }
            len += 1;
            Ok(())
        })?;
        self.expect(Tok::Greater, "expected '>' to close an array attribute")?;
        Ok(self.ctx.attr(AttrKind::DenseArray {
            element: elt,
            len,
            raw: raw.into(),
        }))
    }

    /// `#alias`, `#dialect.name<...>` or `#dialect<...>`, with an optional `: type`.
    fn parse_extended_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let tok = self.tok;
        let spelling = &self.token_text(tok)[1..];
        self.consume();
        let Some(dot) = spelling.iter().position(|&c| c == b'.') else {
            if !self.is(Tok::Less) {
                return match self.attr_aliases.get(spelling) {
                    Some(&a) => Ok(a),
                    // mlir-opt reports it like a wrong token after the
                    // alias: just past the name, or at the end of its line.
                    None => self.wrong_token_error(format!(
                        "undefined symbol alias id '{}'",
                        String::from_utf8_lossy(spelling)
                    )),
                };
            }
            self.check_dialect_namespace(spelling, tok.start)?;
            let body_at = self.here() + 1;
            let body = self.parse_pretty_body()?;
            let inner = &body[1..body.len() - 1];
            return self.make_dialect_attr((tok.start, body_at), spelling, inner, ty);
        };
        let (dialect, name) = (&spelling[..dot], &spelling[dot + 1..]);
        let body_at = tok.start + 2 + dot as u32;
        self.check_dialect_namespace(dialect, body_at)?;
        let mut body = name.to_vec();
        if self.is(Tok::Less) {
            body.extend_from_slice(&self.parse_pretty_body()?);
        }
        self.make_dialect_attr((tok.start, body_at), dialect, &body, ty)
    }

    /// mlir-opt accepts only `[a-zA-Z_][a-zA-Z_0-9$]*` as the namespace of a
    /// dialect attribute or type (`#3<x>` and `!a-b.c` lex, but fail here).
    pub(crate) fn check_dialect_namespace(&mut self, ns: &[u8], at: u32) -> PResult<()> {
        let valid = ns
            .first()
            .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
            && ns
                .iter()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$'));
        if valid {
            return Ok(());
        }
        self.error_at(
            at,
            format!(
                "invalid dialect namespace '\"{}\"'",
                String::from_utf8_lossy(ns)
            ),
        )
    }

    /// `start` is where the attribute starts, `body_at` where its body does:
    /// the dialect's own errors point at the body, as MLIR's dialect parsers
    /// report at their name location.
    fn make_dialect_attr(
        &mut self,
        (start, body_at): (u32, u32),
        dialect: &'a [u8],
        body: &[u8],
        ty: Option<Type>,
    ) -> PResult<Attribute> {
        let ns = String::from_utf8_lossy(dialect).into_owned();
        if let Some(d) = self.cached_dialect(dialect) {
            return match d.parse_attribute(self.ctx, body) {
                Ok(a) => Ok(a),
                Err(msg) => self.error_at(body_at, msg),
            };
        }
        if !self.ctx.allows_unregistered() {
            return self.error_at(start, format!("dialect '{ns}' is unknown"));
        }
        let ty = match ty {
            Some(t) => t,
            None => {
                if self.consume_if(Tok::Colon) {
                    self.parse_type()?
                } else {
                    self.ctx.none_type()
                }
            }
        };
        // The body keeps its bytes, valid UTF-8 or not (see raw_text).
        let data = crate::support::raw_text::encode(body);
        Ok(self.ctx.opaque_attr(&ns, &data, ty))
    }

    /// The raw text of a `<...>` body starting at the current `<` token,
    /// brackets included, balancing nested `<>`, `()`, `[]`, `{}` and
    /// lexing string literals. Leaves the lexer after the closing `>`.
    ///
    /// As MLIR's scan does, a closing bracket that does not match, or the
    /// end of the input, is reported at the `<` naming the innermost open
    /// bracket, and a string is read by the lexer (so an unterminated one
    /// gets the lexer's error).
    pub(crate) fn parse_pretty_body(&mut self) -> PResult<Vec<u8>> {
        let text = &self.src.text;
        let start = self.tok.start as usize;
        let mut stack: Vec<u8> = Vec::new();
        let mut i = start;
        let unbalanced = |p: &mut Self, stack: &[u8]| {
            let open = stack.last().copied().unwrap_or(b'<');
            p.error_at::<Vec<u8>>(
                start as u32,
                format!(
                    "unbalanced '{}' character in pretty dialect name",
                    open as char
                ),
            )
        };
        loop {
            let Some(&c) = text.get(i) else {
                return unbalanced(self, &stack);
            };
            i += 1;
            match c {
                b'<' | b'(' | b'[' | b'{' => stack.push(c),
                // `->` is one token, never a closing bracket.
                b'-' if text.get(i) == Some(&b'>') => i += 1,
                b'>' | b')' | b']' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    if stack.last() != Some(&open) {
                        return unbalanced(self, &stack);
                    }
                    stack.pop();
                    if stack.is_empty() {
                        break;
                    }
                }
                b'"' => {
                    self.lex.reset_to(i - 1);
                    self.consume();
                    if self.tok.kind != Tok::String {
                        // The lexer's own error is reported (see error_at).
                        return self.error_here("expected string literal");
                    }
                    i = self.tok.end as usize;
                }
                0 if i > text.len() => return unbalanced(self, &stack),
                _ => {}
            }
        }
        let body = text[start..i].to_vec();
        self.lex.reset_to(i);
        self.consume();
        Ok(body)
    }

    /// Records `#name = attr` from the file's alias definitions (`name`
    /// without the `#`).
    pub(crate) fn define_attr_alias(&mut self, name: &'a [u8], a: Attribute) {
        self.attr_aliases.insert(name, a);
    }

    /// Whether `#name` was already defined (redefinition is an error).
    pub(crate) fn has_attr_alias(&self, name: &[u8]) -> bool {
        self.attr_aliases.contains_key(name)
    }

    /// The attribute `#name` stands for; `None` if undefined.
    pub(crate) fn attr_alias(&self, name: &[u8]) -> Option<Attribute> {
        self.attr_aliases.get(name).copied()
    }

    // ---- locations ----

    /// A location inside `loc(...)`.
    pub fn parse_location_instance(&mut self) -> PResult<Attribute> {
        grow(|| self.parse_location_instance_inner())
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Attribute> {
        if self.is(Tok::HashIdent) {
            let a = self.parse_extended_attr(None)?;
            if !self.ctx.attr_kind(a).is_location() {
                // MLIR's wording, with no space before the attribute, at
                // the token after it.
                let printed = self.ctx.print_attr(a);
                return self.error_here(format!("expected location attribute, but got{printed}"));
            }
            return Ok(a);
        }
        if self.is(Tok::String) {
            return self.parse_name_or_file_loc();
        }
        if self.is_keyword("callsite") {
            self.consume();
            self.expect(Tok::LParen, "expected '(' in callsite location")?;
            let callee = self.parse_location_instance()?;
            self.expect_keyword("at", "expected 'at' in callsite location")?;
            let caller = self.parse_location_instance()?;
            self.expect(Tok::RParen, "expected ')' in callsite location")?;
            return Ok(self.ctx.attr(AttrKind::CallSiteLoc { callee, caller }));
        }
        if self.is_keyword("fused") {
            self.consume();
            let mut metadata = None;
            if self.consume_if(Tok::Less) {
                metadata = Some(self.parse_attribute()?);
                self.expect(Tok::Greater, "expected '>' after fused location metadata")?;
            }
            let mut locs = Vec::new();
            self.parse_delimited_list(Tok::LSquare, Tok::RSquare, " in fused location", |p| {
                locs.push(p.parse_location_instance()?);
                Ok(())
            })?;
            return Ok(self.ctx.fused_loc(&locs, metadata));
        }
        if self.is_keyword("unknown") {
            self.consume();
            return Ok(self.ctx.unknown_loc());
        }
        self.wrong_token_error("expected location instance")
    }

    fn parse_name_or_file_loc(&mut self) -> PResult<Attribute> {
        let s = self.string_value();
        self.consume();
        let name = self.ctx.string_attr(&s);
        if self.consume_if(Tok::Colon) {
            // mlir-opt 22 parses every `file:line...` form as a range, and
            // names that in its messages.
            let line = self.parse_loc_u32("expected integer line number in FileLineColRange")?;
            let mut col = 0;
            let has_col = self.consume_if(Tok::Colon);
            if has_col {
                col = self.parse_loc_u32("expected integer column number in FileLineColRange")?;
            }
            let (mut end_line, mut end_col) = (line, col);
            let mut file = name;
            // A range (`to ...`) needs a start column.
            if has_col && self.consume_keyword_if("to") {
                if self.consume_if(Tok::Colon) {
                    end_col =
                        self.parse_loc_u32("expected integer column number in FileLineColRange")?;
                } else {
                    const AFTER_TO: &str =
                        "expected either integer or `:` post `to` in FileLineColRange";
                    if !self.is(Tok::Integer) {
                        return self.wrong_token_error(AFTER_TO);
                    }
                    end_line =
                        self.parse_loc_u32("expected integer line number in FileLineColRange")?;
                    if !self.consume_if(Tok::Colon) {
                        return self.wrong_token_error(AFTER_TO);
                    }
                    end_col =
                        self.parse_loc_u32("expected integer column number in FileLineColRange")?;
                }
            } else if has_col && s.is_empty() {
                // MLIR builds `file:line:col` through `FileLineColLoc::get`,
                // which names a nameless file "-" (as for stdin); the
                // line-only and range forms keep the empty name.
                file = self.ctx.string_attr("-");
            }
            return Ok(self.ctx.attr(AttrKind::FileLineColRange {
                file,
                start_line: line,
                start_col: col,
                end_line,
                end_col,
                form: crate::attrs::RangeForm::LineCol,
            }));
        }
        let mut child = self.ctx.unknown_loc();
        if self.consume_if(Tok::LParen) {
            child = self.parse_location_instance()?;
            self.expect(Tok::RParen, "expected ')' after child location of NameLoc")?;
        }
        Ok(self.ctx.attr(AttrKind::NameLoc { name, child }))
    }

    /// MLIR's `parseOptionalAttribute`: an attribute only when the token
    /// is one its switch knows to start one (`array<`, `strided<`,
    /// `distinct[` and bare words are not among them), else a type attribute
    /// when a type starts here, else nothing (no error).
    pub fn parse_optional_attribute(&mut self) -> PResult<Option<Attribute>> {
        let starts_attr = self.at_attribute_keyword_start();
        if starts_attr {
            return self.parse_attribute().map(Some);
        }
        Ok(self.parse_optional_type()?.map(|t| self.ctx.type_attr(t)))
    }

    /// A line or column number of a file location.  mlir-opt reports a
    /// missing number before the blanks in front of the token; a number
    /// too large for 32 bits the same way for a line, but at the token for
    /// a column.
    fn parse_loc_u32(&mut self, msg: &str) -> PResult<u32> {
        if !self.is(Tok::Integer) {
            return self.wrong_token_error(msg);
        }
        match super::parse_u64_literal(self.spelling()).and_then(|v| u32::try_from(v).ok()) {
            Some(v) => {
                self.consume();
                Ok(v)
            }
            None if msg.contains("column") => self.error_here(msg),
            None => self.wrong_token_error(msg),
        }
    }
}

/// MLIR's `buildAttributeAPInt`: the literal's value in `width` bits, or
/// `None` when it does not fit.
pub(crate) fn build_int_value(
    spelling: &[u8],
    width: u32,
    signedness: Option<crate::types::Signedness>,
    negative: bool,
) -> Option<ApInt> {
    use crate::types::Signedness;
    let is_signed = matches!(signedness, Some(Signedness::Signed) | None);
    // Fast path: a decimal literal that fits in 63 bits and a width up to 64.
    if (1..=64).contains(&width)
        && spelling.len() <= 18
        && spelling.iter().all(|c| c.is_ascii_digit())
    {
        let mag = spelling
            .iter()
            .fold(0u64, |a, &c| a * 10 + (c - b'0') as u64);
        let fits_unsigned = width == 64 || mag >> width == 0;
        if !fits_unsigned {
            return None;
        }
        if negative {
            if mag == 0 {
                return None;
            }
            let v = ApInt::from_i64(width, (mag as i64).wrapping_neg());
            return v.sign_bit().then_some(v);
        }
        let v = ApInt::from_u64(width, mag);
        if is_signed && v.sign_bit() {
            return None;
        }
        return Some(v);
    }
    let text = std::str::from_utf8(spelling).ok()?;
    let mag = if let Some(h) = text.strip_prefix("0x") {
        BigInt::from_str_radix(h, 16).ok()?
    } else {
        BigInt::from_str_radix(text, 10).ok()?
    };
    if width == 0 {
        return if negative || mag != BigInt::from(0) {
            None
        } else {
            Some(ApInt::zero(0))
        };
    }
    // The magnitude must fit in `width` bits as an unsigned value.
    if mag.bits() > width as u64 {
        return None;
    }
    if negative {
        // After negation the sign bit must be set (or the value is zero... which
        // negates to zero and has no sign bit: MLIR rejects `-0` then).
        let v = -mag;
        let a = ApInt::from_bigint(width, &v);
        if !a.sign_bit() {
            return None;
        }
        return Some(a);
    }
    let a = ApInt::from_bigint(width, &mag);
    if is_signed && a.sign_bit() {
        return None;
    }
    Some(a)
}
