//! Affine maps and expressions whose dims and symbols are SSA values, as
//! affine ops write them inline (`affine.load %A[%i + 1, symbol(%n)]`):
//! MLIR's `parseAffineMapOfSSAIds` / `parseAffineExprOfSSAIds`.
//!
//! Dims and symbols are numbered in order of first use, and a name used
//! again (even inside `symbol(...)`) maps to the same one; the operands are
//! handed back unresolved for the op parser to look up.

use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

use crate::context::{AffineContext, AffineExpr, AffineMap};
use crate::lexer::Tok;
use crate::parse::{AffineParseError, Delimiter, PResult, Parser};

/// An SSA value used as a dim or symbol in an affine op's inline map
/// (`%i + symbol(%n)`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SsaOperand {
    /// The length of the name including `%` (`%arg0` is 5), which starts at
    /// `offset`: the name is a span of the buffer rather than a copy, as
    /// every use in every affine op's map would otherwise allocate one.
    pub len: usize,
    /// The result number of `%x#N`; 0 without `#N`.
    pub number: u32,
    /// Absolute offset of the `%` token in the buffer.
    pub offset: usize,
}

impl SsaOperand {
    /// The name including `%` (`%arg0`), in the buffer it was parsed from.
    pub fn name<'b>(&self, buf: &'b [u8]) -> &'b [u8] {
        &buf[self.offset..self.offset + self.len]
    }
}

/// The dims or symbols of an inline map: inline for the usual few.
pub type SsaOperands = SmallVec<[SsaOperand; 4]>;

/// The result of parsing an inline map or expression of SSA ids: dims and
/// symbols are numbered in order of first use; reusing a name (even inside
/// `symbol(...)`) reuses its dim or symbol.  The operands are unresolved:
/// checking that they exist ("use of undeclared SSA value name") is the
/// caller's job.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SsaParse<T> {
    pub value: T,
    /// The operand of each dim, by position.
    pub dims: SsaOperands,
    /// The operand of each symbol, by position.
    pub symbols: SsaOperands,
    /// Absolute offset just past the last consumed token.
    pub end: usize,
}

/// `parseAffineMapOfSSAIds`: a comma-separated list of affine expressions
/// over SSA values (`[%i + 1, symbol(%n) * 2]` in `affine.load`), parsed from
/// `buf[start..]`.  Offsets are absolute.
pub fn parse_affine_map_of_ssa_ids(
    ctx: &AffineContext,
    buf: &[u8],
    start: usize,
    delimiter: Delimiter,
) -> Result<SsaParse<AffineMap>, AffineParseError> {
    let mut p = Parser::new(ctx, buf, start.min(buf.len()));
    p.ssa = Some(SsaState::default());
    let mut results: SmallVec<[AffineExpr; 4]> = SmallVec::new();
    let r = p.comma_list(delimiter, " in affine map", |p| {
        results.push(p.expr()?);
        Ok(())
    });
    match r {
        Ok(()) => {
            let ssa = p.ssa.take().unwrap_or_default();
            let map = ctx.map(ssa.dims.len() as u32, ssa.symbols.len() as u32, &results);
            Ok(ssa.finish(map, p.prev_end))
        }
        Err(()) => Err(p.into_error()),
    }
}

/// `parseAffineExprOfSSAIds`: one affine expression over SSA values.
pub fn parse_affine_expr_of_ssa_ids(
    ctx: &AffineContext,
    buf: &[u8],
    start: usize,
) -> Result<SsaParse<AffineExpr>, AffineParseError> {
    let mut p = Parser::new(ctx, buf, start.min(buf.len()));
    p.ssa = Some(SsaState::default());
    match p.expr() {
        Ok(e) => {
            let ssa = p.ssa.take().unwrap_or_default();
            Ok(ssa.finish(e, p.prev_end))
        }
        Err(()) => Err(p.into_error()),
    }
}

/// Names seen are looked up in a list up to this many, then in a map.
const SEEN_LIST_MAX: usize = 16;

/// Dims and symbols introduced by SSA uses, in order of first use.
#[derive(Default)]
pub(crate) struct SsaState<'a> {
    dims: SsaOperands,
    symbols: SsaOperands,
    /// SSA name (with `%`) -> its dim or symbol, while there are few
    /// (the usual case: a map uses a handful of names).
    seen_list: SmallVec<[(&'a [u8], AffineExpr); 4]>,
    /// The same once there are more than [`SEEN_LIST_MAX`], so that a
    /// huge map is not quadratic.
    seen_map: HashMap<&'a [u8], AffineExpr>,
}

impl<'a> SsaState<'a> {
    fn seen(&self, name: &[u8]) -> Option<AffineExpr> {
        if self.seen_map.is_empty() {
            self.seen_list
                .iter()
                .find(|(n, _)| *n == name)
                .map(|&(_, e)| e)
        } else {
            self.seen_map.get(name).copied()
        }
    }

    fn insert_seen(&mut self, name: &'a [u8], e: AffineExpr) {
        if !self.seen_map.is_empty() {
            self.seen_map.insert(name, e);
        } else if self.seen_list.len() < SEEN_LIST_MAX {
            self.seen_list.push((name, e));
        } else {
            self.seen_map.extend(self.seen_list.drain(..));
            self.seen_map.insert(name, e);
        }
    }

    fn finish<T>(self, value: T, end: usize) -> SsaParse<T> {
        SsaParse {
            value,
            dims: self.dims,
            symbols: self.symbols,
            end,
        }
    }
}

impl<'a> Parser<'a> {
    /// An SSA use standing for a dim (or, inside `symbol(...)`, a symbol);
    /// only valid in the inline maps of affine ops.
    pub(crate) fn ssa_id(&mut self, is_symbol: bool) -> PResult<AffineExpr> {
        if self.ssa.is_none() {
            self.emit_wrong_token_error("unexpected ssa identifier");
            return Err(());
        }
        if self.tok.kind != Tok::Percent {
            self.emit_wrong_token_error("expected ssa identifier");
            return Err(());
        }
        let name = self.spelling();
        let offset = self.tok.start;
        // A name seen before is the same dim/symbol, found by name alone;
        // like mlir-opt, a `#N` after a repeated name is left unconsumed.
        if let Some(e) = self.ssa.as_ref().and_then(|s| s.seen(name)) {
            self.consume();
            return Ok(e);
        }
        self.consume();
        let mut number = 0;
        if self.tok.kind == Tok::Hash {
            let digits = &self.spelling()[1..];
            let parsed = std::str::from_utf8(digits)
                .ok()
                .filter(|d| d.bytes().all(|c| c.is_ascii_digit()))
                .and_then(|d| d.parse::<u32>().ok());
            match parsed {
                Some(n) => number = n,
                None => {
                    self.emit_error("invalid SSA value result number");
                    return Err(());
                }
            }
            self.consume();
        }
        let ctx = self.ctx;
        let ssa = self.ssa.get_or_insert_with(SsaState::default);
        let operand = SsaOperand {
            len: name.len(),
            number,
            offset,
        };
        let e = if is_symbol {
            ssa.symbols.push(operand);
            ctx.symbol(ssa.symbols.len() as u32 - 1)
        } else {
            ssa.dims.push(operand);
            ctx.dim(ssa.dims.len() as u32 - 1)
        };
        ssa.insert_seen(name, e);
        Ok(e)
    }
}
