// FLAGS: --allow-unregistered-dialect
func.func @f(%c: i1, %x: i32) -> i32 {
  "foo.cond_br"(%c, %x)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1:
  "foo.br"(%x)[^bb3] : (i32) -> ()
^bb2:
  %y = "foo.neg"(%x) : (i32) -> i32
  "foo.br"(%y)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  return %r : i32
}
func.func @loop() {
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.br"()[^bb1] : () -> ()
}
