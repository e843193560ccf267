// FLAGS: %s
// Every cf op in custom form: cf.assert, cf.br, cf.cond_br (with and without
// operands, with branch weights) and cf.switch (with and without cases and
// operands, i1/i8/i32/i64 flags).
func.func @all(%c: i1, %a: i32, %b: i64, %i8: i8, %ix: index) -> i32 {
  cf.assert %c, "must hold"
  cf.assert %c, "quotes \"and\" escapes\n" {test.tag}
  cf.br ^bb1(%a, %b : i32, i64)
^bb1(%x: i32, %y: i64):
  cf.cond_br %c, ^bb2, ^bb3(%x : i32)
^bb2:
  cf.cond_br %c weights([3, 7]), ^bb3(%a : i32), ^bb4
^bb3(%z: i32):
  cf.switch %z : i32, [
    default: ^bb4,
    -5: ^bb3(%a : i32),
    42: ^bb5(%y : i64)
  ]
^bb4:
  cf.switch %b : i64, [
    default: ^bb5(%b : i64)
  ]
^bb5(%w: i64):
  cf.switch %i8 : i8, [
    default: ^bb6,
    255: ^bb6,
    1: ^bb7
  ]
^bb6:
  cf.switch %c : i1, [
    default: ^bb7,
    0: ^bb6
  ]
^bb7:
  cf.br ^bb8 {test.br}
^bb8:
  return %a : i32
}
