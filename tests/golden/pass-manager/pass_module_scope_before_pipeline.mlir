// FLAGS: %s --mlir-print-ir-module-scope --mlir-print-ir-after-all --pass-pipeline='builtin.module(foo)'
func.func @f() { return }
