// FLAGS: %s

// extract_strided_metadata: one size and stride per dimension.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %s : memref<2x3x4xf32> -> memref<f32>, index, index, index, index, index
  return
}
