// FLAGS: --allow-unregistered-dialect
func.func @f() {
  "foo.use"(%0) : (i32) -> ()
  %0 = "foo.def"() : () -> i32
  return
}
