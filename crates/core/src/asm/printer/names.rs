//! SSA value and block naming for printing (MLIR's `SSANameState`).
//!
//! Regions are numbered from an explicit stack (last op's regions first),
//! each restoring the counters of its parent region, so sibling regions
//! reuse `%argN`/`%N` names; in the generic form (and with
//! `--mlir-print-unique-ssa-ids`) counters run on so every name is unique. Name hints from dialects are uniqued with `_N` suffixes.
//!
//! Chosen names live in one string arena and are referred to by span: a
//! large module names a value per constant, and a heap string per name (and
//! per copy in the in-use set) was a noticeable share of printing.

use super::PrintFlags;
use crate::asm::lexer::is_suffix_id_char as allowed_in_value_name;
use crate::context::Context;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value, ValueDef};
use crate::support::intern::hash_of;
use crate::{AttrKind, Attribute};
use hashbrown::HashTable;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::fmt::Write;

/// A name in [`NameState::arena`].
#[derive(Copy, Clone, PartialEq, Eq)]
struct Span {
    start: u32,
    end: u32,
}

#[derive(Copy, Clone)]
enum Name {
    Num(u32),
    Named(Span),
}

pub struct NameState {
    /// Indexed by value id.
    names: Vec<Option<Name>>,
    arena: String,
    /// Each block's position in its region and the number in its name
    /// (`^bbN`), which is written out when printed rather than stored.
    blocks: FxHashMap<BlockId, (usize, u32)>,
    groups: FxHashMap<OpId, Vec<u32>>,
    /// Numbers of result-less ops (`--mlir-print-value-users` names them
    /// when they use a value): drawn from the value counter.
    op_ids: FxHashMap<OpId, u32>,
    /// Names in use in the current scopes, hashed by their text.
    used: HashTable<Span>,
    scopes: Vec<Vec<Span>>,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    /// Reused buffer for generated names.
    scratch: String,
}

/// MLIR's `sanitizeIdentifier` for value names (trailing digits allowed),
/// appended to `out`.
fn sanitize_into(name: &str, out: &mut String) {
    let copy = |out: &mut String| {
        for c in name.bytes() {
            if allowed_in_value_name(c) {
                out.push(c as char);
            } else if c == b' ' {
                out.push('_');
            } else {
                let _ = write!(out, "{:X}", c);
            }
        }
    };
    if name.as_bytes()[0].is_ascii_digit() {
        out.push('_');
        copy(out);
        return;
    }
    if name.bytes().all(allowed_in_value_name) {
        out.push_str(name);
        return;
    }
    copy(out);
}

/// The text of `span` in `arena`.
/// The name of the first `NameLoc` in `loc`, walking it in pre-order as
/// MLIR's `findInstanceOf<NameLoc>` does (`--mlir-use-nameloc-as-prefix`).
fn name_from_loc(ctx: &Context, loc: Attribute) -> Option<String> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.attr_kind(l) {
            AttrKind::NameLoc { name, .. } => {
                return Some(String::from_utf8_lossy(ctx.str_value(*name)).into_owned())
            }
            AttrKind::CallSiteLoc { callee, caller } => stack.extend([*caller, *callee]),
            AttrKind::FusedLoc { locs, .. } => stack.extend(locs.iter().rev()),
            _ => {}
        }
    }
    None
}

fn text(arena: &str, span: Span) -> &str {
    &arena[span.start as usize..span.end as usize]
}

impl NameState {
    pub fn new(ctx: &Context, ir: &Ir, root: OpId, flags: &PrintFlags) -> Self {
        let mut s = NameState {
            names: Vec::new(),
            arena: String::new(),
            blocks: FxHashMap::default(),
            groups: FxHashMap::default(),
            op_ids: FxHashMap::default(),
            used: HashTable::new(),
            scopes: vec![Vec::new()],
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
            scratch: String::new(),
        };
        s.names.resize_with(ir.num_value_slots(), || None);
        let unique = flags.generic || flags.unique_ssa_ids;
        let mut stack: Vec<(RegionId, u32, u32, u32, usize)> = Vec::new();
        for &r in ir.regions(root).iter() {
            stack.push((r, 0, 0, 0, 1));
        }
        s.number_op(ctx, ir, root, flags);
        while let Some((r, nv, na, nc, parent_depth)) = stack.pop() {
            if !unique {
                s.next_value = nv;
                s.next_arg = na;
                s.next_conflict = nc;
            }
            while s.scopes.len() > parent_depth {
                for n in s.scopes.pop().unwrap() {
                    let arena = &s.arena;
                    if let Ok(e) = s.used.find_entry(hash_of(text(arena, n)), |x| *x == n) {
                        e.remove();
                    }
                }
            }
            s.scopes.push(Vec::new());
            let depth = s.scopes.len();
            s.number_region(ctx, ir, r, flags);
            for &b in ir.region_blocks(r) {
                for op in ir.block_ops(b) {
                    for &r2 in ir.regions(op) {
                        stack.push((r2, s.next_value, s.next_arg, s.next_conflict, depth));
                    }
                }
            }
        }
        s
    }

    /// Sanitizes `name`, adds a `_N` suffix if it is taken, and marks the
    /// result as taken in the current scope.
    fn unique_name(&mut self, name: &str) -> Span {
        let start = self.arena.len() as u32;
        sanitize_into(name, &mut self.arena);
        let base_end = self.arena.len();
        loop {
            let span = Span {
                start,
                end: self.arena.len() as u32,
            };
            let arena = &self.arena;
            let wanted = text(arena, span);
            let hash = hash_of(wanted);
            if self
                .used
                .find(hash, |&u| text(arena, u) == wanted)
                .is_none()
            {
                self.used
                    .insert_unique(hash, span, |&u| hash_of(text(arena, u)));
                self.scopes.last_mut().unwrap().push(span);
                return span;
            }
            self.arena.truncate(base_end);
            let _ = write!(self.arena, "_{}", self.next_conflict);
            self.next_conflict += 1;
        }
    }

    fn set_name(&mut self, v: Value, name: &str) {
        if name.is_empty() {
            self.names[v.index()] = Some(Name::Num(self.next_value));
            self.next_value += 1;
            return;
        }
        let n = self.unique_name(name);
        self.names[v.index()] = Some(Name::Named(n));
    }

    fn number_region(&mut self, ctx: &Context, ir: &Ir, r: RegionId, flags: &PrintFlags) {
        if !flags.generic {
            if let Some(parent) = ir.region_parent(r) {
                if let Some(f) = ctx
                    .op_def(ir.op_name(parent))
                    .and_then(|d| d.block_arg_names)
                {
                    let mut hints = Vec::new();
                    f(ctx, ir, r, &mut |v, n| hints.push((v, n.to_string())));
                    for (v, n) in hints {
                        if self.names[v.index()].is_none() {
                            self.set_name(v, &n);
                        }
                    }
                }
            }
        }
        for (i, &b) in ir.region_blocks(r).iter().enumerate() {
            self.blocks.entry(b).or_insert((i, i as u32)).0 = i;
            let entry = i == 0;
            for &a in ir.block_args(b) {
                if self.names[a.index()].is_some() {
                    continue;
                }
                // One buffer for every `argN`, so numbering allocates nothing.
                let mut n = std::mem::take(&mut self.scratch);
                n.clear();
                if entry {
                    n.push_str("arg");
                    n.push_str(itoa::Buffer::new().format(self.next_arg));
                    self.next_arg += 1;
                }
                if flags.nameloc_prefix {
                    if let Some(named) = name_from_loc(ctx, ir.value(a).loc) {
                        n = named;
                    }
                }
                self.set_name(a, &n);
                self.scratch = n;
            }
            for op in ir.block_ops(b) {
                self.number_op(ctx, ir, op, flags);
            }
        }
    }

    fn number_op(&mut self, ctx: &Context, ir: &Ir, op: OpId, flags: &PrintFlags) {
        let mut groups: SmallVec<[u32; 2]> = smallvec::smallvec![0u32];
        // A NameLoc names the results in place of the op's own hints (an
        // empty name leaves them numbered).
        let from_loc = if flags.nameloc_prefix && ir.num_results(op) != 0 {
            name_from_loc(ctx, ir.op(op).loc)
        } else {
            None
        };
        if let Some(name) = from_loc {
            self.set_name(ir.result(op, 0), &name);
        } else if !flags.generic {
            if let Some(f) = ctx.op_def(ir.op_name(op)).and_then(|d| d.result_names) {
                // Hints are applied as they come (the hook cannot observe
                // the names), which spares copying each one.
                f(ctx, ir, op, &mut |v, n| {
                    self.set_name(v, n);
                    if let ValueDef::Result { index, .. } = ir.value(v).def {
                        if index != 0 {
                            groups.push(index);
                        }
                    }
                });
            }
        }
        if ir.num_results(op) == 0 {
            if flags.value_users {
                if let std::collections::hash_map::Entry::Vacant(e) = self.op_ids.entry(op) {
                    e.insert(self.next_value);
                    self.next_value += 1;
                }
            }
            return;
        }
        let first = ir.result(op, 0);
        if self.names[first.index()].is_none() {
            self.names[first.index()] = Some(Name::Num(self.next_value));
            self.next_value += 1;
        }
        if groups.len() != 1 {
            groups.sort_unstable();
            self.groups.insert(op, groups.into_vec());
        }
    }

    /// Appends `%N` for a result-less op numbered for value users
    /// (`<<UNKNOWN OPERATION>>` if it was not).
    pub fn write_op_id(&self, op: OpId, out: &mut String) {
        match self.op_ids.get(&op) {
            Some(n) => {
                out.push('%');
                out.push_str(itoa::Buffer::new().format(*n));
            }
            None => out.push_str("<<UNKNOWN OPERATION>>"),
        }
    }

    /// Result group starts of `op` if it has several named groups.
    pub fn result_groups(&self, op: OpId) -> Option<&[u32]> {
        self.groups.get(&op).map(|g| g.as_slice())
    }

    /// Appends `^bbN` for `b` (`INVALIDBLOCK` if it was not numbered).
    pub fn write_block_name(&self, b: BlockId, out: &mut String) {
        match self.blocks.get(&b) {
            Some((_, n)) => {
                out.push_str("^bb");
                out.push_str(itoa::Buffer::new().format(*n));
            }
            None => out.push_str("INVALIDBLOCK"),
        }
    }

    /// `^bbN` for `b` (`INVALIDBLOCK` if it was not numbered).
    pub fn block_name(&self, b: BlockId) -> String {
        let mut s = String::new();
        self.write_block_name(b, &mut s);
        s
    }

    pub fn block_order(&self, b: BlockId) -> usize {
        self.blocks.get(&b).map_or(usize::MAX, |(i, _)| *i)
    }

    /// `%name` or `%name#n` for `v`.
    pub fn write_value(&self, ir: &Ir, v: Value, print_result_no: bool, out: &mut String) {
        let mut lookup = v;
        let mut result_no = None;
        if let ValueDef::Result { op, index } = ir.value(v).def {
            let n = ir.num_results(op) as u32;
            if n != 1 {
                match self.groups.get(&op) {
                    None => {
                        result_no = Some(index);
                        lookup = ir.result(op, 0);
                    }
                    Some(g) => {
                        let pos = g.partition_point(|&s| s <= index);
                        let (start, size) = if pos == g.len() {
                            (g[g.len() - 1], n - g[g.len() - 1])
                        } else {
                            (g[pos - 1], g[pos] - g[pos - 1])
                        };
                        if size != 1 {
                            result_no = Some(index - start);
                        }
                        lookup = ir.result(op, start as usize);
                    }
                }
            }
        }
        match self.names.get(lookup.index()).and_then(|n| n.as_ref()) {
            None => out.push_str("<<UNKNOWN SSA VALUE>>"),
            Some(Name::Num(n)) => {
                out.push('%');
                out.push_str(itoa::Buffer::new().format(*n));
            }
            Some(Name::Named(span)) => {
                out.push('%');
                out.push_str(text(&self.arena, *span));
            }
        }
        if let (Some(r), true) = (result_no, print_result_no) {
            let _ = write!(out, "#{r}");
        }
    }
}
