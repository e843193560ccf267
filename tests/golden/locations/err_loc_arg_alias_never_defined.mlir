// FLAGS: --mlir-print-debuginfo
func.func @f(%a: i32 loc(#nowhere)) {
  return
}
