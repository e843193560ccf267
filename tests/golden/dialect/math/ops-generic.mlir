// FLAGS: --mlir-print-op-generic %S/ops.mlir
