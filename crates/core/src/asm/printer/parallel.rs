//! Parallel printing of the top-level isolated ops of a module.
//!
//! # What runs in parallel
//!
//! When threading is on and the printed op is a large `builtin.module`,
//! the ops of its body are printed in batches on worker threads, each into
//! a buffer of its own, and the buffers are appended in order to the main
//! printer's output. Everything before (verification, the alias-collecting
//! dry run, value numbering, the aliases printed above the module, the
//! module's own header) and after (the closing brace, deferred aliases,
//! resources) stays on the main thread.
//!
//! # Why the text is the serial printer's
//!
//! What the printer of an op reads is fixed before the body is printed:
//! aliases come from the dry run over the whole module, and value and block
//! names are numbered up front for the whole module ([`NameState`], which
//! also carries the counters the generic form runs on across functions).
//! A worker starts from the main printer's indentation and default dialect
//! stack, and forks its writer (`AsmWriter::fork`), so it prints each op
//! as the main printer would. Two things a writer records while printing
//! are shared across ops: the `dense_resource` handles used (a first-use
//! list, merged in op order, which gives the serial list) and the numbers
//! of `distinct` attributes, given in printing order. A worker that numbers
//! a new distinct attribute is not reconciled: the whole body is printed
//! again serially. Only registered isolated ops are split, so each op's
//! text depends on nothing printed by another.
//!
//! # Costs
//!
//! Each batch's text is held in memory until it is appended (the whole
//! module's text at worst); each worker has its own memo of printed types
//! and attributes, so repeated ones are printed once per worker rather than
//! once overall.

use super::{Mode, Names, OpPrinter};
use crate::context::Context;
use crate::dialect::Traits;
use crate::ir::{BlockId, Ir, OpId};

/// The fewest operation slots an arena must have before its module body is
/// printed in parallel: below this, handing work to threads costs more than
/// it saves.
const MIN_PARALLEL_OPS: usize = 2048;

/// Batches per worker thread: several, so that a thread that drew short
/// functions takes more work while another finishes a long one.
const BATCHES_PER_THREAD: usize = 4;

/// Module bodies printed in parallel so far in this process.
static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// How many module bodies have been printed in parallel in this process
/// (for tests and statistics: whether the parallel path was taken).
pub fn parallel_runs() -> usize {
    RUNS.load(std::sync::atomic::Ordering::Relaxed)
}

/// The body block of `op` if its ops may be printed in parallel: `op` is a
/// `builtin.module` with a one-block body in a large enough arena and
/// threading is on.
pub(super) fn block_to_split(ctx: &Context, ir: &Ir, op: OpId) -> Option<BlockId> {
    if !ctx.is_multithreading_enabled()
        || rayon::current_num_threads() < 2
        || ir.num_op_slots() < MIN_PARALLEL_OPS
        || ctx.op_name_str(ir.op_name(op)) != "builtin.module"
    {
        return None;
    }
    match ir.regions(op) {
        [r] => match ir.region_blocks(*r) {
            [b] => Some(*b),
            _ => None,
        },
        _ => None,
    }
}

impl OpPrinter<'_> {
    /// Prints the ops of `b` (each followed by a newline) on worker
    /// threads, as the serial loop of `print_block` would; returns whether
    /// it did (otherwise nothing was printed).
    pub(super) fn print_ops_in_parallel(&mut self, b: BlockId) -> bool {
        use rayon::prelude::*;
        self.parallel_block = None;
        let (ctx, ir, flags, indent) = (self.ctx, self.ir, self.flags, self.indent);
        let ops: Vec<OpId> = ir.block_ops(b).collect();
        let isolated = |op: OpId| {
            ctx.op_def(ir.op_name(op))
                .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE))
        };
        if ops.len() < 2 || !ops.iter().all(|&op| isolated(op)) {
            return false;
        }
        let (Mode::Print(writer), Some(names)) = (&self.mode, self.names.as_deref()) else {
            return false;
        };
        let default_dialect = &self.default_dialect;
        let per_batch = ops
            .len()
            .div_ceil(rayon::current_num_threads() * BATCHES_PER_THREAD);
        let parts: Vec<Option<(String, Vec<Box<str>>)>> = ops
            .par_chunks(per_batch)
            .map(|batch| {
                let mut p = OpPrinter {
                    ctx,
                    ir,
                    flags,
                    mode: Mode::Print(writer.fork()),
                    names: Some(Names::Shared(names)),
                    indent,
                    default_dialect: default_dialect.clone(),
                    sink: String::new(),
                    stream: None,
                    preds: Vec::new(),
                    parallel_block: None,
                };
                for &op in batch {
                    p.print_full_op_with_loc(op);
                    p.write("\n");
                }
                let Mode::Print(part) = p.mode else {
                    return None;
                };
                (part.distinct_count() == writer.distinct_count())
                    .then_some((part.out, part.resources_used))
            })
            .collect();
        if parts.iter().any(Option::is_none) {
            return false;
        }
        for (text, resources) in parts.into_iter().flatten() {
            if let Mode::Print(w) = &mut self.mode {
                w.append(&text, resources);
            }
            self.maybe_flush();
        }
        RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        true
    }
}
