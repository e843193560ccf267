// FLAGS: %s --int-range-optimizations
// memref.dim: static sizes are constants, dynamic ones non-negative; a dimension operand of known range joins only the sizes it may name.
func.func @f(%m: memref<4x?xf32>, %i: index) -> (index, index, i1, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<4x?xf32>
  %d1 = memref.dim %m, %c1 : memref<4x?xf32>
  %d2 = memref.dim %m, %i : memref<4x?xf32>
  %n = arith.cmpi sge, %d1, %c0 : index
  %m2 = arith.cmpi sge, %d2, %c0 : index
  %x = arith.remui %d2, %c1 : index
  return %d0, %x, %n, %m2 : index, index, i1, i1
}
func.func @unranked(%m: memref<*xf32>, %c: index) -> i1 {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c : memref<*xf32>
  %r = arith.cmpi slt, %d, %c0 : index
  return %r : i1
}
func.func @out_of_bounds(%m: memref<3xf32>) -> i1 {
  %c5 = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c5 : memref<3xf32>
  %r = arith.cmpi sge, %d, %c0 : index
  return %r : i1
}
