// FLAGS: --allow-unregistered-dialect --mlir-print-op-on-diagnostic=false
func.func @f() {
  "t.use"(%0) : (i32) -> ()
  %0 = "t.def"() : () -> i32
  return
}
