// FLAGS: %s
// Every math op in custom form, on scalars, vectors and tensors, with and
// without fastmath flags.
func.func @ops(%a: f32, %b: f32, %c: f32, %v: vector<4xf16>, %t: tensor<?xf64>, %i: i32, %vi: vector<4xi32>) {
  %0 = math.absf %a : f32
  %1 = math.acos %a : f32
  %2 = math.acosh %a : f32
  %3 = math.asin %a : f32
  %4 = math.asinh %a : f32
  %5 = math.atan %a : f32
  %6 = math.atanh %a : f32
  %7 = math.cbrt %a : f32
  %8 = math.ceil %a : f32
  %9 = math.cos %a : f32
  %10 = math.cosh %a : f32
  %11 = math.erf %a : f32
  %12 = math.erfc %a : f32
  %13 = math.exp %a : f32
  %14 = math.exp2 %a : f32
  %15 = math.expm1 %a : f32
  %16 = math.floor %a : f32
  %17 = math.log %a : f32
  %18 = math.log10 %a : f32
  %19 = math.log1p %a : f32
  %20 = math.log2 %a : f32
  %21 = math.round %a : f32
  %22 = math.roundeven %a : f32
  %23 = math.rsqrt %a : f32
  %24 = math.sin %a : f32
  %25 = math.sinh %a : f32
  %26 = math.sqrt %a : f32
  %27 = math.tan %a : f32
  %28 = math.tanh %a : f32
  %29 = math.trunc %a : f32
  %30 = math.absf %v fastmath<fast> : vector<4xf16>
  %31 = math.acos %v fastmath<fast> : vector<4xf16>
  %32 = math.acosh %v fastmath<fast> : vector<4xf16>
  %33 = math.sqrt %t fastmath<nnan,ninf> : tensor<?xf64>
  %34 = math.atan2 %a, %b : f32
  %35 = math.copysign %a, %b : f32
  %36 = math.powf %a, %b : f32
  %37 = math.powf %v, %v fastmath<afn> : vector<4xf16>
  %38 = math.absi %i : i32
  %39 = math.ctlz %i : i32
  %40 = math.cttz %i : i32
  %41 = math.ctpop %i : i32
  %42 = math.ctpop %vi : vector<4xi32>
  %43 = math.isfinite %a : f32
  %44 = math.isinf %a : f32
  %45 = math.isnan %a : f32
  %46 = math.isnormal %a : f32
  %47 = math.isnan %v : vector<4xf16>
  %48 = math.fma %a, %b, %c : f32
  %49 = math.fma %v, %v, %v fastmath<contract> : vector<4xf16>
  %50 = math.fpowi %a, %i : f32, i32
  %51 = math.fpowi %v, %vi fastmath<fast> : vector<4xf16>, vector<4xi32>
  %52 = math.ipowi %i, %i : i32
  %53 = math.ipowi %vi, %vi : vector<4xi32>
  %54 = math.clampf %a to [%b, %c] : f32
  %55 = math.clampf %v to [%v, %v] fastmath<nsz> : vector<4xf16>
  %56 = math.absf %a {test.tag} : f32
  %s, %co = math.sincos %a : f32
  %vs, %vco = math.sincos %v fastmath<afn> : vector<4xf16>
  return
}
