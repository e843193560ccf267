// FLAGS: --allow-unregistered-dialect
func.func @f() {
  %0 = "foo.r"() ({
    "foo.use"(%0) : (i32) -> ()
  }) : () -> i32
  return
}
