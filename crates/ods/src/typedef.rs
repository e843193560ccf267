//! Type and attribute definitions (MLIR's `TypeDef`/`AttrDef`): a dialect
//! type or attribute described by a mnemonic, typed parameters, an optional
//! verifier and an assembly format (`<$width `x` $element>`,
//! `<struct(params)>`, optional groups). Values are uniqued by their
//! parameters like every type and attribute.
//!
//! ```text
//! static SHAPE: DefSpec = DefSpec {
//!     dialect: "toy", mnemonic: "shape",
//!     params: &[param("rows", ParamKind::UInt), param("cols", ParamKind::UInt)],
//!     format: Some("`<` $rows `x` $cols `>`"),
//!     verify: None,
//! };
//! // !toy.shape<2 x 3>
//! ```

use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::diag::SourceBuffer;
use rmlir_core::types::{DialectStorage, DialectValue};
use rmlir_core::{AttrKind, Attribute, Context, Type, TypeKind};
use std::any::Any;
use std::hash::{Hash, Hasher};

/// What a parameter holds, which decides how it is parsed and printed (the
/// C++ parameter type of an MLIR `TypeDef`/`AttrDef` parameter).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// A signed 64-bit integer (`int64_t`), held as [`ParamValue::Int`].
    Int,
    /// An unsigned integer (`unsigned`, `uint64_t`): no sign is accepted;
    /// held as [`ParamValue::Int`].
    UInt,
    /// `true` or `false`.
    Bool,
    /// A string, written quoted.
    Str,
    /// A type, in its usual syntax.
    Type,
    /// An attribute, in its usual syntax.
    Attr,
    /// `[1, 2, 3]`
    IntArray,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
/// The value of one parameter of a defined type or attribute; part of what
/// uniques it.
pub enum ParamValue {
    /// For [`ParamKind::Int`] and [`ParamKind::UInt`].
    Int(i64),
    /// For [`ParamKind::Bool`].
    Bool(bool),
    /// For [`ParamKind::Str`], unescaped.
    Str(String),
    /// For [`ParamKind::Type`].
    Type(Type),
    /// For [`ParamKind::Attr`].
    Attr(Attribute),
    /// For [`ParamKind::IntArray`].
    IntArray(Vec<i64>),
    /// An optional parameter that is absent.
    Absent,
}

/// One parameter of a type or attribute definition; build with [`param`]
/// or [`opt_param`].
pub struct ParamSpec {
    /// The parameter's name, as `$name` in the format and in `struct(...)`.
    pub name: &'static str,
    /// What the parameter holds.
    pub kind: ParamKind,
    /// Whether the parameter may be absent (MLIR's `OptionalParameter`):
    /// [`ParamValue::Absent`] then, and its format group is not printed.
    pub optional: bool,
}

/// A required parameter.
pub const fn param(name: &'static str, kind: ParamKind) -> ParamSpec {
    ParamSpec {
        name,
        kind,
        optional: false,
    }
}

/// An optional parameter (MLIR's `OptionalParameter`).
pub const fn opt_param(name: &'static str, kind: ParamKind) -> ParamSpec {
    ParamSpec {
        name,
        kind,
        optional: true,
    }
}

/// A definition's verifier (MLIR's `genVerifyDecl`), given the parameters
/// in declaration order; the error is the message to report.
pub type DefVerifier = fn(&Context, &[ParamValue]) -> Result<(), String>;

/// A type or attribute definition.
pub struct DefSpec {
    /// The dialect namespace, e.g. `toy` in `!toy.shape<...>`.
    pub dialect: &'static str,
    /// The mnemonic after the dialect, e.g. `shape`.
    pub mnemonic: &'static str,
    /// The parameters, in declaration order (the order of values).
    pub params: &'static [ParamSpec],
    /// Assembly format of the parameters; `None` means `<params>`.
    pub format: Option<&'static str>,
    /// Checks run whenever a value is built or parsed.
    pub verify: Option<DefVerifier>,
}

/// The storage of a defined type or attribute: its definition and parameters.
pub(crate) struct DefStorage {
    spec: &'static DefSpec,
    params: Vec<ParamValue>,
}

impl DialectStorage for DefStorage {
    fn dialect(&self) -> &str {
        self.spec.dialect
    }
    fn mnemonic(&self) -> &str {
        self.spec.mnemonic
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn dyn_eq(&self, other: &dyn DialectStorage) -> bool {
        other
            .as_any()
            .downcast_ref::<DefStorage>()
            .is_some_and(|o| std::ptr::eq(o.spec, self.spec) && o.params == self.params)
    }
    fn dyn_hash(&self, mut state: &mut dyn Hasher) {
        self.spec.mnemonic.hash(&mut state);
        self.params.hash(&mut state);
    }
    fn print_body(&self, ctx: &Context, out: &mut String) {
        out.push_str(self.spec.mnemonic);
        print_params(ctx, self.spec, &self.params, out);
    }
}

impl DefSpec {
    /// The type with these parameters, verified (MLIR's `getChecked`): an
    /// error when their number is wrong or the verifier rejects them.
    pub fn get_type(&'static self, ctx: &Context, params: Vec<ParamValue>) -> Result<Type, String> {
        self.check(ctx, &params)?;
        Ok(ctx.ty(TypeKind::Dialect(DialectValue(Box::new(DefStorage {
            spec: self,
            params,
        })))))
    }

    /// The attribute with these parameters, verified.
    pub fn get_attr(
        &'static self,
        ctx: &Context,
        params: Vec<ParamValue>,
    ) -> Result<Attribute, String> {
        self.check(ctx, &params)?;
        Ok(
            ctx.attr(AttrKind::Dialect(DialectValue(Box::new(DefStorage {
                spec: self,
                params,
            })))),
        )
    }

    fn check(&self, ctx: &Context, params: &[ParamValue]) -> Result<(), String> {
        if params.len() != self.params.len() {
            return Err(format!(
                "{} expects {} parameters, got {}",
                self.mnemonic,
                self.params.len(),
                params.len()
            ));
        }
        match self.verify {
            Some(v) => v(ctx, params),
            None => Ok(()),
        }
    }

    /// Parses `mnemonic<...>` (the body after `!dialect.`) into parameters.
    pub fn parse_params(
        &'static self,
        ctx: &Context,
        body: &[u8],
    ) -> Result<Vec<ParamValue>, String> {
        let rest = body
            .strip_prefix(self.mnemonic.as_bytes())
            .ok_or("unknown mnemonic")?;
        let buf = SourceBuffer::new("<def>", rest.to_vec(), 0);
        let mut p = Parser::new(ctx, &buf);
        let mut values = vec![ParamValue::Absent; self.params.len()];
        let elems =
            compile(self).map_err(|e| format!("invalid format of {}: {e}", self.mnemonic))?;
        let r = parse_elems(&mut p, self, &elems, &mut values);
        match r {
            Ok(()) if p.is(Tok::Eof) => {}
            Ok(()) => {
                return Err(format!(
                    "unexpected text after {} parameters",
                    self.mnemonic
                ))
            }
            Err(_) => {
                return Err(p
                    .diags
                    .first()
                    .map_or_else(|| "invalid parameters".into(), |d| d.message.clone()))
            }
        }
        for (i, ps) in self.params.iter().enumerate() {
            if values[i] == ParamValue::Absent && !ps.optional {
                return Err(format!("struct is missing required parameter: {}", ps.name));
            }
        }
        Ok(values)
    }
}

/// Parameter values of a defined type or attribute, if `kind` is one of
/// `spec`'s; `None` for anything else.
pub fn def_params<'c>(
    ctx: &'c Context,
    spec: &'static DefSpec,
    kind: &'c AttrOrType,
) -> Option<&'c [ParamValue]> {
    let v = match kind {
        AttrOrType::Type(t) => match ctx.type_kind(*t) {
            TypeKind::Dialect(v) => v,
            _ => return None,
        },
        AttrOrType::Attr(a) => match ctx.attr_kind(*a) {
            AttrKind::Dialect(v) => v,
            _ => return None,
        },
    };
    v.0.as_any()
        .downcast_ref::<DefStorage>()
        .filter(|s| std::ptr::eq(s.spec, spec))
        .map(|s| s.params.as_slice())
}

/// A type or an attribute: what [`def_params`] looks into.
pub enum AttrOrType {
    /// A type, for definitions of types.
    Type(Type),
    /// An attribute, for definitions of attributes.
    Attr(Attribute),
}

// ---- the parameter format ----

#[derive(Debug, Clone)]
enum DElem {
    Literal(&'static str),
    Param(usize),
    /// `params`: all parameters, comma separated.
    AllParams,
    /// `struct(...)`: `name = value` pairs.
    Struct(Vec<usize>),
    Optional(Vec<DElem>),
}

fn compile(spec: &DefSpec) -> Result<Vec<DElem>, String> {
    let Some(f) = spec.format else {
        if spec.params.is_empty() {
            return Ok(Vec::new());
        }
        return Ok(vec![
            DElem::Literal("<"),
            DElem::AllParams,
            DElem::Literal(">"),
        ]);
    };
    let mut toks: Vec<&'static str> = Vec::new();
    let b = f.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b' ' => i += 1,
            b'`' => {
                let end = f[i + 1..].find('`').ok_or("unterminated literal")? + i + 1;
                toks.push(&f[i..=end]);
                i = end + 1;
            }
            b'(' | b')' | b'?' | b',' => {
                toks.push(&f[i..i + 1]);
                i += 1;
            }
            _ => {
                let start = i;
                while i < b.len() && !matches!(b[i], b' ' | b'(' | b')' | b'?' | b',' | b'`') {
                    i += 1;
                }
                toks.push(&f[start..i]);
            }
        }
    }
    let mut pos = 0;
    let out = compile_seq(spec, &toks, &mut pos)?;
    if pos != toks.len() {
        return Err(format!("unexpected '{}'", toks[pos]));
    }
    Ok(out)
}

fn param_index(spec: &DefSpec, name: &str) -> Result<usize, String> {
    spec.params
        .iter()
        .position(|p| p.name == name)
        .ok_or_else(|| format!("'{name}' is not a parameter"))
}

fn compile_seq(
    spec: &DefSpec,
    toks: &[&'static str],
    pos: &mut usize,
) -> Result<Vec<DElem>, String> {
    let mut out = Vec::new();
    while *pos < toks.len() {
        let t = toks[*pos];
        match t {
            ")" => break,
            "(" => {
                *pos += 1;
                let inner = compile_seq(spec, toks, pos)?;
                if toks.get(*pos) != Some(&")") || toks.get(*pos + 1) != Some(&"?") {
                    return Err("expected ')?' closing an optional group".into());
                }
                *pos += 2;
                out.push(DElem::Optional(inner));
            }
            "params" => {
                *pos += 1;
                out.push(DElem::AllParams);
            }
            "struct" => {
                *pos += 1;
                if toks.get(*pos) != Some(&"(") {
                    return Err("expected '(' after struct".into());
                }
                *pos += 1;
                let mut idx = Vec::new();
                while *pos < toks.len() && toks[*pos] != ")" {
                    match toks[*pos] {
                        "," => {}
                        "params" => idx.extend(0..spec.params.len()),
                        n => idx.push(param_index(spec, n.trim_start_matches('$'))?),
                    }
                    *pos += 1;
                }
                *pos += 1;
                out.push(DElem::Struct(idx));
            }
            t if t.starts_with('`') => {
                *pos += 1;
                out.push(DElem::Literal(&t[1..t.len() - 1]));
            }
            t if t.starts_with('$') => {
                *pos += 1;
                out.push(DElem::Param(param_index(spec, &t[1..])?));
            }
            t => return Err(format!("unexpected '{t}' in format")),
        }
    }
    Ok(out)
}

fn lit_tok(l: &str) -> Option<Tok> {
    Some(match l {
        "<" => Tok::Less,
        ">" => Tok::Greater,
        "(" => Tok::LParen,
        ")" => Tok::RParen,
        "[" => Tok::LSquare,
        "]" => Tok::RSquare,
        "," => Tok::Comma,
        ":" => Tok::Colon,
        "=" => Tok::Equal,
        "->" => Tok::Arrow,
        "*" => Tok::Star,
        _ => return None,
    })
}

fn parse_literal(p: &mut Parser<'_>, l: &str) -> PResult<()> {
    match lit_tok(l) {
        Some(t) => p.expect(t, &format!("expected '{l}'")),
        None => {
            // Keywords like `x` may be glued to what follows (`2x3`), as in shapes.
            if p.is(Tok::BareIdent)
                && p.spelling().starts_with(l.as_bytes())
                && p.spelling() != l.as_bytes()
                && l == "x"
            {
                let at = p.tok.start as usize + 1;
                p.reset_lexer_to(at);
                return Ok(());
            }
            p.expect_keyword(l, &format!("expected '{l}'"))
        }
    }
}

fn parse_value(p: &mut Parser<'_>, kind: ParamKind) -> PResult<ParamValue> {
    Ok(match kind {
        ParamKind::Int => {
            ParamValue::Int(p.parse_custom_integer(i64::MIN as i128, i64::MAX as i128)? as i64)
        }
        ParamKind::UInt => ParamValue::Int(p.parse_integer_u64("integer")? as i64),
        ParamKind::Bool => {
            if p.consume_keyword_if("true") {
                ParamValue::Bool(true)
            } else if p.consume_keyword_if("false") {
                ParamValue::Bool(false)
            } else {
                return p.error_here("expected 'true' or 'false'");
            }
        }
        ParamKind::Str => match p.parse_optional_string() {
            Some(s) => ParamValue::Str(String::from_utf8_lossy(&s).into_owned()),
            None => return p.error_here("expected string"),
        },
        ParamKind::Type => ParamValue::Type(p.parse_type()?),
        ParamKind::Attr => ParamValue::Attr(p.parse_attribute()?),
        ParamKind::IntArray => {
            let mut v = Vec::new();
            p.parse_delimited_list(Tok::LSquare, Tok::RSquare, "", |p| {
                v.push(p.parse_custom_integer(i64::MIN as i128, i64::MAX as i128)? as i64);
                Ok(())
            })?;
            ParamValue::IntArray(v)
        }
    })
}

fn parse_elems(
    p: &mut Parser<'_>,
    spec: &DefSpec,
    elems: &[DElem],
    values: &mut [ParamValue],
) -> PResult<()> {
    for e in elems {
        match e {
            DElem::Literal(l) => parse_literal(p, l)?,
            DElem::Param(i) => values[*i] = parse_value(p, spec.params[*i].kind)?,
            DElem::AllParams => {
                for (i, (slot, ps)) in values.iter_mut().zip(spec.params).enumerate() {
                    if i > 0 {
                        p.expect(Tok::Comma, "expected ','")?;
                    }
                    *slot = parse_value(p, ps.kind)?;
                }
            }
            DElem::Struct(idx) => {
                let mut first = true;
                while !p.is(Tok::Greater) && !p.is(Tok::Eof) {
                    if !first {
                        p.expect(Tok::Comma, "expected ','")?;
                    }
                    first = false;
                    let Some(name) = p.parse_optional_keyword_any() else {
                        return p.error_here("expected a parameter name in struct");
                    };
                    let name = String::from_utf8_lossy(name).into_owned();
                    let Some(&i) = idx.iter().find(|&&i| spec.params[i].name == name) else {
                        return p.error_here(format!("struct has no parameter named '{name}'"));
                    };
                    p.expect(Tok::Equal, "expected '='")?;
                    values[i] = parse_value(p, spec.params[i].kind)?;
                }
            }
            DElem::Optional(inner) => {
                let present = match inner.first() {
                    Some(DElem::Literal(l)) => match lit_tok(l) {
                        Some(t) => p.is(t),
                        None => p.is_keyword(l),
                    },
                    _ => !p.is(Tok::Greater) && !p.is(Tok::Eof),
                };
                if present {
                    parse_elems(p, spec, inner, values)?;
                }
            }
        }
    }
    Ok(())
}

fn print_value(ctx: &Context, v: &ParamValue, out: &mut String) {
    match v {
        ParamValue::Int(i) => out.push_str(&i.to_string()),
        ParamValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        ParamValue::Str(s) => {
            out.push('"');
            rmlir_core::asm::printer::escape_into(out, s.as_bytes());
            out.push('"');
        }
        ParamValue::Type(t) => out.push_str(&ctx.print_type(*t)),
        ParamValue::Attr(a) => out.push_str(&ctx.print_attr(*a)),
        ParamValue::IntArray(v) => {
            out.push('[');
            out.push_str(
                &v.iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
            );
            out.push(']');
        }
        ParamValue::Absent => {}
    }
}

/// Prints with the spacing of generated attribute/type printers: a space
/// between elements except around punctuation.
fn print_params(ctx: &Context, spec: &DefSpec, values: &[ParamValue], out: &mut String) {
    let Ok(elems) = compile(spec) else { return };
    print_elems(ctx, spec, &elems, values, out);
}

fn push_spaced(out: &mut String, piece: &str) {
    let last = out.chars().last();
    let first = piece.chars().next();
    let no_space_after = matches!(last, None | Some('<') | Some('(') | Some('[') | Some(' '));
    let no_space_before = matches!(
        first,
        Some('>') | Some(')') | Some(']') | Some(',') | Some('<')
    );
    let is_mnemonic_end =
        last.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') && first == Some('<');
    if !(no_space_after || no_space_before || is_mnemonic_end) {
        out.push(' ');
    }
    out.push_str(piece);
}

fn print_elems(
    ctx: &Context,
    spec: &DefSpec,
    elems: &[DElem],
    values: &[ParamValue],
    out: &mut String,
) {
    for e in elems {
        match e {
            DElem::Literal(l) => push_spaced(out, l),
            DElem::Param(i) => {
                let mut s = String::new();
                print_value(ctx, &values[*i], &mut s);
                push_spaced(out, &s);
            }
            DElem::AllParams => {
                let mut s = String::new();
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    print_value(ctx, v, &mut s);
                }
                push_spaced(out, &s);
            }
            DElem::Struct(idx) => {
                let mut s = String::new();
                for (k, &i) in idx
                    .iter()
                    .filter(|&&i| values[i] != ParamValue::Absent)
                    .enumerate()
                {
                    if k > 0 {
                        s.push_str(", ");
                    }
                    s.push_str(spec.params[i].name);
                    s.push_str(" = ");
                    print_value(ctx, &values[i], &mut s);
                }
                push_spaced(out, &s);
            }
            DElem::Optional(inner) => {
                let any_param_present = inner.iter().any(|e| match e {
                    DElem::Param(i) => values[*i] != ParamValue::Absent,
                    _ => false,
                });
                if any_param_present {
                    print_elems(ctx, spec, inner, values, out);
                }
            }
        }
    }
}

/// Validates a definition's format (call when registering the dialect).
pub fn validate(spec: &DefSpec) -> Result<(), String> {
    compile(spec)
        .map(|_| ())
        .map_err(|e| format!("invalid format of {}.{}: {e}", spec.dialect, spec.mnemonic))
}
