// FLAGS: %s --arith-int-range-narrowing
// Without supported widths nothing changes but folding and dead code.
func.func @f(%a: index, %b: i8) -> (index, i8) {
  %c16 = arith.constant 16 : index
  %x = arith.remui %a, %c16 : index
  %y = arith.addi %x, %c16 : index
  %0 = arith.index_cast %b : i8 to index
  %1 = arith.index_cast %0 : index to i8
  %dead = arith.muli %x, %x : index
  return %y, %1 : index, i8
}
