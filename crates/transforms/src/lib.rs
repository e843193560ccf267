//! Passes that know dialects: conversions from one dialect to another and
//! lowerings (MLIR's `lib/Conversion` and the dialect-specific parts of
//! `lib/Transforms`). Generic passes live in rmlir-pass; this crate builds
//! on it, on the dialects of rmlir-dialects and on the conversion framework
//! of `rmlir_core::rewrite::conversion`.
//!
//! - [`arith_emulate_floats`]: the `arith-emulate-unsupported-floats` pass.
//! - [`arith_emulate_wide_int`]: the `arith-emulate-wide-int` pass.
//! - [`arith_expand`]: the `arith-expand` pass.
//! - [`buffer_promotion`]: the `promote-buffers-to-stack` pass.
//! - [`buffer_results`]: the `buffer-results-to-out-params` pass.
//! - [`memref_expand`]: the `expand-realloc` and `memref-expand` passes.
//! - [`int_range`]: the `int-range-optimizations`,
//!   `arith-unsigned-when-equivalent` and `arith-int-range-narrowing` passes.
//! - [`scf_to_cf`]: the `convert-scf-to-cf` pass.
//! - [`lower_affine`]: the `lower-affine` pass.
//! - [`affine_licm`]: the `affine-loop-invariant-code-motion` pass.
//! - [`affine_unroll`]: the `affine-loop-unroll` pass.
//! - [`affine_tile`]: the `affine-loop-tile` pass.
//! - [`affine_normalize`]: the `affine-loop-normalize` pass.
//! - [`affine_simplify_structures`]: the `affine-simplify-structures` pass.
//! - [`affine_scalrep`]: the `affine-scalrep` pass.
//! - [`affine_data_copy`]: the `affine-data-copy-generate` pass.
//! - [`loop_coalescing`]: the `affine-loop-coalescing` pass.
//! - [`scf_for_canonicalization`]: the `scf-for-loop-canonicalization` pass.
//! - [`scf_for_peeling`]: the `scf-for-loop-peeling` pass.
//! - [`scf_parallel_loop_fusion`]: the `scf-parallel-loop-fusion` pass.
//! - [`mem2reg`]: the `mem2reg` pass.
//! - [`sroa`]: the `sroa` pass.
//! - [`memref`]: the `expand-strided-metadata` and `fold-memref-alias-ops`
//!   passes.

mod affine_constraints;
pub mod affine_data_copy;
mod affine_dependence;
mod affine_flatten;
pub mod affine_licm;
pub mod affine_normalize;
mod affine_region;
pub mod affine_scalrep;
pub mod affine_simplify_structures;
pub mod affine_tile;
pub mod affine_unroll;
pub mod arith_emulate_floats;
pub mod arith_emulate_wide_int;
pub mod arith_expand;
pub mod buffer_promotion;
pub mod buffer_results;
pub mod int_range;
pub mod loop_coalescing;
pub mod lower_affine;
pub mod mem2reg;
mod memory_slot;
pub mod memref;
pub mod memref_expand;
pub mod scf_for_canonicalization;
pub mod scf_for_peeling;
pub mod scf_parallel_loop_fusion;
pub mod scf_to_cf;
pub mod sroa;

use rmlir_core::ir::{Ir, OpId};
use rmlir_core::rewrite::conversion::{
    apply_partial_conversion_with_config, ConversionConfig, ConversionTarget,
    FrozenConversionPatterns, TypeConverter,
};
use rmlir_pass::{PassContext, PassFailed, PassRegistry};

/// Runs a partial conversion of `op` for a pass: the diagnostics it
/// produced are reported, and a failed conversion fails the pass.
pub fn run_partial_conversion(
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
    config: ConversionConfig,
) -> Result<(), PassFailed> {
    run_partial_type_conversion(cx, ir, op, target, patterns, None, config)
}

/// [`run_partial_conversion`] with a type converter.
pub fn run_partial_type_conversion(
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
    converter: Option<&TypeConverter>,
    config: ConversionConfig,
) -> Result<(), PassFailed> {
    let result = apply_partial_conversion_with_config(
        cx.ctx,
        ir,
        &[op],
        target,
        patterns,
        converter,
        config,
    );
    let (ok, diags) = match result {
        Ok(d) => (true, d),
        Err(d) => (false, d),
    };
    diags.into_iter().for_each(|d| cx.emit(d));
    if ok {
        Ok(())
    } else {
        Err(PassFailed)
    }
}

/// Creates the op of `st` at the rewriter's insertion point, or only what
/// it folds to (MLIR's `createOrFold`): its single result, an existing
/// value or a materialized constant. A fold that only updates the op in
/// place is tried again, up to `tries` folds in all.
pub(crate) fn create_or_fold(
    tries: usize,
    rw: &mut rmlir_core::rewrite::Rewriter<'_>,
    st: rmlir_core::ir::OperationState,
) -> rmlir_core::ir::Value {
    use rmlir_core::dialect::FoldResult;
    let ctx = rw.ctx;
    let loc = st.loc;
    let op = rw.ir.create_op(st);
    let v = rw.ir.result(op, 0);
    let ty = rw.ir.value_type(v);
    for _ in 0..tries {
        let Some(rs) = rmlir_core::rewrite::folder::fold_op(ctx, rw.ir, op) else {
            break;
        };
        if rs.is_empty() {
            continue;
        }
        if rs.len() == 1 {
            match rs[0] {
                FoldResult::Value(x) if x != v => {
                    rw.ir.erase_op(op);
                    return x;
                }
                FoldResult::Attr(a) => {
                    let dialect = rmlir_core::rewrite::folder::op_dialect(ctx, rw.ir, op);
                    if let Some(c) = dialect.and_then(|d| rw.materialize_constant(d, a, ty, loc)) {
                        rw.ir.erase_op(op);
                        return rw.ir.result(c, 0);
                    }
                }
                _ => {}
            }
        }
        break;
    }
    rw.insert(op);
    v
}

/// The `operandSegmentSizes` of `op` (empty when it has none).
pub(crate) fn segment_sizes(ctx: &rmlir_core::Context, ir: &Ir, op: OpId) -> Vec<i32> {
    rmlir_core::ir::symbol::inherent_attr(ctx, ir, op, "operandSegmentSizes")
        .and_then(|a| rmlir_ods::register::i32_array_values(ctx, a))
        .map_or(Vec::new(), |v| v.into_iter().map(|x| x as i32).collect())
}

/// The `operandSegmentSizes` of `op` as counts, looked up among all its
/// attributes.
pub(crate) fn operand_segments(ctx: &rmlir_core::Context, ir: &Ir, op: OpId) -> Option<Vec<usize>> {
    let a = ir.attr(ctx, op, "operandSegmentSizes")?;
    let v = rmlir_ods::register::i32_array_values(ctx, a)?;
    Some(v.into_iter().map(|x| x.max(0) as usize).collect())
}

/// The values of an `array<i64: ...>` attribute (empty for anything else).
pub(crate) fn i64_array_values(
    ctx: &rmlir_core::Context,
    a: Option<rmlir_core::Attribute>,
) -> Vec<i64> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(rmlir_core::AttrKind::DenseArray { len, raw, .. }) => (0..*len as usize)
            .map(|i| i64::from_le_bytes(raw[i * 8..i * 8 + 8].try_into().expect("8 bytes")))
            .collect(),
        _ => Vec::new(),
    }
}

/// Registers every pass of this crate.
pub fn register_all(registry: &mut PassRegistry) {
    registry.register(&affine_licm::INFO);
    registry.register(&arith_emulate_floats::INFO);
    registry.register(&arith_emulate_wide_int::INFO);
    registry.register(&arith_expand::INFO);
    registry.register(&buffer_promotion::INFO);
    registry.register(&buffer_results::INFO);
    registry.register(&affine_normalize::INFO);
    registry.register(&affine_scalrep::INFO);
    registry.register(&affine_data_copy::INFO);
    registry.register(&affine_simplify_structures::INFO);
    registry.register(&affine_tile::INFO);
    registry.register(&affine_unroll::INFO);
    registry.register(&int_range::narrowing::INFO);
    registry.register(&int_range::optimizations::INFO);
    registry.register(&int_range::unsigned::INFO);
    registry.register(&loop_coalescing::INFO);
    registry.register(&memref_expand::EXPAND_REALLOC);
    registry.register(&memref_expand::MEMREF_EXPAND);
    registry.register(&lower_affine::INFO);
    registry.register(&mem2reg::INFO);
    registry.register(&memref::expand_strided_metadata::INFO);
    registry.register(&memref::fold_alias_ops::INFO);
    registry.register(&memref::flatten::INFO);
    registry.register(&memref::normalize::INFO);
    registry.register(&memref::resolve_dims::RANKED_INFO);
    registry.register(&memref::resolve_dims::INFO);
    registry.register(&memref::runtime_verification::INFO);
    registry.register(&scf_for_canonicalization::INFO);
    registry.register(&scf_for_peeling::INFO);
    registry.register(&scf_parallel_loop_fusion::INFO);
    registry.register(&scf_to_cf::INFO);
    registry.register(&sroa::INFO);
}
