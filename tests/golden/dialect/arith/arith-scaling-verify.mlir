// FLAGS: --split-input-file %s
// Verification of arith.scaling_extf and arith.scaling_truncf.
func.func @f(%a: f4E2M1FN, %s: f8E8M0FNU, %v: vector<2xf4E2M1FN>, %t: tensor<2xf4E2M1FN>) {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to i32
  return
}
// -----
func.func @f(%a: f4E2M1FN, %s: f8E8M0FNU, %v: vector<2xf4E2M1FN>, %t: tensor<2xf4E2M1FN>) {
  %0 = arith.scaling_truncf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  return
}
// -----
func.func @f(%a: f4E2M1FN, %s: f8E8M0FNU, %v: vector<2xf4E2M1FN>, %t: tensor<2xf4E2M1FN>) {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to vector<2xf32>
  return
}
// -----
func.func @f(%a: f4E2M1FN, %s: f8E8M0FNU, %v: vector<2xf4E2M1FN>, %t: tensor<2xf4E2M1FN>) {
  %0 = arith.scaling_extf %t, %s : tensor<2xf4E2M1FN>, f8E8M0FNU to tensor<3xf32>
  return
}
// -----
func.func @f(%a: f4E2M1FN, %s: f8E8M0FNU, %v: vector<2xf4E2M1FN>, %t: tensor<2xf4E2M1FN>) {
  %0 = arith.scaling_truncf %a, %s to_nearest_even fastmath<fast> : f4E2M1FN, f8E8M0FNU to f4E2M1FN
  return
}
// -----
func.func @f(%a: f4E2M1FN, %s: f8E8M0FNU, %v: vector<2xf4E2M1FN>, %t: tensor<2xf4E2M1FN>) {
  %0 = arith.scaling_extf %v, %s fastmath<nnan> : vector<2xf4E2M1FN>, f8E8M0FNU to vector<2xf32>
  return
}
// -----
func.func @f(%a: f4E2M1FN, %s: f8E8M0FNU, %v: vector<2xf4E2M1FN>, %t: tensor<2xf4E2M1FN>) {
  %0 = "arith.scaling_truncf"(%a, %s) <{roundingmode = 1 : i32}> : (f4E2M1FN, f8E8M0FNU) -> f4E2M1FN
  return
}
// -----
