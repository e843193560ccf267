//! Printing of types, attributes and locations, with optional aliases.

use super::alias::AliasMap;
use crate::attrs::{AttrKind, DenseData};
use crate::builtin_types::num_elements;
use crate::context::Context;
use crate::dense::{self, ElementKind, Scalar};
use crate::types::{Signedness, TypeKind, DYNAMIC};
use crate::{Attribute, Type};
use rustc_hash::FxHashMap;
use std::fmt::Write;

/// Whether the type of an attribute may be left out (MLIR's `AttrTypeElision`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Elision {
    /// The type is always printed (`1 : i32`).
    Never,
    /// The type may be left out where it is the default (`1` for `i64`).
    May,
    /// The type is left out (the context implies it).
    Must,
}

/// Writes types and attributes to a string, using aliases when given.
pub struct AsmWriter<'c> {
    /// The context the printed values live in.
    pub ctx: &'c Context,
    /// The text written so far.
    pub out: String,
    /// Aliases to print instead of values; `None` prints everything inline.
    pub aliases: Option<&'c AliasMap>,
    /// Distinct attributes are numbered in printing order.
    distinct_ids: FxHashMap<Attribute, u64>,
    /// `dense_resource` handles printed, in first-use order.
    pub resources_used: Vec<Box<str>>,
    /// Printed text of types and attributes already seen (uniqued values
    /// print the same every time), as ranges into `memo_text`; big files
    /// repeat a few types and attribute dictionaries on every op.
    type_memo: Vec<(u32, u32)>,
    attr_memo: [Vec<(u32, u32)>; 3],
    memo_text: String,
    /// Element-count thresholds for elision and hex printing.
    elements: super::ElementsLimits,
    /// Locations print in MLIR's pretty debug-info form.
    pretty_locs: bool,
}

const NO_MEMO: (u32, u32) = (u32::MAX, 0);
/// Only short texts are memoised: they are the ones that repeat, and a bound
/// keeps deeply nested attributes from costing quadratic memory.
const MEMO_MAX: usize = 512;

/// `llvm::printEscapedString`: printable ASCII except `"` and `\` as is,
/// everything else as `\XX`.
pub fn escape_into(out: &mut String, s: &[u8]) {
    for &c in s {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{:02X}", c);
        }
    }
}

/// Whether `s` prints unquoted: `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub fn is_bare_identifier(s: &[u8]) -> bool {
    match s.first() {
        Some(&c) if c.is_ascii_alphabetic() || c == b'_' => {}
        _ => return false,
    }
    s[1..]
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// `s` as a bare identifier if it is one, else as an escaped `"string"`.
pub fn keyword_or_string(out: &mut String, s: &[u8]) {
    if is_bare_identifier(s) {
        out.push_str(std::str::from_utf8(s).unwrap_or(""));
    } else {
        out.push('"');
        escape_into(out, s);
        out.push('"');
    }
}

/// `@name` for a symbol reference (quoted if not a bare identifier).
pub fn symbol_ref(out: &mut String, s: &[u8]) {
    if s.is_empty() {
        out.push_str("@<<INVALID EMPTY SYMBOL>>");
        return;
    }
    out.push('@');
    keyword_or_string(out, s);
}

/// `!dialect.body` when the body is simple enough, else `!dialect<body>`.
pub fn dialect_symbol(out: &mut String, prefix: char, dialect: &str, body: &str) {
    out.push(prefix);
    out.push_str(dialect);
    let simple = {
        let b = body.as_bytes();
        if b.is_empty() || !b[0].is_ascii_alphabetic() {
            false
        } else {
            let rest: &[u8] = {
                let n = b
                    .iter()
                    .take_while(|c| c.is_ascii_alphanumeric() || **c == b'.' || **c == b'_')
                    .count();
                &b[n..]
            };
            rest.is_empty() || (rest[0] == b'<' && *rest.last().unwrap() == b'>')
        }
    };
    if simple {
        out.push('.');
        out.push_str(body);
    } else {
        out.push('<');
        out.push_str(body);
        out.push('>');
    }
}

impl<'c> AsmWriter<'c> {
    /// A writer with empty output.
    pub fn new(ctx: &'c Context, aliases: Option<&'c AliasMap>) -> Self {
        AsmWriter {
            ctx,
            out: String::new(),
            aliases,
            distinct_ids: FxHashMap::default(),
            resources_used: Vec::new(),
            type_memo: Vec::new(),
            attr_memo: [Vec::new(), Vec::new(), Vec::new()],
            memo_text: String::new(),
            elements: super::ElementsLimits::default(),
            pretty_locs: false,
        }
    }

    /// A writer for printing part of this one's text on another thread:
    /// same aliases, limits and distinct numbering so far, empty output.
    pub(super) fn fork(&self) -> AsmWriter<'c> {
        AsmWriter {
            distinct_ids: self.distinct_ids.clone(),
            pretty_locs: self.pretty_locs,
            ..AsmWriter::new(self.ctx, self.aliases).with_elements(self.elements)
        }
    }

    /// How many distinct attributes have been numbered.
    pub(super) fn distinct_count(&self) -> usize {
        self.distinct_ids.len()
    }

    /// Appends `text`, printed by a [`fork`](Self::fork) of this writer
    /// that numbered no distinct attribute, and the resources it used.
    pub(super) fn append(&mut self, text: &str, resources: Vec<Box<str>>) {
        self.out.push_str(text);
        for r in resources {
            if !self.resources_used.contains(&r) {
                self.resources_used.push(r);
            }
        }
    }

    /// Sets the element-count thresholds (see [`super::ElementsLimits`]).
    pub fn with_elements(mut self, elements: super::ElementsLimits) -> Self {
        self.elements = elements;
        self
    }

    /// Prints locations in the pretty form (`--mlir-pretty-debuginfo`).
    pub fn with_pretty_locations(mut self, pretty: bool) -> Self {
        self.pretty_locs = pretty;
        self
    }

    /// `dense_resource<__elided__>`, MLIR's stand-in for an elided
    /// elements attribute.
    fn elided(&mut self) {
        self.out.push_str("dense_resource<__elided__>");
    }

    /// Appends memoised text for `slot`, if any.
    fn recall(memo: &[(u32, u32)], text: &str, idx: usize, out: &mut String) -> bool {
        match memo.get(idx) {
            Some(&(start, len)) if start != u32::MAX => {
                out.push_str(&text[start as usize..(start + len) as usize]);
                true
            }
            _ => false,
        }
    }

    fn remember(memo: &mut Vec<(u32, u32)>, text: &mut String, idx: usize, printed: &str) {
        if memo.len() <= idx {
            memo.resize(idx + 1, NO_MEMO);
        }
        memo[idx] = (text.len() as u32, printed.len() as u32);
        text.push_str(printed);
    }

    fn alias_of_attr(&mut self, a: Attribute) -> bool {
        if let Some(name) = self.aliases.and_then(|m| m.attr_alias(a)) {
            self.out.push_str(name);
            return true;
        }
        false
    }

    /// Writes `t`, as its alias if it has one (memoised by type).
    pub fn print_type(&mut self, t: Type) {
        if let Some(name) = self.aliases.and_then(|m| m.type_alias(t)) {
            self.out.push_str(name);
            return;
        }
        let idx = t.index() as usize;
        if Self::recall(&self.type_memo, &self.memo_text, idx, &mut self.out) {
            return;
        }
        let start = self.out.len();
        let marks = (self.distinct_ids.len(), self.resources_used.len());
        self.print_type_impl(t);
        // Text that numbered distinct attributes or recorded resources has
        // side effects and is not memoised.
        if marks == (self.distinct_ids.len(), self.resources_used.len())
            && self.out.len() - start <= MEMO_MAX
        {
            let printed = self.out[start..].to_string();
            Self::remember(&mut self.type_memo, &mut self.memo_text, idx, &printed);
        }
    }

    /// Writes `t` in full, ignoring its own alias and the memo.
    pub(crate) fn print_type_impl(&mut self, t: Type) {
        crate::support::stack::grow(|| self.print_type_body(t))
    }

    fn print_dims(&mut self, shape: &[i64]) {
        for &d in shape {
            if d == DYNAMIC {
                self.out.push('?');
            } else {
                let _ = write!(self.out, "{d}");
            }
            self.out.push('x');
        }
    }

    fn print_type_body(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                match signedness {
                    Signedness::Signed => self.out.push('s'),
                    Signedness::Unsigned => self.out.push('u'),
                    Signedness::Signless => {}
                }
                let _ = write!(self.out, "i{width}");
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::Float(f) => self.out.push_str(f.mlir_keyword()),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.print_type(*e);
                self.out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                self.type_list(inputs);
                self.out.push_str(") -> ");
                if results.len() == 1
                    && !matches!(ctx.type_kind(results[0]), TypeKind::Function { .. })
                {
                    self.print_type(results[0]);
                } else {
                    self.out.push('(');
                    self.type_list(results);
                    self.out.push(')');
                }
            }
            TypeKind::Tuple(ts) => {
                self.out.push_str("tuple<");
                self.type_list(ts);
                self.out.push('>');
            }
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                for (d, s) in shape.iter().zip(scalable.iter()) {
                    if *s {
                        let _ = write!(self.out, "[{d}]x");
                    } else {
                        let _ = write!(self.out, "{d}x");
                    }
                }
                self.print_type(*element);
                self.out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.print_dims(shape);
                self.print_type(*element);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.print_attr(*e, Elision::Never);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { element } => {
                self.out.push_str("tensor<*x");
                self.print_type(*element);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.print_dims(shape);
                self.print_type(*element);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.print_attr(*l, Elision::May);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr(*m, Elision::May);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.push_str("memref<*x");
                self.print_type(*element);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr(*m, Elision::May);
                }
                self.out.push('>');
            }
            TypeKind::Opaque { dialect, data } => dialect_symbol(&mut self.out, '!', dialect, data),
            TypeKind::Dialect(v) => {
                let mut body = String::new();
                v.0.print_body(ctx, &mut body);
                dialect_symbol(&mut self.out, '!', v.0.dialect(), &body);
            }
        }
    }

    /// `t1, t2, ...`.
    pub fn type_list(&mut self, ts: &[Type]) {
        for (i, t) in ts.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(*t);
        }
    }

    /// Writes `a`, as its alias if it has one, its type per `elision`.
    pub fn print_attr(&mut self, a: Attribute, elision: Elision) {
        if self.alias_of_attr(a) {
            return;
        }
        let slot = match elision {
            Elision::Never => 0,
            Elision::May => 1,
            Elision::Must => 2,
        };
        let idx = a.index() as usize;
        if Self::recall(&self.attr_memo[slot], &self.memo_text, idx, &mut self.out) {
            return;
        }
        let start = self.out.len();
        let marks = (self.distinct_ids.len(), self.resources_used.len());
        self.print_attr_impl(a, elision);
        if marks == (self.distinct_ids.len(), self.resources_used.len())
            && self.out.len() - start <= MEMO_MAX
        {
            let printed = self.out[start..].to_string();
            Self::remember(
                &mut self.attr_memo[slot],
                &mut self.memo_text,
                idx,
                &printed,
            );
        }
    }

    /// Writes `a` in full, ignoring its own alias and the memo.
    pub(crate) fn print_attr_impl(&mut self, a: Attribute, elision: Elision) {
        crate::support::stack::grow(|| self.print_attr_body(a, elision))
    }

    fn print_attr_body(&mut self, a: Attribute, elision: Elision) {
        let ctx = self.ctx;
        let mut typed: Option<Type> = None;
        match ctx.attr_kind(a) {
            AttrKind::Unit => {
                self.out.push_str("unit");
                return;
            }
            AttrKind::Opaque { dialect, data, ty } => {
                dialect_symbol(&mut self.out, '#', dialect, data);
                typed = Some(*ty);
            }
            AttrKind::Dialect(v) => {
                let mut body = String::new();
                v.0.print_body(ctx, &mut body);
                dialect_symbol(&mut self.out, '#', v.0.dialect(), &body);
            }
            AttrKind::Distinct { referenced, .. } => {
                let next = self.distinct_ids.len() as u64;
                let id = *self.distinct_ids.entry(a).or_insert(next);
                let _ = write!(self.out, "distinct[{id}]<");
                if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) {
                    self.print_attr(*referenced, Elision::Never);
                }
                self.out.push('>');
                return;
            }
            AttrKind::Dictionary(entries) => {
                self.out.push('{');
                for (i, e) in entries.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.named_attr(e.name, e.value);
                }
                self.out.push('}');
            }
            AttrKind::Integer { ty, value } => {
                let (is_i1, unsigned) = match ctx.type_kind(*ty) {
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless,
                    } => (true, false),
                    TypeKind::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    } => (false, true),
                    _ => (false, false),
                };
                if is_i1 {
                    self.out
                        .push_str(if value.is_zero() { "false" } else { "true" });
                    return;
                }
                self.out.push_str(&value.to_string_radix10(!unsigned));
                if elision == Elision::May && *ty == ctx.i64_type() {
                    return;
                }
                typed = Some(*ty);
            }
            AttrKind::Float { ty, value } => {
                let TypeKind::Float(f) = ctx.type_kind(*ty) else {
                    return;
                };
                let text = value.format_mlir();
                self.out.push_str(&text);
                // A bit pattern printed in hex keeps its type even when f64.
                let hex = text.starts_with("0x");
                if elision == Elision::May && *f == crate::types::FloatFormat::F64 && !hex {
                    return;
                }
                typed = Some(*ty);
            }
            AttrKind::String { value, ty } => {
                self.out.push('"');
                escape_into(&mut self.out, value);
                self.out.push('"');
                typed = Some(*ty);
            }
            AttrKind::Array(elems) => {
                self.out.push('[');
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attr(*e, Elision::May);
                }
                self.out.push(']');
            }
            AttrKind::AffineMap(m) => {
                self.out.push_str("affine_map<");
                ctx.affine.print_map(*m, &mut self.out);
                self.out.push('>');
                return;
            }
            AttrKind::IntegerSet(s) => {
                self.out.push_str("affine_set<");
                ctx.affine.print_set(*s, &mut self.out);
                self.out.push('>');
                return;
            }
            AttrKind::Type(t) => self.print_type(*t),
            AttrKind::SymbolRef { root, nested } => {
                symbol_ref(&mut self.out, ctx.str_value(*root));
                for n in nested.iter() {
                    self.out.push_str("::");
                    if let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(*n) {
                        symbol_ref(&mut self.out, ctx.str_value(*root));
                    }
                }
            }
            AttrKind::DenseIntOrFloat { ty, data }
                if self
                    .elements
                    .elide(num_elements(ctx, *ty).unwrap_or(0), data.splat) =>
            {
                self.elided();
                typed = Some(*ty);
            }
            AttrKind::DenseString { ty, values, splat }
                if self.elements.elide(
                    num_elements(ctx, *ty).unwrap_or(0),
                    *splat || values.len() <= 1,
                ) =>
            {
                self.elided();
                typed = Some(*ty);
            }
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } if self.elides(*indices) || self.elides(*values) => {
                self.elided();
                typed = Some(*ty);
            }
            AttrKind::DenseIntOrFloat { ty, data } => {
                self.out.push_str("dense<");
                self.dense_int_or_float(*ty, data, true);
                self.out.push('>');
                typed = Some(*ty);
            }
            AttrKind::DenseString { ty, values, splat } => {
                self.out.push_str("dense<");
                self.dense_strings(*ty, values, *splat);
                self.out.push('>');
                typed = Some(*ty);
            }
            AttrKind::DenseResource { ty, handle } => {
                self.out.push_str("dense_resource<");
                keyword_or_string(&mut self.out, handle.as_bytes());
                if !self.resources_used.contains(handle) {
                    self.resources_used.push(handle.clone());
                }
                self.out.push('>');
                typed = Some(*ty);
            }
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => {
                self.out.push_str("sparse<");
                if let AttrKind::DenseIntOrFloat {
                    ty: ity,
                    data: idata,
                } = ctx.attr_kind(*indices)
                {
                    if num_elements(ctx, *ity).unwrap_or(0) != 0 {
                        self.dense_int_or_float(*ity, idata, false);
                        self.out.push_str(", ");
                        match ctx.attr_kind(*values) {
                            AttrKind::DenseIntOrFloat {
                                ty: vty,
                                data: vdata,
                            } => self.dense_int_or_float(*vty, vdata, true),
                            AttrKind::DenseString {
                                ty: vty,
                                values,
                                splat,
                            } => self.dense_strings(*vty, values, *splat),
                            _ => {}
                        }
                    }
                }
                self.out.push('>');
                typed = Some(*ty);
            }
            AttrKind::DenseArray { element, len, raw } => {
                self.out.push_str("array<");
                self.print_type(*element);
                if *len != 0 {
                    self.out.push_str(": ");
                    self.dense_array(*element, *len, raw);
                }
                self.out.push('>');
                return;
            }
            AttrKind::Strided { offset, strides } => {
                self.out.push_str("strided<[");
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.dim_or_q(*s);
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    self.dim_or_q(*offset);
                }
                self.out.push('>');
                return;
            }
            k if k.is_location() => {
                self.print_location(a, false);
                return;
            }
            _ => return,
        }
        if elision != Elision::Must {
            if let Some(t) = typed {
                if !matches!(ctx.type_kind(t), TypeKind::None) {
                    self.out.push_str(" : ");
                    self.print_type(t);
                }
            }
        }
    }

    fn dense_strings(&mut self, ty: Type, values: &[Box<[u8]>], splat: bool) {
        let count = num_elements(self.ctx, ty).unwrap_or(0);
        let shape = self.ctx.type_kind(ty).shape().unwrap_or(&[]).to_vec();
        self.elements_nested(splat, &shape, count, &mut |w, i| {
            w.out.push('"');
            escape_into(&mut w.out, &values[if splat { 0 } else { i }]);
            w.out.push('"');
        });
    }

    fn dim_or_q(&mut self, v: i64) {
        if v == DYNAMIC {
            self.out.push('?');
        } else {
            let _ = write!(self.out, "{v}");
        }
    }

    /// `name = value` in a dictionary, or just `name` for a unit value.
    pub fn named_attr(&mut self, name: Attribute, value: Attribute) {
        keyword_or_string(&mut self.out, self.ctx.str_value(name));
        if matches!(self.ctx.attr_kind(value), AttrKind::Unit) {
            return;
        }
        self.out.push_str(" = ");
        self.print_attr(value, Elision::Never);
    }

    /// `loc(...)`; `allow_alias` lets the whole location be an alias. In
    /// the pretty form there is no `loc(...)` and the location itself never
    /// prints as an alias (its parts may).
    pub fn print_location(&mut self, loc: Attribute, allow_alias: bool) {
        if self.pretty_locs {
            self.location_internal(loc, true);
            return;
        }
        self.out.push_str("loc(");
        if !(allow_alias && self.alias_of_attr(loc)) {
            self.location_internal(loc, true);
        }
        self.out.push(')');
    }

    fn location_internal(&mut self, loc: Attribute, top: bool) {
        if !top && self.alias_of_attr(loc) {
            return;
        }
        let ctx = self.ctx;
        let pretty = self.pretty_locs;
        match ctx.attr_kind(loc) {
            AttrKind::UnknownLoc => self
                .out
                .push_str(if pretty { "[unknown]" } else { "unknown" }),
            AttrKind::FileLineColRange {
                file,
                start_line,
                start_col,
                end_line,
                end_col,
                ..
            } => {
                if pretty {
                    self.out
                        .push_str(&String::from_utf8_lossy(ctx.str_value(*file)));
                } else {
                    self.out.push('"');
                    escape_into(&mut self.out, ctx.str_value(*file));
                    self.out.push('"');
                }
                let _ = write!(self.out, ":{start_line}:{start_col}");
                if (end_line, end_col) != (start_line, start_col) {
                    if end_line == start_line {
                        let _ = write!(self.out, " to :{end_col}");
                    } else {
                        let _ = write!(self.out, " to {end_line}:{end_col}");
                    }
                }
            }
            AttrKind::NameLoc { name, child } => {
                self.out.push('"');
                escape_into(&mut self.out, ctx.str_value(*name));
                self.out.push('"');
                if !matches!(ctx.attr_kind(*child), AttrKind::UnknownLoc) {
                    self.out.push('(');
                    self.location_internal(*child, false);
                    self.out.push(')');
                }
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                if !pretty {
                    self.out.push_str("callsite(");
                }
                self.location_internal(*callee, false);
                // The pretty form breaks the line before ` at ` unless a
                // name is called from a file position.
                let inline = !pretty
                    || (matches!(ctx.attr_kind(*callee), AttrKind::NameLoc { .. })
                        && matches!(ctx.attr_kind(*caller), AttrKind::FileLineColRange {
                            start_line, start_col, end_line, end_col, ..
                        } if (start_line, start_col) == (end_line, end_col)));
                self.out.push_str(if inline { " at " } else { "\n at " });
                self.location_internal(*caller, false);
                if !pretty {
                    self.out.push(')');
                }
            }
            AttrKind::FusedLoc { locs, metadata } => {
                if !pretty {
                    self.out.push_str("fused");
                }
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attr(*m, Elision::Never);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.location_internal(*l, false);
                }
                self.out.push(']');
            }
            _ => {}
        }
    }

    fn scalar(&mut self, kind: &ElementKind, v: &Scalar) {
        match (kind.scalar(), v) {
            (dense::ScalarKind::Int { width, signedness }, Scalar::Int(a)) => {
                // MLIR prints every 1-bit integer element (si1/ui1 too) as a bool.
                if width == 1 {
                    self.out
                        .push_str(if a.is_zero() { "false" } else { "true" });
                } else {
                    self.out
                        .push_str(&a.to_string_radix10(signedness != Some(Signedness::Unsigned)));
                }
            }
            (dense::ScalarKind::Float(f), Scalar::Float(bits)) => {
                self.out.push_str(&rmlir_float::format_mlir(f, *bits))
            }
            _ => {}
        }
    }

    fn dense_int_or_float(&mut self, ty: Type, data: &DenseData, allow_hex: bool) {
        let ctx = self.ctx;
        let Some(elt) = ctx.type_kind(ty).element_type() else {
            return;
        };
        let Some(kind) = dense::element_kind(ctx, elt) else {
            return;
        };
        let count = num_elements(ctx, ty).unwrap_or(0);
        if allow_hex && self.elements.hex(count, data.splat) {
            self.out.push_str("\"0x");
            for b in dense::raw_bytes(data) {
                let _ = write!(self.out, "{:02X}", b);
            }
            self.out.push('"');
            return;
        }
        let shape = ctx.type_kind(ty).shape().unwrap_or(&[]).to_vec();
        let complex = kind.is_complex();
        self.elements_nested(data.splat, &shape, count, &mut |w, i| {
            if complex {
                w.out.push('(');
                let re = dense::scalar_at(&kind, data, 2 * i);
                w.scalar(&kind, &re);
                w.out.push(',');
                let im = dense::scalar_at(&kind, data, 2 * i + 1);
                w.scalar(&kind, &im);
                w.out.push(')');
            } else {
                let v = dense::scalar_at(&kind, data, i);
                w.scalar(&kind, &v);
            }
        });
    }

    /// Whether a dense elements attribute prints elided.
    fn elides(&self, attr: Attribute) -> bool {
        let ctx = self.ctx;
        match ctx.attr_kind(attr) {
            AttrKind::DenseIntOrFloat { ty, data } => self
                .elements
                .elide(num_elements(ctx, *ty).unwrap_or(0), data.splat),
            AttrKind::DenseString { ty, values, splat } => self.elements.elide(
                num_elements(ctx, *ty).unwrap_or(0),
                *splat || values.len() <= 1,
            ),
            _ => false,
        }
    }

    /// Elements as nested `[...]` lists following `shape` (MLIR's mixed-radix walk).
    fn elements_nested(
        &mut self,
        splat: bool,
        shape: &[i64],
        count: u64,
        f: &mut dyn FnMut(&mut Self, usize),
    ) {
        if splat {
            f(self, 0);
            return;
        }
        if count == 0 {
            return;
        }
        let rank = shape.len();
        let mut counter = vec![0i64; rank];
        let mut open = 0usize;
        for idx in 0..count as usize {
            if idx != 0 {
                self.out.push_str(", ");
            }
            while open < rank {
                self.out.push('[');
                open += 1;
            }
            f(self, idx);
            if rank > 0 {
                counter[rank - 1] += 1;
                let mut i = rank - 1;
                while i > 0 {
                    if counter[i] >= shape[i] {
                        counter[i] = 0;
                        counter[i - 1] += 1;
                        open -= 1;
                        self.out.push(']');
                    }
                    i -= 1;
                }
            }
        }
        while open > 0 {
            self.out.push(']');
            open -= 1;
        }
    }

    fn dense_array(&mut self, element: Type, len: u32, raw: &[u8]) {
        let ctx = self.ctx;
        let kind = dense::element_kind(ctx, element);
        let Some(kind) = kind else { return };
        let width = crate::builtin_types::int_or_float_width(ctx, element).unwrap_or(8);
        let byte_size = (width.max(8) / 8) as usize;
        for i in 0..len as usize {
            if i > 0 {
                self.out.push_str(", ");
            }
            let bytes = &raw[i * byte_size..(i + 1) * byte_size];
            let v = match kind.scalar() {
                dense::ScalarKind::Int { width, .. } => {
                    Scalar::Int(crate::apint::ApInt::from_le_bytes(width, bytes))
                }
                dense::ScalarKind::Float(_) => {
                    let mut b = [0u8; 16];
                    b[..byte_size].copy_from_slice(bytes);
                    Scalar::Float(u128::from_le_bytes(b))
                }
            };
            self.scalar(&kind, &v);
        }
    }
}

impl Context {
    /// A type as text, without aliases.
    pub fn print_type(&self, t: Type) -> String {
        let mut w = AsmWriter::new(self, None);
        w.print_type(t);
        w.out
    }

    /// An attribute as text, without aliases.
    pub fn print_attr(&self, a: Attribute) -> String {
        let mut w = AsmWriter::new(self, None);
        w.print_attr(a, Elision::Never);
        w.out
    }
}
