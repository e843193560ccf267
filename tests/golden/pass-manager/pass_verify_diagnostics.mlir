// FLAGS: %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(memref.global(print-op-stats),print-op-stats)' --mlir-print-ir-after-all
// expected-error@+1 {{not marked as 'IsolatedFromAbove'}}
memref.global @g : memref<2xi32> = uninitialized
// -----
func.func @y() { return }
// -----
