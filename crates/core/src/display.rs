//! `Display` for IR handles. Types, attributes (locations included) and
//! diagnostics are `Copy` ids or plain data whose meaning lives in a
//! [`Context`], and ops live in an [`Ir`]; so they print through a small
//! wrapper that carries what they need: `ctx.show(ty)`, `ctx.show(&diag)`,
//! `ir.show(ctx, op)`.
//!
//! ```
//! use rmlir_core::Context;
//! let ctx = Context::new();
//! let i32 = ctx.i32_type();
//! assert_eq!(ctx.show(i32).to_string(), "i32");
//! assert_eq!(format!("{}", ctx.show(ctx.int_attr(i32, 7))), "7 : i32");
//! ```

use crate::context::Context;
use crate::diag::{Diagnostic, SourceMgr};
use crate::ir::{Ir, OpId};
use crate::{Attribute, Type};
use std::fmt;

/// Something that prints given its context (see the module doc).
pub trait DisplayIn {
    /// Writes `self` as MLIR's text format spells it.
    fn fmt_in(&self, ctx: &Context, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

impl DisplayIn for Type {
    fn fmt_in(&self, ctx: &Context, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&ctx.print_type(*self))
    }
}

impl DisplayIn for Attribute {
    /// Locations print as MLIR prints a `Location` (`loc(...)`), other
    /// attributes as in the IR, without aliases.
    fn fmt_in(&self, ctx: &Context, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&ctx.print_attr(*self))
    }
}

impl DisplayIn for Diagnostic {
    /// `loc: severity: message`, then the notes, as mlir-opt prints a
    /// diagnostic whose source it does not hold.
    fn fmt_in(&self, ctx: &Context, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = Vec::new();
        SourceMgr::default().render(ctx, self, &mut out);
        f.write_str(String::from_utf8_lossy(&out).trim_end())
    }
}

impl<T: DisplayIn + ?Sized> DisplayIn for &T {
    fn fmt_in(&self, ctx: &Context, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt_in(ctx, f)
    }
}

/// A value paired with the context it prints in (see [`Context::show`]).
pub struct Show<'a, T> {
    ctx: &'a Context,
    value: T,
}

impl<T: DisplayIn> fmt::Display for Show<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.value.fmt_in(self.ctx, f)
    }
}

impl<T: DisplayIn> fmt::Debug for Show<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.value.fmt_in(self.ctx, f)
    }
}

impl Context {
    /// `value` as something that implements `Display` and `Debug`.
    pub fn show<T: DisplayIn>(&self, value: T) -> Show<'_, T> {
        Show { ctx: self, value }
    }
}

/// An op paired with its IR and context (see [`Ir::show`]).
pub struct ShowOp<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    op: OpId,
}

impl fmt::Display for ShowOp<'_> {
    /// The op and what it holds, in custom form if it verifies (else
    /// generic), its values named as in its closest isolated-from-above
    /// ancestor (as MLIR's `Operation::print` does), so that a nested op
    /// refers to `%arg0` rather than an unknown value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::asm::printer::print_op_for_pass_diagnostic(
            self.ctx, self.ir, self.op,
        ))
    }
}

impl fmt::Debug for ShowOp<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Ir {
    /// `op` as something that implements `Display` and `Debug`.
    pub fn show<'a>(&'a self, ctx: &'a Context, op: OpId) -> ShowOp<'a> {
        ShowOp { ctx, ir: self, op }
    }

    /// Prints `op` to stderr (MLIR's `op->dump()`).
    pub fn dump(&self, ctx: &Context, op: OpId) {
        eprintln!("{}", self.show(ctx, op));
    }
}
