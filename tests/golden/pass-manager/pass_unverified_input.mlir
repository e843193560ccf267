// FLAGS: --allow-unregistered-dialect --mlir-very-unsafe-disable-verifier-on-parsing --pass-pipeline=builtin.module(func.func(print-op-stats,strip-debuginfo,print-op-stats)) --mlir-print-ir-after-all --mlir-disable-threading
// IR that fails verification prints in generic form.
func.func @f() {
  "t.use"(%0) : (i32) -> ()
  %0 = "t.def"() : () -> i32
  return
}
