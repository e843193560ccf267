// FLAGS: --allow-unregistered-dialect --mlir-very-unsafe-disable-verifier-on-parsing
// IR that fails verification prints in generic form.
func.func @f() {
  "t.use"(%0) : (i32) -> ()
  %0 = "t.def"() : () -> i32
  return
}
