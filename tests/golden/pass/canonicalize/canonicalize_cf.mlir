// FLAGS: --allow-unregistered-dialect --canonicalize
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%c) : (i1) -> ()
  "test.use2"(%c) : (i1) -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "test.use"(%c) : (i1) -> ()
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  return %x : i32
}
func.func @g(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "x"
  cf.assert %c, "y"
  return
}
func.func @s(%f: i32, %a: f32, %b: f32) -> f32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32),
    1: ^bb1(%a : f32),
    2: ^bb2(%b : f32),
    3: ^bb2(%b : f32)
  ]
^bb1(%x: f32):
  "test.t"(%x) : (f32) -> ()
  cf.br ^bb3(%x : f32)
^bb2(%y: f32):
  cf.switch %f : i32, [ default: ^bb3(%y : f32), 2: ^bb3(%a : f32) ]
^bb3(%z: f32):
  return %z : f32
}
func.func @loop(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = "test.op"(%x) : (i32) -> i32
  cf.cond_br %c, ^bb1(%y : i32), ^bb2(%y : i32)
^bb2(%z: i32):
  return %z : i32
}
