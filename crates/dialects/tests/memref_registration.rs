//! Every memref op of the seed document (and the other ops mlir-opt 22
//! registers in memref) has a definition once the dialects are registered.

use rmlir_core::Context;

const MEMREF_OPS: &[&str] = &[
    "assume_alignment",
    "atomic_rmw",
    "atomic_yield",
    "copy",
    "generic_atomic_rmw",
    "load",
    "alloc",
    "alloca",
    "alloca_scope",
    "alloca_scope.return",
    "cast",
    "collapse_shape",
    "dealloc",
    "dim",
    "dma_start",
    "dma_wait",
    "expand_shape",
    "extract_aligned_pointer_as_index",
    "extract_strided_metadata",
    "get_global",
    "global",
    "memory_space_cast",
    "prefetch",
    "rank",
    "realloc",
    "reinterpret_cast",
    "reshape",
    "store",
    "transpose",
    "view",
    "subview",
];

#[test]
fn every_seed_memref_op_is_registered() {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    let missing: Vec<&str> = MEMREF_OPS
        .iter()
        .copied()
        .filter(|op| ctx.op_def(ctx.op_name(&format!("memref.{op}"))).is_none())
        .collect();
    assert!(missing.is_empty(), "unregistered memref ops: {missing:?}");
}

#[test]
fn an_unknown_memref_op_is_not_registered() {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    assert!(ctx.op_def(ctx.op_name("memref.no_such_op")).is_none());
}
