// FLAGS: '--composite-fixed-point-pass=name=Foo pipeline=canonicalize,cse max-iterations=1' --split-input-file
// One iteration is not enough to see the fixed point: the warning.
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = arith.addi %a, %c0 : i32
  return %b : i32
}
