// FLAGS: --arith-expand
// maxui's operand is replaced by the constant its ceildivsi folds to; the
// fold of maxui still sees the original (non-constant) operand, also once
// the commutative fold has swapped the operands (it must not swap back
// forever).
func.func @l0() -> i8 {
  %v63 = arith.constant 8 : i8
  %v64 = arith.ceildivsi %v63, %v63 : i8
  %v80 = arith.maxui %v63, %v64 : i8
  return %v80 : i8
}
