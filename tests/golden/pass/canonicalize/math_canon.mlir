// FLAGS: --canonicalize --allow-unregistered-dialect
func.func @f() -> (f32, f64, f16, bf16) {
  %a = arith.constant 0.5 : f32
  %b = arith.constant 0.5 : f64
  %h = arith.constant 0.5 : f16
  %bf = arith.constant 0.5 : bf16
  %absf_a = math.absf %a : f32
  %absf_b = math.absf %b : f64
  %absf_h = math.absf %h : f16
  %absf_bf = math.absf %bf : bf16
  "test.use"(%absf_a, %absf_b, %absf_h, %absf_bf) : (f32, f64, f16, bf16) -> ()
  %acos_a = math.acos %a : f32
  %acos_b = math.acos %b : f64
  %acos_h = math.acos %h : f16
  %acos_bf = math.acos %bf : bf16
  "test.use"(%acos_a, %acos_b, %acos_h, %acos_bf) : (f32, f64, f16, bf16) -> ()
  %acosh_a = math.acosh %a : f32
  %acosh_b = math.acosh %b : f64
  %acosh_h = math.acosh %h : f16
  %acosh_bf = math.acosh %bf : bf16
  "test.use"(%acosh_a, %acosh_b, %acosh_h, %acosh_bf) : (f32, f64, f16, bf16) -> ()
  %asin_a = math.asin %a : f32
  %asin_b = math.asin %b : f64
  %asin_h = math.asin %h : f16
  %asin_bf = math.asin %bf : bf16
  "test.use"(%asin_a, %asin_b, %asin_h, %asin_bf) : (f32, f64, f16, bf16) -> ()
  %asinh_a = math.asinh %a : f32
  %asinh_b = math.asinh %b : f64
  %asinh_h = math.asinh %h : f16
  %asinh_bf = math.asinh %bf : bf16
  "test.use"(%asinh_a, %asinh_b, %asinh_h, %asinh_bf) : (f32, f64, f16, bf16) -> ()
  %atan_a = math.atan %a : f32
  %atan_b = math.atan %b : f64
  %atan_h = math.atan %h : f16
  %atan_bf = math.atan %bf : bf16
  "test.use"(%atan_a, %atan_b, %atan_h, %atan_bf) : (f32, f64, f16, bf16) -> ()
  %atanh_a = math.atanh %a : f32
  %atanh_b = math.atanh %b : f64
  %atanh_h = math.atanh %h : f16
  %atanh_bf = math.atanh %bf : bf16
  "test.use"(%atanh_a, %atanh_b, %atanh_h, %atanh_bf) : (f32, f64, f16, bf16) -> ()
  %cbrt_a = math.cbrt %a : f32
  %cbrt_b = math.cbrt %b : f64
  %cbrt_h = math.cbrt %h : f16
  %cbrt_bf = math.cbrt %bf : bf16
  "test.use"(%cbrt_a, %cbrt_b, %cbrt_h, %cbrt_bf) : (f32, f64, f16, bf16) -> ()
  %ceil_a = math.ceil %a : f32
  %ceil_b = math.ceil %b : f64
  %ceil_h = math.ceil %h : f16
  %ceil_bf = math.ceil %bf : bf16
  "test.use"(%ceil_a, %ceil_b, %ceil_h, %ceil_bf) : (f32, f64, f16, bf16) -> ()
  %cos_a = math.cos %a : f32
  %cos_b = math.cos %b : f64
  %cos_h = math.cos %h : f16
  %cos_bf = math.cos %bf : bf16
  "test.use"(%cos_a, %cos_b, %cos_h, %cos_bf) : (f32, f64, f16, bf16) -> ()
  %cosh_a = math.cosh %a : f32
  %cosh_b = math.cosh %b : f64
  %cosh_h = math.cosh %h : f16
  %cosh_bf = math.cosh %bf : bf16
  "test.use"(%cosh_a, %cosh_b, %cosh_h, %cosh_bf) : (f32, f64, f16, bf16) -> ()
  %erf_a = math.erf %a : f32
  %erf_b = math.erf %b : f64
  %erf_h = math.erf %h : f16
  %erf_bf = math.erf %bf : bf16
  "test.use"(%erf_a, %erf_b, %erf_h, %erf_bf) : (f32, f64, f16, bf16) -> ()
  %erfc_a = math.erfc %a : f32
  %erfc_b = math.erfc %b : f64
  %erfc_h = math.erfc %h : f16
  %erfc_bf = math.erfc %bf : bf16
  "test.use"(%erfc_a, %erfc_b, %erfc_h, %erfc_bf) : (f32, f64, f16, bf16) -> ()
  %exp_a = math.exp %a : f32
  %exp_b = math.exp %b : f64
  %exp_h = math.exp %h : f16
  %exp_bf = math.exp %bf : bf16
  "test.use"(%exp_a, %exp_b, %exp_h, %exp_bf) : (f32, f64, f16, bf16) -> ()
  %exp2_a = math.exp2 %a : f32
  %exp2_b = math.exp2 %b : f64
  %exp2_h = math.exp2 %h : f16
  %exp2_bf = math.exp2 %bf : bf16
  "test.use"(%exp2_a, %exp2_b, %exp2_h, %exp2_bf) : (f32, f64, f16, bf16) -> ()
  %expm1_a = math.expm1 %a : f32
  %expm1_b = math.expm1 %b : f64
  %expm1_h = math.expm1 %h : f16
  %expm1_bf = math.expm1 %bf : bf16
  "test.use"(%expm1_a, %expm1_b, %expm1_h, %expm1_bf) : (f32, f64, f16, bf16) -> ()
  %floor_a = math.floor %a : f32
  %floor_b = math.floor %b : f64
  %floor_h = math.floor %h : f16
  %floor_bf = math.floor %bf : bf16
  "test.use"(%floor_a, %floor_b, %floor_h, %floor_bf) : (f32, f64, f16, bf16) -> ()
  %log_a = math.log %a : f32
  %log_b = math.log %b : f64
  %log_h = math.log %h : f16
  %log_bf = math.log %bf : bf16
  "test.use"(%log_a, %log_b, %log_h, %log_bf) : (f32, f64, f16, bf16) -> ()
  %log10_a = math.log10 %a : f32
  %log10_b = math.log10 %b : f64
  %log10_h = math.log10 %h : f16
  %log10_bf = math.log10 %bf : bf16
  "test.use"(%log10_a, %log10_b, %log10_h, %log10_bf) : (f32, f64, f16, bf16) -> ()
  %log1p_a = math.log1p %a : f32
  %log1p_b = math.log1p %b : f64
  %log1p_h = math.log1p %h : f16
  %log1p_bf = math.log1p %bf : bf16
  "test.use"(%log1p_a, %log1p_b, %log1p_h, %log1p_bf) : (f32, f64, f16, bf16) -> ()
  %log2_a = math.log2 %a : f32
  %log2_b = math.log2 %b : f64
  %log2_h = math.log2 %h : f16
  %log2_bf = math.log2 %bf : bf16
  "test.use"(%log2_a, %log2_b, %log2_h, %log2_bf) : (f32, f64, f16, bf16) -> ()
  %round_a = math.round %a : f32
  %round_b = math.round %b : f64
  %round_h = math.round %h : f16
  %round_bf = math.round %bf : bf16
  "test.use"(%round_a, %round_b, %round_h, %round_bf) : (f32, f64, f16, bf16) -> ()
  %roundeven_a = math.roundeven %a : f32
  %roundeven_b = math.roundeven %b : f64
  %roundeven_h = math.roundeven %h : f16
  %roundeven_bf = math.roundeven %bf : bf16
  "test.use"(%roundeven_a, %roundeven_b, %roundeven_h, %roundeven_bf) : (f32, f64, f16, bf16) -> ()
  %rsqrt_a = math.rsqrt %a : f32
  %rsqrt_b = math.rsqrt %b : f64
  %rsqrt_h = math.rsqrt %h : f16
  %rsqrt_bf = math.rsqrt %bf : bf16
  "test.use"(%rsqrt_a, %rsqrt_b, %rsqrt_h, %rsqrt_bf) : (f32, f64, f16, bf16) -> ()
  %sin_a = math.sin %a : f32
  %sin_b = math.sin %b : f64
  %sin_h = math.sin %h : f16
  %sin_bf = math.sin %bf : bf16
  "test.use"(%sin_a, %sin_b, %sin_h, %sin_bf) : (f32, f64, f16, bf16) -> ()
  %sinh_a = math.sinh %a : f32
  %sinh_b = math.sinh %b : f64
  %sinh_h = math.sinh %h : f16
  %sinh_bf = math.sinh %bf : bf16
  "test.use"(%sinh_a, %sinh_b, %sinh_h, %sinh_bf) : (f32, f64, f16, bf16) -> ()
  %sqrt_a = math.sqrt %a : f32
  %sqrt_b = math.sqrt %b : f64
  %sqrt_h = math.sqrt %h : f16
  %sqrt_bf = math.sqrt %bf : bf16
  "test.use"(%sqrt_a, %sqrt_b, %sqrt_h, %sqrt_bf) : (f32, f64, f16, bf16) -> ()
  %tan_a = math.tan %a : f32
  %tan_b = math.tan %b : f64
  %tan_h = math.tan %h : f16
  %tan_bf = math.tan %bf : bf16
  "test.use"(%tan_a, %tan_b, %tan_h, %tan_bf) : (f32, f64, f16, bf16) -> ()
  %tanh_a = math.tanh %a : f32
  %tanh_b = math.tanh %b : f64
  %tanh_h = math.tanh %h : f16
  %tanh_bf = math.tanh %bf : bf16
  "test.use"(%tanh_a, %tanh_b, %tanh_h, %tanh_bf) : (f32, f64, f16, bf16) -> ()
  %trunc_a = math.trunc %a : f32
  %trunc_b = math.trunc %b : f64
  %trunc_h = math.trunc %h : f16
  %trunc_bf = math.trunc %bf : bf16
  "test.use"(%trunc_a, %trunc_b, %trunc_h, %trunc_bf) : (f32, f64, f16, bf16) -> ()
  return %a, %b, %h, %bf : f32, f64, f16, bf16
}
func.func @ints() {
  %a = arith.constant -5 : i32
  %b = arith.constant 3 : i32
  %n = arith.constant -2 : i32
  %z = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %x = arith.constant 2.5 : f32
  %y = arith.constant 0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %h = arith.constant 2.5 : f16
  %0 = math.absi %a : i32
  %1 = math.ipowi %a, %b : i32
  %2 = math.ipowi %m1, %n : i32
  %3 = math.ipowi %z, %n : i32
  %4 = math.fpowi %x, %b : f32, i32
  %5 = math.fma %x, %x, %x : f32
  %6 = math.clampf %x to [%y, %x] : f32
  %7 = math.isnan %nan : f32
  %8 = math.isinf %x : f32
  %9:2 = math.sincos %x : f32
  %10 = math.atan2 %y, %y : f32
  %11 = math.atan2 %x, %y : f32
  %12 = math.copysign %h, %h : f16
  %13 = math.powf %h, %h : f16
  %14 = math.cttz %z : i32
  %15 = math.ctlz %z : i32
  %16 = math.ipowi %b, %b : i32
  %17 = math.isfinite %x : f32
  %18 = math.isnormal %x : f32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9#0, %9#1, %10, %11, %12, %13, %14, %15, %16, %17, %18) : (i32, i32, i32, i32, f32, f32, f32, i1, i1, f32, f32, f32, f32, f16, f16, i32, i32, i32, i1, i1) -> ()
  return
}
func.func @special() -> (f32, f32, f32, f32, f64, f64, f16, bf16, f32, f64, f32, f32) {
  %nan = arith.constant 0x7FC00001 : f32
  %snan = arith.constant 0x7F800001 : f32
  %inf = arith.constant 0xFF800000 : f32
  %nz = arith.constant -0.0 : f32
  %m1 = arith.constant -1.0 : f64
  %m2 = arith.constant -2.0 : f64
  %h = arith.constant -2.5 : f16
  %b = arith.constant 3.5 : bf16
  %0 = math.sqrt %nz : f32
  %1 = math.log %nan : f32
  %2 = math.ceil %snan : f32
  %3 = math.absf %inf : f32
  %4 = math.log1p %m1 : f64
  %5 = math.log1p %m2 : f64
  %6 = math.roundeven %h : f16
  %7 = math.floor %b : bf16
  %8 = math.exp %inf : f32
  %9 = math.atan2 %m1, %m2 : f64
  %10 = math.copysign %nan, %inf : f32
  %11 = math.trunc %nz : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f64, f64, f16, bf16, f32, f64, f32, f32
}
func.func @dense() -> (vector<4xf32>, tensor<2xf64>, vector<3xi1>, vector<2xi8>, tensor<2xf16>) {
  %v = arith.constant dense<[0.5, -1.0, 2.0, 0x7F800000]> : vector<4xf32>
  %t = arith.constant dense<[1.5, 2.5]> : tensor<2xf64>
  %w = arith.constant dense<[1.0, 0x7FC00000, 0x00000001]> : vector<3xf32>
  %i = arith.constant dense<[-128, 6]> : vector<2xi8>
  %h = arith.constant dense<2.5> : tensor<2xf16>
  %0 = math.sin %v : vector<4xf32>
  %1 = math.round %t : tensor<2xf64>
  %2 = math.isnormal %w : vector<3xf32>
  %3 = math.absi %i : vector<2xi8>
  %4 = math.ceil %h : tensor<2xf16>
  return %0, %1, %2, %3, %4 : vector<4xf32>, tensor<2xf64>, vector<3xi1>, vector<2xi8>, tensor<2xf16>
}
func.func @ipowi() -> (i8, i8, i64, i32, i32) {
  %c3 = arith.constant 3 : i8
  %c100 = arith.constant 100 : i8
  %c7 = arith.constant 7 : i64
  %cbig = arith.constant 9223372036854775807 : i64
  %m1 = arith.constant -1 : i32
  %n3 = arith.constant -3 : i32
  %c2 = arith.constant 2 : i32
  %0 = math.ipowi %c3, %c100 : i8
  %1 = math.ipowi %c100, %c3 : i8
  %2 = math.ipowi %c7, %cbig : i64
  %3 = math.ipowi %m1, %n3 : i32
  %4 = math.ipowi %c2, %n3 : i32
  return %0, %1, %2, %3, %4 : i8, i8, i64, i32, i32
}
