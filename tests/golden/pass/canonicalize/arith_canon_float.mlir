// FLAGS: --canonicalize
func.func @fl() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %nan = arith.constant 0x7FC00001 : f32
  %snan = arith.constant 0x7F800001 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %inf, %ninf : f32
  %1 = arith.mulf %z, %inf : f32
  %2 = arith.addf %nan, %one : f32
  %3 = arith.addf %one, %snan : f32
  %4 = arith.divf %one, %z : f32
  %5 = arith.divf %one, %nz : f32
  %6 = arith.remf %one, %z : f32
  %7 = arith.addf %z, %nz : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}
func.func @fl2() -> (f32, f32, f32, f32, f16, bf16, f64) {
  %nan = arith.constant 0x7FC00000 : f32
  %nnan = arith.constant 0xFFC00001 : f32
  %one = arith.constant 1.0 : f32
  %third = arith.constant 0.333333343 : f32
  %h = arith.constant 1.5e-5 : f16
  %b = arith.constant 3.0 : bf16
  %d = arith.constant 0.1 : f64
  %0 = arith.maximumf %nan, %one : f32
  %1 = arith.minnumf %nnan, %one : f32
  %2 = arith.mulf %nnan, %one : f32
  %3 = arith.divf %one, %third : f32
  %4 = arith.mulf %h, %h : f16
  %5 = arith.divf %b, %b : bf16
  %6 = arith.addf %d, %d : f64
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f16, bf16, f64
}
func.func @fm(%a: f32) -> (f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.mulf %a, %z fastmath<nnan,nsz> : f32
  %1 = arith.mulf %a, %z fastmath<fast> : f32
  %2 = arith.mulf %a, %nz fastmath<nnan> : f32
  %3 = arith.addf %a, %z fastmath<fast> : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
func.func @cmpf() -> (i1, i1, i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %0 = arith.cmpf uno, %nan, %one : f32
  %1 = arith.cmpf one, %one, %two : f32
  %2 = arith.cmpf ueq, %nan, %nan : f32
  %3 = arith.cmpf true, %one, %two : f32
  %4 = arith.cmpf oge, %two, %one : f32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}
func.func @casts() -> (f32, f16, i8, i8, i32, f32, i32, f64, f16, f32) {
  %big = arith.constant 16777217 : i32
  %f = arith.constant 70000.0 : f32
  %g = arith.constant -1.5 : f32
  %h = arith.constant 300.7 : f32
  %n = arith.constant -3 : i32
  %d = arith.constant 0.1 : f64
  %e = arith.constant 0.5 : f64
  %0 = arith.sitofp %big : i32 to f32
  %1 = arith.truncf %f : f32 to f16
  %2 = arith.fptosi %g : f32 to i8
  %3 = arith.fptoui %g : f32 to i8
  %4 = arith.fptosi %h : f32 to i32
  %5 = arith.uitofp %n : i32 to f32
  %6 = arith.bitcast %g : f32 to i32
  %7 = arith.extf %g : f32 to f64
  %8 = arith.truncf %e : f64 to f16
  %9 = arith.truncf %d : f64 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f16, i8, i8, i32, f32, i32, f64, f16, f32
}
