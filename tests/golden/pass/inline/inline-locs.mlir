// FLAGS: --inline --mlir-print-debuginfo --mlir-print-local-scope
// Inlined ops get call-site locations.
func.func private @callee(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32 loc("callee.mlir":3:8)
  return %y : i32 loc("callee.mlir":4:3)
}
func.func @caller(%x: i32) -> i32 {
  %0 = call @callee(%x) : (i32) -> i32 loc("caller.mlir":10:5)
  return %0 : i32
}
