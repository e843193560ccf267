// FLAGS: %s --split-input-file
// Custom forms whose type must be of one kind (memref.load's `memref<...>`,
// memref.alloc's result, ...): mlir-opt's parser rejects another kind of type
// where it is written, at the type, before the op is built.

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.subview %u[0] [1] [1] : memref<*xf32> to memref<1xf32>
  return
}

// -----
// alloc: result is a memref, not a tensor.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.alloc() : tensor<4xf32>
  return
}

// -----
// dealloc of a non-memref.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  memref.dealloc %f : f32
  return
}

// -----
// load of unranked memref.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.load %u[%i] : memref<*xf32>
  return
}
