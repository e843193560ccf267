//! Text output identical to mlir-opt's AsmPrinter (`printAffineExprInternal`,
//! `printAffineMap`, `printIntegerSet`).
//!
//! The printer chooses parentheses from the enclosing "binding strength"
//! rather than from operator precedence, and prints `x + y * -c` as
//! `x - y * c` and `x * -1` as `-x`; the output is only byte-identical if
//! those quirks are kept.  It walks with an explicit work list so that very
//! deep trees (e.g. a long chain of additions) cannot overflow the stack.

use std::fmt::Write;

use crate::context::{AffineContext, AffineExpr, AffineExprKind as K, AffineMap, IntegerSet};

/// Pending output of the iterative printer.
enum Work {
    /// Print an expression; `true` for MLIR's `BindingStrength::Strong`.
    Expr(AffineExpr, bool),
    Text(&'static str),
    Int(i64),
}

impl AffineContext {
    /// Prints `e` with dims as `d<N>` and symbols as `s<N>`.
    pub fn print_expr(&self, e: AffineExpr, out: &mut String) {
        self.print_expr_with(e, out, &mut |pos, is_symbol, out: &mut String| {
            let _ = write!(out, "{}{}", if is_symbol { 's' } else { 'd' }, pos);
        });
    }

    /// Prints `e`, letting `name` spell each dim (`is_symbol == false`) or
    /// symbol, as `printAffineExpr` with a `printValueName` callback does for
    /// affine ops that print SSA operands inline.
    pub fn print_expr_with(
        &self,
        e: AffineExpr,
        out: &mut String,
        name: &mut dyn FnMut(u32, bool, &mut String),
    ) {
        let store = self.read();
        let kind = |e: AffineExpr| store.exprs[e.0 as usize].kind;
        // A lone dim, symbol or constant (most memory-access indices) needs
        // no work list.
        match kind(e) {
            K::Dim(p) => return name(p, false, out),
            K::Symbol(p) => return name(p, true, out),
            K::Constant(v) => return push_int(out, v),
            _ => {}
        }
        // Inline buffers: printing an expression allocates nothing.
        let mut work: smallvec::SmallVec<[Work; 16]> = smallvec::smallvec![Work::Expr(e, false)];
        let mut seq: smallvec::SmallVec<[Work; 8]> = smallvec::SmallVec::new();
        while let Some(item) = work.pop() {
            let (e, strong) = match item {
                Work::Text(s) => {
                    out.push_str(s);
                    continue;
                }
                Work::Int(v) => {
                    push_int(out, v);
                    continue;
                }
                Work::Expr(e, strong) => (e, strong),
            };
            // Items are pushed in reverse output order.
            seq.clear();
            match kind(e) {
                K::Dim(p) => {
                    name(p, false, out);
                    continue;
                }
                K::Symbol(p) => {
                    name(p, true, out);
                    continue;
                }
                K::Constant(v) => {
                    push_int(out, v);
                    continue;
                }
                K::Add(lhs, rhs) => {
                    let neg_scaled = match kind(rhs) {
                        K::Mul(rl, rr) => match kind(rr) {
                            K::Constant(c) if c <= -1 => Some((rl, c)),
                            _ => None,
                        },
                        _ => None,
                    };
                    seq.push(Work::Expr(lhs, false));
                    if let Some((rl, c)) = neg_scaled {
                        seq.push(Work::Text(" - "));
                        if c == -1 {
                            let strong_inner = matches!(kind(rl), K::Add(..));
                            seq.push(Work::Expr(rl, strong_inner));
                        } else {
                            seq.push(Work::Expr(rl, true));
                            seq.push(Work::Text(" * "));
                            seq.push(Work::Int(c.wrapping_neg()));
                        }
                    } else if let Some(c) = negative_constant(kind(rhs)) {
                        seq.push(Work::Text(" - "));
                        seq.push(Work::Int(c.wrapping_neg()));
                    } else {
                        seq.push(Work::Text(" + "));
                        seq.push(Work::Expr(rhs, false));
                    }
                }
                K::Mul(lhs, rhs) if matches!(kind(rhs), K::Constant(-1)) => {
                    seq.push(Work::Text("-"));
                    seq.push(Work::Expr(lhs, true));
                }
                K::Mul(lhs, rhs) => binop(&mut seq, lhs, " * ", rhs),
                K::FloorDiv(lhs, rhs) => binop(&mut seq, lhs, " floordiv ", rhs),
                K::CeilDiv(lhs, rhs) => binop(&mut seq, lhs, " ceildiv ", rhs),
                K::Mod(lhs, rhs) => binop(&mut seq, lhs, " mod ", rhs),
            }
            if strong {
                work.push(Work::Text(")"));
            }
            work.extend(seq.drain(..).rev());
            if strong {
                work.push(Work::Text("("));
            }
        }
    }

    /// Prints the body of `affine_map<...>`, e.g. `(d0)[s0] -> (d0 + s0)`.
    pub fn print_map(&self, m: AffineMap, out: &mut String) {
        let info = self.read().maps[m.0 as usize].clone();
        print_ids(out, info.num_dims, info.num_symbols);
        out.push_str(" -> (");
        for (i, &e) in info.results.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.print_expr(e, out);
        }
        out.push(')');
    }

    /// Prints the body of `affine_set<...>`, e.g. `(d0) : (d0 >= 0)`.
    pub fn print_set(&self, s: IntegerSet, out: &mut String) {
        let info = self.read().sets[s.0 as usize].clone();
        print_ids(out, info.num_dims, info.num_symbols);
        out.push_str(" : (");
        for (i, (&e, &eq)) in info
            .constraints
            .iter()
            .zip(info.eq_flags.iter())
            .enumerate()
        {
            if i > 0 {
                out.push_str(", ");
            }
            self.print_expr(e, out);
            out.push_str(if eq { " == 0" } else { " >= 0" });
        }
        out.push(')');
    }

    /// `print_map` into a new string.
    pub fn map_to_string(&self, m: AffineMap) -> String {
        let mut s = String::new();
        self.print_map(m, &mut s);
        s
    }

    /// `print_set` into a new string.
    pub fn set_to_string(&self, s: IntegerSet) -> String {
        let mut out = String::new();
        self.print_set(s, &mut out);
        out
    }

    /// `print_expr` into a new string.
    pub fn expr_to_string(&self, e: AffineExpr) -> String {
        let mut s = String::new();
        self.print_expr(e, &mut s);
        s
    }
}

/// `v` in decimal, without the `fmt` machinery.
fn push_int(out: &mut String, v: i64) {
    out.push_str(itoa::Buffer::new().format(v));
}

fn binop(
    seq: &mut smallvec::SmallVec<[Work; 8]>,
    lhs: AffineExpr,
    op: &'static str,
    rhs: AffineExpr,
) {
    seq.push(Work::Expr(lhs, true));
    seq.push(Work::Text(op));
    seq.push(Work::Expr(rhs, true));
}

fn negative_constant(kind: K) -> Option<i64> {
    match kind {
        K::Constant(c) if c < 0 => Some(c),
        _ => None,
    }
}

fn print_ids(out: &mut String, num_dims: u32, num_symbols: u32) {
    out.push('(');
    for i in 0..num_dims {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{i}");
    }
    out.push(')');
    if num_symbols != 0 {
        out.push('[');
        for i in 0..num_symbols {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "s{i}");
        }
        out.push(']');
    }
}
