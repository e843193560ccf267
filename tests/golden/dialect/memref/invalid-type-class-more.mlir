// FLAGS: %s --split-input-file
// Written types of the wrong class where a format reads a type class: named
// classes (builtin.memref, builtin.vector) are quoted, BaseMemRefType not.
func.func @f(%m: memref<8xf32>, %i: index, %u: memref<*xf32>) {
  %0 = affine.vector_load %m[%i] : memref<8xf32>, f32
  return
}
// -----
func.func @f(%m: memref<8xf32>, %i: index, %u: memref<*xf32>) {
  %0 = memref.realloc %u : memref<*xf32> to memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<8xf32>, %i: index, %u: memref<*xf32>) {
  %0 = memref.get_global @x : tensor<4xf32>
  return
}
// -----
func.func @f(%m: memref<8xf32>, %i: index, %u: memref<*xf32>, %f: f32) {
  memref.store %f, %u[%i] : memref<*xf32>
  return
}
// -----
func.func @f(%m: memref<8xf32>, %i: index, %u: memref<*xf32>, %f: f32) {
  %0 = memref.cast %m : memref<8xf32> to f32
  return
}
// -----
func.func @f(%m: memref<8xf32>, %i: index, %u: memref<*xf32>, %f: f32) {
  %0 = memref.extract_aligned_pointer_as_index %f : f32 -> index
  return
}
// -----
func.func @f(%m: memref<8xf32>, %i: index, %u: memref<*xf32>, %f: f32) {
  %0 = memref.dim %f, %i : f32
  return
}
