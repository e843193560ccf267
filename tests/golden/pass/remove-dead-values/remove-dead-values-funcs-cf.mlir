// FLAGS: --remove-dead-values
func.func private @p(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %b : i32
  cf.br ^bb1(%s : i32)
^bb1(%t: i32):
  return %t, %a : i32, i32
}
func.func @main(%x: i32) -> i32 {
  %r:2 = call @p(%x, %x) : (i32, i32) -> (i32, i32)
  %q:2 = call @p(%x, %x) : (i32, i32) -> (i32, i32)
  return %q#0 : i32
}
func.func private @unused(%a: i32) -> i32 {
  %s = arith.addi %a, %a : i32
  return %s : i32
}
func.func private @rec(%a: i32) -> i32 {
  %r = call @rec(%a) : (i32) -> i32
  return %r : i32
}
func.func @m2(%x: i32) {
  %r = call @rec(%x) : (i32) -> i32
  return
}

func.func @cf1(%c: i1, %x: i32, %m: memref<i32>) -> i32 {
  %a = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%a, %x : i32, i32), ^bb2(%x : i32)
^bb1(%p: i32, %q: i32):
  %d = arith.muli %p, %p : i32
  cf.br ^bb3(%q : i32)
^bb2(%r: i32):
  memref.store %r, %m[] : memref<i32>
  cf.br ^bb3(%r : i32)
^bb3(%z: i32):
  return %z : i32
}

func.func @sw(%f: i32, %x: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    42: ^bb2(%x, %x : i32, i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32, %c: i32):
  return %c : i32
}
