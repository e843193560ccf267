// FLAGS: --generate-runtime-verification --allow-unregistered-dialect
func.func @f(%m: memref<?x4xf32>, %u: memref<*xf32>, %s: memref<4x?xf32, strided<[?, 1], offset: ?>>) {
  %c = memref.cast %m : memref<?x4xf32> to memref<8x?xf32>
  %c2 = memref.cast %u : memref<*xf32> to memref<?x4xf32>
  %c3 = memref.cast %m : memref<?x4xf32> to memref<*xf32>
  %c4 = memref.cast %s : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<4x5xf32, strided<[5, 1], offset: 3>>
  "test.use"(%c, %c2, %c3, %c4) : (memref<8x?xf32>, memref<?x4xf32>, memref<*xf32>, memref<4x5xf32, strided<[5, 1], offset: 3>>) -> ()
  return
}
func.func @f2(%m: memref<8x?xf32>, %i: index, %j: index) {
  %s = memref.subview %m[1, %i][1, 4][1, %j] : memref<8x?xf32> to memref<4xf32, strided<[?], offset: ?>>
  %t = memref.subview %m[0, 0][2, 2][2, 1] : memref<8x?xf32> to memref<2x2xf32, strided<[?, 1]>>
  %c3 = arith.constant 3 : index
  %u = memref.subview %m[%c3, 0][2, 2][2, 1] : memref<8x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  "test.use"(%s, %t, %u) : (memref<4xf32, strided<[?], offset: ?>>, memref<2x2xf32, strided<[?, 1]>>, memref<2x2xf32, strided<[?, 1], offset: ?>>) -> ()
  return
}
func.func @f3(%m: memref<?x4xf32>, %u: memref<*xf32>, %i: index, %j: index, %v: f32) -> f32 {
  %x = memref.load %m[%i, %j] : memref<?x4xf32>
  memref.store %v, %m[%i, %j] : memref<?x4xf32>
  %c = memref.cast %m : memref<?x4xf32> to memref<8x?xf32>
  %c2 = memref.cast %u : memref<*xf32> to memref<?x4xf32>
  %d = memref.dim %m, %i : memref<?x4xf32>
  %s = memref.subview %m[%i, 0][%j, 2][1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1], offset: ?>>
  %r = memref.reinterpret_cast %m to offset: [%i], sizes: [%j], strides: [1] : memref<?x4xf32> to memref<?xf32, strided<[1], offset: ?>>
  %a = memref.assume_alignment %m, 16 : memref<?x4xf32>
  %cs = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  memref.copy %m, %c2 : memref<?x4xf32> to memref<?x4xf32>
  %w = memref.atomic_rmw addf %v, %m[%i, %j] : (f32, memref<?x4xf32>) -> f32
  "test.use"(%c, %d, %s, %r, %a, %cs, %w) : (memref<8x?xf32>, index, memref<?x2xf32, strided<[4, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<?x4xf32>, memref<?xf32>, f32) -> ()
  return %x : f32
}
