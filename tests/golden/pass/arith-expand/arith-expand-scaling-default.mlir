// FLAGS: --arith-expand %s
// scaling ops expand without the optional cast expansions.
func.func @s(%q: f4E2M1FN, %e: f8E8M0FNU, %h: bf16, %f: f32, %v: vector<4xf4E2M1FN>, %ve: vector<4xf8E8M0FNU>, %vf: vector<4xf32>, %g: f16, %p: f8E5M2) {
  %0 = arith.scaling_extf %q, %e fastmath<fast> : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_truncf %f, %e to_nearest_even fastmath<nnan> : f32, f8E8M0FNU to f4E2M1FN
  %2 = arith.scaling_extf %v, %vf : vector<4xf4E2M1FN>, vector<4xf32> to vector<4xf32>
  %3 = arith.scaling_truncf %vf, %ve : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
  %4 = arith.scaling_truncf %g, %h : f16, bf16 to f4E2M1FN
  %5 = arith.scaling_extf %q, %f : f4E2M1FN, f32 to bf16
  return
}
