//! Parsing the body of `affine_map<...>` / `affine_set<...>` like mlir-opt's
//! `AffineParser::parseAffineMapOrIntegerSetInline`
//! (mlir/lib/AsmParser/AffineParser.cpp).
//!
//! Expressions are built with the simplifying constructors in exactly the
//! order MLIR's recursive-descent parser builds them, because simplification
//! is order dependent.  Unlike MLIR, the expression parser keeps its nesting
//! on an explicit stack, so `((((...` of any depth cannot overflow the stack.
//!
//! Diagnostics follow MLIR's rules for where they land: plain errors at the
//! current token (one byte back at end of input), "wrong token" errors at the
//! end of the previous line when the offending token starts a line, and
//! nothing but the lexer's own message when the current token failed to lex.

use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

use crate::context::{AffineContext, AffineExpr, AffineMap, IntegerSet};
use crate::lexer::{integer_value, Lexer, Tok, Token};
use crate::ssa::SsaState;

/// What `affine_map<`/`affine_set<` text turned out to be.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MapOrSet {
    Map(AffineMap),
    Set(IntegerSet),
}

/// A parse failure as mlir-opt reports it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AffineParseError {
    /// Byte offset of the error (mlir-opt's caret) relative to the start of
    /// the text given to the parser.
    pub offset: usize,
    pub message: String,
    /// Errors mlir-opt reports right after the first one, in order, as
    /// `(offset, message)`; e.g. a failed operand of `-` is followed by
    /// "missing operand of negation".  Usually empty.
    pub more: Vec<(usize, String)>,
}

impl std::fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.offset, self.message)
    }
}

impl std::error::Error for AffineParseError {}

/// Parses one affine map or integer set from `src`, the text right after the
/// `<` of `affine_map<` or `affine_set<`.
///
/// On success returns the value and the number of bytes consumed: up to the
/// end of the last token of the map or set, so the caller's next token
/// should be the closing `>`.  `src` may extend past the closing `>`.
///
/// When `src` does not reach back to the start of the line, a "wrong token"
/// error that mlir-opt moves back onto the previous line cannot look before
/// `src`; [`parse_map_or_set_at`] with the whole buffer is exact.
pub fn parse_map_or_set(
    ctx: &AffineContext,
    src: &[u8],
) -> Result<(MapOrSet, usize), AffineParseError> {
    parse_map_or_set_at(ctx, src, 0)
}

/// Like [`parse_map_or_set`], parsing `buf[start..]` while seeing the whole
/// buffer for diagnostics.  The returned end position and any error offsets
/// are absolute offsets into `buf`.
pub fn parse_map_or_set_at(
    ctx: &AffineContext,
    buf: &[u8],
    start: usize,
) -> Result<(MapOrSet, usize), AffineParseError> {
    let mut p = Parser::new(ctx, buf, start.min(buf.len()));
    match p.map_or_set() {
        Ok(v) => Ok((v, p.prev_end)),
        Err(()) => Err(p.into_error()),
    }
}

/// The list delimiters of MLIR's `parseCommaSeparatedList` that affine ops
/// use around maps of SSA ids.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Delimiter {
    /// No delimiter: at least one element.
    None,
    /// `( ... )`, possibly empty.
    Paren,
    /// `[ ... ]`, possibly empty.
    Square,
    /// Like `Paren`, but the whole list may be absent.
    OptionalParen,
    /// Like `Square`, but the whole list may be absent.
    OptionalSquare,
}

pub(crate) type PResult<T> = Result<T, ()>;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum LowOp {
    Add,
    Sub,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// A suspended step of the expression grammar, waiting for an operand.
enum Frame {
    /// A sum so far (`acc op`), waiting for its next term.
    Low { acc: Option<(AffineExpr, LowOp)> },
    /// A product so far, waiting for its next factor; `low` is the pending
    /// sum the finished product will be added to.
    High {
        low: Option<(AffineExpr, LowOp)>,
        acc: AffineExpr,
        op: HighOp,
        op_loc: usize,
    },
    /// After `(`: waits for a whole expression, then `)`.
    Paren,
    /// After `-`: waits for an operand, then negates it.
    Neg,
}

pub(crate) struct Parser<'a> {
    pub(crate) ctx: &'a AffineContext,
    buf: &'a [u8],
    lex: Lexer<'a>,
    pub(crate) tok: Token,
    /// End of the last consumed token.
    pub(crate) prev_end: usize,
    errors: Vec<(usize, String)>,
    names: HashMap<&'a [u8], AffineExpr>,
    /// Present when parsing an op's inline map of SSA ids.
    pub(crate) ssa: Option<SsaState<'a>>,
}

fn is_identifier(kind: Tok) -> bool {
    matches!(
        kind,
        Tok::Ident | Tok::KwSymbol | Tok::KwFloorDiv | Tok::KwCeilDiv | Tok::KwMod
    )
}

impl<'a> Parser<'a> {
    pub(crate) fn new(ctx: &'a AffineContext, buf: &'a [u8], start: usize) -> Self {
        let mut lex = Lexer::new(buf, start);
        let tok = lex.next_token();
        Parser {
            ctx,
            buf,
            lex,
            tok,
            prev_end: start,
            errors: Vec::new(),
            names: HashMap::default(),
            ssa: None,
        }
    }

    pub(crate) fn into_error(self) -> AffineParseError {
        let mut all: Vec<(usize, String)> = Vec::new();
        if self.tok.kind == Tok::Error {
            if let Some((at, msg)) = self.lex.error {
                all.push((at, msg.to_string()));
            }
        }
        all.extend(self.errors);
        let mut it = all.into_iter();
        let (offset, message) = it
            .next()
            .unwrap_or_else(|| (self.tok.start, "unexpected token".to_string()));
        AffineParseError {
            offset,
            message,
            more: it.collect(),
        }
    }

    pub(crate) fn spelling(&self) -> &'a [u8] {
        &self.buf[self.tok.start..self.tok.end]
    }

    pub(crate) fn consume(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex.next_token();
    }

    fn consume_if(&mut self, kind: Tok) -> bool {
        if self.tok.kind == kind {
            self.consume();
            true
        } else {
            false
        }
    }

    fn emit_error_at(&mut self, at: usize, msg: impl Into<String>) {
        // The lexer already reported the token it could not lex.
        if self.tok.kind != Tok::Error {
            self.errors.push((at, msg.into()));
        }
    }

    pub(crate) fn emit_error(&mut self, msg: impl Into<String>) {
        let at = self.current_loc();
        self.emit_error_at(at, msg);
    }

    /// The current token's location; at end of input, the last byte.
    fn current_loc(&self) -> usize {
        if self.tok.kind == Tok::Eof {
            self.tok.start.saturating_sub(1)
        } else {
            self.tok.start
        }
    }

    /// `Parser::emitWrongTokenError`: a token that starts a line is reported
    /// at the end of the previous non-blank line (before any `//` comment),
    /// where the expected token was presumably forgotten.
    pub(crate) fn emit_wrong_token_error(&mut self, msg: impl Into<String>) {
        let original = self.current_loc();
        let mut s = &self.buf[..original];
        let at = loop {
            while let [rest @ .., b' ' | b'\t'] = s {
                s = rest;
            }
            let Some(&last) = s.last() else {
                break original;
            };
            if last != b'\n' && last != b'\r' {
                break s.len();
            }
            s = &s[..s.len() - 1];
            let line_start = s
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .unwrap_or(0);
            let line = &s[line_start..];
            if let Some(comment) = line.windows(2).position(|w| w == b"//") {
                s = &s[..line_start + comment];
            }
        };
        self.emit_error_at(at, msg);
    }

    pub(crate) fn parse_token(&mut self, kind: Tok, msg: &str) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            self.emit_wrong_token_error(msg);
            Err(())
        }
    }

    /// `parseCommaSeparatedList`: with a delimiter the list may be empty.
    pub(crate) fn comma_list(
        &mut self,
        delimiter: Delimiter,
        context: &str,
        mut elt: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let delims = match delimiter {
            Delimiter::None => None,
            Delimiter::OptionalParen if self.tok.kind != Tok::LParen => return Ok(()),
            Delimiter::OptionalSquare if self.tok.kind != Tok::LSquare => return Ok(()),
            Delimiter::Paren | Delimiter::OptionalParen => {
                Some((Tok::LParen, Tok::RParen, '(', ')'))
            }
            Delimiter::Square | Delimiter::OptionalSquare => {
                Some((Tok::LSquare, Tok::RSquare, '[', ']'))
            }
        };
        if let Some((open, close, o, _)) = delims {
            // The message is only formatted on the error path.
            if !self.consume_if(open) {
                self.emit_wrong_token_error(format!("expected '{o}'{context}"));
                return Err(());
            }
            if self.consume_if(close) {
                return Ok(());
            }
        }
        elt(self)?;
        while self.consume_if(Tok::Comma) {
            elt(self)?;
        }
        match delims {
            Some((_, close, _, _)) if self.consume_if(close) => Ok(()),
            Some((_, _, _, c)) => {
                self.emit_wrong_token_error(format!("expected '{c}'{context}"));
                Err(())
            }
            None => Ok(()),
        }
    }

    fn define_identifier(&mut self, e: AffineExpr) -> PResult<()> {
        if !is_identifier(self.tok.kind) {
            self.emit_wrong_token_error("expected bare identifier");
            return Err(());
        }
        let name = self.spelling();
        if self.names.contains_key(name) {
            let msg = format!(
                "redefinition of identifier '{}'",
                String::from_utf8_lossy(name)
            );
            self.emit_error(msg);
            return Err(());
        }
        self.consume();
        self.names.insert(name, e);
        Ok(())
    }

    fn map_or_set(&mut self) -> PResult<MapOrSet> {
        let ctx = self.ctx;
        let mut num_dims = 0u32;
        self.comma_list(Delimiter::Paren, " in dimensional identifier list", |p| {
            let d = ctx.dim(num_dims);
            num_dims += 1;
            p.define_identifier(d)
        })?;
        let mut num_symbols = 0u32;
        if self.tok.kind == Tok::LSquare {
            self.comma_list(Delimiter::Square, " in symbol list", |p| {
                let s = ctx.symbol(num_symbols);
                num_symbols += 1;
                p.define_identifier(s)
            })?;
        }
        if self.consume_if(Tok::Arrow) {
            let mut results: SmallVec<[AffineExpr; 4]> = SmallVec::new();
            self.comma_list(Delimiter::Paren, " in affine map range", |p| {
                results.push(p.expr()?);
                Ok(())
            })?;
            return Ok(MapOrSet::Map(ctx.map(num_dims, num_symbols, &results)));
        }
        self.parse_token(Tok::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        let mut eq_flags = Vec::new();
        self.comma_list(Delimiter::Paren, " in integer set constraint list", |p| {
            let (e, eq) = p.constraint()?;
            constraints.push(e);
            eq_flags.push(eq);
            Ok(())
        })?;
        if constraints.is_empty() {
            // `() : ()` means "always true", spelled `0 == 0`.
            constraints.push(ctx.constant(0));
            eq_flags.push(true);
        }
        Ok(MapOrSet::Set(ctx.integer_set(
            num_dims,
            num_symbols,
            &constraints,
            &eq_flags,
        )))
    }

    /// `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`, normalised to `e >= 0` /
    /// `e == 0`.  The comparison operators are two tokens each, tried in
    /// MLIR's order (a lone `>` stays consumed when `=` does not follow).
    fn constraint(&mut self) -> PResult<(AffineExpr, bool)> {
        let lhs = self.expr()?;
        if self.consume_if(Tok::Greater) && self.consume_if(Tok::Equal) {
            let rhs = self.expr()?;
            return Ok((self.ctx.sub(lhs, rhs), false));
        }
        if self.consume_if(Tok::Less) && self.consume_if(Tok::Equal) {
            let rhs = self.expr()?;
            return Ok((self.ctx.sub(rhs, lhs), false));
        }
        if self.consume_if(Tok::Equal) && self.consume_if(Tok::Equal) {
            let rhs = self.expr()?;
            return Ok((self.ctx.sub(lhs, rhs), true));
        }
        self.emit_error(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        );
        Err(())
    }

    fn consume_low(&mut self) -> Option<LowOp> {
        let op = match self.tok.kind {
            Tok::Plus => LowOp::Add,
            Tok::Minus => LowOp::Sub,
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    fn consume_high(&mut self) -> Option<HighOp> {
        let op = match self.tok.kind {
            Tok::Star => HighOp::Mul,
            Tok::KwFloorDiv => HighOp::FloorDiv,
            Tok::KwCeilDiv => HighOp::CeilDiv,
            Tok::KwMod => HighOp::Mod,
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    fn low_bin(&self, op: LowOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match op {
            LowOp::Add => self.ctx.add(lhs, rhs),
            LowOp::Sub => self.ctx.sub(lhs, rhs),
        }
    }

    /// Builds a multiplicative expression, rejecting non-affine operands with
    /// an error at `loc`.
    fn high_bin(
        &mut self,
        op: HighOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        loc: usize,
    ) -> PResult<AffineExpr> {
        let ctx = self.ctx;
        let rhs_ok = ctx.is_symbolic_or_constant(rhs);
        let (ok, msg) = match op {
            HighOp::Mul => (
                rhs_ok || ctx.is_symbolic_or_constant(lhs),
                "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
            ),
            HighOp::FloorDiv => (
                rhs_ok,
                "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
            ),
            HighOp::CeilDiv => (
                rhs_ok,
                "non-affine expression: right operand of ceildiv has to be either a constant or symbolic",
            ),
            HighOp::Mod => (
                rhs_ok,
                "non-affine expression: right operand of mod has to be either a constant or symbolic",
            ),
        };
        if !ok {
            self.emit_error_at(loc, msg);
            return Err(());
        }
        Ok(match op {
            HighOp::Mul => ctx.mul(lhs, rhs),
            HighOp::FloorDiv => ctx.floor_div(lhs, rhs),
            HighOp::CeilDiv => ctx.ceil_div(lhs, rhs),
            HighOp::Mod => ctx.modulo(lhs, rhs),
        })
    }

    /// `parseAffineExpr`: `+`/`-` chains of `*`/`floordiv`/`ceildiv`/`mod`
    /// chains, all left associative, over operands that may be negated or
    /// parenthesised.  The loop visits tokens and builds subexpressions in the
    /// same order as MLIR's mutually recursive functions.
    pub(crate) fn expr(&mut self) -> PResult<AffineExpr> {
        // Inline for the usual shallow nesting: an expression is parsed per
        // index of every affine access, and a heap stack cost one allocation
        // each.
        let mut stack: SmallVec<[Frame; 8]> = smallvec::smallvec![Frame::Low { acc: None }];
        // Whether the operand being parsed is the right operand of a binary
        // operator; only changes the wording of errors.
        let mut has_lhs = false;
        'operand: loop {
            let mut result = loop {
                match self.tok.kind {
                    Tok::LParen => {
                        self.consume();
                        if self.tok.kind == Tok::RParen {
                            self.emit_error("no expression inside parentheses");
                            break Err(());
                        }
                        stack.push(Frame::Paren);
                        stack.push(Frame::Low { acc: None });
                        has_lhs = false;
                    }
                    Tok::Minus => {
                        self.consume();
                        stack.push(Frame::Neg);
                    }
                    _ => break self.simple_operand(has_lhs),
                }
            };
            // Hand the operand (or failure) to the suspended frames until one
            // of them needs another operand.
            loop {
                let Some(frame) = stack.pop() else {
                    return result;
                };
                let value = match result {
                    Ok(v) => v,
                    Err(()) => {
                        if let Frame::Neg = frame {
                            self.emit_error("missing operand of negation");
                        }
                        continue;
                    }
                };
                result = match frame {
                    Frame::Neg => Ok(self.ctx.neg(value)),
                    Frame::Paren => self.parse_token(Tok::RParen, "expected ')'").map(|_| value),
                    Frame::Low { acc } => {
                        if let Some(op) = self.consume_low() {
                            let sum = match acc {
                                Some((a, aop)) => self.low_bin(aop, a, value),
                                None => value,
                            };
                            stack.push(Frame::Low {
                                acc: Some((sum, op)),
                            });
                            has_lhs = true;
                            continue 'operand;
                        }
                        let op_loc = self.tok.start;
                        if let Some(op) = self.consume_high() {
                            stack.push(Frame::High {
                                low: acc,
                                acc: value,
                                op,
                                op_loc,
                            });
                            has_lhs = true;
                            continue 'operand;
                        }
                        Ok(match acc {
                            Some((a, aop)) => self.low_bin(aop, a, value),
                            None => value,
                        })
                    }
                    Frame::High {
                        low,
                        acc,
                        op,
                        op_loc,
                    } => {
                        let next_loc = self.tok.start;
                        if let Some(next) = self.consume_high() {
                            // MLIR reports a non-affine product at the operator
                            // that follows it.
                            match self.high_bin(op, acc, value, next_loc) {
                                Ok(prod) => {
                                    stack.push(Frame::High {
                                        low,
                                        acc: prod,
                                        op: next,
                                        op_loc: next_loc,
                                    });
                                    has_lhs = true;
                                    continue 'operand;
                                }
                                Err(()) => Err(()),
                            }
                        } else {
                            match self.high_bin(op, acc, value, op_loc) {
                                Err(()) => Err(()),
                                Ok(prod) => {
                                    let e = match low {
                                        Some((a, aop)) => self.low_bin(aop, a, prod),
                                        None => prod,
                                    };
                                    if let Some(op) = self.consume_low() {
                                        stack.push(Frame::Low { acc: Some((e, op)) });
                                        has_lhs = true;
                                        continue 'operand;
                                    }
                                    Ok(e)
                                }
                            }
                        }
                    }
                };
            }
        }
    }

    /// Operands other than `(...)` and `-x`.
    fn simple_operand(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::KwSymbol => {
                self.consume();
                self.parse_token(Tok::LParen, "expected '(' at start of SSA symbol")?;
                let e = self.ssa_id(true)?;
                self.parse_token(Tok::RParen, "expected ')' at end of SSA symbol")?;
                Ok(e)
            }
            Tok::Percent => self.ssa_id(false),
            Tok::Integer => self.integer(),
            k if is_identifier(k) => self.bare_id(),
            Tok::Plus | Tok::Star => {
                self.emit_error(if has_lhs {
                    "missing right operand of binary operator"
                } else {
                    "missing left operand of binary operator"
                });
                Err(())
            }
            _ => {
                self.emit_error(if has_lhs {
                    "missing right operand of binary operator"
                } else {
                    "expected affine expression"
                });
                Err(())
            }
        }
    }

    fn integer(&mut self) -> PResult<AffineExpr> {
        match integer_value(self.spelling()) {
            Some(v) if v <= i64::MAX as u64 => {
                self.consume();
                Ok(self.ctx.constant(v as i64))
            }
            _ => {
                self.emit_error("constant too large for index");
                Err(())
            }
        }
    }

    fn bare_id(&mut self) -> PResult<AffineExpr> {
        match self.names.get(self.spelling()) {
            Some(&e) => {
                self.consume();
                Ok(e)
            }
            None => {
                self.emit_wrong_token_error("use of undeclared identifier");
                Err(())
            }
        }
    }
}
