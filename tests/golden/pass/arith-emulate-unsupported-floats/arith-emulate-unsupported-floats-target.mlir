// FLAGS: %s --allow-unregistered-dialect '--pass-pipeline=builtin.module(func.func(arith-emulate-unsupported-floats{source-types=f16,f8E5M2 target-type=f64}))'
// Another target type, through a nested pipeline.
func.func @f(%a: f16, %b: f8E5M2, %v: vector<2xf16>) -> (f16, f8E5M2, vector<2xf16>, f32) {
  %0 = arith.divf %a, %a : f16
  %1 = arith.extf %b : f8E5M2 to f16
  %2 = arith.addf %0, %1 : f16
  %3 = arith.negf %b : f8E5M2
  %4 = arith.mulf %v, %v : vector<2xf16>
  %5 = arith.extf %a : f16 to f32
  %6 = arith.fptoui %5 : f32 to i8
  %7 = arith.uitofp %6 : i8 to f16
  "test.use"(%7) : (f16) -> ()
  return %2, %3, %4, %5 : f16, f8E5M2, vector<2xf16>, f32
}
