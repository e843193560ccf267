// FLAGS: --canonicalize --mlir-print-debuginfo
func.func @tr(%a: bf16, %b: f16, %c: f32, %i: i32) -> (f16, f32, f16, f32, f16, bf16, f32) {
  %0 = arith.extf %a : bf16 to f32
  %1 = arith.truncf %0 : f32 to f16
  %2 = arith.extf %b : f16 to f64
  %3 = arith.truncf %2 : f64 to f32
  %4 = arith.extf %c : f32 to f64
  %5 = arith.truncf %4 : f64 to f16
  %6 = arith.truncf %4 : f64 to f32
  %7 = arith.sitofp %i : i32 to f32
  %8 = arith.truncf %7 upward : f32 to f16
  %9 = arith.uitofp %i : i32 to f32
  %10 = arith.truncf %9 : f32 to bf16
  %11 = arith.extf %b fastmath<contract> : f16 to f32
  %12 = arith.truncf %11 fastmath<contract> : f32 to f16
  %13 = arith.extf %12 fastmath<contract> : f16 to f32
  return %1, %3, %5, %6, %8, %10, %13 : f16, f32, f16, f32, f16, bf16, f32
}
func.func @ic(%x: i16, %y: index) -> (index, i64, index, i8, i16) {
  %0 = arith.extsi %x : i16 to i32
  %1 = arith.index_cast %0 : i32 to index
  %2 = arith.extui %x : i16 to i32
  %3 = arith.index_castui %2 : i32 to index
  %4 = arith.index_castui %3 : index to i64
  %5 = arith.index_castui %y : index to i32
  %6 = arith.index_castui %5 : i32 to index
  %7 = arith.trunci %2 : i32 to i8
  %8 = arith.trunci %0 : i32 to i16
  return %1, %4, %6, %7, %8 : index, i64, index, i8, i16
}
