// FLAGS: --split-input-file --canonicalize %s
func.func @a(%m: memref<4xf32>, %i: index) {
  %0 = "affine.load"(%m) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>) -> f32
  return
}
// -----
func.func @b(%m: memref<4xf32>, %i: index) {
  "affine.for"() ({
  }) : () -> ()
  return
}
// -----
func.func @c(%m: memref<4xf32>, %i: index) {
  "affine.for"(%i) <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 5, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%x: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @d(%i: index) {
  "affine.parallel"(%i) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<(d0) -> (d0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4, 5)>}> ({
  ^bb0(%x: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @e(%i: index) {
  %0:2 = "affine.delinearize_index"(%i) <{static_basis = array<i64: -9223372036854775808>}> : (index) -> (index, index)
  %1 = "affine.linearize_index"(%i) <{operandSegmentSizes = array<i32: 1, 0>, static_basis = array<i64: 0, 0, 0>}> : (index) -> index
  "affine.dma_wait"() : () -> ()
  "affine.dma_start"(%i) {src_map = affine_map<(d0)->(d0)>} : (index) -> ()
  "affine.if"(%i) ({}, {}) : (index) -> ()
  return
}
// -----
func.func @f(%i: index) {
  affine.for %x = 0 to 10 step 0 {
  }
  %a = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%i)
  %c = arith.constant 5 : index
  %b = affine.apply affine_map<(d0) -> (d0 mod 0)>(%c)
  %d = affine.max affine_map<(d0) -> (d0 ceildiv 0, 3)>(%c)
  affine.for %y = %c to affine_map<(d0) -> (d0 floordiv 0)>(%c) {
  }
  return
}
