// FLAGS: %s --split-input-file
func.func @f(%a: i32, %d: f64) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 70 : i64}> : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %d: f64) {
  %0 = "arith.cmpi"(%a, %a) {predicate = 70 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %d: f64) {
  %0 = "arith.truncf"(%d) <{roundingmode = 9 : i32}> : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %d: f64) {
  %0 = "arith.truncf"(%d) <{roundingmode = 1 : i64}> : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %d: f64, %m: memref<2xf32>, %i: index) {
  %0 = "memref.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 7 : i32}> : (memref<2xf32>, index) -> ()
  return
}
// -----
func.func @f(%a: i32, %d: f64, %m: memref<2xf32>, %i: index) {
  %0 = "memref.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 7 : i64}> : (memref<2xf32>, index) -> ()
  return
}
// -----
func.func @f(%a: i32, %d: f64, %m: memref<2xf32>, %i: index) {
  %0 = "memref.alloca"() <{alignment = 3 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: f32, %d: f64, %m: memref<2xf32>, %i: index) {
  %0 = "memref.atomic_rmw"(%a, %m, %i) <{kind = 99 : i64}> : (f32, memref<2xf32>, index) -> f32
  return
}
