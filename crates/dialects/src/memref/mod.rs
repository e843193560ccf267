//! The `memref` dialect: allocation, access, views and globals of memref
//! values, defined with rmlir-ods.
//!
//! - [`layout`]: strides, offsets and canonical strided layouts;
//! - `constraints`: type/attribute constraints and the `AtomicRMWKind` enum;
//! - `index_list`: `custom<DynamicIndexList>` and the
//!   offset/size/stride-list verifier;
//! - `alloc`: allocation, scopes and globals;
//! - `access`: loads, stores, atomics, DMA, copy and prefetch;
//! - `views`: casts, views, subviews, reshapes and metadata ops.

mod access;
mod alloc;
mod canon;
pub(crate) mod constraints;
pub(crate) mod fold;
pub(crate) mod index_list;
mod int_range;
pub mod layout;
mod memory_slot;
mod reshape_canon;
mod scope_canon;
pub mod typed;
mod view_canon;
mod views;

/// Attribute helpers the memref passes of rmlir-transforms share.
pub use constraints::{i64_array_values, reassociation};

use rmlir_core::diag::Diagnostic;
use rmlir_core::dialect::Dialect;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::{Context, Type};
use rmlir_ods::OpSpec;
use std::sync::Arc;

/// The `memref` dialect: buffer allocation, access, views and reshapes.
pub struct MemRefDialect;

/// Registers the `memref` dialect (loaded when first seen).
pub fn register(ctx: &Context) {
    ctx.register_dialect("memref", || Arc::new(MemRefDialect));
}

/// Every op of the dialect.
fn all_ops() -> impl Iterator<Item = &'static OpSpec> {
    alloc::ALL
        .iter()
        .chain(access::ALL.iter())
        .chain(views::ALL.iter())
        .copied()
}

impl Dialect for MemRefDialect {
    /// Every op may be inlined.
    fn inliner(&self) -> Option<&dyn rmlir_core::rewrite::inlining::DialectInliner> {
        Some(&rmlir_core::rewrite::inlining::InlineAll)
    }

    fn namespace(&self) -> &'static str {
        "memref"
    }

    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        for spec in all_ops() {
            let infer = int_range::hook(spec.name);
            let adjust = |d: &mut rmlir_core::dialect::OpDef| d.infer_int_range = infer;
            rmlir_ods::register_op_with(ctx, spec, &adjust)?;
        }
        Ok(())
    }

    /// Folded values become `arith.constant` ops (MLIR's
    /// `arith::ConstantOp::materialize`), for typed values of their type.
    fn materialize_constant(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        value: rmlir_core::Attribute,
        ty: Type,
        loc: rmlir_core::Attribute,
    ) -> Option<OpId> {
        let vt = match ctx.attr_kind(value) {
            rmlir_core::AttrKind::Integer { ty, .. }
            | rmlir_core::AttrKind::Float { ty, .. }
            | rmlir_core::AttrKind::DenseIntOrFloat { ty, .. } => *ty,
            _ => return None,
        };
        if vt != ty {
            return None;
        }
        ctx.load_dialect("arith")?
            .materialize_constant(ctx, ir, value, ty, loc)
    }
}

/// `'type'`, as types appear in diagnostics.
fn q(ctx: &Context, t: Type) -> String {
    format!("'{}'", ctx.print_type(t))
}

fn operand_type(ir: &Ir, op: OpId, i: usize) -> Type {
    ir.value_type(ir.operand(op, i))
}

fn result_type(ir: &Ir, op: OpId, i: usize) -> Type {
    ir.value_type(ir.result(op, i))
}

/// Splits the operands of an `AttrSizedOperandSegments` op into groups.
fn segments(ctx: &Context, ir: &Ir, op: OpId, groups: usize) -> Vec<std::ops::Range<usize>> {
    let n = ir.num_operands(op);
    let seg = crate::util::prop(ctx, ir, op, "operandSegmentSizes");
    let sizes: Vec<usize> = match seg.map(|a| ctx.attr_kind(a)) {
        Some(rmlir_core::AttrKind::DenseArray { len, raw, element })
            if *len as usize == groups && *element == ctx.i32_type() =>
        {
            (0..*len as usize)
                .map(|i| {
                    i32::from_le_bytes(raw[i * 4..i * 4 + 4].try_into().unwrap()).max(0) as usize
                })
                .collect()
        }
        _ => {
            let mut v = vec![0; groups];
            if groups > 0 {
                v[0] = n.min(1);
                if groups > 1 {
                    v[1] = n.saturating_sub(1);
                }
            }
            v
        }
    };
    let mut out = Vec::with_capacity(groups);
    let mut start = 0;
    for s in sizes {
        let r = start.min(n)..(start + s).min(n);
        start += s;
        out.push(r);
    }
    out
}

/// Whether `op` is free of memory effects (MLIR's `isMemoryEffectFree`),
/// for the ops this crate knows.
fn is_memory_effect_free(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let Some(def) = ctx.op_def(ir.op_name(op)) else {
        return false;
    };
    if def.has(rmlir_core::dialect::Traits::PURE) {
        return true;
    }
    matches!(
        ctx.op_name_str(ir.op_name(op)),
        "memref.dim" | "memref.extract_strided_metadata" | "memref.get_global"
    )
}

/// The InferTypeOpInterface check: when the result types differ from the
/// inferred ones, MLIR reports the mismatch and then "failed to infer
/// returned types" (with the op attached).
pub(crate) fn check_inferred(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    inferred: &[Type],
) -> Result<(), Diagnostic> {
    let actual: Vec<Type> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if inferred == actual.as_slice() {
        return Ok(());
    }
    let show = |v: &[Type]| v.iter().map(|t| q(ctx, *t)).collect::<Vec<_>>().join(", ");
    let name = ctx.op_name_str(ir.op_name(op));
    let mut first = Diagnostic::error(
        ir.op(op).loc,
        format!(
            "'{name}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
            show(inferred),
            show(&actual)
        ),
    );
    let second = rmlir_core::verify::op_error(ctx, ir, op, "failed to infer returned types");
    let notes = second.notes.clone();
    first.notes.push(Diagnostic {
        notes: Vec::new(),
        ..second
    });
    first.notes.extend(notes);
    Err(first)
}
