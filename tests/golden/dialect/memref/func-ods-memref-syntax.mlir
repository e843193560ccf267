// FLAGS: %s --split-input-file
// Syntax shared with func through rmlir-ods: a memref operand's `type($x)`
// is read as a memref type, a FlatSymbolRefAttr as a typed-none symbol.
func.func @load_from_non_memref(%m: memref<i32>) {
  %0 = memref.load %m[] : i32
  return
}
// -----
func.func @get_global_string() {
  %0 = memref.get_global "x" : memref<i32>
  return
}
// -----
func.func @get_global_integer() {
  %0 = memref.get_global 3 : memref<i32>
  return
}
// -----
func.func @a(%m: memref<4xi32>, %i: index, %v: i32) {
  memref.store %v, %m[%i] : i32
  return
}
// -----
func.func @b() {
  %0 = memref.alloc() : i32
  return
}
// -----
func.func @c(%m: memref<4xi32>, %i: index) {
  memref.dma_wait %m[%i], %i : tensor<4xi32>
  return
}
// -----
func.func @d(%m: memref<4xi32>) {
  %0 = memref.assume_alignment %m, 16 : vector<4xi32>
  return
}
// -----
func.func @e(%m: memref<4xi32>) {
  %0 = memref.load %m[] : memref<*xi32>
  return
}
// -----
func.func @f() {
  %0 = memref.alloca() : i32
  return
}
