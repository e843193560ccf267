//! The printer: operations in custom or generic form, with SSA names,
//! aliases, locations and the file metadata, byte-identical to mlir-opt.
//!
//! [`OpPrinter`] is also what dialects' custom printers receive (MLIR's
//! `OpAsmPrinter`). It runs twice: once in *collect* mode, where printing a
//! type or attribute only records it for alias generation (MLIR's dummy
//! alias printer), then for real.
//!
//! With threading on, the functions of a large module are printed on
//! worker threads into buffers appended in order, after the serial alias
//! collection and value numbering; `parallel`'s module doc gives the design
//! and why the text is byte-identical to the serial printer's.

pub mod alias;
pub mod attrs;
mod expansion;
mod names;
mod parallel;
mod users;

use crate::attrs::{AttrKind, NamedAttr};
use crate::context::Context;
use crate::dialect::Traits;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value};
use crate::{Attribute, Type};
use alias::{AliasCollector, AliasMap, Symbol};
pub use attrs::{escape_into, keyword_or_string, AsmWriter, Elision};
pub use expansion::{check_print_expansion, MAX_EXPANSION};
use names::NameState;
pub use parallel::parallel_runs;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::fmt::Write;

/// What to print and how, as mlir-opt's `--mlir-print-*` and
/// `--mlir-elide-*` flags set it.
#[derive(Clone, Copy, Default, Debug)]
pub struct PrintFlags {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debug_info: bool,
    /// `--mlir-print-local-scope`.
    pub local_scope: bool,
    /// `--mlir-print-skip-regions`: every region prints as `{...}`.
    pub skip_regions: bool,
    /// `--mlir-use-nameloc-as-prefix`: values are named after the `NameLoc`
    /// of their location.
    pub nameloc_prefix: bool,
    /// How elements attributes print (`--mlir-elide-elementsattrs-if-larger`,
    /// `--mlir-print-elementsattrs-with-hex-if-larger`).
    pub elements: ElementsLimits,
    /// `--mlir-pretty-debuginfo`: locations (with `debug_info`) print
    /// without `loc(...)`, file names unquoted, the top level never as an
    /// alias.
    pub pretty_debuginfo: bool,
    /// `--mlir-print-value-users`: comments listing each value's users.
    pub value_users: bool,
    /// `--mlir-print-unique-ssa-ids`: value numbers and name suffixes run
    /// on across regions instead of restarting in each.
    pub unique_ssa_ids: bool,
    /// The caller has verified the op (MLIR's `assumeVerified`). Otherwise
    /// [`print_top_level`] verifies it first and, if that fails, prints the
    /// generic form: custom printers may rely on what verification checks.
    pub assume_verified: bool,
}

/// Thresholds on the number of elements of a dense or sparse elements
/// attribute past which it prints differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ElementsLimits {
    /// More elements than this (and not a splat): printed as
    /// `dense_resource<__elided__>`. `None` never elides.
    pub elide_if_larger: Option<u64>,
    /// More elements than this (and not a splat): integer and float
    /// elements printed as one hex string; `-1` never does (MLIR's default
    /// is 100).
    pub hex_if_larger: i64,
    /// Resource entries whose value prints longer than this many
    /// characters are left out of the file metadata (mlir-opt's
    /// `--mlir-elide-resource-strings-if-larger`). `None` keeps all.
    pub resource_strings_if_larger: Option<u64>,
}

impl Default for ElementsLimits {
    fn default() -> Self {
        ElementsLimits {
            elide_if_larger: None,
            hex_if_larger: 100,
            resource_strings_if_larger: None,
        }
    }
}

impl ElementsLimits {
    /// Whether an attribute of `count` elements prints elided.
    pub fn elide(&self, count: u64, splat: bool) -> bool {
        !splat && self.elide_if_larger.is_some_and(|limit| count > limit)
    }

    /// Whether an attribute of `count` elements prints as a hex string.
    pub fn hex(&self, count: u64, splat: bool) -> bool {
        // Compared as MLIR does, in signed 64 bits: only -1 disables.
        !splat && self.hex_if_larger != -1 && count as i64 > self.hex_if_larger
    }
}

enum Mode<'c> {
    Collect(AliasCollector),
    Print(AsmWriter<'c>),
}

/// Prints ops in MLIR's textual form (MLIR's `OpAsmPrinter`): custom
/// printers write through it. Each op is printed twice: once in a dry run
/// collecting aliases, in which nothing is written, then for real.
pub struct OpPrinter<'c> {
    /// The context types and attributes come from.
    pub ctx: &'c Context,
    /// The IR being printed.
    pub ir: &'c Ir,
    /// The `--mlir-print-*` options in effect.
    pub flags: PrintFlags,
    mode: Mode<'c>,
    names: Option<Names<'c>>,
    indent: usize,
    default_dialect: Vec<&'static str>,
    /// Collect-mode scratch output that is thrown away.
    sink: String,
    /// Destination of the text when printing a whole file.
    stream: Option<Stream<'c>>,
    /// Predecessors of the blocks of each region being printed, innermost
    /// last: found once per region, as scanning the region's terminators
    /// for every block header made printing quadratic in the block count.
    preds: Vec<(RegionId, Predecessors)>,
    /// A block whose ops may be printed on several threads (see
    /// `parallel`), taken when the printer gets there.
    parallel_block: Option<BlockId>,
}

/// The value names a printer spells: its own, or on a thread of a parallel
/// print, the main printer's.
enum Names<'c> {
    Owned(Box<NameState>),
    Shared(&'c NameState),
}

impl std::ops::Deref for Names<'_> {
    type Target = NameState;
    fn deref(&self) -> &NameState {
        match self {
            Names::Owned(n) => n,
            Names::Shared(n) => n,
        }
    }
}

/// Prints a top-level op (normally the module) as mlir-opt does, with alias
/// definitions before and after it and the referenced resource blobs,
/// streaming the text to `out`.
pub fn print_top_level(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    flags: PrintFlags,
    resources: &crate::asm::resources::Resources,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut flags = flags;
    if !flags.generic && !flags.assume_verified && crate::verify::verify(ctx, ir, op).is_err() {
        flags.generic = true;
    }
    let mut collect = OpPrinter {
        ctx,
        ir,
        flags,
        mode: Mode::Collect(AliasCollector::default()),
        names: None,
        indent: 0,
        default_dialect: vec!["builtin"],
        sink: String::new(),
        stream: None,
        preds: Vec::new(),
        parallel_block: None,
    };
    // With a local scope MLIR prints the op alone: no aliases, no metadata.
    // Without locations to print, the dry run only matters if the context
    // holds something that could get an alias, and the op reaches it.
    let dry_run = !flags.local_scope
        && (flags.debug_info
            || (ctx.may_have_aliases()
                && match &mut collect.mode {
                    Mode::Collect(c) => c.may_need_aliases(ctx, ir, op),
                    Mode::Print(_) => false,
                }));
    if dry_run {
        collect.print_custom_or_generic(op);
    }
    let Mode::Collect(collector) = collect.mode else {
        unreachable!()
    };
    let aliases = collector.finish();
    let names = NameState::new(ctx, ir, op, &flags);
    let mut p = OpPrinter {
        ctx,
        ir,
        flags,
        mode: Mode::Print(
            AsmWriter::new(ctx, Some(&aliases))
                .with_elements(flags.elements)
                .with_pretty_locations(flags.pretty_debuginfo && flags.debug_info),
        ),
        names: Some(Names::Owned(Box::new(names))),
        indent: 0,
        default_dialect: vec!["builtin"],
        sink: String::new(),
        stream: Some(Stream { out, error: None }),
        preds: Vec::new(),
        parallel_block: parallel::block_to_split(ctx, ir, op),
    };
    p.print_aliases(&aliases, false);
    p.print_full_op_with_loc(op);
    if !flags.local_scope {
        p.write("\n");
    }
    p.print_aliases(&aliases, true);
    let Mode::Print(mut w) = p.mode else {
        unreachable!()
    };
    if !flags.local_scope {
        crate::asm::resources::print_resources(
            &mut w.out,
            &w.resources_used,
            resources,
            flags.elements.resource_strings_if_larger,
        );
    }
    let stream = p.stream.expect("stream");
    if let Some(e) = stream.error {
        return Err(e);
    }
    // Opaque dialect bodies go out as the bytes they were read from.
    stream
        .out
        .write_all(&crate::support::raw_text::decode(w.out.as_bytes()))
}

/// SSA value names as the printer spells them for the IR under a scope op
/// (the names MLIR's `Value::printAsOperand` finds through an `AsmState`
/// of that op), numbered once and then looked up per value.
pub struct ValueNames(NameState);

impl ValueNames {
    /// Names the values of `scope` and of everything it holds, as printing
    /// `scope` with `flags` would.
    pub fn new(ctx: &Context, ir: &Ir, scope: OpId, flags: &PrintFlags) -> Self {
        ValueNames(NameState::new(ctx, ir, scope, flags))
    }

    /// Appends `%name` or `%name#n` for `v` (`<<UNKNOWN SSA VALUE>>` for a
    /// value outside the scope).
    pub fn write(&self, ir: &Ir, v: Value, out: &mut String) {
        self.0.write_value(ir, v, true, out);
    }
}

/// Where printed text goes once the buffer is large enough.
struct Stream<'c> {
    out: &'c mut dyn std::io::Write,
    error: Option<std::io::Error>,
}

/// Flush threshold for streamed output.
const FLUSH_AT: usize = 1 << 16;

impl<'c> OpPrinter<'c> {
    /// Hands the buffered text to the output stream (between ops).
    fn maybe_flush(&mut self) {
        let (Mode::Print(w), Some(s)) = (&mut self.mode, &mut self.stream) else {
            return;
        };
        if w.out.len() < FLUSH_AT || s.error.is_some() {
            return;
        }
        if let Err(e) = s
            .out
            .write_all(&crate::support::raw_text::decode(w.out.as_bytes()))
        {
            s.error = Some(e);
        }
        w.out.clear();
    }

    fn collecting(&self) -> bool {
        matches!(self.mode, Mode::Collect(_))
    }

    /// Raw text.
    pub fn write(&mut self, s: &str) {
        match &mut self.mode {
            // Most writes are one character of punctuation: pushed as a
            // byte, without a call to copy it.
            Mode::Print(w) if s.len() == 1 => w.out.push(s.as_bytes()[0] as char),
            Mode::Print(w) => w.out.push_str(s),
            Mode::Collect(_) => {
                self.sink.clear();
            }
        }
    }

    fn out(&mut self) -> &mut String {
        match &mut self.mode {
            Mode::Print(w) => &mut w.out,
            Mode::Collect(_) => {
                self.sink.clear();
                &mut self.sink
            }
        }
    }

    /// Writes type `t` (or its alias).
    pub fn print_type(&mut self, t: Type) {
        match &mut self.mode {
            Mode::Print(w) => w.print_type(t),
            Mode::Collect(c) => {
                c.visit_type(self.ctx, t, false);
            }
        }
    }

    /// `t1, t2, ...`.
    pub fn print_types(&mut self, ts: &[Type]) {
        for (i, t) in ts.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_type(*t);
        }
    }

    /// The types of `vs`, comma-separated (as [`OpPrinter::print_types`]
    /// prints them, without collecting them first).
    pub fn print_value_types(&mut self, vs: impl IntoIterator<Item = Value>) {
        let ir = self.ir;
        for (i, v) in vs.into_iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_type(ir.value_type(v));
        }
    }

    /// Whether this is the alias-collecting dry run, whose text is thrown
    /// away: custom printers may skip work that prints only text (operand
    /// names, numbers), as long as every type and attribute is still
    /// printed through the printer.
    pub fn is_collecting(&self) -> bool {
        self.collecting()
    }

    /// Writes the decimal form of `v` (without going through `fmt`).
    pub fn write_int(&mut self, v: i64) {
        if let Mode::Print(w) = &mut self.mode {
            w.out.push_str(itoa::Buffer::new().format(v));
        }
    }

    /// Runs `f` on the output text and a writer of SSA names, for custom
    /// printers that spell operands inside other text (affine expressions
    /// over SSA values) and would otherwise build that text apart. Nothing
    /// runs in the alias-collecting dry run.
    pub fn write_with_names(&mut self, f: impl FnOnce(&mut String, &dyn Fn(Value, &mut String))) {
        let ir = self.ir;
        if let (Some(n), Mode::Print(w)) = (&self.names, &mut self.mode) {
            let names: &NameState = n;
            f(&mut w.out, &|v, out| names.write_value(ir, v, true, out));
        }
    }

    /// Writes attribute `a` with its type (or its alias).
    pub fn print_attr(&mut self, a: Attribute) {
        match &mut self.mode {
            Mode::Print(w) => w.print_attr(a, Elision::Never),
            Mode::Collect(c) => {
                c.visit_attr(self.ctx, a, false, false);
            }
        }
    }

    /// Writes attribute `a` without its type (MLIR's
    /// `printAttributeWithoutType`).
    pub fn print_attr_without_type(&mut self, a: Attribute) {
        match &mut self.mode {
            Mode::Print(w) => w.print_attr(a, Elision::Must),
            Mode::Collect(c) => {
                c.visit_attr(self.ctx, a, false, false);
            }
        }
    }

    /// Writes `v`'s SSA name (`%0`, `%arg1`, `%x#2`).
    pub fn print_operand(&mut self, v: Value) {
        if let (Some(n), Mode::Print(w)) = (&self.names, &mut self.mode) {
            n.write_value(self.ir, v, true, &mut w.out);
        }
    }

    /// The printed name of `v` (`%0`, `%arg1#2`), for custom printers that
    /// spell operands inside other text (affine maps of SSA values); empty
    /// in the alias-collecting dry run.
    pub fn operand_name(&self, v: Value) -> String {
        let mut s = String::new();
        self.write_operand_name(v, &mut s);
        s
    }

    /// Appends the name of `v` (`%x`, `%x#1`) to `out`, as
    /// [`OpPrinter::operand_name`] spells it (nothing while collecting
    /// aliases).
    pub fn write_operand_name(&self, v: Value, out: &mut String) {
        if let (Some(n), Mode::Print(_)) = (&self.names, &self.mode) {
            n.write_value(self.ir, v, true, out);
        }
    }

    /// Comma-separated SSA names of `vs`.
    pub fn print_operands(&mut self, vs: impl IntoIterator<Item = Value>) {
        for (i, v) in vs.into_iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_operand(v);
        }
    }

    /// `@name`, quoted if needed (MLIR's `printSymbolName`).
    pub fn print_symbol_name(&mut self, name: &[u8]) {
        let out = self.out();
        attrs::symbol_ref(out, name);
    }

    /// `s` bare if it is an identifier, else quoted (MLIR's
    /// `printKeywordOrString`).
    pub fn print_keyword_or_string(&mut self, s: &[u8]) {
        let out = self.out();
        keyword_or_string(out, s);
    }

    /// `s` as an escaped, quoted string.
    pub fn print_string(&mut self, s: &[u8]) {
        let out = self.out();
        out.push('"');
        escape_into(out, s);
        out.push('"');
    }

    /// A line break followed by the current indentation.
    pub fn print_newline(&mut self) {
        self.out().push('\n');
        self.write_indent();
    }

    /// The current indentation, written in chunks: deeply nested regions
    /// indent by tens of thousands of spaces per line. Nothing is written
    /// in the alias-collecting dry run, whose text is thrown away.
    fn write_indent(&mut self) {
        const SPACES: &str = "                                                                ";
        let Mode::Print(w) = &mut self.mode else {
            return;
        };
        let mut n = self.indent;
        while n > 0 {
            let k = n.min(SPACES.len());
            w.out.push_str(&SPACES[..k]);
            n -= k;
        }
    }

    /// Indents following lines by two more spaces.
    pub fn increase_indent(&mut self) {
        self.indent += 2;
    }

    /// Undoes one [`OpPrinter::increase_indent`].
    pub fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(2);
    }

    /// ` {a = 1, b}` for the attributes not in `elided`.
    pub fn print_optional_attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.attr_dict(attrs, elided, false)
    }

    /// ` attributes {a = 1, b}` for the attributes not in `elided` (MLIR's
    /// `printOptionalAttrDictWithKeyword`); nothing if none remain.
    pub fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.attr_dict(attrs, elided, true)
    }

    fn attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str], keyword: bool) {
        // Most printed ops have no attribute left to print: that case
        // returns before anything is built.
        if attrs.is_empty() {
            return;
        }
        let ctx = self.ctx;
        let is_kept = |a: &NamedAttr| {
            let name = ctx.str_value(a.name);
            !elided.iter().any(|e| e.as_bytes() == name)
        };
        let mut kept = attrs.iter().filter(|a| is_kept(a)).peekable();
        if kept.peek().is_none() {
            return;
        }
        match &mut self.mode {
            Mode::Collect(c) => {
                for a in kept {
                    c.visit_attr(ctx, a.value, false, false);
                }
            }
            Mode::Print(w) => {
                if keyword {
                    w.out.push_str(" attributes");
                }
                w.out.push_str(" {");
                for (i, a) in kept.enumerate() {
                    if i > 0 {
                        w.out.push_str(", ");
                    }
                    w.named_attr(a.name, a.value);
                }
                w.out.push('}');
            }
        }
    }

    /// `loc(...)` when printing debug info (op locations may use aliases).
    pub fn print_trailing_location(&mut self, loc: Attribute, allow_alias: bool) {
        if !self.flags.debug_info {
            return;
        }
        match &mut self.mode {
            Mode::Print(w) => {
                w.out.push(' ');
                w.print_location(loc, allow_alias);
            }
            Mode::Collect(c) => {
                c.visit_attr(self.ctx, loc, false, false);
            }
        }
    }

    /// `loc(...)` inside custom syntax (MLIR's `printOptionalLocationSpecifier`).
    pub fn print_optional_location_specifier(&mut self, loc: Attribute) {
        self.print_trailing_location(loc, true)
    }

    /// The successor's block name (`^bb1`).
    pub fn print_successor(&mut self, b: BlockId) {
        if let (Some(n), Mode::Print(w)) = (&self.names, &mut self.mode) {
            n.write_block_name(b, &mut w.out);
        }
    }

    /// `^bb1(%a, %b : i32, f32)`, or just `^bb1` without operands.
    pub fn print_successor_and_use_list(&mut self, b: BlockId, operands: &[Value]) {
        self.print_successor(b);
        if operands.is_empty() {
            return;
        }
        self.write("(");
        self.print_operands(operands.iter().copied());
        self.write(" : ");
        self.print_value_types(operands.iter().copied());
        self.write(")");
    }

    /// `%arg: type {attrs} loc(...)`
    pub fn print_region_argument(&mut self, v: Value, attrs: &[NamedAttr], omit_type: bool) {
        self.print_operand(v);
        if !omit_type {
            self.write(": ");
            self.print_type(self.ir.value_type(v));
        }
        // MLIR's alias collector does not look into region-argument
        // attributes, so what appears only there is printed inline.
        if !self.collecting() {
            self.print_optional_attr_dict(attrs, &[]);
        }
        let loc = self.ir.value(v).loc;
        if self.flags.debug_info {
            match &mut self.mode {
                Mode::Print(w) => {
                    w.out.push(' ');
                    w.print_location(loc, false);
                }
                Mode::Collect(c) => {
                    c.visit_attr(self.ctx, loc, false, false);
                }
            }
        }
    }

    /// `(inputs) -> results` of an op's operand and result types.
    pub fn print_functional_type(&mut self, op: OpId) {
        let ins: SmallVec<[Type; 4]> = self
            .ir
            .operands(op)
            .map(|v| self.ir.value_type(v))
            .collect();
        let outs: SmallVec<[Type; 2]> =
            self.ir.results(op).map(|v| self.ir.value_type(v)).collect();
        self.write("(");
        self.print_types(&ins);
        self.write(") -> ");
        let wrap = outs.len() != 1
            || matches!(
                self.ctx.type_kind(outs[0]),
                crate::types::TypeKind::Function { .. }
            );
        if wrap {
            self.write("(");
        }
        self.print_types(&outs);
        if wrap {
            self.write(")");
        }
    }

    // ---- operations ----

    fn print_aliases(&mut self, aliases: &AliasMap, deferred: bool) {
        for (sym, name, d) in &aliases.ordered {
            if *d != deferred {
                continue;
            }
            let Mode::Print(w) = &mut self.mode else {
                return;
            };
            w.out.push_str(name);
            w.out.push_str(" = ");
            match sym {
                Symbol::Attr(a) => w.print_attr_impl(*a, Elision::Never),
                Symbol::Type(t) => w.print_type_impl(*t),
            }
            w.out.push('\n');
        }
    }

    fn print_full_op_with_loc(&mut self, op: OpId) {
        crate::support::stack::grow(|| {
            // Text is handed on after each op (below), not before: nested
            // ops flush at their own ends.
            self.write_indent();
            self.print_full_op(op);
            let loc = self.ir.op(op).loc;
            if !self.collecting() {
                self.print_trailing_location(loc, true);
                if self.flags.value_users {
                    if let (Some(names), Mode::Print(w)) = (&self.names, &mut self.mode) {
                        users::op_comment(self.ir, names, op, &mut w.out);
                    }
                }
                self.maybe_flush();
            }
        })
    }

    fn print_full_op(&mut self, op: OpId) {
        let n = self.ir.num_results(op);
        if n > 0 && !self.collecting() {
            let groups: Option<Vec<u32>> = self
                .names
                .as_ref()
                .and_then(|s| s.result_groups(op))
                .map(|g| g.to_vec());
            let print_group = |p: &mut Self, start: usize, count: usize| {
                let v = p.ir.result(op, start);
                if let (Some(names), Mode::Print(w)) = (&p.names, &mut p.mode) {
                    names.write_value(p.ir, v, false, &mut w.out);
                    if count > 1 {
                        let _ = write!(w.out, ":{count}");
                    }
                }
            };
            match groups {
                Some(g) => {
                    for i in 0..g.len() {
                        if i > 0 {
                            self.write(", ");
                        }
                        let end = if i + 1 < g.len() {
                            g[i + 1] as usize
                        } else {
                            n
                        };
                        print_group(self, g[i] as usize, end - g[i] as usize);
                    }
                }
                None => print_group(self, 0, n),
            }
            self.write(" = ");
        }
        // Reached only through `print_full_op_with_loc`, which has made
        // room on the stack already.
        self.print_custom_or_generic_inner(op);
    }

    fn print_custom_or_generic(&mut self, op: OpId) {
        crate::support::stack::grow(|| self.print_custom_or_generic_inner(op))
    }

    fn print_custom_or_generic_inner(&mut self, op: OpId) {
        if self.collecting() && self.flags.debug_info {
            let loc = self.ir.op(op).loc;
            if let Mode::Collect(c) = &mut self.mode {
                c.visit_attr(self.ctx, loc, true, false);
            }
        }
        if !self.flags.generic {
            if let Some(def) = self.ctx.op_def(self.ir.op_name(op)) {
                if let Some(print) = def.print {
                    let full = def.name;
                    let dd = self.default_dialect.last().copied().unwrap_or("");
                    // The short form drops the default dialect when the rest
                    // has no further dot (`full` then has exactly one).
                    // Checking the byte after the dialect first spares comparing
                    // strings for ops of other dialects.
                    let prefixed = full.as_bytes().get(dd.len()) == Some(&b'.');
                    let name = match prefixed
                        .then(|| full.strip_prefix(dd))
                        .flatten()
                        .and_then(|r| r.strip_prefix('.'))
                    {
                        Some(short) if !dd.is_empty() && !short.as_bytes().contains(&b'.') => short,
                        _ => full,
                    };
                    self.write(name);
                    print(self, op);
                    return;
                }
            }
        }
        self.print_generic_op(op);
    }

    /// Writes `op` in the generic form (`"dialect.op"(...) <{...}> ({...}) {...} : (...) -> ...`).
    pub fn print_generic_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        let ir = self.ir;
        let d = ir.op(op);
        if self.collecting() {
            for &r in ir.regions(op) {
                self.print_region(r, true, true, false);
            }
            for v in ir.operands(op) {
                self.print_type(ir.value_type(v));
            }
            for v in ir.results(op) {
                self.print_type(ir.value_type(v));
            }
            let registered = ctx.op_def(d.name).is_some();
            let props = if registered { d.properties } else { None };
            ctx.for_each_merged_entry(d.attrs, props, |e| self.print_attr(e.value));
            return;
        }
        {
            let out = self.out();
            out.push('"');
            escape_into(out, ctx.op_name_bytes_of(d.name));
            out.push('"');
        }
        self.write("(");
        self.print_operands(ir.operands(op));
        self.write(")");
        if !ir.successors(op).is_empty() {
            self.write("[");
            for (i, &b) in ir.successors(op).iter().enumerate() {
                if i > 0 {
                    self.write(", ");
                }
                self.print_successor(b);
            }
            self.write("]");
        }
        // A registered op with no property set prints none (MLIR's
        // `getPropertiesAsAttr` gives no attribute for empty storage).
        let props = d.properties.filter(|&p| {
            ctx.op_def(d.name).is_none()
                || !matches!(ctx.attr_kind(p), crate::AttrKind::Dictionary(e) if e.is_empty())
        });
        if let Some(p) = props {
            self.write(" <");
            if let Mode::Print(w) = &mut self.mode {
                w.print_attr(p, Elision::Never);
            }
            self.write(">");
        }
        if !ir.regions(op).is_empty() {
            self.write(" (");
            for (i, &r) in ir.regions(op).iter().enumerate() {
                if i > 0 {
                    self.write(", ");
                }
                self.print_region(r, true, true, true);
            }
            self.write(")");
        }
        self.print_optional_attr_dict(ctx.dict_entries(d.attrs), &[]);
        self.write(" : ");
        self.print_functional_type(op);
    }

    /// `{ blocks }`.
    pub fn print_region(
        &mut self,
        r: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        let ir = self.ir;
        if self.flags.skip_regions {
            self.write("{...}");
            return;
        }
        let blocks = ir.region_blocks(r);
        if self.collecting() {
            if let Some((&entry, rest)) = blocks.split_first() {
                self.print_block(entry, print_entry_args, print_terminators);
                for &b in rest {
                    self.print_block(b, true, true);
                }
            }
            return;
        }
        self.write("{\n");
        if let Some((&entry, rest)) = blocks.split_first() {
            let parent = ir.region_parent(r);
            let dd = parent
                .and_then(|p| self.ctx.op_def(ir.op_name(p)))
                .map_or("", |d| d.default_dialect);
            self.default_dialect.push(dd);
            self.preds.push((r, region_predecessors(ir, r)));
            let header = (print_empty_block && ir.is_block_empty(entry))
                || (print_entry_args && !ir.block_args(entry).is_empty());
            self.print_block(entry, header, print_terminators);
            for &b in rest {
                self.print_block(b, true, true);
            }
            self.preds.pop();
            self.default_dialect.pop();
        }
        self.write_indent();
        self.out().push('}');
    }

    fn print_block(&mut self, b: BlockId, print_header: bool, print_terminator: bool) {
        let ir = self.ir;
        if print_header {
            if self.collecting() {
                for &a in ir.block_args(b) {
                    self.print_type(ir.value_type(a));
                    if self.flags.debug_info {
                        let loc = ir.value(a).loc;
                        if let Mode::Collect(c) = &mut self.mode {
                            c.visit_attr(self.ctx, loc, false, false);
                        }
                    }
                }
            } else {
                self.write_indent();
                self.print_successor(b);
                let args = ir.block_args(b);
                if !args.is_empty() {
                    self.write("(");
                    for (i, &a) in args.iter().enumerate() {
                        if i > 0 {
                            self.write(", ");
                        }
                        self.print_operand(a);
                        self.write(": ");
                        self.print_type(ir.value_type(a));
                        let loc = ir.value(a).loc;
                        self.print_trailing_location(loc, false);
                    }
                    self.write(")");
                }
                self.write(":");
                self.print_predecessor_comment(b);
                self.write("\n");
            }
        }
        self.indent += 2;
        if self.flags.value_users && !self.collecting() {
            for &a in ir.block_args(b) {
                self.write_indent();
                if let (Some(names), Mode::Print(w)) = (&self.names, &mut self.mode) {
                    users::arg_comment(ir, names, a, &mut w.out);
                }
                self.write("\n");
            }
        }
        let last = ir.last_op(b);
        let skip_last = !print_terminator
            && last.is_some_and(|l| {
                self.ctx
                    .op_def(ir.op_name(l))
                    .is_some_and(|d| d.has(Traits::TERMINATOR))
            });
        if !skip_last
            && !self.collecting()
            && self.parallel_block.is_some_and(|p| p == b)
            && self.print_ops_in_parallel(b)
        {
            self.indent -= 2;
            return;
        }
        for op in ir.block_ops(b) {
            if skip_last && Some(op) == last {
                break;
            }
            if self.collecting() {
                if !self.dry_run_skips(op) {
                    self.print_custom_or_generic(op);
                }
            } else {
                self.print_full_op_with_loc(op);
                self.write("\n");
            }
        }
        self.indent -= 2;
    }

    /// Whether the alias-collecting dry run can leave out `op`: an op
    /// without regions whose data reaches nothing that could get an alias
    /// (with locations printed, every op's location counts, so none is
    /// left out).
    fn dry_run_skips(&mut self, op: OpId) -> bool {
        if self.flags.debug_info || !self.ir.regions(op).is_empty() {
            return false;
        }
        match &mut self.mode {
            Mode::Collect(c) => !c.op_reaches_alias(self.ctx, self.ir, op),
            Mode::Print(_) => false,
        }
    }

    fn print_predecessor_comment(&mut self, b: BlockId) {
        let ir = self.ir;
        let Some(r) = ir.block_parent(b) else {
            self.write("  // block is not in a region!");
            return;
        };
        let preds: SmallVec<[BlockId; 2]> = match self.preds.last() {
            Some((pr, map)) if *pr == r => map.get(&b).cloned().unwrap_or_default(),
            _ => region_predecessors(ir, r).remove(&b).unwrap_or_default(),
        };
        let is_entry = ir.region_blocks(r).first() == Some(&b);
        let Some(names) = &self.names else { return };
        if preds.is_empty() {
            if !is_entry {
                self.write("  // no predecessors");
            }
            return;
        }
        if preds.len() == 1 {
            let n = names.block_name(preds[0]);
            self.write("  // pred: ");
            self.write(&n);
            return;
        }
        let mut list: Vec<(usize, String)> = preds
            .iter()
            .map(|p| (names.block_order(*p), names.block_name(*p)))
            .collect();
        list.sort_by_key(|x| x.0);
        let text = list
            .iter()
            .map(|x| x.1.clone())
            .collect::<Vec<_>>()
            .join(", ");
        self.write(&format!("  // {} preds: {}", list.len(), text));
    }

    /// The op's inherent attribute named `name` (from its properties).
    pub fn prop(&self, op: OpId, name: &str) -> Option<Attribute> {
        crate::ir::symbol::inherent_attr(self.ctx, self.ir, op, name)
    }

    /// The kind (contents) of attribute `a`, for custom printers.
    pub fn attr_kind(&self, a: Attribute) -> &AttrKind {
        self.ctx.attr_kind(a)
    }
}

/// Blocks' predecessors, by block.
type Predecessors = FxHashMap<BlockId, SmallVec<[BlockId; 2]>>;

/// Each block of `r` with the blocks whose terminators branch to it, in
/// region order and once per branch edge (as MLIR's predecessor list).
fn region_predecessors(ir: &Ir, r: RegionId) -> Predecessors {
    let mut map = Predecessors::default();
    for &blk in ir.region_blocks(r) {
        if let Some(t) = ir.last_op(blk) {
            for &s in ir.successors(t) {
                map.entry(s).or_default().push(blk);
            }
        }
    }
    map
}

/// The op in generic form, numbered within its nearest isolated ancestor,
/// as MLIR attaches it to diagnostics ("see current operation: ...").
pub fn print_op_for_diagnostic(ctx: &Context, ir: &Ir, op: OpId) -> String {
    print_op_for_diagnostic_in(ctx, ir, op, true)
}

/// [`print_op_for_diagnostic`] for a diagnostic a pass emits on an op: in
/// custom form unless the op fails to verify (MLIR prints a verified op in
/// its custom form).
pub fn print_op_for_pass_diagnostic(ctx: &Context, ir: &Ir, op: OpId) -> String {
    let generic = crate::verify::verify(ctx, ir, op).is_err();
    print_op_for_diagnostic_in(ctx, ir, op, generic)
}

/// [`print_op_for_pass_diagnostic`] of each of `ops`, the names of each
/// isolated scope computed once for all of its ops (as one `AsmState`
/// shared by a pass's messages); `skip_regions` prints regions as `{...}`.
pub fn print_ops_for_pass_diagnostic(
    ctx: &Context,
    ir: &Ir,
    ops: &[OpId],
    skip_regions: bool,
) -> Vec<String> {
    let mut cache: std::collections::HashMap<(OpId, bool), NameState> = Default::default();
    ops.iter()
        .map(|&op| {
            let generic = crate::verify::verify(ctx, ir, op).is_err();
            print_op_for_diagnostic_cached(ctx, ir, op, generic, skip_regions, &mut cache)
        })
        .collect()
}

fn print_op_for_diagnostic_in(ctx: &Context, ir: &Ir, op: OpId, generic: bool) -> String {
    print_op_for_diagnostic_cached(ctx, ir, op, generic, false, &mut Default::default())
}

fn print_op_for_diagnostic_cached(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    generic: bool,
    skip_regions: bool,
    cache: &mut std::collections::HashMap<(OpId, bool), NameState>,
) -> String {
    let mut scope = op;
    loop {
        if ctx
            .op_def(ir.op_name(scope))
            .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE))
        {
            break;
        }
        match ir.parent_op(scope) {
            Some(p) => scope = p,
            None => break,
        }
    }
    // The program's flags, in generic form with a local scope, and large
    // elements elided past 16 whatever the flags say (as MLIR's
    // `Diagnostic::appendOp` does).
    let base = ctx.print_flags();
    let flags = PrintFlags {
        generic,
        local_scope: true,
        skip_regions: skip_regions || base.skip_regions,
        assume_verified: false,
        elements: ElementsLimits {
            elide_if_larger: Some(16),
            ..base.elements
        },
        ..base
    };
    let names = match cache.remove(&(scope, generic)) {
        Some(n) => n,
        None => NameState::new(ctx, ir, scope, &flags),
    };
    let mut p = OpPrinter {
        ctx,
        ir,
        flags,
        mode: Mode::Print(
            AsmWriter::new(ctx, None)
                .with_elements(flags.elements)
                .with_pretty_locations(flags.pretty_debuginfo && flags.debug_info),
        ),
        names: Some(Names::Owned(Box::new(names))),
        indent: 0,
        default_dialect: vec!["builtin"],
        sink: String::new(),
        stream: None,
        preds: Vec::new(),
        parallel_block: None,
    };
    p.print_full_op_with_loc(op);
    if let Some(Names::Owned(n)) = p.names.take() {
        cache.insert((scope, generic), *n);
    }
    let Mode::Print(w) = p.mode else {
        unreachable!()
    };
    w.out
}
