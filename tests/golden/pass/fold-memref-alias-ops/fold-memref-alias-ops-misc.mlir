// FLAGS: --fold-memref-alias-ops
func.func @chain(%m: memref<16x16xf32>, %i: index, %j: index, %k: index) -> f32 {
  %a = memref.subview %m[%i, 2] [8, 8] [2, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[32, 1], offset: ?>>
  %b = memref.subview %a[1, %j] [2, 2] [1, 3] : memref<8x8xf32, strided<[32, 1], offset: ?>> to memref<2x2xf32, strided<[32, 3], offset: ?>>
  %v = memref.load %b[%k, %k] : memref<2x2xf32, strided<[32, 3], offset: ?>>
  return %v : f32
}
func.func @expand_store(%m: memref<?x8xf32>, %n: index, %i: index, %j: index, %k: index, %f: f32) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 8] : memref<?x8xf32> into memref<?x4x8xf32>
  memref.store %f, %e[%i, %j, %k] : memref<?x4x8xf32>
  %c1 = arith.constant 1 : index
  %v = memref.load %e[%c1, %c1, %k] : memref<?x4x8xf32>
  memref.store %v, %e[%c1, %j, %c1] : memref<?x4x8xf32>
  return
}
func.func @const_idx(%m: memref<12x32xf32>, %i: index) -> f32 {
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[4, %i] [4, 4] [2, 1] : memref<12x32xf32> to memref<4x4xf32, strided<[64, 1], offset: ?>>
  %v = memref.load %s[%c2, %c2] : memref<4x4xf32, strided<[64, 1], offset: ?>>
  return %v : f32
}
func.func @apply_idx(%m: memref<12x32xf32>, %i: index) -> f32 {
  %x = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
  %s = memref.subview %m[%i, 4] [4, 4] [3, 1] : memref<12x32xf32> to memref<4x4xf32, strided<[96, 1], offset: ?>>
  %v = memref.load %s[%x, %i] : memref<4x4xf32, strided<[96, 1], offset: ?>>
  return %v : f32
}
func.func @collapse_load(%m: memref<2x6x32xf32>, %i: index, %j: index) -> f32 {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x6x32xf32> into memref<12x32xf32>
  %v = memref.load %c[%i, %j] : memref<12x32xf32>
  return %v : f32
}
func.func @collapse_store_dyn(%m: memref<?x6x32xf32>, %i: index, %j: index, %f: f32) {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<?x6x32xf32> into memref<?x32xf32>
  memref.store %f, %c[%i, %j] : memref<?x32xf32>
  return
}
func.func @collapse_0d(%m: memref<1x1xf32>) -> f32 {
  %c = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  %v = memref.load %c[] : memref<f32>
  return %v : f32
}
func.func @unit_chain(%m: memref<?x16xf32>, %i: index, %j: index, %n: index) -> memref<?x4xf32, strided<[16, 1], offset: ?>> {
  %a = memref.subview %m[%i, 2] [8, 8] [1, 1] : memref<?x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
  %b = memref.subview %a[1, %j] [%n, 4] [1, 1] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<?x4xf32, strided<[16, 1], offset: ?>>
  return %b : memref<?x4xf32, strided<[16, 1], offset: ?>>
}
func.func @dropped_chain(%m: memref<4x?x8xf32>, %i: index) -> memref<2xf32, strided<[1], offset: ?>> {
  %a = memref.subview %m[1, %i, 0] [1, 4, 8] [1, 1, 1] : memref<4x?x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
  %b = memref.subview %a[2, 3] [1, 2] [1, 1] : memref<4x8xf32, strided<[8, 1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  return %b : memref<2xf32, strided<[1], offset: ?>>
}
