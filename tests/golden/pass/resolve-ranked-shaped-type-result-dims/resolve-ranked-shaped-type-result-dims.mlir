// FLAGS: --resolve-ranked-shaped-type-result-dims --allow-unregistered-dialect
func.func @f(%m: memref<?x?xf32>, %n: index, %k: index) -> (index, index, index, index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c1 : memref<4x?xf32>
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 5, %k] : memref<?x?xf32> into memref<?x5x?xf32>
  %d1 = memref.dim %e, %c0 : memref<?x5x?xf32>
  %co = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %d2 = memref.dim %co, %c0 : memref<?xf32>
  %s = memref.subview %m[0, 0][%n, %k][1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d3 = memref.dim %s, %c1 : memref<?x?xf32, strided<[?, 1]>>
  %ca = memref.cast %m : memref<?x?xf32> to memref<?x4xf32>
  %d4 = memref.dim %ca, %c0 : memref<?x4xf32>
  %ra = memref.alloca(%n) : memref<?xf32>
  %d5 = memref.dim %ra, %c0 : memref<?xf32>
  %rc = memref.reinterpret_cast %m to offset: [0], sizes: [%n, %k], strides: [%k, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d6 = memref.dim %rc, %c1 : memref<?x?xf32, strided<[?, 1]>>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %d7 = memref.dim %t, %c0 : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %r = memref.realloc %ra(%k) : memref<?xf32> to memref<?xf32>
  %d8 = memref.dim %r, %c0 : memref<?xf32>
  %idx = "test.idx"() : () -> index
  %d9 = memref.dim %e, %idx : memref<?x5x?xf32>
  return %d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7, %d8, %d9 : index, index, index, index, index, index, index, index, index, index
}
func.func @f2(%m: memref<?x?xf32>, %n: index, %k: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.assume_alignment %m, 16 : memref<?x?xf32>
  %d1 = memref.dim %a, %c1 : memref<?x?xf32>
  %al = memref.alloc(%n, %k) : memref<?x4x?xf32>
  %d4 = memref.dim %al, %c1 : memref<?x4x?xf32>
  return %d1, %d4 : index, index
}
func.func @g(%m: memref<4x?xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.assume_alignment %m, 16 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 2, %n] : memref<4x?xf32> into memref<2x2x?xf32>
  %c2 = arith.constant 2 : index
  %d2 = memref.dim %e, %c2 : memref<2x2x?xf32>
  scf.execute_region {
    %d3 = memref.dim %e, %c2 : memref<2x2x?xf32>
    "test.use"(%d3) : (index) -> ()
    scf.yield
  }
  return %d1, %d2 : index, index
}
