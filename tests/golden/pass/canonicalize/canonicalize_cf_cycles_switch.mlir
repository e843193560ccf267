// FLAGS: --allow-unregistered-dialect --canonicalize
func.func @sel(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}
func.func @sel2(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb3:
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  "test.x"(%x) : (i32) -> ()
  return %x : i32
}
func.func @sw(%f: i32, %a: f32, %b: f32) -> f32 {
  %c3 = arith.constant 3 : i32
  cf.switch %c3 : i32, [ default: ^bb1(%a : f32), 3: ^bb2(%b : f32) ]
^bb1(%x: f32):
  "test.t"(%x) : (f32) -> ()
  return %x : f32
^bb2(%y: f32):
  "test.t2"(%y) : (f32) -> ()
  return %y : f32
}
func.func @sw2(%f: i8, %a: f32, %b: f32) {
  "test.pred"() [^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  cf.switch %f : i8, [ default: ^bb2(%a : f32), 1: ^bb2(%a : f32), -2: ^bb3(%b : f32), 200: ^bb2(%b : f32) ]
^bb2(%x: f32):
  "test.t"(%x) : (f32) -> ()
^bb3(%y: f32):
  "test.t2"(%y) : (f32) -> ()
}
func.func @sw3(%f: i32, %a: f32, %b: f32) {
  "test.pred"() [^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
^bb1:
  cf.switch %f : i32, [ default: ^bb2, 1: ^bb3, 2: ^bb4 ]
^bb2:
  "test.op"() : () -> ()
  cf.switch %f : i32, [ default: ^bb3, 1: ^bb4, 3: ^bb4, 2: ^bb3 ]
^bb3:
  "test.t"() : () -> ()
^bb4:
  "test.t2"() : () -> ()
}
func.func @loop(%n: i32) {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
func.func @chain(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y, %x : i32, i32)
^bb3(%z: i32, %w: i32):
  %s = "test.add"(%z, %w) : (i32, i32) -> i32
  return %s : i32
}
func.func @ccb(%c: i1) {
  %t = arith.constant false
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  cf.assert %c, "must"
  "test.use"(%c) : (i1) -> ()
  return
^bb4:
  "test.use"(%c) : (i1) -> ()
  return
}
func.func @infloop_() {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
func.func @loop2(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb1
}
func.func @loop3(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = "test.op"(%x) : (i32) -> i32
  cf.cond_br %c, ^bb2(%y : i32), ^bb3
^bb2(%z: i32):
  cf.br ^bb1(%z : i32)
^bb3:
  return %y : i32
}
