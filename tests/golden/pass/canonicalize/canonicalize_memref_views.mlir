// FLAGS: --allow-unregistered-dialect --canonicalize
func.func @sv(%m: memref<8x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c-3 = arith.constant -3 : index
  %s = memref.subview %m[%c2, %i][%c4, %c2][1, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[16, ?], offset: ?>>
  %s9 = memref.cast %s : memref<?x?xf32, strided<[16, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %s2 = memref.subview %m[%c-3, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %s3 = memref.subview %m[%i, 0][%c4, 1][1, 1] : memref<8x16xf32> to memref<?xf32, strided<[16], offset: ?>>
  "test.use"(%s2, %s3) : (memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<?xf32, strided<[16], offset: ?>>) -> ()
  return %s9 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @svcast(%m: memref<8x16xf32>, %i: index, %j: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, %j][%i, %j][1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %r = memref.cast %s : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @svrank(%m: memref<8x1x16xf32>, %i: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%i, 0, 0][1, 1, %c1][1, 1, 1] : memref<8x1x16xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}
func.func @svsv(%m: memref<?xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %s = memref.subview %m[%n][%n][1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %s2 = memref.subview %s[0][%n][1] : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %s2 : memref<?xf32, strided<[1], offset: ?>>
}
func.func @rc(%m: memref<?xf32>, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %n], strides: [%n, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @esm(%m: memref<8x?xf32, strided<[?, 1], offset: 3>>) -> (index, index, index, index, index) {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<8x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %s#1, %st#0, %st#1 : index, index, index, index, index
}
func.func @esm2(%m: memref<8x4xf32>) -> memref<8x4xf32> {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<8x4xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %q = memref.cast %r : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<8x4xf32>
  return %q : memref<8x4xf32>
}
func.func @tr(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %t2 = memref.transpose %t (d0, d1) -> (d1, d0) : memref<3x2xf32, strided<[1, 3]>> to memref<2x3xf32, strided<[3, 1]>>
  %c = memref.cast %t2 : memref<2x3xf32, strided<[3, 1]>> to memref<2x3xf32>
  return %c : memref<2x3xf32>
}
func.func @view(%n: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%c0][%c8] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
func.func @ms(%m: memref<4xf32>) -> memref<4xf32, 2> {
  %a = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %b = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32, 2>
  return %b : memref<4xf32, 2>
}
