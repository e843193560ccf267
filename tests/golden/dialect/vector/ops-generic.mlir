// FLAGS: --allow-unregistered-dialect --mlir-print-op-generic %S/ops.mlir
