//! MLIR affine expressions, affine maps and integer sets for rmlir.
//!
//! Everything lives in an [`AffineContext`], which uniques structures so that
//! equal structures get equal handles.  Expressions are only ever built
//! through the simplifying constructors ([`AffineContext::add`],
//! [`AffineContext::mul`], ...), which apply the same rewrites as MLIR's
//! `AffineExpr` operators; together with the parser ([`parse_map_or_set`]) and
//! printer ([`AffineContext::print_map`], ...) this reproduces mlir-opt 22's
//! text for `affine_map<...>` and `affine_set<...>` byte for byte, including
//! its diagnostics.
//!
//! Modules:
//! - `context`: handle types and the thread-safe uniquing store;
//! - `simplify`: the simplifying expression constructors;
//! - `flatten`: `simplifyAffineExpr`, the flattening canonicaliser;
//! - `map`, `set`: accessors and predicates;
//! - `lexer`, `parse`: MLIR's tokens and the affine grammar;
//! - `ssa`: the inline maps of affine ops, whose dims are SSA values;
//! - `print`: the AsmPrinter's output format;
//! - `replace`: substitution of dims and symbols.

mod context;
mod flatten;
mod lexer;
mod map;
mod parse;
mod print;
mod replace;
mod set;
mod simplify;
mod ssa;

pub use context::{AffineContext, AffineExpr, AffineExprKind, AffineMap, IntegerSet};
pub use flatten::simplify_affine_expr;
pub use parse::{parse_map_or_set, parse_map_or_set_at, AffineParseError, Delimiter, MapOrSet};
pub use ssa::{
    parse_affine_expr_of_ssa_ids, parse_affine_map_of_ssa_ids, SsaOperand, SsaOperands, SsaParse,
};
