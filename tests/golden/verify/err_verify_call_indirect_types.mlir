// FLAGS: --mlir-print-op-generic
func.func @f(%g: (i32) -> i32, %x: i64) {
  %r = "func.call_indirect"(%g, %x) : ((i32) -> i32, i64) -> i32
  return
}
