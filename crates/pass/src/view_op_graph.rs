//! The `view-op-graph` pass: writes a Graphviz (DOT) picture of the op it
//! runs on to stderr, as mlir-opt 22's pass of that name does, and leaves
//! the IR alone.
//!
//! The graph has one cluster (`subgraph cluster_N`) per op with regions and
//! per block, each holding an invisible anchor node that edges to or from
//! the cluster attach to; every other op is a record node (`Mrecord`) with
//! a port per operand (`<arg_name>`) and result (`<res_name>`), and every
//! block argument is a record node with one result port. Nodes and clusters
//! share one counter, in the order they are written. Data-flow edges go
//! from the result port of a value's node to the operand port of its user;
//! control-flow edges (off by default) join consecutive ops of a block.
//! Edges are written after all nodes: control-flow ones as they were met,
//! then the data-flow ones in the order of their users.
//!
//! Output details that follow mlir-opt byte for byte:
//! - Labels escape `{ | < } > " \n` with a backslash (Graphviz record
//!   syntax), except the result types of a cluster label and the attribute
//!   names of a record label, which mlir-opt writes as they are.
//! - Attribute and type texts longer than `max-label-len` bytes are cut
//!   there and get `...`; elements attributes with more elements than the
//!   elision limit (16, or `--mlir-elide-elementsattrs-if-larger`) print as
//!   `[...] : type` (one bracket pair per dimension), arrays longer than it
//!   as `[...]`, and splats in full.
//! - Ops are filled with a colour per op name: hue `i / n` (printed with
//!   six decimals) for the `i`-th of `n` names met in a post-order walk.
//! - Values are named as the printer names them in the whole top-level op.
//!
//! The text is built as bytes: a cut may fall inside a multi-byte
//! character, as in mlir-opt, and is carried through the stderr text with
//! [`rmlir_core::support::raw_text`].

use crate::options::{OptionKind, OptionSpec, OptionValue, OptionValues};
use crate::registry::PassInfo;
use crate::{Pass, PassContext, PassFailed};
use rmlir_core::asm::printer::{AsmWriter, Elision, PrintFlags, ValueNames};
use rmlir_core::builtin_types::num_elements;
use rmlir_core::context::OpName;
use rmlir_core::dialect::Traits;
use rmlir_core::ir::{BlockId, Ir, OpId, Value, WalkOrder};
use rmlir_core::support::raw_text;
use rmlir_core::{AttrKind, Attribute, Context, Type};
use rustc_hash::FxHashMap;
use std::sync::Mutex;

/// The registry entry of `view-op-graph`.
pub static INFO: PassInfo = PassInfo {
    argument: "view-op-graph",
    name: "ViewOpGraph",
    description: "Print Graphviz visualization of an operation",
    options: &[
        OptionSpec {
            name: "max-label-len",
            description: "Limit attribute/type length to number of chars",
            kind: OptionKind::Uint(32),
            default: OptionValue::Uint(20),
        },
        OptionSpec {
            name: "print-attrs",
            description: "Print attributes of operations",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(true),
        },
        OptionSpec {
            name: "print-control-flow-edges",
            description: "Print control flow edges",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(false),
        },
        OptionSpec {
            name: "print-data-flow-edges",
            description: "Print data flow edges",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(true),
        },
        OptionSpec {
            name: "print-result-types",
            description: "Print result types of operations",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(true),
        },
    ],
    create: |options| {
        Box::new(ViewOpGraph {
            options,
            carry: Mutex::new(Carry::default()),
        })
    },
};

/// The pass: its options and what one run leaves to the next.
struct ViewOpGraph {
    options: OptionValues,
    carry: Mutex<Carry>,
}

/// What a run on one op leaves to the run on the next op when the pass
/// manager runs the same pass on several ops (functions of a module):
/// mlir-opt keeps counting nodes and writes the earlier graphs' data-flow
/// edges again after the new ones' nodes, as its pass instance keeps them.
#[derive(Default)]
struct Carry {
    counter: u32,
    /// Data-flow edges of earlier runs, their ends resolved.
    data_edges: Vec<(Node, Node, String)>,
}

impl Pass for ViewOpGraph {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }
    fn options(&self) -> &OptionValues {
        &self.options
    }
    fn keeps_state_across_ops(&self) -> bool {
        true
    }

    /// Writes the graph of `op` to stderr.
    fn run(&self, cx: &mut PassContext<'_>, ir: &mut Ir, op: OpId) -> Result<(), PassFailed> {
        let o = &self.options;
        let options = Options {
            max_label_len: o.get_uint("max-label-len") as usize,
            attrs: o.get_bool("print-attrs"),
            control_flow: o.get_bool("print-control-flow-edges"),
            data_flow: o.get_bool("print-data-flow-edges"),
            result_types: o.get_bool("print-result-types"),
        };
        let mut carry = self.carry.lock().unwrap_or_else(|e| e.into_inner());
        let text = Graph::new(cx.ctx, ir, op, options, &mut carry).render(op);
        cx.write_stderr(raw_text::encode(&text).into_owned());
        cx.mark_all_analyses_preserved();
        Ok(())
    }
}

/// The pass's options.
struct Options {
    max_label_len: usize,
    attrs: bool,
    control_flow: bool,
    data_flow: bool,
    result_types: bool,
}

/// A node of the graph: a plain node, or the anchor of a cluster (edges to
/// and from it are clipped at the cluster's border).
#[derive(Clone, Copy, Default)]
struct Node {
    id: u32,
    cluster: Option<u32>,
}

/// A data-flow edge waiting for every node to be known (a value may be
/// used before its definition in a graph region).
struct DataEdge {
    value: Value,
    to: Node,
    port: String,
}

const SHAPE_RECORD: &str = "Mrecord";
const SHAPE_NONE: &str = "plain";

/// The graph being written.
struct Graph<'a> {
    ctx: &'a Context,
    carry: &'a mut Carry,
    ir: &'a Ir,
    options: Options,
    names: ValueNames,
    /// The elision limit of elements and array attributes.
    large_attr_limit: u64,
    colors: FxHashMap<OpName, String>,
    out: Vec<u8>,
    indent: usize,
    at_line_start: bool,
    counter: u32,
    value_nodes: FxHashMap<Value, Node>,
    data_edges: Vec<DataEdge>,
    edges: Vec<Vec<u8>>,
}

impl<'a> Graph<'a> {
    fn new(
        ctx: &'a Context,
        ir: &'a Ir,
        root: OpId,
        options: Options,
        carry: &'a mut Carry,
    ) -> Self {
        let flags = ctx.print_flags();
        Graph {
            ctx,
            counter: carry.counter,
            carry,
            ir,
            options,
            names: value_names(ctx, ir, root, flags),
            large_attr_limit: flags.elements.elide_if_larger.unwrap_or(16),
            colors: colors(ir, root),
            out: Vec::new(),
            indent: 0,
            at_line_start: true,
            value_nodes: FxHashMap::default(),
            data_edges: Vec::new(),
            edges: Vec::new(),
        }
    }

    /// The whole graph of `root`.
    fn render(mut self, root: OpId) -> Vec<u8> {
        self.write(b"digraph G {\n");
        self.indent += 1;
        // Edges between clusters need compound mode.
        self.write(b"compound = true;\n");
        self.process_op(root);
        // Earlier runs' data-flow edges go out again, before this run's.
        let mut data_edges = std::mem::take(&mut self.carry.data_edges);
        for e in std::mem::take(&mut self.data_edges) {
            let from = self.value_nodes.get(&e.value).copied().unwrap_or_default();
            data_edges.push((from, e.to, e.port));
        }
        if self.options.data_flow {
            for (from, to, port) in &data_edges {
                self.push_edge(*from, *to, port, "solid");
            }
        }
        self.carry.data_edges = data_edges;
        self.carry.counter = self.counter;
        for e in std::mem::take(&mut self.edges) {
            self.write(&e);
            self.write(b";\n");
        }
        self.indent -= 1;
        self.write(b"}\n");
        self.out
    }

    /// Writes text, indenting each non-empty line (as MLIR's
    /// `raw_indented_ostream` does, also inside labels holding newlines).
    fn write(&mut self, text: &[u8]) {
        for (i, line) in text.split(|&c| c == b'\n').enumerate() {
            if i > 0 {
                self.out.push(b'\n');
                self.at_line_start = true;
            }
            if line.is_empty() {
                continue;
            }
            if self.at_line_start {
                self.out.extend(std::iter::repeat_n(b' ', 2 * self.indent));
                self.at_line_start = false;
            }
            self.out.extend_from_slice(line);
        }
    }

    /// An op: a cluster if it has regions, else a record node.
    fn process_op(&mut self, op: OpId) -> Node {
        let ir = self.ir;
        let node = if ir.regions(op).is_empty() {
            let label = self.record_label(op);
            let color = self.colors.get(&ir.op_name(op)).cloned();
            self.emit_node(&label, SHAPE_RECORD, color.as_deref())
        } else {
            let label = self.cluster_label(op);
            self.emit_cluster(&label, |g| {
                for &r in ir.regions(op) {
                    for &b in ir.region_blocks(r) {
                        g.process_block(b);
                    }
                }
            })
        };
        if self.options.data_flow {
            for v in ir.operands(op) {
                let port = self.port_name(v);
                self.data_edges.push(DataEdge {
                    value: v,
                    to: node,
                    port,
                });
            }
        }
        for v in ir.results(op) {
            self.value_nodes.insert(v, node);
        }
        node
    }

    /// A block: a cluster of its arguments and ops.
    fn process_block(&mut self, b: BlockId) {
        let ir = self.ir;
        self.emit_cluster(b"", |g| {
            for &arg in ir.block_args(b) {
                let mut label = Vec::new();
                g.result_port(&mut label, arg);
                let node = g.emit_node(&label, SHAPE_RECORD, None);
                g.value_nodes.insert(arg, node);
            }
            let mut prev: Option<Node> = None;
            for op in ir.block_ops(b) {
                let next = g.process_op(op);
                if let (true, Some(prev)) = (g.options.control_flow, prev) {
                    g.push_edge(prev, next, "", "dashed");
                }
                prev = Some(next);
            }
        });
    }

    /// Writes a cluster whose body `body` writes; returns its anchor.
    fn emit_cluster(&mut self, label: &[u8], body: impl FnOnce(&mut Self)) -> Node {
        self.counter += 1;
        let cluster = self.counter;
        self.write(format!("subgraph cluster_{cluster} {{\n").as_bytes());
        self.indent += 1;
        let anchor = self.emit_node(b" ", SHAPE_NONE, None);
        self.write(b"label = \"");
        self.write(label);
        self.write(b"\";\n");
        body(self);
        self.indent -= 1;
        self.write(b"}\n");
        Node {
            id: anchor.id,
            cluster: Some(cluster),
        }
    }

    /// Writes a node statement (attributes in name order, as mlir-opt's
    /// `std::map` has them).
    fn emit_node(&mut self, label: &[u8], shape: &str, fill: Option<&str>) -> Node {
        self.counter += 1;
        let id = self.counter;
        let mut s = format!("v{id} [").into_bytes();
        if let Some(fill) = fill {
            s.extend_from_slice(format!("fillcolor = \"{fill}\", ").as_bytes());
        }
        s.extend_from_slice(b"label = \"");
        s.extend_from_slice(label);
        s.extend_from_slice(format!("\", shape = {shape}").as_bytes());
        if fill.is_some() {
            s.extend_from_slice(b", style = filled");
        }
        s.extend_from_slice(b"];\n");
        self.write(&s);
        Node { id, cluster: None }
    }

    /// Queues an edge; `port` names the value on both ends (none for a
    /// control-flow edge), left out at a cluster's anchor.
    fn push_edge(&mut self, from: Node, to: Node, port: &str, style: &str) {
        let mut s = format!("v{}", from.id);
        if !port.is_empty() && from.cluster.is_none() {
            s.push_str(&format!(":res{port}:s"));
        }
        s.push_str(&format!(" -> v{}", to.id));
        if !port.is_empty() && to.cluster.is_none() {
            s.push_str(&format!(":arg{port}:n"));
        }
        s.push('[');
        if let Some(c) = to.cluster {
            s.push_str(&format!("lhead = cluster_{c}, "));
        }
        if let Some(c) = from.cluster {
            s.push_str(&format!("ltail = cluster_{c}, "));
        }
        s.push_str(&format!("style = {style}]"));
        self.edges.push(s.into_bytes());
    }

    /// `%name` of a value.
    fn operand_name(&self, v: Value) -> String {
        let mut s = String::new();
        self.names.write(self.ir, v, &mut s);
        s
    }

    /// The port of a value: its name with `%` and `#` made `_`.
    fn port_name(&self, v: Value) -> String {
        self.operand_name(v).replace(['%', '#'], "_")
    }

    /// `<res_name> %name type` (the type only with `print-result-types`).
    fn result_port(&self, out: &mut Vec<u8>, v: Value) {
        out.extend_from_slice(format!("<res{}> ", self.port_name(v)).as_bytes());
        out.extend_from_slice(self.operand_name(v).as_bytes());
        if self.options.result_types {
            out.push(b' ');
            self.type_text(out, self.ir.value_type(v));
        }
    }

    /// The label of a cluster: op name, result types, attributes.
    fn cluster_label(&self, op: OpId) -> Vec<u8> {
        let ctx = self.ctx;
        let mut out = ctx.op_name_bytes_of(self.ir.op_name(op)).to_vec();
        if self.options.result_types {
            // mlir-opt cuts but does not escape the result types here.
            let types: Vec<Vec<u8>> = self
                .ir
                .results(op)
                .map(|v| printed_type(ctx, self.ir.value_type(v)))
                .collect();
            out.extend_from_slice(b" : (");
            out.extend_from_slice(&self.truncate(types.join(&b", "[..])));
            out.push(b')');
        }
        if self.options.attrs {
            out.extend_from_slice(b"\\l");
            for (name, value) in self.attributes(op) {
                out.extend_from_slice(&escape(ctx.str_value(name)));
                out.extend_from_slice(b": ");
                self.attr_text(&mut out, value);
                out.extend_from_slice(b"\\l");
            }
        }
        out
    }

    /// The record label of an op without regions: operand ports, name,
    /// attributes, result ports.
    fn record_label(&self, op: OpId) -> Vec<u8> {
        let ir = self.ir;
        let mut out = vec![b'{'];
        if ir.num_operands(op) > 0 {
            out.push(b'{');
            for (i, v) in ir.operands(op).enumerate() {
                if i > 0 {
                    out.push(b'|');
                }
                out.extend_from_slice(
                    format!("<arg{}> {}", self.port_name(v), self.operand_name(v)).as_bytes(),
                );
            }
            out.extend_from_slice(b"}|");
        }
        out.extend_from_slice(self.ctx.op_name_bytes_of(ir.op_name(op)));
        out.extend_from_slice(b"\\l");
        let attrs = if self.options.attrs {
            self.attributes(op)
        } else {
            Vec::new()
        };
        if !attrs.is_empty() {
            out.extend_from_slice(b"\\l");
            for (name, value) in attrs {
                out.extend_from_slice(self.ctx.str_value(name));
                out.extend_from_slice(b": ");
                self.attr_text(&mut out, value);
                out.extend_from_slice(b"\\l");
            }
        }
        if ir.num_results(op) > 0 {
            out.extend_from_slice(b"|{");
            for (i, v) in ir.results(op).enumerate() {
                if i > 0 {
                    out.push(b'|');
                }
                self.result_port(&mut out, v);
            }
            out.push(b'}');
        }
        out.push(b'}');
        out
    }

    /// The attributes of `op`, inherent and discardable, in name order
    /// (MLIR's `getAttrs` of an op with properties).
    fn attributes(&self, op: OpId) -> Vec<(Attribute, Attribute)> {
        let ctx = self.ctx;
        let d = self.ir.op(op);
        let def = ctx.op_def(d.name);
        let props = def.and(d.properties);
        let native = def.map_or(&[][..], |d| d.native_properties);
        let mut v = Vec::new();
        ctx.for_each_merged_entry(d.attrs, props, |e| {
            let name = ctx.str_value(e.name);
            if !native.iter().any(|n| n.as_bytes() == name) {
                v.push((e.name, e.value));
            }
        });
        v
    }

    /// An attribute's text, large containers elided and long texts cut.
    fn attr_text(&self, out: &mut Vec<u8>, a: Attribute) {
        let ctx = self.ctx;
        let elements_type = match ctx.attr_kind(a) {
            AttrKind::DenseIntOrFloat { data, .. } if data.splat => {
                out.extend_from_slice(&escape(&printed_attr(ctx, a)));
                return;
            }
            AttrKind::DenseString { splat: true, .. } => {
                out.extend_from_slice(&escape(&printed_attr(ctx, a)));
                return;
            }
            AttrKind::DenseIntOrFloat { ty, .. }
            | AttrKind::DenseString { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => Some(*ty),
            AttrKind::Array(items) if items.len() as u64 > self.large_attr_limit => {
                out.extend_from_slice(b"[...]");
                return;
            }
            _ => None,
        };
        if let Some(ty) = elements_type {
            let count = num_elements(ctx, ty).unwrap_or(0);
            if count > self.large_attr_limit {
                let rank = ctx.type_kind(ty).shape().map_or(0, |s| s.len());
                out.extend(std::iter::repeat_n(b'[', rank));
                out.extend_from_slice(b"...");
                out.extend(std::iter::repeat_n(b']', rank));
                out.extend_from_slice(b" : ");
                self.type_text(out, ty);
                return;
            }
        }
        out.extend_from_slice(&escape(&self.truncate(printed_attr(ctx, a))));
    }

    /// A type's text, cut and escaped.
    fn type_text(&self, out: &mut Vec<u8>, t: Type) {
        out.extend_from_slice(&escape(&self.truncate(printed_type(self.ctx, t))));
    }

    /// Cuts `s` to `max-label-len` bytes, marking the cut with `...`.
    fn truncate(&self, mut s: Vec<u8>) -> Vec<u8> {
        if s.len() > self.options.max_label_len {
            s.truncate(self.options.max_label_len);
            s.extend_from_slice(b"...");
        }
        s
    }
}

/// The value names of the scope `Value::printAsOperand` uses for the values
/// under `root`: the top-level op (the nearest isolated one with
/// `--mlir-print-local-scope`), numbered in generic form if the flags ask
/// for it or that op does not verify.
fn value_names(ctx: &Context, ir: &Ir, root: OpId, mut flags: PrintFlags) -> ValueNames {
    let mut scope = root;
    while let Some(p) = ir.parent_op(scope) {
        if flags.local_scope
            && ctx
                .op_def(ir.op_name(scope))
                .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE))
        {
            break;
        }
        scope = p;
    }
    if !flags.generic
        && !flags.assume_verified
        && rmlir_core::verify::verify(ctx, ir, scope).is_err()
    {
        flags.generic = true;
    }
    ValueNames::new(ctx, ir, scope, &flags)
}

/// The fill colour of each op name under `root` (`root` included).
fn colors(ir: &Ir, root: OpId) -> FxHashMap<OpName, String> {
    let mut order: Vec<OpName> = Vec::new();
    let mut seen: FxHashMap<OpName, ()> = FxHashMap::default();
    ir.walk(root, WalkOrder::PostOrder, &mut |_, op| {
        let name = ir.op_name(op);
        if seen.insert(name, ()).is_none() {
            order.push(name);
        }
    });
    let n = order.len() as f64;
    order
        .into_iter()
        .enumerate()
        .map(|(i, name)| (name, format!("{:.6} 0.3 0.95", i as f64 / n)))
        .collect()
}

/// A type as MLIR's `Type::print` writes it (no aliases), as bytes.
fn printed_type(ctx: &Context, t: Type) -> Vec<u8> {
    raw_text::decode(ctx.print_type(t).as_bytes()).into_owned()
}

/// An attribute as MLIR's `Attribute::print` writes it (no aliases, the
/// program's elision flags), as bytes.
fn printed_attr(ctx: &Context, a: Attribute) -> Vec<u8> {
    let mut w = AsmWriter::new(ctx, None).with_elements(ctx.print_flags().elements);
    w.print_attr(a, Elision::Never);
    raw_text::decode(w.out.as_bytes()).into_owned()
}

/// Escapes the characters Graphviz records give a meaning to (and `"` and
/// newlines) with a backslash.
fn escape(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for &c in s {
        if matches!(c, b'{' | b'|' | b'<' | b'}' | b'>' | b'\n' | b'"') {
            out.push(b'\\');
        }
        out.push(c);
    }
    out
}
