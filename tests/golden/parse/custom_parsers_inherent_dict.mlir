// FLAGS: %s --split-input-file --mlir-print-op-generic
func.func @f() {
  %0 = func.constant @f {value = @g} : () -> ()
  return
}
func.func private @g()
// -----
func.func @f() {
  %0 = func.constant @f {value = 1} : () -> ()
  return
}
// -----
func.func @f(%m: memref<2xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, data {localityHint = 2 : i32} : memref<2xf32>
  return
}
// -----
func.func @f(%m: memref<2xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, data {localityHint = "x"} : memref<2xf32>
  return
}
// -----
func.func @f(%m: memref<2xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, data {isWrite = 1} : memref<2xf32>
  return
}
