// FLAGS: --allow-unregistered-dialect
func.func @f() {
^bb0:
  "foo.br"()[^bb0] : () -> ()
}
