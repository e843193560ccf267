// FLAGS: --allow-unregistered-dialect
func.func @f() {
  "foo.br"()[^bb5] : () -> ()
}
