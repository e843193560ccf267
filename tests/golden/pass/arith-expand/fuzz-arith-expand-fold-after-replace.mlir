// FLAGS: --arith-expand
// The conversion folds an illegal op before expanding it, with its operands
// as they were before the conversion's replacements: maximumf(x, x) folding
// to the constant x must not hide that constant from the next maximumf.
func.func @f1() -> f64 {
  %v11 = arith.constant 1.0e+10 : f64
  %v12 = arith.maximumf %v11, %v11 : f64
  %v17 = arith.constant 0.0 : f64
  %v18 = arith.maximumf %v11, %v17 : f64
  return %v18 : f64
}
