// FLAGS: --resolve-shaped-type-result-dims
func.func @f(%m: memref<?x?xf32>, %n: index, %k: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 5, %k] : memref<?x?xf32> into memref<?x5x?xf32>
  %d1 = memref.dim %e, %c2 : memref<?x5x?xf32>
  %d2 = memref.dim %e, %c7 : memref<?x5x?xf32>
  %d3 = memref.dim %e, %c1 : memref<?x5x?xf32>
  return %d1, %d2, %d3 : index, index, index
}
func.func @f2(%m: memref<?x?xf32>, %n: index, %k: index) -> index {
  %c7 = arith.constant 7 : index
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 5, %k] : memref<?x?xf32> into memref<?x5x?xf32>
  %d2 = memref.dim %e, %c7 : memref<?x5x?xf32>
  return %d2 : index
}
