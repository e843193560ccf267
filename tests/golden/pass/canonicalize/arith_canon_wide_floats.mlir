// FLAGS: --canonicalize
func.func @f3(%a0: f80, %a1: f80) -> (f80, f80) {
  %v1 = arith.maxnumf %a0, %a0 : f80
  %v2 = arith.constant 1.0e-8 : f80
  %v3 = arith.minimumf %a1, %v2 fastmath<fast> : f80
  return %v1, %v3 : f80, f80
}
func.func @f7(%a0: f128, %a1: f128) -> (i1) {
  %v1 = arith.constant 1.5 : f128
  %v2 = arith.cmpf ule, %a0, %v1 : f128
  return %v2 : i1
}
func.func @f10(%a0: f128, %a1: f128) -> (f128, f128, f128, f128) {
  %v1 = arith.addf %a0, %a0 : f128
  %v2 = arith.addf %a1, %a0 : f128
  %v3 = arith.constant 2.0 : f128
  %v4 = arith.constant -0.0 : f128
  %v5 = arith.addf %v1, %v4 : f128
  %v6 = arith.maximumf %v4, %a1 : f128
  return %v1, %v2, %v5, %v6 : f128, f128, f128, f128
}
func.func @f15(%a0: f80, %a1: f80) -> (f80, i1, i1) {
  %v1 = arith.constant -2.5 : f80
  %v2 = arith.divf %a0, %a0 : f80
  %v3 = arith.constant 65504.0 : f80
  %v4 = arith.cmpf une, %a1, %a0 : f80
  %v5 = arith.cmpf uno, %v2, %a1 : f80
  return %v2, %v4, %v5 : f80, i1, i1
}
func.func @f21(%a0: f80, %a1: f80) -> (f80, i1) {
  %v1 = arith.mulf %a0, %a1 : f80
  %v2 = arith.cmpf olt, %a0, %a0 : f80
  %v3 = arith.constant -35.58 : f80
  return %v1, %v2 : f80, i1
}
func.func @f30(%a0: vector<2xf128>, %a1: vector<2xf128>) -> (vector<2xf128>, vector<2xi1>) {
  %v1 = arith.mulf %a0, %a1 : vector<2xf128>
  %v2 = arith.cmpf oeq, %a1, %v1 : vector<2xf128>
  return %v1, %v2 : vector<2xf128>, vector<2xi1>
}
func.func @f42(%a0: vector<2xf128>, %a1: vector<2xf128>) -> (vector<2xf128>, vector<2xi1>) {
  %v1 = arith.constant dense<[0x7FFF8000000000000000000000000000, 2.0]> : vector<2xf128>
  %v2 = arith.maxnumf %a0, %a0 fastmath<fast> : vector<2xf128>
  %v3 = arith.cmpf oge, %a0, %v1 : vector<2xf128>
  %v4 = arith.constant dense<1.0e-8> : vector<2xf128>
  return %v2, %v3 : vector<2xf128>, vector<2xi1>
}
func.func @f50(%a0: vector<2xf128>, %a1: vector<2xf128>) -> (vector<2xf128>, vector<2xf128>, vector<2xf128>) {
  %v1 = arith.constant dense<58.0> : vector<2xf128>
  %v2 = arith.minnumf %a0, %a1 : vector<2xf128>
  %v3 = arith.divf %v1, %a1 : vector<2xf128>
  %v4 = arith.addf %a1, %v3 : vector<2xf128>
  %v5 = arith.constant dense<1.0e-8> : vector<2xf128>
  return %v2, %v3, %v4 : vector<2xf128>, vector<2xf128>, vector<2xf128>
}
func.func @wide_casts() -> (f128, f80, i64, f128, f80) {
  %big = arith.constant 9007199254740993 : i64
  %f = arith.constant 1.0e300 : f128
  %g = arith.constant -123456789.75 : f80
  %0 = arith.sitofp %big : i64 to f128
  %1 = arith.uitofp %big : i64 to f80
  %2 = arith.fptosi %g : f80 to i64
  %3 = arith.extf %g : f80 to f128
  %4 = arith.truncf %f : f128 to f80
  return %0, %1, %2, %3, %4 : f128, f80, i64, f128, f80
}
