//! Parsing of types: builtin types, aliases and dialect types.

use super::{PResult, Parser};
use crate::asm::lexer::Tok;
use crate::attrs::AttrKind;
use crate::support::stack::grow;
use crate::types::{FloatFormat, Signedness, TypeKind, DYNAMIC};
use crate::Type;

/// The widest integer type MLIR allows.
pub const MAX_INT_WIDTH: u64 = 16_777_215;

impl<'a> Parser<'a> {
    /// `type ::= function-type | non-function-type`
    pub fn parse_type(&mut self) -> PResult<Type> {
        grow(|| {
            if self.is(Tok::LParen) {
                return self.parse_function_type();
            }
            self.parse_non_function_type()
        })
    }

    /// Whether the current token can start a type.
    pub fn at_type_start(&self) -> bool {
        match self.tok.kind {
            Tok::LParen | Tok::IntType | Tok::ExclaimIdent => true,
            Tok::BareIdent => {
                let s = self.spelling();
                matches!(
                    s,
                    b"memref" | b"tensor" | b"complex" | b"tuple" | b"vector" | b"index" | b"none"
                ) || std::str::from_utf8(s)
                    .ok()
                    .and_then(FloatFormat::from_keyword)
                    .is_some()
            }
            _ => false,
        }
    }

    /// A type if one starts at the current token, else `None` without
    /// consuming (MLIR's `parseOptionalType`).
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        if self.at_type_start() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    /// `(inputs) -> results`: a builtin `FunctionType`.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect(Tok::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(&inputs, &results))
    }

    /// The results after `->`: a parenthesised list, or a single
    /// non-function type.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.is(Tok::LParen) {
            return self.parse_type_list_parens();
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    /// `type, type...`: one or more comma-separated types.
    pub fn parse_type_list_no_parens(&mut self) -> PResult<Vec<Type>> {
        let mut v = Vec::new();
        self.parse_comma_list(|p| {
            v.push(p.parse_type()?);
            Ok(())
        })?;
        Ok(v)
    }

    /// `(types)`, possibly empty.
    pub fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect(Tok::LParen, "expected '('")?;
        if self.consume_if(Tok::RParen) {
            return Ok(Vec::new());
        }
        let v = self.parse_type_list_no_parens()?;
        self.expect(Tok::RParen, "expected ')'")?;
        Ok(v)
    }

    /// Any type except a bare function type (MLIR's `parseNonFunctionType`),
    /// e.g. a function result that is not parenthesised.
    pub fn parse_non_function_type(&mut self) -> PResult<Type> {
        let start = self.here();
        if matches!(self.tok.kind, Tok::IntType | Tok::BareIdent) {
            if let Some(&t) = self.type_cache.get(self.spelling()) {
                self.consume();
                return Ok(t);
            }
        }
        match self.tok.kind {
            Tok::IntType => {
                let s = self.spelling();
                let (signedness, digits) = match s[0] {
                    b's' => (Signedness::Signed, &s[2..]),
                    b'u' => (Signedness::Unsigned, &s[2..]),
                    _ => (Signedness::Signless, &s[1..]),
                };
                let width = std::str::from_utf8(digits)
                    .ok()
                    .and_then(|d| d.parse::<u32>().ok())
                    .map(u64::from);
                let Some(width) = width else {
                    return self.error_here("invalid integer width");
                };
                if width > MAX_INT_WIDTH {
                    return self.error_at(
                        start,
                        format!("integer bitwidth is limited to {MAX_INT_WIDTH} bits"),
                    );
                }
                let t = self.ctx.integer_type(width as u32, signedness);
                self.type_cache.insert(s, t);
                self.consume();
                Ok(t)
            }
            Tok::ExclaimIdent => self.parse_extended_type(),
            Tok::BareIdent => {
                let s = self.spelling();
                if matches!(s, b"memref" | b"tensor" | b"complex" | b"tuple" | b"vector") {
                    return self.parse_cached_bracketed_type();
                }
                match s {
                    b"memref" => self.parse_memref_type(),
                    b"tensor" => self.parse_tensor_type(),
                    b"complex" => self.parse_complex_type(),
                    b"tuple" => self.parse_tuple_type(),
                    b"vector" => self.parse_vector_type(),
                    b"index" => {
                        self.consume();
                        Ok(self.ctx.index_type())
                    }
                    b"none" => {
                        self.consume();
                        Ok(self.ctx.none_type())
                    }
                    _ => match std::str::from_utf8(s)
                        .ok()
                        .and_then(FloatFormat::from_keyword)
                    {
                        Some(f) => {
                            let t = self.ctx.float_type(f);
                            self.type_cache.insert(s, t);
                            self.consume();
                            Ok(t)
                        }
                        None => self.wrong_token_error("expected non-function type"),
                    },
                }
            }
            _ => self.wrong_token_error("expected non-function type"),
        }
    }

    /// `memref<...>` and friends, memoised by source text.
    fn parse_cached_bracketed_type(&mut self) -> PResult<Type> {
        let extent = self.bracket_extent(self.tok.end as usize);
        self.memo_type(extent, |p| match p.spelling() {
            b"memref" => p.parse_memref_type(),
            b"tensor" => p.parse_tensor_type(),
            b"complex" => p.parse_complex_type(),
            b"tuple" => p.parse_tuple_type(),
            _ => p.parse_vector_type(),
        })
    }

    fn parse_complex_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(Tok::Less, "expected '<' in complex type")?;
        let loc = self.here();
        let elt = self.parse_type()?;
        self.expect(Tok::Greater, "expected '>' in complex type")?;
        if !matches!(
            self.ctx.type_kind(elt),
            TypeKind::Float(_) | TypeKind::Integer { .. }
        ) {
            return self.error_at(loc, "invalid element type for complex");
        }
        Ok(self.ctx.ty(TypeKind::Complex(elt)))
    }

    fn parse_tuple_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(Tok::Less, "expected '<' in tuple type")?;
        if self.consume_if(Tok::Greater) {
            return Ok(self.ctx.ty(TypeKind::Tuple(Box::new([]))));
        }
        let types = self.parse_type_list_no_parens()?;
        self.expect(Tok::Greater, "expected '>' in tuple type")?;
        Ok(self.ctx.ty(TypeKind::Tuple(types.into())))
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        let start = self.here();
        self.consume();
        self.expect(Tok::Less, "expected '<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        while self.is(Tok::Integer) || self.is(Tok::LSquare) {
            let is_scalable = self.consume_if(Tok::LSquare);
            shape.push(self.parse_integer_in_dimension_list()?);
            if is_scalable && !self.consume_if(Tok::RSquare) {
                return self.wrong_token_error("missing ']' closing scalable dimension");
            }
            scalable.push(is_scalable);
            self.parse_x_in_dimension_list()?;
        }
        let elt = self.parse_type()?;
        self.expect(Tok::Greater, "expected '>' in vector type")?;
        if !matches!(
            self.ctx.type_kind(elt),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        ) {
            return self.error_at(
                start,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            );
        }
        if shape.iter().any(|&d| d <= 0) {
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            return self.error_at(
                start,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    dims.join(", ")
                ),
            );
        }
        Ok(self.ctx.ty(TypeKind::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            element: elt,
        }))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(Tok::Less, "expected '<' in tensor type")?;
        let unranked = self.consume_if(Tok::Star);
        let mut dims = Vec::new();
        if unranked {
            self.parse_x_in_dimension_list()?;
        } else {
            dims = self.parse_dimension_list_ranked(true, true)?;
        }
        let elt_loc = self.here();
        let elt = self.parse_type()?;
        let mut encoding = None;
        if self.consume_if(Tok::Comma) {
            encoding = self.parse_optional_attribute()?;
        }
        self.expect(Tok::Greater, "expected '>' in tensor type")?;
        if !self.is_valid_tensor_element(elt) {
            return self.error_at(elt_loc, "invalid tensor element type");
        }
        if unranked {
            if encoding.is_some() {
                return self.error_here("cannot apply encoding to unranked tensor");
            }
            return Ok(self.ctx.ty(TypeKind::UnrankedTensor { element: elt }));
        }
        Ok(self.ctx.ty(TypeKind::RankedTensor {
            shape: dims.into(),
            element: elt,
            encoding,
        }))
    }

    fn is_valid_tensor_element(&self, t: Type) -> bool {
        matches!(
            self.ctx.type_kind(t),
            TypeKind::Complex(_)
                | TypeKind::Float(_)
                | TypeKind::Integer { .. }
                | TypeKind::Opaque { .. }
                | TypeKind::Vector { .. }
                | TypeKind::Index
                | TypeKind::Dialect(_)
        )
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let start = self.here();
        self.consume();
        self.expect(Tok::Less, "expected '<' in memref type")?;
        let unranked = self.consume_if(Tok::Star);
        let mut dims = Vec::new();
        if unranked {
            self.parse_x_in_dimension_list()?;
        } else {
            dims = self.parse_dimension_list_ranked(true, true)?;
        }
        let elt_loc = self.here();
        let elt = self.parse_type()?;
        if !matches!(
            self.ctx.type_kind(elt),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::Vector { .. }
                | TypeKind::Dialect(_)
        ) {
            return self.error_at(elt_loc, "invalid memref element type");
        }
        let mut layout = None;
        let mut memory_space = None;
        if !self.consume_if(Tok::Greater) {
            self.expect(Tok::Comma, "expected ',' or '>' in memref type")?;
            self.parse_list_until(Tok::Greater, false, |p| {
                let attr = p.parse_attribute()?;
                let is_layout = matches!(
                    p.ctx.attr_kind(attr),
                    AttrKind::AffineMap(_) | AttrKind::Strided { .. }
                );
                if !is_layout {
                    if memory_space.is_some() {
                        return p.error_here("multiple memory spaces specified in memref type");
                    }
                    memory_space = Some(attr);
                    return Ok(());
                }
                layout = Some(attr);
                if unranked {
                    return p.error_here("cannot have affine map for unranked memref type");
                }
                if memory_space.is_some() {
                    return p.error_here("expected memory space to be last in memref type");
                }
                Ok(())
            })?;
        }
        let shape = if unranked { None } else { Some(&dims[..]) };
        match crate::builtin_types::memref_type(self.ctx, shape, elt, layout, memory_space) {
            Ok(t) => Ok(t),
            Err(msg) => self.error_at(start, msg),
        }
    }

    /// `dimension-list ::= (dimension x)*` with `?` dims when `allow_dynamic`.
    pub fn parse_dimension_list_ranked(
        &mut self,
        allow_dynamic: bool,
        trailing_x: bool,
    ) -> PResult<Vec<i64>> {
        let mut dims = Vec::new();
        let parse_dim = |p: &mut Self, dims: &mut Vec<i64>| -> PResult<()> {
            let loc = p.here();
            if p.consume_if(Tok::Question) {
                if !allow_dynamic {
                    return p.error_at(loc, "expected static shape");
                }
                dims.push(DYNAMIC);
            } else {
                dims.push(p.parse_integer_in_dimension_list()?);
            }
            Ok(())
        };
        if trailing_x {
            while self.is(Tok::Integer) || self.is(Tok::Question) {
                parse_dim(self, &mut dims)?;
                self.parse_x_in_dimension_list()?;
            }
            return Ok(dims);
        }
        if self.is(Tok::Integer) || self.is(Tok::Question) {
            parse_dim(self, &mut dims)?;
            while self.is(Tok::BareIdent) && self.spelling()[0] == b'x' {
                self.parse_x_in_dimension_list()?;
                parse_dim(self, &mut dims)?;
            }
        }
        Ok(dims)
    }

    fn parse_integer_in_dimension_list(&mut self) -> PResult<i64> {
        let s = self.spelling();
        if s.len() > 1 && s[1] == b'x' {
            // `0xf32` is `0`, `x`, `f32` here, not a hex literal.
            let restart = self.tok.start as usize + 1;
            self.lex.reset_to(restart);
            self.consume();
            return Ok(0);
        }
        match super::parse_u64_literal(s) {
            Some(v) if v <= i64::MAX as u64 => {
                self.consume();
                Ok(v as i64)
            }
            _ => self.error_here("invalid dimension"),
        }
    }

    /// Consumes an `x` (possibly glued to what follows, as in `xf32`).
    fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        if !self.is(Tok::BareIdent) || self.spelling()[0] != b'x' {
            return self.wrong_token_error("expected 'x' in dimension list");
        }
        if self.spelling().len() != 1 {
            let restart = self.tok.start as usize + 1;
            self.lex.reset_to(restart);
        }
        self.consume();
        Ok(())
    }

    /// `!alias`, `!dialect.name<...>` or `!dialect<...>`.
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let tok = self.tok;
        let spelling = &self.token_text(tok)[1..];
        let start = tok.start;
        self.consume();
        let Some(dot) = spelling.iter().position(|&c| c == b'.') else {
            if !self.is(Tok::Less) {
                // A type alias.
                return match self.type_aliases.get(spelling) {
                    Some(&t) => Ok(t),
                    // mlir-opt reports it like a wrong token after the
                    // alias: just past the name, or at the end of its line.
                    None => self.wrong_token_error(format!(
                        "undefined symbol alias id '{}'",
                        String::from_utf8_lossy(spelling)
                    )),
                };
            }
            self.check_dialect_namespace(spelling, start)?;
            let body_at = self.here() + 1;
            let body = self.parse_pretty_body()?;
            return self.make_dialect_type((start, body_at), spelling, &body[1..body.len() - 1]);
        };
        let (dialect, name) = (&spelling[..dot], &spelling[dot + 1..]);
        let body_at = start + 2 + dot as u32;
        self.check_dialect_namespace(dialect, body_at)?;
        let mut body = name.to_vec();
        if self.is(Tok::Less) {
            body.extend_from_slice(&self.parse_pretty_body()?);
        }
        self.make_dialect_type((start, body_at), dialect, &body)
    }

    /// Like `make_dialect_attr`: the dialect's own errors point at the body.
    fn make_dialect_type(
        &mut self,
        (start, body_at): (u32, u32),
        dialect: &'a [u8],
        body: &[u8],
    ) -> PResult<Type> {
        let ns = String::from_utf8_lossy(dialect).into_owned();
        if let Some(d) = self.cached_dialect(dialect) {
            return match d.parse_type(self.ctx, body) {
                Ok(t) => Ok(t),
                Err(msg) => self.error_at(body_at, msg),
            };
        }
        if !self.ctx.allows_unregistered() {
            return self.error_at(start, format!("dialect '{ns}' is unknown"));
        }
        // The body keeps its bytes, valid UTF-8 or not (see raw_text).
        let data = crate::support::raw_text::encode(body).into_owned();
        Ok(self.ctx.ty(TypeKind::Opaque {
            dialect: ns.into(),
            data: data.into(),
        }))
    }

    /// Records `!name = type` (`name` without the `!`); the first definition
    /// wins, redefinition being diagnosed by the caller.
    pub(crate) fn define_type_alias(&mut self, name: &'a [u8], t: Type) {
        self.type_aliases.entry(name).or_insert(t);
    }

    /// Whether any attribute or type alias was defined.
    pub fn defines_aliases(&self) -> bool {
        !self.type_aliases.is_empty() || !self.attr_aliases.is_empty()
    }

    /// Whether type alias `!name` is already defined.
    pub(crate) fn has_type_alias(&self, name: &[u8]) -> bool {
        self.type_aliases.contains_key(name)
    }
}
