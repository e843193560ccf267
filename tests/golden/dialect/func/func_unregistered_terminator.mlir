// FLAGS: --allow-unregistered-dialect
func.func @f() {
  "foo.x"() : () -> ()
}
