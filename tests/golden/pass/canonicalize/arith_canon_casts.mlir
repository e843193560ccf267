// FLAGS: --canonicalize
func.func @a(%a: i8) -> (f32, f32, f32) {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.uitofp %0 : i16 to f32
  %2 = arith.extsi %a : i8 to i16
  %3 = arith.sitofp %2 : i16 to f32
  %4 = arith.sitofp %0 : i16 to f32
  return %1, %3, %4 : f32, f32, f32
}
func.func @b(%a: i32, %i: index) -> (i32, index, i8, index) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_cast %i : index to i32
  %3 = arith.index_cast %2 : i32 to index
  %4 = arith.index_cast %i : index to i8
  %5 = arith.extsi %a : i32 to i64
  %6 = arith.index_cast %5 : i64 to index
  return %1, %3, %4, %6 : i32, index, i8, index
}
func.func @c(%a: i1, %b: i1) -> (i1, i1) {
  %false = arith.constant false
  %true = arith.constant true
  %0 = arith.cmpi ne, %a, %false : i1
  %1 = arith.cmpi eq, %b, %true : i1
  return %0, %1 : i1, i1
}
func.func @d(%a: i32, %f: f64) -> (f16, f64) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.truncf %0 : f32 to f16
  %2 = arith.truncf %f fastmath<contract> : f64 to f32
  %3 = arith.extf %2 fastmath<contract> : f32 to f64
  return %1, %3 : f16, f64
}
func.func @e() -> (f32, f32, f32, f32) {
  %a = arith.constant 0.0 : f32
  %b = arith.constant -0.0 : f32
  %0 = arith.maxnumf %a, %b : f32
  %1 = arith.minnumf %a, %b : f32
  %2 = arith.maxnumf %b, %a : f32
  %3 = arith.minnumf %b, %a : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
