//! Parallel parsing of a run of top-level isolated ops (the functions of a
//! module, or of a file without an explicit module).
//!
//! # What runs in parallel
//!
//! When threading is on and a run of ops is large enough, a lexer-level
//! pre-scan ([`prescan`]) splits it into per-op byte ranges: an op starts
//! at the first token of a line, outside any bracket, that names a
//! registered op which is `IsolatedFromAbove`. The ranges are grouped into
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
//! exactly where the pre-scan says the next one starts (and the last where
//! the run ends): by induction from the run's first token, the serial
//! parser would then have parsed the very same ops from the very same
//! offsets, whatever the pre-scan got wrong elsewhere.
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
//! The pre-scan reads the run's bytes once (a few ms for a 6 MB file);
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

/// A run of ops split at op starts by [`prescan`].
#[derive(Debug, PartialEq, Eq)]
struct Split {
    /// Offset of each op's first token.
    starts: Vec<u32>,
    /// Offset of the token that ends the run.
    end: u32,
}

/// Splits the run of ops starting at `from` (the first token of an op, for
/// which `is_op` must hold) at the first token of each line outside any
/// bracket for which `is_op` holds, up to what ends the run (see
/// [`RunEnd`]). Only strings, comments and brackets are understood: any
/// mistake is caught when the ops are parsed (see the module doc). `None`
/// when the text is not a plausible run (unbalanced brackets, a region not
/// closed).
fn prescan<'t>(
    text: &'t [u8],
    from: usize,
    until: RunEnd,
    mut is_op: impl FnMut(&'t [u8]) -> bool,
) -> Option<Split> {
    let ident_end = |i: usize| {
        i + text[i..]
            .iter()
            .position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')))
            .unwrap_or(text.len() - i)
    };
    // Index just past the string starting at `i` (its closing quote), or
    // the end of the line or text if it is not closed.
    let string_end = |i: usize| {
        let mut j = i + 1;
        while j < text.len() {
            match text[j] {
                b'"' => return j + 1,
                b'\\' => j += 2,
                b'\n' => return j,
                _ => j += 1,
            }
        }
        text.len()
    };
    let name_at = |i: usize| -> Option<(&'t [u8], usize)> {
        match text.get(i)? {
            c if c.is_ascii_alphabetic() || *c == b'_' => {
                let j = ident_end(i);
                Some((&text[i..j], j))
            }
            b'"' => {
                let j = string_end(i);
                let inner = text.get(i + 1..j.checked_sub(1)?)?;
                Some((inner, j))
            }
            _ => None,
        }
    };
    let (first, mut i) = name_at(from)?;
    if !is_op(first) {
        return None;
    }
    let mut starts = vec![u32::try_from(from).ok()?];
    let mut depth = 0usize;
    while i < text.len() {
        let c = text[i];
        match c {
            b'\n' => {
                i = skip_plain_lines(text, i, &mut depth);
                i += 1;
                while i < text.len() && matches!(text[i], b' ' | b'\t' | b'\r') {
                    i += 1;
                }
                if depth != 0 {
                    continue;
                }
                if let Some((name, j)) = name_at(i) {
                    if !name.contains(&b'\\') && is_op(name) {
                        starts.push(u32::try_from(i).ok()?);
                    }
                    i = j;
                    continue;
                }
                let ends_run = until == RunEnd::TopLevel
                    && (matches!(text.get(i), Some(b'#' | b'!')) || text[i..].starts_with(b"{-#"));
                if ends_run {
                    return Some(Split {
                        starts,
                        end: u32::try_from(i).ok()?,
                    });
                }
            }
            b'"' => {
                i = string_end(i);
            }
            b'/' if text.get(i + 1) == Some(&b'/') => {
                i += memchr::memchr(b'\n', &text[i..]).unwrap_or(text.len() - i);
            }
            b'(' | b'[' | b'{' => {
                depth += 1;
                i += 1;
            }
            b')' | b']' | b'}' => {
                if depth == 0 {
                    return (c == b'}' && until == RunEnd::Region).then_some(Split {
                        starts,
                        end: u32::try_from(i).ok()?,
                    });
                }
                depth -= 1;
                i += 1;
            }
            _ => i += 1,
        }
    }
    (until == RunEnd::TopLevel && depth == 0).then_some(Split {
        starts,
        end: u32::try_from(text.len()).ok()?,
    })
}

/// What a byte does for [`skip_plain_lines`]: +1 opens a bracket, -1
/// closes one, [`SPECIAL`] needs the careful scan (strings, comments).
static DELTA: [i8; 256] = {
    let mut t = [0i8; 256];
    t[b'(' as usize] = 1;
    t[b'[' as usize] = 1;
    t[b'{' as usize] = 1;
    t[b')' as usize] = -1;
    t[b']' as usize] = -1;
    t[b'}' as usize] = -1;
    t[b'"' as usize] = SPECIAL;
    t[b'/' as usize] = SPECIAL;
    t
};

/// A [`DELTA`] entry for bytes that start strings or comments.
const SPECIAL: i8 = 64;

/// From the newline at `nl`, skips whole lines that hold no string or
/// comment and stay inside the brackets open at their start, counting
/// their brackets into `depth` (most lines of a function body: a
/// branch-free count per line is several times faster than matching each
/// byte). Returns the newline ending the last line skipped (`nl` if none).
fn skip_plain_lines(text: &[u8], nl: usize, depth: &mut usize) -> usize {
    let mut at = nl;
    while *depth > 0 {
        let start = at + 1;
        let Some(len) = memchr::memchr(b'\n', &text[start..]) else {
            return at;
        };
        let (mut d, mut lowest, mut special) = (*depth as isize, *depth as isize, 0i8);
        for &c in &text[start..start + len] {
            let k = DELTA[c as usize];
            special |= k & SPECIAL;
            d += (k & !SPECIAL) as isize;
            lowest = lowest.min(d);
        }
        // A line that reaches depth 0 (it may close the run's region, or
        // the next line may start an op) is left to the careful scan.
        if special != 0 || lowest <= 0 {
            return at;
        }
        *depth = d as usize;
        at = start + len;
    }
    at
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
}

/// Parses the ops starting at `starts` (the last one ending at `end`) with
/// a parser of their own; `None` on any doubt (see the module doc).
fn parse_batch<'a>(
    ctx: &'a Context,
    src: &'a SourceBuffer,
    seed: &Seed<'a>,
    starts: &[u32],
    end: u32,
) -> Option<Batch<'a>> {
    let first = *starts.first()?;
    let mut p = Parser::new_range(ctx, src, first as usize, end as usize);
    p.attr_aliases = seed.attr_aliases.clone();
    p.type_aliases = seed.type_aliases.clone();
    p.ssa.distinct = seed.distinct.clone();
    p.ssa.default_dialect = seed.default_dialect.clone();
    p.push_ssa_scope(true);
    let block = p.ir.new_block();
    for (k, &start) in starts.iter().enumerate() {
        let next = starts.get(k + 1).copied().unwrap_or(end);
        if p.tok.start != start || p.parse_operation(block).is_err() || p.tok.start != next {
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
        let Some(Split { starts, end }) = split else {
            return false;
        };
        if starts.len() < 2 || (end as usize - from) < MIN_PARALLEL_BYTES {
            return false;
        }
        let seed = Seed {
            attr_aliases: self.attr_aliases.clone(),
            type_aliases: self.type_aliases.clone(),
            distinct: self.ssa.distinct.clone(),
            default_dialect: self.ssa.default_dialect.clone(),
        };
        let ranges = batch_ranges(&starts, end, rayon::current_num_threads());
        let (ctx, src) = (self.ctx, self.src);
        let batches: Vec<Option<Batch<'a>>> = {
            use rayon::prelude::*;
            ranges
                .par_iter()
                .map(|r| {
                    let batch_end = starts.get(r.end).copied().unwrap_or(end);
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
        let mut last_end = self.last_end;
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
            last_end = batch.last_end;
        }
        self.reset_lexer_to(end as usize);
        self.last_end = last_end;
        RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(text: &str, until: RunEnd) -> Option<Split> {
        prescan(text.as_bytes(), 0, until, |n| n.starts_with(b"func."))
    }

    #[test]
    fn splits_at_line_starts_outside_brackets() {
        let text = "func.func @a() {\n  func.call\n}\n// func.x\nfunc.func @b(\nfunc.y) {\"}\"}\n}";
        let s = split(text, RunEnd::Region).unwrap();
        assert_eq!(s.starts, vec![0, text.find("func.func @b").unwrap() as u32]);
        assert_eq!(s.end as usize, text.len() - 1);
    }

    #[test]
    fn top_level_runs_end_at_aliases_and_eof() {
        let text = "func.func @a() {\n}\n\"func.g\"() : () -> ()\n#loc = loc(unknown)\n";
        let s = split(text, RunEnd::TopLevel).unwrap();
        assert_eq!(s.starts.len(), 2);
        assert_eq!(&text[s.end as usize..s.end as usize + 4], "#loc");
        let s = split("func.f\nfunc.g\n", RunEnd::TopLevel).unwrap();
        assert_eq!(s.end, 14);
    }

    #[test]
    fn refuses_unbalanced_text() {
        assert!(split("func.f (\n", RunEnd::TopLevel).is_none());
        assert!(split("func.f }\n", RunEnd::TopLevel).is_none());
        assert!(split("func.f {\n", RunEnd::Region).is_none());
        assert!(split("other.f\n", RunEnd::Region).is_none());
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
