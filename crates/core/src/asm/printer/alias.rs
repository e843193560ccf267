//! Alias generation (`#map`, `#set`, `#loc`, `!tuple`...), mirroring
//! MLIR's `AliasInitializer`: a dry run of the printer visits every
//! attribute and type in printing order; each gets a depth (1 + the deepest
//! aliased child) so that an alias is always defined after those it uses;
//! names are then numbered in (depth, types-first, name) order.

use crate::attrs::AttrKind;
use crate::context::Context;
use crate::ir::{Ir, OpId};
use crate::types::TypeKind;
use crate::{Attribute, Type};
use rustc_hash::FxHashMap;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
/// A type or attribute that may get an alias.
pub enum Symbol {
    /// An attribute (`#alias`).
    Attr(Attribute),
    /// A type (`!alias`).
    Type(Type),
}

struct Entry {
    symbol: Symbol,
    alias: Option<&'static str>,
    depth: usize,
    can_defer: bool,
    children: Vec<usize>,
}

#[derive(Default)]
/// Gathers aliasable attributes and types during the printer's dry run,
/// with their depths, then numbers them into an [`AliasMap`].
pub(crate) struct AliasCollector {
    entries: Vec<Entry>,
    /// Entry index + 1 by attribute id and by type id (0: not visited);
    /// ids are dense, so arrays beat hashing here.
    attr_index: Vec<u32>,
    type_index: Vec<u32>,
    /// What is known of whether each attribute and type reaches an
    /// aliasable symbol (see [`AliasCollector::reaches_alias`]), by id.
    reach_attrs: Vec<Reach>,
    reach_types: Vec<Reach>,
    /// Scratch lists of [`AliasCollector::reaches_alias`].
    reach_stack: Vec<Symbol>,
    reach_seen: Vec<Symbol>,
}

/// Whether a symbol reaches an aliasable one through [`for_each_child`].
#[derive(Copy, Clone, Default, PartialEq, Eq)]
enum Reach {
    #[default]
    Unknown,
    /// Being searched from the current root.
    Visiting,
    No,
    Yes,
}

/// The final aliases, in the order they are printed.
#[derive(Default)]
pub struct AliasMap {
    names: FxHashMap<Symbol, String>,
    /// Whether any type has an alias: most modules have none, and types
    /// are printed for nearly every op.
    any_type_alias: bool,
    /// `(symbol, name, deferred)` in definition order.
    pub ordered: Vec<(Symbol, String, bool)>,
}

impl AliasMap {
    /// The alias (`#map1`) printed for attribute `a`, if any.
    pub fn attr_alias(&self, a: Attribute) -> Option<&str> {
        if self.names.is_empty() {
            return None;
        }
        self.names.get(&Symbol::Attr(a)).map(|s| s.as_str())
    }
    /// The alias (`!tuple`) printed for type `t`, if any.
    pub fn type_alias(&self, t: Type) -> Option<&str> {
        if !self.any_type_alias {
            return None;
        }
        self.names.get(&Symbol::Type(t)).map(|s| s.as_str())
    }
}

/// The builtin dialect's alias names (its `OpAsmDialectInterface`).
fn builtin_alias(ctx: &Context, s: Symbol) -> Option<&'static str> {
    match s {
        Symbol::Attr(a) => match ctx.attr_kind(a) {
            AttrKind::AffineMap(_) => Some("map"),
            AttrKind::IntegerSet(_) => Some("set"),
            AttrKind::Distinct { referenced, .. } => {
                (!matches!(ctx.attr_kind(*referenced), AttrKind::Unit)).then_some("distinct")
            }
            k if k.is_location() => Some("loc"),
            _ => None,
        },
        Symbol::Type(t) => match ctx.type_kind(t) {
            TypeKind::Tuple(ts) if ts.len() > 16 => Some("tuple"),
            _ => None,
        },
    }
}

impl AliasCollector {
    /// Visits attribute `a` and what it contains; `can_defer`: it may be
    /// printed as a deferred alias (locations); `elide_type`: its type is not
    /// printed. Returns its depth and entry index.
    pub fn visit_attr(
        &mut self,
        ctx: &Context,
        a: Attribute,
        can_defer: bool,
        elide_type: bool,
    ) -> (usize, usize) {
        if let Some(seen) = self.seen(Symbol::Attr(a), can_defer) {
            return seen;
        }
        crate::support::stack::grow(|| self.visit(ctx, Symbol::Attr(a), can_defer, elide_type))
    }

    /// The depth and entry index of `s` if it was visited before (marked
    /// non-deferrable unless `can_defer`): what [`AliasCollector::visit`]
    /// starts with, done before making room on the stack, since most
    /// symbols are printed many times.
    fn seen(&mut self, s: Symbol, can_defer: bool) -> Option<(usize, usize)> {
        let found = match s {
            Symbol::Attr(a) => self.attr_index.get(a.index() as usize),
            Symbol::Type(t) => self.type_index.get(t.index() as usize),
        }
        .copied()
        .filter(|&f| f != 0)?;
        let i = found as usize - 1;
        if !can_defer {
            self.mark_non_deferrable(i);
        }
        Some((self.entries[i].depth, i))
    }

    /// Visits type `t` and what it contains; returns its depth and entry
    /// index.
    pub fn visit_type(&mut self, ctx: &Context, t: Type, can_defer: bool) -> (usize, usize) {
        if let Some(seen) = self.seen(Symbol::Type(t), can_defer) {
            return seen;
        }
        crate::support::stack::grow(|| self.visit(ctx, Symbol::Type(t), can_defer, false))
    }

    fn visit(
        &mut self,
        ctx: &Context,
        s: Symbol,
        can_defer: bool,
        elide_type: bool,
    ) -> (usize, usize) {
        let slot = match s {
            Symbol::Attr(a) => (&mut self.attr_index, a.index() as usize),
            Symbol::Type(t) => (&mut self.type_index, t.index() as usize),
        };
        if slot.0.len() <= slot.1 {
            slot.0.resize(slot.1 + 1, 0);
        }
        let found = slot.0[slot.1];
        if found != 0 {
            let i = found as usize - 1;
            if !can_defer {
                self.mark_non_deferrable(i);
            }
            return (self.entries[i].depth, i);
        }
        let alias = builtin_alias(ctx, s);
        let idx = self.entries.len();
        self.entries.push(Entry {
            symbol: s,
            alias,
            depth: alias.is_some() as usize,
            can_defer,
            children: Vec::new(),
        });
        match s {
            Symbol::Attr(a) => self.attr_index[a.index() as usize] = idx as u32 + 1,
            Symbol::Type(t) => self.type_index[t.index() as usize] = idx as u32 + 1,
        }
        let mut children = Vec::new();
        let mut max_depth = 0;
        let mut child = |this: &mut Self, c: Symbol| {
            let (d, i) = match c {
                Symbol::Attr(a) => this.visit_attr(ctx, a, can_defer, false),
                Symbol::Type(t) => this.visit_type(ctx, t, can_defer),
            };
            children.push(i);
            max_depth = max_depth.max(d);
        };
        for_each_child(ctx, s, elide_type, |c| child(self, c));
        let e = &mut self.entries[idx];
        e.children = children;
        if max_depth > 0 {
            e.depth = max_depth + 1;
        }
        (e.depth, idx)
    }

    fn mark_non_deferrable(&mut self, i: usize) {
        // The common case, a symbol already marked: no work list needed.
        if !self.entries[i].can_defer {
            return;
        }
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            if !self.entries[i].can_defer {
                continue;
            }
            self.entries[i].can_defer = false;
            stack.extend(self.entries[i].children.iter().copied());
        }
    }

    fn reach(&mut self, s: Symbol) -> &mut Reach {
        let (states, i) = match s {
            Symbol::Attr(a) => (&mut self.reach_attrs, a.index() as usize),
            Symbol::Type(t) => (&mut self.reach_types, t.index() as usize),
        };
        if states.len() <= i {
            states.resize(i + 1, Reach::Unknown);
        }
        &mut states[i]
    }

    /// Whether `s` or anything [`for_each_child`] reaches from it (types
    /// included) gets an alias: if not, visiting `s` cannot change the
    /// aliases. A search that finds nothing settles every symbol it went
    /// through, so each is searched once however often it is printed.
    #[inline]
    pub(crate) fn reaches_alias(&mut self, ctx: &Context, s: Symbol) -> bool {
        // Nearly every symbol is settled: answered without a call.
        let known = match s {
            Symbol::Attr(a) => self.reach_attrs.get(a.index() as usize),
            Symbol::Type(t) => self.reach_types.get(t.index() as usize),
        };
        match known {
            Some(Reach::No) => false,
            Some(Reach::Yes) => true,
            _ => self.search_alias(ctx, s),
        }
    }

    /// [`AliasCollector::reaches_alias`] for a symbol not settled yet.
    #[inline(never)]
    fn search_alias(&mut self, ctx: &Context, s: Symbol) -> bool {
        let mut stack = std::mem::take(&mut self.reach_stack);
        let mut seen = std::mem::take(&mut self.reach_seen);
        stack.clear();
        seen.clear();
        stack.push(s);
        let mut found = false;
        while let Some(x) = stack.pop() {
            let state = self.reach(x);
            match *state {
                Reach::No | Reach::Visiting => continue,
                Reach::Yes => {
                    found = true;
                    break;
                }
                Reach::Unknown => *state = Reach::Visiting,
            }
            seen.push(x);
            if builtin_alias(ctx, x).is_some() {
                found = true;
                break;
            }
            for_each_child(ctx, x, false, |c| stack.push(c));
        }
        // Only a search that ended without finding one saw whole subtrees.
        let settled = if found { Reach::Unknown } else { Reach::No };
        for &x in &seen {
            *self.reach(x) = settled;
        }
        if found {
            *self.reach(s) = Reach::Yes;
        }
        self.reach_stack = stack;
        self.reach_seen = seen;
        found
    }

    /// Whether what the printer of `op` itself prints without locations
    /// (its attribute and property dictionaries, the types of its operands
    /// and results: a superset of what printers print) may get an alias.
    pub(crate) fn op_reaches_alias(&mut self, ctx: &Context, ir: &Ir, op: OpId) -> bool {
        let d = ir.op(op);
        if self.reaches_alias(ctx, Symbol::Attr(d.attrs))
            || d.properties
                .is_some_and(|p| self.reaches_alias(ctx, Symbol::Attr(p)))
        {
            return true;
        }
        for &v in ir.operand_values(op) {
            if self.reaches_alias(ctx, Symbol::Type(ir.value_type(v))) {
                return true;
            }
        }
        ir.results(op)
            .any(|v| self.reaches_alias(ctx, Symbol::Type(ir.value_type(v))))
    }

    /// Whether printing `root` without locations may need an alias: whether
    /// an op under it or a block argument's type reaches an aliasable
    /// symbol. When none does, the alias-collecting dry run would find
    /// nothing and can be skipped (far cheaper than running every op's
    /// printer). What is learnt is kept for the dry run.
    pub(crate) fn may_need_aliases(&mut self, ctx: &Context, ir: &Ir, root: OpId) -> bool {
        let mut ops = vec![root];
        while let Some(op) = ops.pop() {
            if self.op_reaches_alias(ctx, ir, op) {
                return true;
            }
            for &r in ir.regions(op) {
                for &b in ir.region_blocks(r) {
                    for &a in ir.block_args(b) {
                        if self.reaches_alias(ctx, Symbol::Type(ir.value_type(a))) {
                            return true;
                        }
                    }
                    ops.extend(ir.block_ops(b));
                }
            }
        }
        false
    }

    /// Names the aliases (`map`, `map1`, ...) and orders them for printing.
    pub fn finish(self) -> AliasMap {
        let mut order: Vec<usize> = (0..self.entries.len())
            .filter(|&i| self.entries[i].alias.is_some())
            .collect();
        order.sort_by(|&a, &b| {
            let (ea, eb) = (&self.entries[a], &self.entries[b]);
            let ta = matches!(ea.symbol, Symbol::Type(_));
            let tb = matches!(eb.symbol, Symbol::Type(_));
            ea.depth
                .cmp(&eb.depth)
                .then(tb.cmp(&ta))
                .then(ea.alias.cmp(&eb.alias))
        });
        let mut counts: FxHashMap<&str, u32> = FxHashMap::default();
        let mut map = AliasMap::default();
        for i in order {
            let e = &self.entries[i];
            let base = e.alias.unwrap();
            let n = counts.entry(base).or_insert(0);
            let prefix = if matches!(e.symbol, Symbol::Type(_)) {
                '!'
            } else {
                '#'
            };
            let name = if *n == 0 {
                format!("{prefix}{base}")
            } else {
                format!("{prefix}{base}{n}")
            };
            *n += 1;
            map.any_type_alias |= matches!(e.symbol, Symbol::Type(_));
            map.names.insert(e.symbol, name.clone());
            map.ordered.push((e.symbol, name, e.can_defer));
        }
        map
    }
}

/// Calls `f` on each attribute and type that printing `s` prints within
/// it, in printing order (the type of a typed attribute unless elided).
pub(crate) fn for_each_child(
    ctx: &Context,
    s: Symbol,
    elide_type: bool,
    mut f: impl FnMut(Symbol),
) {
    match s {
        Symbol::Attr(a) => {
            let kind = ctx.attr_kind(a);
            let mut typed = None;
            match kind {
                AttrKind::AffineMap(_)
                | AttrKind::DenseArray { .. }
                | AttrKind::Float { .. }
                | AttrKind::Integer { .. }
                | AttrKind::IntegerSet(_)
                | AttrKind::Unit => {}
                AttrKind::Distinct { referenced, .. } => f(Symbol::Attr(*referenced)),
                AttrKind::Dictionary(es) => {
                    for e in es.iter() {
                        f(Symbol::Attr(e.name));
                        f(Symbol::Attr(e.value));
                    }
                }
                AttrKind::Array(es) => {
                    for e in es.iter() {
                        f(Symbol::Attr(*e));
                    }
                }
                AttrKind::Type(t) => f(Symbol::Type(*t)),
                AttrKind::NameLoc { child: c, .. }
                    if !matches!(ctx.attr_kind(*c), AttrKind::UnknownLoc) =>
                {
                    f(Symbol::Attr(*c));
                }
                AttrKind::CallSiteLoc { callee, caller } => {
                    f(Symbol::Attr(*callee));
                    f(Symbol::Attr(*caller));
                }
                AttrKind::FusedLoc { locs, metadata } => {
                    if let Some(m) = metadata {
                        f(Symbol::Attr(*m));
                    }
                    for l in locs.iter() {
                        f(Symbol::Attr(*l));
                    }
                }
                AttrKind::String { ty, .. }
                | AttrKind::DenseIntOrFloat { ty, .. }
                | AttrKind::DenseString { ty, .. }
                | AttrKind::DenseResource { ty, .. }
                | AttrKind::Sparse { ty, .. }
                | AttrKind::Opaque { ty, .. } => typed = Some(*ty),
                _ => {}
            }
            if !elide_type {
                if let Some(t) = typed {
                    if !matches!(ctx.type_kind(t), TypeKind::None) {
                        f(Symbol::Type(t));
                    }
                }
            }
        }
        Symbol::Type(t) => match ctx.type_kind(t) {
            TypeKind::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => {
                f(Symbol::Type(*element));
                if let Some(l) = layout {
                    f(Symbol::Attr(*l));
                }
                if let Some(m) = memory_space {
                    f(Symbol::Attr(*m));
                }
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                f(Symbol::Type(*element));
                if let Some(m) = memory_space {
                    f(Symbol::Attr(*m));
                }
            }
            TypeKind::Complex(e) => f(Symbol::Type(*e)),
            TypeKind::Function { inputs, results } => {
                for x in inputs.iter().chain(results.iter()) {
                    f(Symbol::Type(*x));
                }
            }
            TypeKind::Tuple(ts) => {
                for x in ts.iter() {
                    f(Symbol::Type(*x));
                }
            }
            TypeKind::Vector { element, .. } | TypeKind::UnrankedTensor { element } => {
                f(Symbol::Type(*element))
            }
            TypeKind::RankedTensor {
                element, encoding, ..
            } => {
                f(Symbol::Type(*element));
                if let Some(e) = encoding {
                    f(Symbol::Attr(*e));
                }
            }
            _ => {}
        },
    }
}
