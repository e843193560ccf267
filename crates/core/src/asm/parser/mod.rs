//! The parser of MLIR's text format: a recursive-descent parser over the
//! lexer's token stream that builds IR directly into an [`Ir`] arena.
//!
//! Errors are reported MLIR-style: the first error is recorded as a
//! [`Diagnostic`] and parsing unwinds with [`Failed`]. Recursive productions
//! (regions, attributes, types) grow the stack on demand, so deeply nested
//! inputs cannot overflow it.
//!
//! The same `Parser` is the `OpAsmParser` handed to dialects' custom op
//! parsers: its public methods are the toolkit custom syntaxes are built from.
//!
//! With threading on, the functions of a large module (or of a file of
//! top-level functions) are parsed on worker threads, each batch into an
//! arena of its own that is then moved into the main one; anything unusual
//! (or any error) leaves the run to the serial parser, so the IR and the
//! diagnostics are always the serial parser's. `parallel`'s module doc
//! gives the design, why it is safe and what it costs.

mod attrs;
mod dense;
mod ops;
pub(super) mod parallel;
pub(super) mod toplevel;
mod types;

pub use ops::{Argument, OperandNames, UnresolvedOperand};

use super::lexer::{unescape_string, Lexer, Tok, Token};
use crate::asm::resources::Resources;
use crate::context::Context;
use crate::diag::{Diagnostic, SourceBuffer};
use crate::ir::Ir;
use crate::{Attribute, Type};
use rustc_hash::FxHashMap;

/// Parsing failed; the reason is in `Parser::diags`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Failed;

/// A parse result: `Err(Failed)` once a diagnostic has been emitted.
pub type PResult<T> = Result<T, Failed>;

/// The most operations the IR arenas are sized for before parsing (about
/// 45 MB of arena).
const MAX_RESERVED_OPS: usize = 1 << 18;

/// How far ahead the parser looks for the end of a line it would memoise.
const MEMO_SCAN_LIMIT: usize = 4096;

/// The textual-IR parser (MLIR's `Parser`/`OpAsmParser` in one): reads
/// tokens from a [`SourceBuffer`] and builds ops into its own [`Ir`].
pub struct Parser<'a> {
    /// The context types and attributes are uniqued in.
    pub ctx: &'a Context,
    lex: Lexer<'a>,
    /// The current (look-ahead) token.
    pub tok: Token,
    src: &'a SourceBuffer,
    file: Attribute,
    /// Diagnostics emitted so far; the first error is why parsing failed.
    pub diags: Vec<Diagnostic>,
    attr_aliases: FxHashMap<&'a [u8], Attribute>,
    type_aliases: FxHashMap<&'a [u8], Type>,
    /// The IR being built; parsed ops are allocated here.
    pub ir: Ir,
    pub(crate) ssa: ops::SsaState<'a>,
    /// Resource blobs from the file metadata, by dialect then key.
    pub resources: Resources,
    /// Location and full name of the custom op being parsed, for the
    /// `custom op 'x'` prefix of its errors.
    custom_op_name: Option<(u32, crate::context::OpName)>,
    /// Op names by their quoted spelling: most files repeat a few names.
    op_name_cache: FxHashMap<&'a [u8], crate::context::OpName>,
    /// Dialects by namespace as seen in the text (`None`: not registered).
    dialect_cache: FxHashMap<&'a [u8], Option<std::sync::Arc<dyn crate::dialect::Dialect>>>,
    /// Shaped and other bracketed types by their exact source text: large
    /// files repeat the same few types on every op.
    pub(crate) type_cache: FxHashMap<&'a [u8], Type>,
    /// Attributes (property and attribute dictionaries) by source text.
    pub(crate) attr_cache: FxHashMap<&'a [u8], Attribute>,
    /// How a generic op's attribute dictionary splits into properties and
    /// discardable attributes, by dictionary and the op's inherent names
    /// (the address of its static list), as the same dictionaries recur.
    pub(crate) split_cache: FxHashMap<(Attribute, usize), (Option<Attribute>, Attribute)>,
    /// Whether a memoised production is being parsed. Productions nested
    /// in it are not memoised themselves: finding and hashing each nested
    /// level's text made deeply nested types quadratic, and the outer
    /// entry already serves a repeat of the whole.
    in_memo: bool,
    /// End offset of the last consumed token.
    pub(crate) last_end: u32,
    /// Line index of the last location computed (locations are mostly
    /// asked for in increasing order).
    line_hint: std::cell::Cell<usize>,
    /// The next region parsed may have its ops parsed in parallel (set for
    /// the first region of a top-level `builtin.module`; see `parallel`).
    parallel_region: bool,
    /// Interned names custom parsers give by a `'static` spelling (property
    /// names such as `map`), by the spelling's address and length: a few
    /// compares instead of hashing and probing the context's attribute
    /// table for every op.
    static_names: std::cell::RefCell<smallvec::SmallVec<[(usize, usize, Attribute); 16]>>,
}

/// The most names [`Parser::static_name`] remembers.
const STATIC_NAMES_MAX: usize = 32;

impl<'a> Parser<'a> {
    /// A parser over the whole of `src`, at its first token.
    pub fn new(ctx: &'a Context, src: &'a SourceBuffer) -> Self {
        Self::new_range(ctx, src, 0, src.text.len())
    }

    /// A parser positioned at byte `start` of `src` with its arena sized
    /// for the text up to `end` (see `parallel`: offsets and locations are
    /// those of the whole buffer).
    pub(crate) fn new_range(
        ctx: &'a Context,
        src: &'a SourceBuffer,
        start: usize,
        end: usize,
    ) -> Self {
        let mut lex = Lexer::new(&src.text);
        lex.reset_to(start);
        let tok = lex.next_token();
        Parser {
            ctx,
            lex,
            tok,
            src,
            file: ctx.string_attr(src.name.as_bytes()),
            diags: Vec::new(),
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            // big.mlir-like input averages 45-50 bytes per op; the estimate
            // is capped since the text may be mostly comments or one huge
            // attribute, and the arenas grow as needed anyway.
            ir: Ir::with_capacity((end.saturating_sub(start) / 40).min(MAX_RESERVED_OPS)),
            ssa: ops::SsaState::default(),
            resources: Resources::default(),
            custom_op_name: None,
            op_name_cache: FxHashMap::default(),
            dialect_cache: FxHashMap::default(),
            type_cache: FxHashMap::default(),
            attr_cache: FxHashMap::default(),
            split_cache: FxHashMap::default(),
            in_memo: false,
            last_end: 0,
            line_hint: std::cell::Cell::new(0),
            parallel_region: false,
            static_names: Default::default(),
        }
    }

    /// The string attribute `name` (as [`Context::string_attr`] makes it),
    /// for names spelled by a literal in a custom parser: remembered by the
    /// literal's address, as the same few names are asked for on every op.
    pub fn static_name(&self, name: &'static str) -> Attribute {
        let key = (name.as_ptr() as usize, name.len());
        if let Some(&(_, _, a)) = self
            .static_names
            .borrow()
            .iter()
            .find(|e| (e.0, e.1) == key)
        {
            return a;
        }
        let a = self.ctx.string_attr(name);
        let mut names = self.static_names.borrow_mut();
        if names.len() < STATIC_NAMES_MAX {
            names.push((key.0, key.1, a));
        }
        a
    }

    /// The dialect of a namespace, loading it on first use.
    pub(crate) fn cached_dialect(
        &mut self,
        ns: &'a [u8],
    ) -> Option<std::sync::Arc<dyn crate::dialect::Dialect>> {
        if let Some(d) = self.dialect_cache.get(ns) {
            return d.clone();
        }
        let d = self.ctx.dialect(&String::from_utf8_lossy(ns));
        self.dialect_cache.insert(ns, d.clone());
        d
    }

    /// Parses with `f` the text from the current token to `end` (if known),
    /// reusing the value parsed earlier for identical text. Only valid for
    /// productions whose result depends on nothing but the text.
    pub(crate) fn memo_attr(
        &mut self,
        end: Option<usize>,
        f: impl FnOnce(&mut Self) -> PResult<Attribute>,
    ) -> PResult<Attribute> {
        self.memo(end, |p| &mut p.attr_cache, f)
    }

    /// Like [`memo_attr`](Self::memo_attr) for types.
    pub(crate) fn memo_type(
        &mut self,
        end: Option<usize>,
        f: impl FnOnce(&mut Self) -> PResult<Type>,
    ) -> PResult<Type> {
        self.memo(end, |p| &mut p.type_cache, f)
    }

    /// The memoisation shared by [`memo_attr`](Self::memo_attr) and
    /// [`memo_type`](Self::memo_type), over the cache `cache` selects.
    fn memo<T: Copy>(
        &mut self,
        end: Option<usize>,
        cache: fn(&mut Self) -> &mut FxHashMap<&'a [u8], T>,
        f: impl FnOnce(&mut Self) -> PResult<T>,
    ) -> PResult<T> {
        let start = self.tok.start as usize;
        let Some(end) = end else {
            return f(self);
        };
        let text: &'a [u8] = &self.src.text;
        if let Some(&v) = cache(self).get(&text[start..end]) {
            self.lex.reset_to(end);
            self.consume();
            return Ok(v);
        }
        let outer = std::mem::replace(&mut self.in_memo, true);
        let v = f(self);
        self.in_memo = outer;
        let v = v?;
        if end == self.last_end as usize {
            let last = self.last_end as usize;
            cache(self).insert(&text[start..last], v);
        }
        Ok(v)
    }

    /// End of the current line's content from the current token (trailing
    /// blanks excluded), as the extent of a memoised production; `None`
    /// inside another memoised production or if the line runs on for more
    /// than [`MEMO_SCAN_LIMIT`] bytes (ops nested on one line would
    /// otherwise each scan the rest of it).
    pub(crate) fn line_content_end(&self) -> Option<usize> {
        if self.in_memo {
            return None;
        }
        let text = &self.src.text;
        let start = self.tok.start as usize;
        let window = &text[start..text.len().min(start + MEMO_SCAN_LIMIT)];
        let mut end = match memchr::memchr(b'\n', window) {
            Some(i) => start + i,
            None if start + window.len() == text.len() => text.len(),
            None => return None,
        };
        while end > start && matches!(text[end - 1], b' ' | b'\t' | b'\r') {
            end -= 1;
        }
        Some(end)
    }

    // ---- tokens ----

    #[inline]
    /// Moves to the next token.
    pub fn consume(&mut self) {
        self.last_end = self.tok.end;
        self.tok = self.lex.next_token();
    }

    /// End of the bracketed group starting at `from` (`<`, `(`, `[` or
    /// `{`), balancing brackets and skipping strings, as the extent of a
    /// memoised production; `None` if unbalanced, spanning lines or inside
    /// another memoised production (see [`Parser::in_memo`]).
    pub(crate) fn bracket_extent(&self, from: usize) -> Option<usize> {
        if self.in_memo {
            return None;
        }
        let text = &self.src.text;
        if !matches!(text.get(from), Some(b'<' | b'(' | b'[' | b'{')) {
            return None;
        }
        let mut depth = 0usize;
        let mut i = from;
        while i < text.len() {
            match text[i] {
                b'<' | b'(' | b'[' | b'{' => depth += 1,
                b'-' if text.get(i + 1) == Some(&b'>') => i += 1,
                b'>' | b')' | b']' | b'}' => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return Some(i + 1);
                    }
                }
                b'"' => {
                    i += 1;
                    while i < text.len() && text[i] != b'"' {
                        i += if text[i] == b'\\' { 2 } else { 1 };
                    }
                }
                b'\n' => return None,
                _ => {}
            }
            i += 1;
        }
        None
    }

    /// Re-lexes from byte `pos` of the buffer (for tokens that must be
    /// split, like `x` glued to a dimension).
    pub fn reset_lexer_to(&mut self, pos: usize) {
        self.lex.reset_to(pos);
        self.consume();
    }

    #[inline]
    /// Whether the current token is of kind `k`.
    pub fn is(&self, k: Tok) -> bool {
        self.tok.kind == k
    }

    /// The source text of the current token.
    pub fn spelling(&self) -> &'a [u8] {
        &self.src.text[self.tok.start as usize..self.tok.end as usize]
    }

    /// The source text of token `t` (from this parser's buffer).
    pub fn token_text(&self, t: Token) -> &'a [u8] {
        &self.src.text[t.start as usize..t.end as usize]
    }

    /// The current token's start offset (an `SMLoc`).
    pub fn here(&self) -> u32 {
        self.tok.start
    }

    /// Whether the current token is the bare keyword `kw` (an `i32`-like
    /// token counts, as MLIR's lexer treats it as an identifier too).
    pub fn is_keyword(&self, kw: &str) -> bool {
        matches!(self.tok.kind, Tok::BareIdent | Tok::IntType) && self.spelling() == kw.as_bytes()
    }

    /// Consumes the current token if it is of kind `k`; whether it did.
    pub fn consume_if(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.consume();
            true
        } else {
            false
        }
    }

    /// Consumes keyword `kw` if it is next (MLIR's `parseOptionalKeyword`);
    /// whether it did.
    pub fn consume_keyword_if(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.consume();
            true
        } else {
            false
        }
    }

    /// Consumes `k` or reports `msg` where the token was expected
    /// (MLIR's `parseToken`).
    pub fn expect(&mut self, k: Tok, msg: &str) -> PResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            self.wrong_token_error(msg)
        }
    }

    /// Consumes keyword `kw` or reports `msg` where it was expected
    /// (MLIR's `parseKeyword`).
    pub fn expect_keyword(&mut self, kw: &str, msg: &str) -> PResult<()> {
        if self.consume_keyword_if(kw) {
            Ok(())
        } else {
            self.wrong_token_error(msg)
        }
    }

    // ---- locations and errors ----

    /// The `FileLineColLoc` of byte `offset` of the buffer (line and column
    /// 1-based, shifted by the buffer's line offset).
    pub fn loc_at(&self, offset: u32) -> Attribute {
        let ((line, col), idx) = self
            .src
            .line_col_from(offset as usize, self.line_hint.get());
        self.line_hint.set(idx);
        self.ctx.file_loc(self.file, line, col)
    }

    /// The interned file name that locations of this buffer refer to.
    pub fn file_attr(&self) -> Attribute {
        self.file
    }

    /// The line number of the buffer's first line minus one (non-zero for a
    /// `// -----` split chunk of a larger file).
    pub fn line_offset(&self) -> u32 {
        self.src.line_offset
    }

    /// Emits error `msg` at byte `offset` and fails (always `Err`).
    pub fn error_at<T>(&mut self, offset: u32, msg: impl Into<String>) -> PResult<T> {
        let d = Diagnostic::error(self.loc_at(offset), msg);
        self.emit(d);
        Err(Failed)
    }

    /// Reports an error at the current token (one character back at the
    /// end of the file). An error token means the lexer already said what is
    /// wrong, so its message is reported instead.
    pub fn error_here<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        if self.tok.kind == Tok::Error {
            return self.lexer_error();
        }
        let mut at = self.tok.start;
        if self.tok.kind == Tok::Eof {
            at = at.saturating_sub(1);
        }
        self.error_at(at, msg)
    }

    /// Reports a missing token where it should have been: when the current
    /// token starts a line, at the end of the previous non-blank line (before
    /// any `//` comment), as MLIR's `emitWrongTokenError` does.
    pub fn wrong_token_error<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        if self.tok.kind == Tok::Error {
            return self.lexer_error();
        }
        let text = &self.src.text;
        let mut loc = self.tok.start as usize;
        if self.tok.kind == Tok::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let mut end = loc.min(text.len());
        loop {
            while end > 0 && matches!(text[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(original as u32, msg);
            }
            if !matches!(text[end - 1], b'\n' | b'\r') {
                return self.error_at(end as u32, msg);
            }
            end -= 1;
            let line_start = text[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .unwrap_or(0);
            if let Some(c) = find_sub(&text[line_start..end], b"//") {
                end = line_start + c;
            }
        }
    }

    fn lexer_error<T>(&mut self) -> PResult<T> {
        self.error_at(self.tok.start, "unexpected character")
    }

    /// Records a diagnostic.  mlir-opt's lexer reports a bad token as soon
    /// as it reads it (one token ahead of the parser) and the parser's
    /// errors are dropped while it sits on that token, so an error raised
    /// there becomes the lexer's message, whatever path raised it.
    pub fn emit(&mut self, d: Diagnostic) {
        if self.tok.kind == Tok::Error
            && self.diags.is_empty()
            && d.severity == crate::diag::Severity::Error
        {
            let (m, at) = self
                .lex
                .error
                .unwrap_or(("unexpected character", self.tok.start as usize));
            let d = Diagnostic::error(self.loc_at(at as u32), m);
            self.diags.push(d);
            return;
        }
        self.diags.push(d);
    }

    // ---- common productions ----

    /// `elt (, elt)*` between optional delimiters.
    pub fn parse_comma_list(
        &mut self,
        mut elt: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        elt(self)?;
        while self.consume_if(Tok::Comma) {
            elt(self)?;
        }
        Ok(())
    }

    /// `open (elt (, elt)*)? close`; `context` completes "expected ',' or 'X'" errors.
    pub fn parse_delimited_list(
        &mut self,
        open: Tok,
        close: Tok,
        context: &str,
        mut elt: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let (o, c) = (open.punct_spelling(), close.punct_spelling());
        if !self.consume_if(open) {
            return self.wrong_token_error(format!("expected '{o}'{context}"));
        }
        if self.consume_if(close) {
            return Ok(());
        }
        self.parse_comma_list(&mut elt)?;
        if !self.consume_if(close) {
            return self.wrong_token_error(format!("expected '{c}'{context}"));
        }
        Ok(())
    }

    /// `elt (, elt)* close`, or just `close` when `allow_empty` (MLIR's
    /// `parseCommaSeparatedListUntil`).
    pub fn parse_list_until(
        &mut self,
        close: Tok,
        allow_empty: bool,
        mut elt: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.is(close) {
            if !allow_empty {
                return self.wrong_token_error("expected list element");
            }
            self.consume();
            return Ok(());
        }
        self.parse_comma_list(&mut elt)?;
        if self.consume_if(close) {
            return Ok(());
        }
        // The message is only formatted on the error path.
        let c = close.punct_spelling();
        self.wrong_token_error(format!("expected ',' or '{c}'"))
    }

    /// The value of the current string token (escapes resolved); does not consume.
    pub fn string_value(&self) -> Vec<u8> {
        let s = self.spelling();
        unescape_string(&s[1..s.len() - 1])
    }

    /// An optional string literal.
    pub fn parse_optional_string(&mut self) -> Option<Vec<u8>> {
        if !self.is(Tok::String) {
            return None;
        }
        let v = self.string_value();
        self.consume();
        Some(v)
    }

    /// `@name` or `@"name"`, as a string attribute.
    pub fn parse_optional_symbol_name(&mut self) -> Option<Attribute> {
        if !self.is(Tok::AtIdent) {
            return None;
        }
        let name = symbol_token_value(self.spelling());
        self.consume();
        Some(self.ctx.string_attr(&name))
    }

    /// A keyword or bare identifier; returns its spelling.
    pub fn parse_optional_keyword_any(&mut self) -> Option<&'a [u8]> {
        if matches!(self.tok.kind, Tok::BareIdent | Tok::IntType) {
            let s = self.spelling();
            self.consume();
            Some(s)
        } else {
            None
        }
    }

    /// An unsigned decimal or `0x` integer token; reports `expected {what}`
    /// if the token is not an integer and `integer value too large` past
    /// `u64`.
    pub fn parse_integer_u64(&mut self, what: &str) -> PResult<u64> {
        if !self.is(Tok::Integer) {
            return self.error_here(format!("expected {what}"));
        }
        match parse_u64_literal(self.spelling()) {
            Some(v) => {
                self.consume();
                Ok(v)
            }
            None => self.error_here("integer value too large"),
        }
    }
}

fn find_sub(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The name in an `@` token (quotes removed and escapes resolved).
pub fn symbol_token_value(spelling: &[u8]) -> Vec<u8> {
    let s = &spelling[1..];
    if s.first() == Some(&b'"') {
        unescape_string(&s[1..s.len() - 1])
    } else {
        s.to_vec()
    }
}

/// Decimal or `0x` hex literal to u64 (None on overflow).
pub fn parse_u64_literal(s: &[u8]) -> Option<u64> {
    let text = std::str::from_utf8(s).ok()?;
    if let Some(h) = text.strip_prefix("0x") {
        u64::from_str_radix(h, 16).ok()
    } else {
        text.parse::<u64>().ok()
    }
}
