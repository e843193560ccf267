// FLAGS: %s --split-input-file
func.func @f(%a: f32, %b: f32, %c: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %0 = math.absf %a : f32
  %1 = math.absi %i : i32
  %2 = math.atan2 %a, %b : f32
  %3 = math.clampf %a to [%b, %c] : f32
  %4 = math.fma %a, %b, %c : f32
  %5 = math.fpowi %a, %i : f32, i32
  %6 = math.ipowi %i, %i : i32
  %7 = math.isnan %a : f32
  %8 = math.isfinite %v : vector<4xf32>
  %9:2 = math.sincos %a : f32
  %10 = math.sqrt %a fastmath<fast> : f32
  %11 = math.powf %a, %b fastmath<nnan,ninf> : f32
  %12 = math.ctlz %vi : vector<4xi32>
  %13 = math.clampf %a to [%b, %c] fastmath<nnan> : f32
  %14 = math.fma %a, %b, %c fastmath<contract> : f32
  %15 = math.fpowi %v, %vi fastmath<fast> : vector<4xf32>, vector<4xi32>
  %16:2 = math.sincos %a fastmath<afn> : f32
  %17 = math.isinf %a {fastmath = #arith.fastmath<ninf>} : f32
  return
}
// -----
func.func @all_unary(%a: f64, %t: tensor<?xf16>) {
  %0 = math.acos %a : f64
  %1 = math.acosh %a : f64
  %2 = math.asin %a : f64
  %3 = math.asinh %a : f64
  %4 = math.atan %a : f64
  %5 = math.atanh %a : f64
  %6 = math.cbrt %a : f64
  %7 = math.ceil %t : tensor<?xf16>
  %8 = math.cos %a : f64
  %9 = math.cosh %a : f64
  %10 = math.erf %a : f64
  %11 = math.erfc %a : f64
  %12 = math.exp %a : f64
  %13 = math.exp2 %a : f64
  %14 = math.expm1 %a : f64
  %15 = math.floor %a : f64
  %16 = math.log %a : f64
  %17 = math.log10 %a : f64
  %18 = math.log1p %a : f64
  %19 = math.log2 %a : f64
  %20 = math.round %a : f64
  %21 = math.roundeven %a : f64
  %22 = math.rsqrt %a fastmath<reassoc,nsz> : f64
  %23 = math.sin %a : f64
  %24 = math.sinh %a : f64
  %25 = math.sqrt %a : f64
  %26 = math.tan %a : f64
  %27 = math.tanh %a : f64
  %28 = math.trunc %a : f64
  %29 = math.copysign %a, %a : f64
  %30 = math.isnormal %t : tensor<?xf16>
  return
}
// -----
func.func @bad_float(%i: i32) {
  %0 = math.sin %i : i32
  return
}
// -----
func.func @bad_int(%f: f32) {
  %0 = "math.ctlz"(%f) : (f32) -> f32
  return
}
// -----
func.func @bad_classify(%f: f32) {
  %0 = "math.isnan"(%f) : (f32) -> i32
  return
}
// -----
func.func @bad_fpowi(%f: vector<4xf32>, %i: vector<2xi32>) {
  %0 = math.fpowi %f, %i : vector<4xf32>, vector<2xi32>
  return
}
// -----
func.func @bad_sincos(%f: f32) {
  %0:2 = "math.sincos"(%f) : (f32) -> (f32, f64)
  return
}
// -----
func.func @bad_fastmath(%f: f32) {
  %0 = math.exp %f fastmath<bogus> : f32
  return
}
// -----
func.func @bad_mixed(%f: f32, %g: f64) {
  %0 = "math.powf"(%f, %g) : (f32, f64) -> f32
  return
}
