// FLAGS: --arith-expand
// During a conversion, folding sees each operand as it was before the
// conversion's replacements: `maximumf(x, x)` folds to `x`, but the
// `minimumf` that uses it still sees two different operands, so it is
// expanded rather than folded (and a commutative op whose constant operand
// was replaced does not keep reordering its operands).
func.func @f(%x: f32) -> f32 {
  %m = arith.maximumf %x, %x : f32
  %n = arith.minimumf %m, %x : f32
  return %n : f32
}

func.func @g(%x: i8) -> i8 {
  %c = arith.constant 3 : i8
  %m = arith.minsi %c, %c : i8
  %n = arith.minsi %m, %x : i8
  %p = arith.minsi %c, %m : i8
  %q = arith.minui %m, %p : i8
  %k = arith.cmpi slt, %c, %c : i8
  %s = arith.select %k, %n, %q : i8
  return %s : i8
}
