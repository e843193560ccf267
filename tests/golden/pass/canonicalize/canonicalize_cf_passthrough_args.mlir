// FLAGS: --allow-unregistered-dialect --canonicalize
func.func @remap(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b : i32)
^bb1(%x: i32, %y: i32):
  cf.br ^bb3(%y, %x : i32, i32)
^bb2(%z: i32):
  cf.br ^bb3(%z, %z : i32, i32)
^bb3(%p: i32, %q: i32):
  "test.use"(%p, %q) : (i32, i32) -> ()
  return %p, %q : i32, i32
}
func.func @both(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%p: i32):
  "test.use"(%p) : (i32) -> ()
  return %p : i32
}
func.func @sw_pt(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2(%b : i32),
    2: ^bb3
  ]
^bb1(%x: i32):
  cf.br ^bb4(%x : i32)
^bb2(%y: i32):
  cf.br ^bb4(%y : i32)
^bb3:
  "test.x"() : () -> ()
  cf.br ^bb4(%a : i32)
^bb4(%r: i32):
  "test.use"(%r) : (i32) -> ()
  return %r : i32
}
func.func @blockarg_use(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return %a : i32
}
