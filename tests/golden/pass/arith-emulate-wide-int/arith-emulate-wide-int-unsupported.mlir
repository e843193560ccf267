// FLAGS: %s --arith-emulate-wide-int=widest-int-supported=16
// i64 is more than twice as wide as the target's widest integer: the
// function cannot be converted and it is explicitly illegal.
func.func @f(%a: i64) -> i64 {
  %0 = arith.addi %a, %a : i64
  return %0 : i64
}
