//! Parallel parsing of a run of top-level isolated ops (the functions of a
//! module, or of a file without an explicit module).
//!
//! # What runs in parallel
//!
//! When threading is on and a run of ops is large enough, a line-level
//! pre-scan ([`prescan`]) splits it into per-op byte ranges: an op starts
//! at the first token of a line indented as the run's first op that names
//! a registered op which is `IsolatedFromAbove`. The ranges are grouped into
//! a few batches, and worker threads parse each batch with a [`Parser`]
//! over the same full source buffer positioned at the batch's first op, so
//! offsets, locations and line:column are exactly the serial parser's. Each
//! batch builds its own [`Ir`] arena; the arenas are then moved, in order,
//! to the end of the main arena ([`Ir::append_arena`], a linear pass) and
//! their ops appended to the block. Locations that refer to a `#loc` alias
//! defined later in the file are handed back as deferred, like the serial
//! parser's, and resolved by the main parser at the end.
//!
//! # Why it parses what the serial parser parses
//!
//! A batch starts from the parser state the serial parser has at that
//! point, as far as an isolated op can observe it: the alias definitions
//! seen so far, the `distinct[N]` ids seen so far, the default dialect
//! stack. Everything else a parser keeps is scoped to the op (SSA names,
//! block names: the ops are isolated) or a cache keyed by source text. The
//! lexer has no state besides its position, so the tokens of an op do not
//! depend on where lexing started. Each batch checks that every op ends
//! exactly where the pre-scan says the next one starts (the run's last op
//! may end anywhere: the serial parser goes on from there): by induction
//! from the run's first token, the serial parser would then have parsed
//! the very same ops from the very same offsets, whatever the pre-scan got
//! wrong.
//!
//! Any doubt gives the run back to the serial parser, which then parses it
//! as if nothing had happened (the main parser is only changed once every
//! batch succeeded): a batch that fails, panics, reports any diagnostic,
//! leaves a forward reference, defines a new `distinct` id (ids are shared
//! across the file), or whose ops do not end on the pre-scan's boundaries.
//! So diagnostics are always the serial parser's, first error in source
//! order included. The only leftovers of a given-up attempt are uniqued
//! attributes, types and op names in the context, which nothing prints or
//! orders by.
//!
//! # Costs
//!
//! The pre-scan finds line ends with `memchr` and reads one token per
//! line (about 1% of parsing a large file);
//! each batch allocates a parser and an arena; the final move touches each
//! entity once. Runs shorter than [`MIN_PARALLEL_BYTES`] are not split.

use super::ops::LocTarget;
use super::Parser;
use crate::context::Context;
use crate::diag::SourceBuffer;
use crate::dialect::Traits;
use crate::ir::{BlockId, Ir, OpId};
use crate::Attribute;
use rustc_hash::FxHashMap;

/// The fewest bytes a run must span to be parsed in parallel: below this,
/// handing work to threads costs more than it saves.
const MIN_PARALLEL_BYTES: usize = 64 << 10;

/// The fewest bytes of source per batch.
const MIN_BATCH_BYTES: usize = 16 << 10;

/// Batches per worker thread: several, so that a thread that drew short
/// functions takes more work while another finishes a long one.
const BATCHES_PER_THREAD: usize = 4;

/// Runs of ops parsed in parallel so far in this process.
static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// How many runs of ops have been parsed in parallel in this process (for
/// tests and statistics: whether the parallel path was taken).
pub fn parallel_runs() -> usize {
    RUNS.load(std::sync::atomic::Ordering::Relaxed)
}

/// What ends a run of ops.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum RunEnd {
    /// The `}` closing the region the ops are in.
    Region,
    /// The end of the file, or an alias definition or file metadata at the
    /// top level.
    TopLevel,
}

/// The first token of each op of the run starting at `from` (the first
/// token of an op, for which `is_op` must hold): the first token of each
/// following line indented as `from` is for which `is_op` holds, up to the
/// first line indented less (the end of the enclosing region) or, at the
/// top level, an alias definition or file metadata. Lines are found with
/// `memchr` and only their first token is looked at, so the scan costs
/// little more than reading the text; what it gets wrong (an op nested at
/// the same indentation, a string spanning lines) is caught when the ops
/// are parsed (see the module doc). `None` if `from` does not start a line
/// or an op.
fn prescan<'t>(
    text: &'t [u8],
    from: usize,
    until: RunEnd,
    mut is_op: impl FnMut(&'t [u8]) -> bool,
) -> Option<Vec<u32>> {
    let name_at = |i: usize| -> Option<&'t [u8]> {
        match text.get(i)? {
            c if c.is_ascii_alphabetic() || *c == b'_' => {
                let len = text[i..]
                    .iter()
                    .position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')))
                    .unwrap_or(text.len() - i);
                Some(&text[i..i + len])
            }
            b'"' => {
                let len = memchr::memchr2(b'"', b'\n', &text[i + 1..])?;
                (text[i + 1 + len] == b'"').then(|| &text[i + 1..i + 1 + len])
            }
            _ => None,
        }
    };
    let line_start = memchr::memrchr(b'\n', &text[..from]).map_or(0, |p| p + 1);
    if !text[line_start..from]
        .iter()
        .all(|&c| matches!(c, b' ' | b'\t'))
    {
        return None;
    }
    let column = from - line_start;
    if !is_op(name_at(from)?) {
        return None;
    }
    let mut starts = vec![u32::try_from(from).ok()?];
    let mut pos = from;
    while let Some(nl) = memchr::memchr(b'\n', &text[pos..]) {
        let start = pos + nl + 1;
        pos = start
            + text[start..]
                .iter()
                .position(|&c| !matches!(c, b' ' | b'\t'))
                .unwrap_or(text.len() - start);
        let Some(&c) = text.get(pos) else {
            break;
        };
        if matches!(c, b'\n' | b'\r') || text[pos..].starts_with(b"//") {
            continue;
        }
        let indent = pos - start;
        if indent < column
            || (until == RunEnd::TopLevel
                && (matches!(c, b'#' | b'!') || text[pos..].starts_with(b"{-#")))
        {
            break;
        }
        if indent == column && name_at(pos).is_some_and(|n| !n.contains(&b'\\') && is_op(n)) {
            starts.push(u32::try_from(pos).ok()?);
        }
    }
    Some(starts)
}

/// The parser state a batch starts from: what the serial parser knows at
/// the start of the run that an isolated op can observe.
struct Seed<'a> {
    attr_aliases: FxHashMap<&'a [u8], Attribute>,
    type_aliases: FxHashMap<&'a [u8], crate::Type>,
    distinct: FxHashMap<u64, Attribute>,
    default_dialect: Vec<&'static str>,
}

/// What a worker parsed: the ops of its batch, detached, in their arena.
struct Batch<'a> {
    ir: Ir,
    roots: Vec<OpId>,
    deferred_locs: Vec<(LocTarget, &'a [u8], u32)>,
    last_end: u32,
    /// Offset of the token after the batch's last op.
    next: u32,
}

/// Parses the ops starting at `starts` (the last one ending at `end`) with
/// a parser of their own; `None` on any doubt (see the module doc).
fn parse_batch<'a>(
    ctx: &'a Context,
    src: &'a SourceBuffer,
    seed: &Seed<'a>,
    starts: &[u32],
    end: Option<u32>,
) -> Option<Batch<'a>> {
    let first = *starts.first()?;
    let size_hint = end.map_or(src.text.len(), |e| e as usize);
    let mut p = Parser::new_range(ctx, src, first as usize, size_hint);
    p.attr_aliases = seed.attr_aliases.clone();
    p.type_aliases = seed.type_aliases.clone();
    p.ssa.distinct = seed.distinct.clone();
    p.ssa.default_dialect = seed.default_dialect.clone();
    p.push_ssa_scope(true);
    let block = p.ir.new_block();
    for (k, &start) in starts.iter().enumerate() {
        // The run's last op may end anywhere: the serial parser goes on
        // from there.
        let next = starts.get(k + 1).copied().or(end);
        if p.tok.start != start
            || p.parse_operation(block).is_err()
            || next.is_some_and(|n| p.tok.start != n)
        {
            return None;
        }
    }
    p.check_forward_values().ok()?;
    p.pop_ssa_scope().ok()?;
    if !p.diags.is_empty() || p.ssa.distinct.len() != seed.distinct.len() {
        return None;
    }
    let roots: Vec<OpId> = p.ir.block_ops(block).collect();
    for &op in &roots {
        p.ir.detach_op(op);
    }
    p.ir.erase_block(block);
    Some(Batch {
        ir: std::mem::take(&mut p.ir),
        roots,
        deferred_locs: std::mem::take(&mut p.ssa.deferred_locs),
        last_end: p.last_end,
        next: p.tok.start,
    })
}

/// Groups consecutive ops into batches of similar byte size: ranges into
/// `starts`.
fn batch_ranges(starts: &[u32], end: u32, threads: usize) -> Vec<std::ops::Range<usize>> {
    let total = (end - starts[0]) as usize;
    let count = (threads * BATCHES_PER_THREAD)
        .min(total / MIN_BATCH_BYTES)
        .clamp(1, starts.len());
    let per_batch = total.div_ceil(count);
    let mut ranges = Vec::with_capacity(count);
    let mut begin = 0;
    for k in 1..starts.len() {
        if (starts[k] - starts[begin]) as usize >= per_batch {
            ranges.push(begin..k);
            begin = k;
        }
    }
    ranges.push(begin..starts.len());
    ranges
}

impl<'a> Parser<'a> {
    /// Whether the parser may hand runs of ops to other threads.
    pub(super) fn may_parse_in_parallel(&self) -> bool {
        self.ctx.is_multithreading_enabled()
            && self.src.text.len() >= MIN_PARALLEL_BYTES
            && rayon::current_num_threads() > 1
    }

    /// Whether the current token names a registered isolated op as the
    /// first token of an op in a block whose default dialect is `dd`.
    fn names_isolated_op(&self, name: &[u8], dd: &str) -> bool {
        let Ok(name) = std::str::from_utf8(name) else {
            return false;
        };
        let ctx = self.ctx;
        let registered = |full: &str| {
            let dialect = full.split('.').next().unwrap_or("");
            ctx.is_dialect_registered(dialect)
                && ctx
                    .op_def(ctx.op_name(full))
                    .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE))
        };
        let qualified = name
            .split_once('.')
            .is_some_and(|(_, rest)| !rest.is_empty());
        registered(name) || (!qualified && !dd.is_empty() && registered(&format!("{dd}.{name}")))
    }

    /// Parses the run of ops starting at the current token into `block` in
    /// parallel, if it is worth it and safe (see the module doc). Returns
    /// whether it did: the current token is then the one ending the run.
    /// Otherwise nothing changed and the serial parser goes on.
    pub(super) fn parse_ops_in_parallel(&mut self, block: BlockId, until: RunEnd) -> bool {
        let from = self.tok.start as usize;
        let text: &'a [u8] = &self.src.text;
        if !self.may_parse_in_parallel() || text.len() - from < MIN_PARALLEL_BYTES {
            return false;
        }
        let dd = self.ssa.default_dialect.last().copied().unwrap_or("");
        let mut known: FxHashMap<&[u8], bool> = FxHashMap::default();
        let split = prescan(text, from, until, |name| {
            *known
                .entry(name)
                .or_insert_with(|| self.names_isolated_op(name, dd))
        });
        let Some(starts) = split else {
            return false;
        };
        let last = *starts.last().unwrap_or(&0) as usize;
        if starts.len() < 2 || last - from < MIN_BATCH_BYTES {
            return false;
        }
        let seed = Seed {
            attr_aliases: self.attr_aliases.clone(),
            type_aliases: self.type_aliases.clone(),
            distinct: self.ssa.distinct.clone(),
            default_dialect: self.ssa.default_dialect.clone(),
        };
        let ranges = batch_ranges(&starts, text.len() as u32, rayon::current_num_threads());
        let (ctx, src) = (self.ctx, self.src);
        let batches: Vec<Option<Batch<'a>>> = {
            use rayon::prelude::*;
            ranges
                .par_iter()
                .map(|r| {
                    let batch_end = starts.get(r.end).copied();
                    let run = || parse_batch(ctx, src, &seed, &starts[r.clone()], batch_end);
                    // A parser bug on one thread leaves the run to the
                    // serial parser, which reports what it finds first.
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(run))
                        .ok()
                        .flatten()
                })
                .collect()
        };
        if batches.iter().any(Option::is_none) {
            return false;
        }
        let (mut last_end, mut next) = (self.last_end, self.tok.start);
        for batch in batches.into_iter().flatten() {
            let shift = self.ir.append_arena(batch.ir);
            for op in batch.roots {
                self.ir.append_op(block, shift.op(op));
            }
            self.ssa
                .deferred_locs
                .extend(batch.deferred_locs.into_iter().map(|(target, name, at)| {
                    let target = match target {
                        LocTarget::Op(op) => LocTarget::Op(shift.op(op)),
                        LocTarget::Arg(v) => LocTarget::Arg(shift.value(v)),
                        LocTarget::Marker(m) => LocTarget::Marker(m),
                    };
                    (target, name, at)
                }));
            (last_end, next) = (batch.last_end, batch.next);
        }
        self.reset_lexer_to(next as usize);
        self.last_end = last_end;
        RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(text: &str, until: RunEnd) -> Option<Vec<u32>> {
        let from = text.find("func.").unwrap();
        prescan(text.as_bytes(), from, until, |n| n.starts_with(b"func."))
    }

    #[test]
    fn splits_at_lines_indented_as_the_first_op() {
        let text = "module {\n  func.func @a() {\n    func.call\n  }\n  // func.x\n\n  func.func @b(\nfunc.y) {\n  }\n}\n  func.func @c\n";
        let s = split(text, RunEnd::Region).unwrap();
        assert_eq!(
            s,
            vec![
                text.find("func.func @a").unwrap() as u32,
                text.find("func.func @b").unwrap() as u32
            ]
        );
    }

    #[test]
    fn top_level_runs_end_at_aliases() {
        let text = "func.func @a() {\n}\n\"func.g\"() : () -> ()\n#loc = loc(unknown)\nfunc.h\n";
        assert_eq!(split(text, RunEnd::TopLevel).unwrap().len(), 2);
    }

    #[test]
    fn refuses_runs_not_starting_a_line_or_an_op() {
        assert!(split("module { func.f\n", RunEnd::Region).is_none());
        assert!(prescan(b"other.f\n", 0, RunEnd::Region, |n| n.starts_with(b"func.")).is_none());
    }

    #[test]
    fn batches_cover_every_op_in_order() {
        let starts: Vec<u32> = (0..100).map(|i| i * 1000).collect();
        let ranges = batch_ranges(&starts, 100_000, 2);
        assert_eq!(ranges.first().unwrap().start, 0);
        assert_eq!(ranges.last().unwrap().end, 100);
        assert!(ranges.windows(2).all(|w| w[0].end == w[1].start));
        assert!(ranges.len() > 1);
    }
}
