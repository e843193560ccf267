// FLAGS: --canonicalize --mlir-print-debuginfo
// Constants are deduplicated and hoisted to the entry block; a constant
// that absorbs a duplicate or moves to another block loses its location.
func.func @f(%a: i32, %b: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32 loc("a")
  %x = arith.addi %a, %c1 : i32
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  %c1b = arith.constant 1 : i32 loc("b")
  %c2 = arith.constant 2 : i32 loc("c")
  %y = arith.addi %c1b, %c2 : i32 loc("d")
  return %x, %y : i32, i32
^bb2:
  %z = arith.muli %x, %c1 : i32
  return %z, %z : i32, i32
}
