// FLAGS: '--composite-fixed-point-pass=pipeline=func.func(canonicalize,cse)'
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = arith.addi %a, %c0 : i32
  %c = arith.addi %a, %c0 : i32
  %d = arith.addi %b, %c : i32
  return %d : i32
}
