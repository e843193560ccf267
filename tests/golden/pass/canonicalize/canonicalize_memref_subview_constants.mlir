// FLAGS: --allow-unregistered-dialect --canonicalize
func.func @sv0(%m: memref<8x16xf32>, %i: index) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c-1 = arith.constant -1 : index
  %s = memref.subview %m[%i, %i][4, 4][%c0, %c-1] : memref<8x16xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %s : memref<4x4xf32, strided<[?, ?], offset: ?>>
}
func.func @sv1(%m: memref<8x16xf32>, %i: index) -> memref<?x4xf32, strided<[16, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c-1 = arith.constant -1 : index
  %s = memref.subview %m[%c-1, %i][%c-1, 4][1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1], offset: ?>>
  return %s : memref<?x4xf32, strided<[16, 1], offset: ?>>
}
func.func @sv2(%m: memref<8x16xf32>, %i: index) -> memref<?x4xf32, strided<[16, 1], offset: ?>> {
  %c7 = arith.constant 7 : index
  %c3 = arith.constant 3 : index
  %s = memref.subview %m[%c7, %i][%c3, 4][1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1], offset: ?>>
  return %s : memref<?x4xf32, strided<[16, 1], offset: ?>>
}
