// FLAGS: --arith-emulate-wide-int=widest-int-supported=32
// The emulated extensions and truncation cast their narrow operand with
// MLIR's createOrFold: a constant operand folds to a new constant, even
// when the cast would be to the type it already has.
func.func @ext_of_constant() -> (i64, i64) {
  %c = arith.constant 3 : i32
  %s = arith.extsi %c : i32 to i64
  %n = arith.constant -5 : i16
  %u = arith.extui %n : i16 to i64
  return %s, %u : i64, i64
}

func.func @ext_of_folded_trunc() -> i64 {
  %w = arith.constant 3 : i64
  %t = arith.trunci %w : i64 to i32
  %s = arith.extsi %t : i32 to i64
  return %s : i64
}
