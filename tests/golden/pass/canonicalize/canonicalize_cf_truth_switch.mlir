// FLAGS: --allow-unregistered-dialect --canonicalize
func.func @tp(%c: i1, %d: i1) -> i1 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = "test.and"(%c, %d) : (i1, i1) -> i1
  "test.use"(%c, %x) : (i1, i1) -> ()
  cf.cond_br %c, ^bb3(%c : i1), ^bb4
^bb2:
  "test.use"(%c) : (i1) -> ()
  cf.br ^bb3(%c : i1)
^bb3(%y: i1):
  return %y : i1
^bb4:
  %f = arith.constant false
  return %f : i1
}
func.func @tp2(%c: i1) {
  cf.cond_br %c weights([10, 90]), ^bb1, ^bb1
^bb1:
  "test.use"(%c) : (i1) -> ()
  return
}
func.func @same_cond(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.x"() : () -> ()
  cf.cond_br %c, ^bb3(%a : i32), ^bb2
^bb2:
  %z = arith.constant 0 : i32
  return %z : i32
^bb3(%v: i32):
  return %v : i32
}
func.func @pt(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb2(%y: i32):
  cf.br ^bb3(%a, %y : i32, i32)
^bb3(%p: i32, %q: i32):
  %s = "test.add"(%p, %q) : (i32, i32) -> i32
  return %s : i32
}
func.func @swconst(%a: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  cf.switch %c5 : i32, [
    default: ^bb1(%a : i32),
    4: ^bb2,
    5: ^bb3(%a, %a : i32, i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  %z = arith.constant 0 : i32
  return %z : i32
^bb3(%p: i32, %q: i32):
  %s = "test.add"(%p, %q) : (i32, i32) -> i32
  return %s : i32
}
func.func @swonly(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
func.func @swall(%f: i32, %a: i32) -> i32 {
  "test.pred"() [^bb0a] : () -> ()
^bb0a:
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    3: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
