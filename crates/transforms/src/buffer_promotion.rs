//! `promote-buffers-to-stack`: turns small `memref.alloc`s into
//! `memref.alloca`s (MLIR's `PromoteBuffersToStackPass`, the
//! `BufferPlacementPromotion` of bufferization's BufferOptimizations).
//!
//! An alloc is promoted when
//! - it is small: a static shape whose size (by the default data layout)
//!   is at most `max-alloc-size-in-bytes`, or a dynamic shape of rank at
//!   most `max-rank-of-allocated-memref` whose sizes all come from
//!   `memref.rank`;
//! - nothing frees it (an alloc with a `memref.dealloc`, or any other op
//!   freeing it such as `memref.realloc`, is left alone);
//! - an enclosing automatic allocation scope is reached, walking out of
//!   the alloc's region through region control-flow ops that are not
//!   loops, whose region the alloc does not leave: no alias of it (views,
//!   branch and region-branch forwarding, `arith.select`, calls: MLIR's
//!   `BufferViewFlowAnalysis`) is returned by a terminator of that region.
//!
//! The alloca takes the alloc's place, operands and attributes.

use rmlir_core::dialect::{EffectKind, Traits};
use rmlir_core::ir::{Ir, OpId, OperationState, RegionId, Value, WalkOrder};
use rmlir_core::types::TypeKind;
use rmlir_core::{Context, Type};
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};
use rustc_hash::{FxHashMap, FxHashSet};

/// The registry entry of `promote-buffers-to-stack`.
pub static INFO: PassInfo = PassInfo {
    argument: "promote-buffers-to-stack",
    name: "PromoteBuffersToStackPass",
    description: "Promotes heap-based allocations to automatically managed stack-based allocations",
    options: &[
        OptionSpec {
            name: "max-alloc-size-in-bytes",
            description: "Maximal size in bytes to promote allocations to stack.",
            kind: OptionKind::Uint(32),
            default: OptionValue::Uint(1024),
        },
        OptionSpec {
            name: "max-rank-of-allocated-memref",
            description: "Maximal memref rank to promote dynamic buffers.",
            kind: OptionKind::Uint(32),
            default: OptionValue::Uint(1),
        },
    ],
    create: |options| SimplePass::new(&INFO, options, run).on("func.func"),
};

fn run(
    pass: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    func: OpId,
) -> Result<(), PassFailed> {
    let ctx = cx.ctx;
    let uint = |n: &str, d: u64| match pass.options.get(n) {
        OptionValue::Uint(u) => *u,
        _ => d,
    };
    let max_bytes = uint("max-alloc-size-in-bytes", 1024);
    let max_rank = uint("max-rank-of-allocated-memref", 1);
    let aliases = ViewFlow::build(ctx, ir, func);
    let mut allocs = Vec::new();
    ir.walk(func, WalkOrder::PostOrder, &mut |_, op| {
        if is(ctx, ir, op, "memref.alloc") && ir.num_results(op) == 1 {
            allocs.push(op);
        }
    });
    for alloc in allocs {
        let value = ir.result(alloc, 0);
        if !is_small_alloc(ctx, ir, alloc, max_bytes, max_rank)
            || is_freed(ctx, ir, value)
            || !has_allocation_scope(ctx, ir, value, &aliases)
        {
            continue;
        }
        let data = ir.op(alloc);
        let mut st = OperationState::new(ctx, "memref.alloca", data.loc);
        st.properties = data.properties;
        st.attrs = data.attrs;
        st.operands.extend(ir.operands(alloc));
        st.result_types.push(ir.value_type(value));
        let alloca = ir.create_op(st);
        ir.insert_op_before(alloc, alloca);
        let new = ir.result(alloca, 0);
        ir.replace_all_uses(value, new);
        ir.erase_op(alloc);
    }
    Ok(())
}

fn is(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> bool {
    ctx.op_name_str(ir.op_name(op)) == name
}

fn has_trait(ctx: &Context, ir: &Ir, op: OpId, t: Traits) -> bool {
    ctx.op_def(ir.op_name(op)).is_some_and(|d| d.has(t))
}

/// MLIR's `defaultIsSmallAlloc`.
fn is_small_alloc(ctx: &Context, ir: &Ir, alloc: OpId, max_bytes: u64, max_rank: u64) -> bool {
    let ty = ir.value_type(ir.result(alloc, 0));
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(ty) else {
        return false;
    };
    if shape.iter().any(|&d| d < 0) {
        return shape.len() as u64 <= max_rank
            && ir.operands(alloc).all(|v| {
                ir.defining_op(v)
                    .is_some_and(|d| is(ctx, ir, d, "memref.rank"))
            });
    }
    let Some(bits) = type_size_in_bits(ctx, *element) else {
        return false;
    };
    let mut count: i64 = 1;
    for &d in shape.iter() {
        match count.checked_mul(d) {
            Some(c) => count = c,
            None => return false,
        }
    }
    let limit = max_bytes * 8;
    if bits != 0 && count as u64 > limit / bits {
        return false;
    }
    (count as u64) * bits <= limit
}

/// The size of `t` in bits by MLIR's default data layout, `None` for types
/// it has none for.
fn type_size_in_bits(ctx: &Context, t: Type) -> Option<u64> {
    Some(match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => *width as u64,
        TypeKind::Float(f) => f.bit_width() as u64,
        TypeKind::Index => 64,
        TypeKind::Complex(e) => {
            let align = preferred_alignment_bytes(ctx, *e)? * 8;
            2 * type_size_in_bits(ctx, *e)?.div_ceil(align) * align
        }
        TypeKind::Vector { shape, element, .. } => {
            let last = *shape.last()?;
            let n: i64 = shape.iter().product();
            let elt_bytes = type_size_in_bits(ctx, *element)?.div_ceil(8);
            (n / last.max(1)) as u64 * (last as u64).next_power_of_two() * elt_bytes * 8
        }
        _ => return None,
    })
}

/// The default preferred alignment of a scalar type, in bytes.
fn preferred_alignment_bytes(ctx: &Context, t: Type) -> Option<u64> {
    Some(match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } if *width < 64 => {
            (*width as u64).div_ceil(8).next_power_of_two()
        }
        TypeKind::Integer { .. } => 4,
        TypeKind::Index => 8,
        TypeKind::Float(f) => (f.bit_width() as u64).div_ceil(8).next_power_of_two(),
        _ => type_size_in_bits(ctx, t)?.div_ceil(8).next_power_of_two(),
    })
}

/// Whether some user of `v` frees it (MLIR's `findDealloc` finding one or
/// more).
fn is_freed(ctx: &Context, ir: &Ir, v: Value) -> bool {
    ir.uses(v).any(|u| {
        rmlir_core::rewrite::effects::memory_effects(ctx, ir, u.op).is_some_and(|es| {
            es.iter()
                .any(|e| e.kind == EffectKind::Free && e.value == Some(v))
        })
    })
}

/// Region control-flow ops the analysis knows (MLIR's
/// `RegionBranchOpInterface` and `LoopLikeOpInterface` implementations).
fn is_known_control_flow(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    matches!(
        ctx.op_name_str(ir.op_name(op)),
        "scf.if"
            | "scf.for"
            | "scf.while"
            | "scf.execute_region"
            | "scf.index_switch"
            | "scf.parallel"
            | "scf.forall"
            | "affine.for"
            | "affine.if"
            | "affine.parallel"
            | "memref.alloca_scope"
    )
}

fn is_loop(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    matches!(
        ctx.op_name_str(ir.op_name(op)),
        "scf.for" | "scf.while" | "scf.parallel" | "scf.forall" | "affine.for" | "affine.parallel"
    )
}

/// Region terminators (MLIR's `RegionBranchTerminatorOpInterface`).
fn is_region_terminator(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    has_trait(ctx, ir, op, Traits::RETURN_LIKE) || is(ctx, ir, op, "scf.condition")
}

/// MLIR's `hasAllocationScope`.
fn has_allocation_scope(ctx: &Context, ir: &Ir, alloc: Value, aliases: &ViewFlow) -> bool {
    let Some(b) = ir.value_block(alloc) else {
        return false;
    };
    let mut region = ir.block_parent(b);
    while let Some(r) = region {
        let Some(parent) = ir.region_parent(r) else {
            break;
        };
        if has_trait(ctx, ir, parent, Traits::AUTOMATIC_ALLOCATION_SCOPE)
            && !leaves_scope(ctx, ir, r, &aliases.resolve(alloc))
        {
            return true;
        }
        if is_loop(ctx, ir, parent) || !is_known_control_flow(ctx, ir, parent) {
            break;
        }
        region = ir.parent_block(parent).and_then(|b| ir.block_parent(b));
    }
    false
}

/// MLIR's `leavesAllocationScope`: an alias is handed to a terminator of
/// `region`.
fn leaves_scope(ctx: &Context, ir: &Ir, region: RegionId, aliases: &FxHashSet<Value>) -> bool {
    aliases.iter().any(|&a| {
        ir.uses(a).any(|u| {
            is_region_terminator(ctx, ir, u.op)
                && ir.parent_block(u.op).and_then(|b| ir.block_parent(b)) == Some(region)
        })
    })
}

/// The value dependencies of MLIR's `BufferViewFlowAnalysis`: which values
/// a value may flow into.
struct ViewFlow {
    deps: FxHashMap<Value, Vec<Value>>,
}

const VIEW_LIKE: &[&str] = &[
    "memref.assume_alignment",
    "memref.cast",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.memory_space_cast",
    "memref.reinterpret_cast",
    "memref.reshape",
    "memref.subview",
    "memref.transpose",
    "memref.view",
];

impl ViewFlow {
    fn build(ctx: &Context, ir: &Ir, root: OpId) -> Self {
        let mut f = ViewFlow {
            deps: FxHashMap::default(),
        };
        let mut ops = Vec::new();
        ir.walk(root, WalkOrder::PostOrder, &mut |_, op| ops.push(op));
        for op in ops {
            f.add_op(ctx, ir, op);
        }
        f
    }

    fn add(&mut self, from: Value, to: Value) {
        self.deps.entry(from).or_default().push(to);
    }

    fn add_all(&mut self, from: &[Value], to: &[Value]) {
        for (&a, &b) in from.iter().zip(to) {
            self.add(a, b);
        }
    }

    fn add_op(&mut self, ctx: &Context, ir: &Ir, op: OpId) {
        let name = ctx.op_name_str(ir.op_name(op));
        let operands: Vec<Value> = ir.operands(op).collect();
        let results: Vec<Value> = ir.results(op).collect();
        match name {
            "arith.select" => {
                self.add(operands[1], results[0]);
                self.add(operands[2], results[0]);
                return;
            }
            "memref.realloc" => {
                self.add(operands[0], results[0]);
                return;
            }
            _ if VIEW_LIKE.contains(&name) => {
                if let (Some(&s), Some(&r)) = (operands.first(), results.first()) {
                    self.add(s, r);
                }
                return;
            }
            _ => {}
        }
        if let Some(branch) = ctx.op_def(ir.op_name(op)).and_then(|d| d.branch) {
            for (i, &succ) in ir.successors(op).iter().enumerate() {
                let range = (branch.successor_operands)(ctx, ir, op, i);
                let fwd = &operands[range];
                let args = ir.block_args(succ);
                let produced = args.len().saturating_sub(fwd.len());
                self.add_all(fwd, &args[produced..]);
            }
            return;
        }
        if self.add_region_branch(ctx, ir, op, name, &operands, &results) {
            return;
        }
        if name == "func.call" || name == "func.call_indirect" {
            for &o in &operands {
                for &r in &results {
                    self.add(o, r);
                }
            }
        }
    }

    /// The flow of a region control-flow op: from its operands into its
    /// regions, between regions and out to its results.
    fn add_region_branch(
        &mut self,
        ctx: &Context,
        ir: &Ir,
        op: OpId,
        name: &str,
        operands: &[Value],
        results: &[Value],
    ) -> bool {
        let regions = ir.regions(op).to_vec();
        let entry_args = |r: RegionId| -> Vec<Value> {
            ir.region_blocks(r)
                .first()
                .map(|&b| ir.block_args(b).to_vec())
                .unwrap_or_default()
        };
        // The operands of the terminators of `r` (those that are region
        // terminators).
        let terminators = |r: RegionId| -> Vec<(OpId, Vec<Value>)> {
            ir.region_blocks(r)
                .iter()
                .filter_map(|&b| ir.last_op(b))
                .filter(|&t| is_region_terminator(ctx, ir, t))
                .map(|t| (t, ir.operands(t).collect()))
                .collect()
        };
        match name {
            "scf.if"
            | "affine.if"
            | "scf.execute_region"
            | "scf.index_switch"
            | "memref.alloca_scope" => {
                for &r in &regions {
                    for (_, vals) in terminators(r) {
                        self.add_all(&vals, results);
                    }
                }
            }
            "scf.for" | "affine.for" => {
                let Some(&body) = regions.first() else {
                    return true;
                };
                let n = results.len();
                let inits = &operands[operands.len() - n..];
                let args = entry_args(body);
                let iter_args = &args[args.len().saturating_sub(n)..];
                self.add_all(inits, iter_args);
                self.add_all(inits, results);
                for (_, vals) in terminators(body) {
                    self.add_all(&vals, iter_args);
                    self.add_all(&vals, results);
                }
            }
            "scf.while" => {
                let (Some(&before), Some(&after)) = (regions.first(), regions.get(1)) else {
                    return true;
                };
                self.add_all(operands, &entry_args(before));
                for (t, vals) in terminators(before) {
                    if is(ctx, ir, t, "scf.condition") {
                        let fwd = &vals[1.min(vals.len())..];
                        self.add_all(fwd, &entry_args(after));
                        self.add_all(fwd, results);
                    }
                }
                for (_, vals) in terminators(after) {
                    self.add_all(&vals, &entry_args(before));
                }
            }
            "scf.parallel" | "scf.forall" | "affine.parallel" => {}
            _ => return false,
        }
        true
    }

    /// Every value `v` may flow into, `v` included (MLIR's `resolve`).
    fn resolve(&self, v: Value) -> FxHashSet<Value> {
        let mut out = FxHashSet::default();
        let mut queue = vec![v];
        while let Some(c) = queue.pop() {
            if out.insert(c) {
                if let Some(d) = self.deps.get(&c) {
                    queue.extend(d.iter().copied());
                }
            }
        }
        out
    }
}
