// FLAGS: --allow-unregistered-dialect
func.func @f() {
  return
  "foo.after"() : () -> ()
}
