// FLAGS: --allow-unregistered-dialect
func.func @f() {
  %0 = "foo.a"() : () -> i32
  %0 = "foo.b"() : () -> i32
  return
}
