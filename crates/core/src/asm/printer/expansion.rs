//! A bound on how much text an op's attributes and types expand to.
//!
//! Attributes and types are shared (uniqued), and aliases in the input let
//! a few lines build a DAG whose printed form doubles with each level:
//! `#a1 = [#a0, #a0]`, `#a2 = [#a1, #a1]`, ... Sixty such lines print as
//! 2^60 elements, which mlir-opt spends forever writing. Counting the
//! elements each value expands to, once per distinct value, finds such
//! inputs in time linear in the IR, so they get a diagnostic instead of an
//! unbounded print.

use super::alias::{for_each_child, Symbol};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::ir::WalkOrder;
use crate::ir::{Ir, OpId};

/// The most attributes and types one printed value may expand to. The
/// printer builds an op's text in memory, and this many elements print as
/// hundreds of megabytes.
pub const MAX_EXPANSION: u64 = 1 << 26;

/// Expanded sizes by attribute and by type id (0: not yet counted).
#[derive(Default)]
struct Counts {
    attrs: Vec<u64>,
    types: Vec<u64>,
}

impl Counts {
    /// How many attributes and types printing `s` in full writes,
    /// saturating at just above [`MAX_EXPANSION`].
    fn expansion(&mut self, ctx: &Context, s: Symbol) -> u64 {
        let (table, i) = match s {
            Symbol::Attr(a) => (&mut self.attrs, a.index() as usize),
            Symbol::Type(t) => (&mut self.types, t.index() as usize),
        };
        if let Some(&n) = table.get(i).filter(|&&n| n != 0) {
            return n;
        }
        let mut n = 1u64;
        crate::support::stack::grow(|| {
            for_each_child(ctx, s, false, |c| {
                n = n
                    .saturating_add(self.expansion(ctx, c))
                    .min(MAX_EXPANSION + 1);
            })
        });
        let table = match s {
            Symbol::Attr(_) => &mut self.attrs,
            Symbol::Type(_) => &mut self.types,
        };
        if table.len() <= i {
            table.resize(i + 1, 0);
        }
        table[i] = n;
        n
    }
}

/// Checks that no attribute or type of an op under `root` (including
/// block argument types) expands to more than [`MAX_EXPANSION`] elements,
/// reporting the first op that has one.
pub fn check_print_expansion(ctx: &Context, ir: &Ir, root: OpId) -> Result<(), Diagnostic> {
    let mut counts = Counts::default();
    let mut bad = None;
    ir.walk(root, WalkOrder::PreOrder, &mut |_, op| {
        if bad.is_some() {
            return;
        }
        let data = ir.op(op);
        let mut too_large = |s: Symbol| {
            let over = counts.expansion(ctx, s) > MAX_EXPANSION;
            if over {
                bad = Some((op, s));
            }
            over
        };
        let _ = too_large(Symbol::Attr(data.attrs))
            || data.properties.is_some_and(|p| too_large(Symbol::Attr(p)))
            || ir
                .results(op)
                .any(|v| too_large(Symbol::Type(ir.value_type(v))))
            || ir.regions(op).iter().any(|&r| {
                ir.region_blocks(r).iter().any(|&b| {
                    ir.block_args(b)
                        .iter()
                        .any(|&v| too_large(Symbol::Type(ir.value_type(v))))
                })
            });
    });
    let Some((op, s)) = bad else { return Ok(()) };
    let what = match s {
        Symbol::Attr(_) => "attribute",
        Symbol::Type(_) => "type",
    };
    Err(Diagnostic::error(
        ir.op(op).loc,
        format!(
            "cannot print {what}: it expands to more than {MAX_EXPANSION} attributes and types"
        ),
    ))
}
