// FLAGS: %s '--arith-emulate-unsupported-floats=source-types=bf16 target-type=i32'
func.func @f(%a: bf16) -> bf16 {
  %0 = arith.addf %a, %a : bf16
  return %0 : bf16
}
