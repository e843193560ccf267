// FLAGS: --allow-unregistered-dialect
func.func @f() {
  %0 = "foo.a"() : () -> i32
  "foo.use"(%0) : (i64) -> ()
  return
}
