//! Parsing of elements attributes: `dense<...>`, `sparse<...>` and
//! `dense_resource<...>`.
//!
//! Elements are converted to MLIR's raw storage layout (see
//! `crate::dense`), so the hex form and the literal form build the same
//! attribute.

use super::attrs::build_int_value;
use super::{PResult, Parser};
use crate::asm::lexer::{decode_hex, unescape_string, Tok, Token};
use crate::attrs::AttrKind;
use crate::builtin_types::{is_static_shaped, num_elements, tensor_type};
use crate::dense::{self, ElementKind};
use crate::types::TypeKind;
use crate::{Attribute, Type};

/// A parsed tensor literal, before its type is known.
#[derive(Default)]
pub(crate) struct TensorLiteral {
    /// Shape inferred from nested lists (empty for a single element).
    pub shape: Vec<i64>,
    /// Elements in order: (negated, token).
    pub elements: Vec<(bool, Token)>,
    pub hex: Option<Token>,
}

impl<'a> Parser<'a> {
    pub(crate) fn parse_tensor_literal(&mut self, allow_hex: bool) -> PResult<TensorLiteral> {
        let mut lit = TensorLiteral::default();
        if allow_hex && self.is(Tok::String) {
            lit.hex = Some(self.tok);
            self.consume();
            return Ok(lit);
        }
        if self.is(Tok::LSquare) {
            let mut shape = Vec::new();
            self.parse_literal_list(&mut lit.elements, &mut shape)?;
            lit.shape = shape;
        } else {
            self.parse_literal_element(&mut lit.elements)?;
        }
        Ok(lit)
    }

    fn parse_literal_element(&mut self, out: &mut Vec<(bool, Token)>) -> PResult<()> {
        match self.tok.kind {
            Tok::Float | Tok::Integer | Tok::String => {
                out.push((false, self.tok));
                self.consume();
            }
            Tok::BareIdent if self.is_keyword("true") || self.is_keyword("false") => {
                out.push((false, self.tok));
                self.consume();
            }
            Tok::Minus => {
                self.consume();
                if !matches!(self.tok.kind, Tok::Float | Tok::Integer) {
                    return self.error_here("expected integer or floating point literal");
                }
                out.push((true, self.tok));
                self.consume();
            }
            Tok::LParen => {
                self.consume();
                self.parse_literal_element(out)?;
                self.expect(Tok::Comma, "expected ',' between complex elements")?;
                self.parse_literal_element(out)?;
                self.expect(Tok::RParen, "expected ')' after complex elements")?;
            }
            _ => return self.error_here("expected element literal of primitive type"),
        }
        Ok(())
    }

    fn parse_literal_list(
        &mut self,
        out: &mut Vec<(bool, Token)>,
        dims: &mut Vec<i64>,
    ) -> PResult<()> {
        crate::support::stack::grow(|| {
            let mut first = true;
            let mut new_dims: Vec<i64> = Vec::new();
            let mut size = 0i64;
            self.parse_delimited_list(Tok::LSquare, Tok::RSquare, "", |p| {
                let mut this_dims = Vec::new();
                if p.is(Tok::LSquare) {
                    p.parse_literal_list(out, &mut this_dims)?;
                } else {
                    p.parse_literal_element(out)?;
                }
                size += 1;
                if !first {
                    if new_dims != this_dims {
                        return p.error_here(
                            "tensor literal is invalid; ranks are not consistent between elements",
                        );
                    }
                    return Ok(());
                }
                new_dims = this_dims;
                first = false;
                Ok(())
            })?;
            dims.clear();
            dims.push(size);
            dims.extend(new_dims);
            Ok(())
        })
    }

    pub(crate) fn parse_dense_elements_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let loc = self.here();
        self.consume();
        self.expect(Tok::Less, "expected '<' after 'dense'")?;
        let mut lit = TensorLiteral::default();
        if !self.consume_if(Tok::Greater) {
            lit = self.parse_tensor_literal(true)?;
            self.expect(Tok::Greater, "expected '>'")?;
        }
        let ty = self.parse_elements_literal_type(loc, ty)?;
        self.build_dense(loc, &lit, ty)
    }

    /// The `: type` after an elements literal, checked to be statically shaped.
    fn parse_elements_literal_type(&mut self, loc: u32, ty: Option<Type>) -> PResult<Type> {
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(Tok::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        if !matches!(
            self.ctx.type_kind(ty),
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        ) {
            return self.error_at(loc, "elements literal must be a shaped type");
        }
        if !is_static_shaped(self.ctx, ty) {
            return self.error_at(loc, "elements literal type must have static shape");
        }
        Ok(ty)
    }

    pub(crate) fn build_dense(
        &mut self,
        loc: u32,
        lit: &TensorLiteral,
        ty: Type,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        let elt_ty = ctx.type_kind(ty).element_type().expect("shaped type");
        let kind = dense::element_kind(ctx, elt_ty);
        let count = num_elements(ctx, ty).unwrap_or(0);
        if let (Some(hex), Some(_)) = (lit.hex, kind) {
            return self.build_dense_hex(loc, hex, ty);
        }
        let shape = ctx.type_kind(ty).shape().unwrap_or(&[]).to_vec();
        if !lit.shape.is_empty() && lit.shape != shape {
            let fmt = |s: &[i64]| {
                s.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return self.error_at(
                loc,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    fmt(&lit.shape),
                    fmt(&shape)
                ),
            );
        }
        if lit.hex.is_none() && lit.elements.is_empty() && count != 0 {
            let t = ctx.print_type(ty);
            return self.error_at(
                loc,
                format!("parsed zero elements, but type ('{t}') expected at least 1"),
            );
        }
        let Some(kind) = kind else {
            return self.build_dense_strings(loc, lit, ty);
        };
        let is_complex = matches!(
            kind,
            ElementKind::ComplexInt(_) | ElementKind::ComplexFloat(_)
        );
        if is_complex {
            let splat = lit.shape.is_empty() && count != 0;
            if splat && lit.elements.len() != 2 {
                let t = ctx.print_type(elt_ty);
                return self.error_at(
                    loc,
                    format!(
                        "parsed {} elements, but type ('{t}') expected 2 elements",
                        lit.elements.len()
                    ),
                );
            }
            if !lit.shape.is_empty() && lit.elements.len() as u64 != count * 2 {
                let t = ctx.print_type(ty);
                return self.error_at(
                    loc,
                    format!(
                        "parsed {} elements, but type ('{t}') expected {} elements",
                        lit.elements.len(),
                        count * 2
                    ),
                );
            }
        }
        let scalar = kind.scalar();
        let mut values: Vec<dense::Scalar> = Vec::with_capacity(lit.elements.len());
        for &(neg, tok) in &lit.elements {
            values.push(self.dense_scalar(scalar, elt_ty, neg, tok)?);
        }
        // A literal without brackets is a splat, except a complex pair
        // `(a, b)` for a non-complex element type with exactly two
        // elements: mlir-opt takes the pair as the raw data of both
        // elements (`dense<(1, 2)> : tensor<2xi32>` is `[1, 2]`). With more
        // elements it reads past the pair; rmlir keeps the splat of `a`.
        let pair_as_data = !is_complex && values.len() == 2 && count == 2;
        let single = lit.shape.is_empty() && !values.is_empty() && !pair_as_data;
        let raw = dense::pack(&kind, &values, single, count);
        Ok(ctx.attr(AttrKind::DenseIntOrFloat { ty, data: raw }))
    }

    fn dense_scalar(
        &mut self,
        scalar: dense::ScalarKind,
        elt_ty: Type,
        neg: bool,
        tok: Token,
    ) -> PResult<dense::Scalar> {
        match scalar {
            dense::ScalarKind::Int { width, signedness } => {
                if neg && signedness == Some(crate::types::Signedness::Unsigned) {
                    return self.error_at(
                        tok.start,
                        "expected unsigned integer elements, but parsed negative value",
                    );
                }
                match tok.kind {
                    Tok::Float => self.error_at(
                        tok.start,
                        "expected integer elements, but parsed floating-point",
                    ),
                    Tok::BareIdent => {
                        // Any 1-bit integer type (si1/ui1 too) takes `true`/`false`.
                        if width != 1 {
                            return self.error_at(
                                tok.start,
                                "expected i1 type for 'true' or 'false' values",
                            );
                        }
                        let v = self.token_text(tok) == b"true";
                        Ok(dense::Scalar::Int(crate::apint::ApInt::from_u64(
                            1, v as u64,
                        )))
                    }
                    Tok::Integer => {
                        match build_int_value(self.token_text(tok), width, signedness, neg) {
                            Some(v) => Ok(dense::Scalar::Int(v)),
                            None => {
                                self.error_at(tok.start, "integer constant out of range for type")
                            }
                        }
                    }
                    // MLIR reads a string token's spelling as the integer.
                    Tok::String => {
                        self.error_at(tok.start, "integer constant out of range for type")
                    }
                    _ => self.error_at(tok.start, "expected integer elements"),
                }
            }
            dense::ScalarKind::Float(fmt) => {
                let _ = elt_ty;
                if tok.kind == Tok::BareIdent || tok.kind == Tok::String {
                    return self.error_at(tok.start, "expected floating point literal");
                }
                Ok(dense::Scalar::Float(
                    self.float_from_literal(tok, neg, fmt)?,
                ))
            }
        }
    }

    fn build_dense_strings(
        &mut self,
        loc: u32,
        lit: &TensorLiteral,
        ty: Type,
    ) -> PResult<Attribute> {
        let mut values: Vec<Box<[u8]>> = Vec::new();
        if let Some(h) = lit.hex {
            let s = self.token_text(h);
            values.push(unescape_string(&s[1..s.len() - 1]).into());
        } else {
            for &(_, tok) in &lit.elements {
                if tok.kind != Tok::String {
                    let sp = String::from_utf8_lossy(self.token_text(tok)).into_owned();
                    return self.error_at(loc, format!("expected string token, got {sp}"));
                }
                let s = self.token_text(tok);
                values.push(unescape_string(&s[1..s.len() - 1]).into());
            }
        }
        let count = num_elements(self.ctx, ty).unwrap_or(0) as usize;
        let splat = values.len() == 1 && count != 1
            || (count > 1 && values.iter().all(|v| *v == values[0]));
        if splat {
            values.truncate(1);
        }
        Ok(self.ctx.attr(AttrKind::DenseString {
            ty,
            values: values.into(),
            splat: splat || count == 1,
        }))
    }

    fn build_dense_hex(&mut self, loc: u32, hex: Token, ty: Type) -> PResult<Attribute> {
        let s = self.token_text(hex);
        let body = &s[1..s.len() - 1];
        let Some(bytes) = decode_hex(body) else {
            return self.error_at(
                hex.start,
                "expected string containing hex digits starting with `0x`",
            );
        };
        match dense::from_raw(self.ctx, ty, bytes) {
            Some(data) => Ok(self.ctx.attr(AttrKind::DenseIntOrFloat { ty, data })),
            None => {
                let t = self.ctx.print_type(ty);
                self.error_at(
                    loc,
                    format!("elements hex data size is invalid for provided type: '{t}'"),
                )
            }
        }
    }

    pub(crate) fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let loc = self.here();
        self.consume();
        self.expect(Tok::Less, "expected '<' after 'dense_resource'")?;
        let handle: Vec<u8> = match self.tok.kind {
            Tok::BareIdent | Tok::IntType => self.spelling().to_vec(),
            Tok::String => self.string_value(),
            _ => return self.error_here("expected identifier key for 'resource' entry"),
        };
        self.consume();
        self.expect(Tok::Greater, "expected '>'")?;
        let mut type_loc = loc;
        let ty = match ty {
            Some(t) => t,
            None => {
                type_loc = self.here();
                self.expect(Tok::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        if self.ctx.type_kind(ty).shape().is_none()
            && !matches!(
                self.ctx.type_kind(ty),
                TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. }
            )
        {
            return self.error_at(type_loc, "`dense_resource` expected a shaped type");
        }
        let handle = String::from_utf8_lossy(&handle).into_owned();
        Ok(self.ctx.attr(AttrKind::DenseResource {
            ty,
            handle: handle.into(),
        }))
    }

    pub(crate) fn parse_sparse_elements_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let loc = self.here();
        self.consume();
        self.expect(Tok::Less, "Expected '<' after 'sparse'")?;
        let i64t = self.ctx.i64_type();
        if self.consume_if(Tok::Greater) {
            let ty = self.parse_elements_literal_type(loc, ty)?;
            let rank = self.ctx.type_kind(ty).shape().map_or(0, |s| s.len()) as i64;
            let elt = self.ctx.type_kind(ty).element_type().unwrap();
            let it = tensor_type(self.ctx, &[0, rank], i64t);
            let vt = tensor_type(self.ctx, &[0], elt);
            let empty = TensorLiteral::default();
            let indices = self.build_dense(loc, &empty, it)?;
            let values = self.build_dense(loc, &empty, vt)?;
            return Ok(self.ctx.attr(AttrKind::Sparse {
                ty,
                indices,
                values,
            }));
        }
        let indices_loc = self.here();
        let idx_lit = self.parse_tensor_literal(false)?;
        self.expect(Tok::Comma, "expected ','")?;
        let values_loc = self.here();
        let val_lit = self.parse_tensor_literal(true)?;
        self.expect(Tok::Greater, "expected '>'")?;
        let ty = self.parse_elements_literal_type(loc, ty)?;
        let shape = self.ctx.type_kind(ty).shape().unwrap_or(&[]).to_vec();
        let indices_ty = if idx_lit.shape.is_empty() {
            tensor_type(self.ctx, &[1, shape.len() as i64], i64t)
        } else {
            tensor_type(self.ctx, &idx_lit.shape, i64t)
        };
        let indices = self.build_dense(indices_loc, &idx_lit, indices_ty)?;
        let elt = self.ctx.type_kind(ty).element_type().unwrap();
        let n_indices = self.ctx.type_kind(indices_ty).shape().unwrap()[0];
        let values_ty = if val_lit.shape.is_empty() {
            tensor_type(self.ctx, &[n_indices], elt)
        } else {
            tensor_type(self.ctx, &val_lit.shape, elt)
        };
        let values = self.build_dense(values_loc, &val_lit, values_ty)?;
        // SparseElementsAttr::verify
        let values_shape = self.ctx.type_kind(values_ty).shape().unwrap().to_vec();
        let idx_shape = self.ctx.type_kind(indices_ty).shape().unwrap().to_vec();
        if values_shape.len() != 1 {
            return self.error_at(loc, "expected 1-d tensor for sparse element values");
        }
        // SparseElementsAttr's invariants: indices are `N x rank` (or `N`
        // for a 1-d type) and there is one value per index.
        let rank = shape.len();
        let join = |v: &[i64]| {
            v.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let indices_fit = match idx_shape.len() {
            2 => idx_shape[1] == rank as i64,
            1 => rank == 1,
            _ => false,
        };
        if !indices_fit || idx_shape[0] != values_shape[0] {
            return self.error_at(
                loc,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                    join(&shape),
                    join(&idx_shape),
                    join(&values_shape)
                ),
            );
        }
        // Each index must lie within the shape; MLIR reads indices as
        // unsigned, so a negative one shows as a large value.
        let idx_vals = dense::int_values(self.ctx, indices);
        for i in 0..idx_shape[0] as usize {
            let index = idx_vals.get(i * rank..(i + 1) * rank).unwrap_or(&[]);
            let in_bounds = index.len() == rank
                && index
                    .iter()
                    .zip(&shape)
                    .all(|(v, d)| (*v as u64) < (*d as u64));
            if !in_bounds {
                let idx = index
                    .iter()
                    .map(|v| (*v as u64).to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                let t = self.ctx.print_type(ty);
                return self.error_at(
                    loc,
                    format!("sparse index #{i} is not contained within the value shape, with index=[{idx}], and type='{t}'"),
                );
            }
        }
        Ok(self.ctx.attr(AttrKind::Sparse {
            ty,
            indices,
            values,
        }))
    }
}
