// FLAGS: %s --arith-emulate-unsupported-floats=source-types=f16,f32
func.func @f(%a: f16) -> f16 {
  %0 = arith.addf %a, %a : f16
  return %0 : f16
}
