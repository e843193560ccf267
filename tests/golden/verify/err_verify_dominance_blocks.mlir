// FLAGS: --allow-unregistered-dialect
func.func @f(%c: i1) {
  "foo.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  "foo.use"(%v) : (i32) -> ()
  return
}
