//! Passes that know dialects: conversions from one dialect to another and
//! lowerings (MLIR's `lib/Conversion` and the dialect-specific parts of
//! `lib/Transforms`). Generic passes live in rmlir-pass; this crate builds
//! on it, on the dialects of rmlir-dialects and on the conversion framework
//! of `rmlir_core::rewrite::conversion`.
//!
//! - [`scf_to_cf`]: the `convert-scf-to-cf` pass.
//! - [`lower_affine`]: the `lower-affine` pass.
//! - [`affine_licm`]: the `affine-loop-invariant-code-motion` pass.
//! - [`loop_coalescing`]: the `affine-loop-coalescing` pass.
//! - [`scf_for_canonicalization`]: the `scf-for-loop-canonicalization` pass.

pub mod affine_licm;
pub mod loop_coalescing;
pub mod lower_affine;
pub mod scf_for_canonicalization;
pub mod scf_to_cf;

use rmlir_pass::PassRegistry;

/// Registers every pass of this crate.
pub fn register_all(registry: &mut PassRegistry) {
    registry.register(&affine_licm::INFO);
    registry.register(&loop_coalescing::INFO);
    registry.register(&lower_affine::INFO);
    registry.register(&scf_for_canonicalization::INFO);
    registry.register(&scf_to_cf::INFO);
}
