// FLAGS: --pass-pipeline=builtin.module(func.func(canonicalize{top-down=false}))
// Commutative ops move constant operands to the end, then fold.
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %x = arith.addi %c0, %a : i32
  %y = arith.muli %c5, %b : i32
  %z = arith.andi %c5, %y : i32
  return %x, %y, %z : i32, i32, i32
}
