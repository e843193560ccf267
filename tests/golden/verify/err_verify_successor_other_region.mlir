// FLAGS: --allow-unregistered-dialect
func.func @f() {
  "foo.r"() ({
    "foo.br"()[^bb1] : () -> ()
  }) : () -> ()
^bb1:
  return
}
