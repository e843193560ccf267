// FLAGS: --expand-strided-metadata
func.func @assume(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> (index, index, index) {
  %a = memref.assume_alignment %m, 16 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %o, %s#1, %t#0 : index, index, index
}
func.func @subview_static_strides(%m: memref<8x?xf32, strided<[?, 2], offset: 3>>, %i: index, %n: index) -> memref<2x?xf32, strided<[?, 6], offset: ?>> {
  %s = memref.subview %m[%i, 1] [2, %n] [2, 3] : memref<8x?xf32, strided<[?, 2], offset: 3>> to memref<2x?xf32, strided<[?, 6], offset: ?>>
  return %s : memref<2x?xf32, strided<[?, 6], offset: ?>>
}
func.func @nested(%m: memref<16x16xf32>, %i: index, %j: index) -> memref<2x2xf32, strided<[16, 1], offset: ?>> {
  %a = memref.subview %m[%i, 2] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: ?>>
  %b = memref.subview %a[1, %j] [2, 2] [1, 1] : memref<8x8xf32, strided<[16, 1], offset: ?>> to memref<2x2xf32, strided<[16, 1], offset: ?>>
  return %b : memref<2x2xf32, strided<[16, 1], offset: ?>>
}
func.func @expand_dyn_stride(%m: memref<?x12xf32, strided<[?, 1], offset: ?>>, %n: index) -> memref<?x3x4xf32, strided<[?, 4, 1], offset: ?>> {
  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 3, 4] : memref<?x12xf32, strided<[?, 1], offset: ?>> into memref<?x3x4xf32, strided<[?, 4, 1], offset: ?>>
  return %e : memref<?x3x4xf32, strided<[?, 4, 1], offset: ?>>
}
func.func @collapse_dyn(%m: memref<?x?x4xf32, strided<[?, 4, 1], offset: ?>>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?x4xf32, strided<[?, 4, 1], offset: ?>> into memref<?xf32, strided<[1], offset: ?>>
  return %c : memref<?xf32, strided<[1], offset: ?>>
}
func.func @alloc_chain(%n: index) -> (memref<f32>, index, index, index) {
  %a = memref.alloc(%n) : memref<?x8x4xf32>
  %s = memref.subview %a[1, 2, 0] [2, 2, 4] [1, 2, 1] : memref<?x8x4xf32> to memref<2x2x4xf32, strided<[32, 8, 1], offset: 40>>
  %b, %o, %sz:3, %st:3 = memref.extract_strided_metadata %s : memref<2x2x4xf32, strided<[32, 8, 1], offset: 40>> -> memref<f32>, index, index, index, index, index, index, index
  return %b, %o, %sz#0, %st#0 : memref<f32>, index, index, index
}
func.func @aligned(%m: memref<?xf32>, %i: index) -> index {
  %r = memref.reinterpret_cast %m to offset: [%i], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  %s = memref.subview %r[1] [2] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %s : memref<2xf32, strided<[1], offset: ?>> -> index
  return %p : index
}
