// FLAGS: --split-input-file "--affine-data-copy-generate=generate-dma fast-mem-capacity=1" %s
// Unions of regions over different symbols (aligned first), divisions in
// access maps, and the affine.apply ops the redirection leaves behind.
func.func @two(%A: memref<64xf32>, %unknown: index) {
  %cst = arith.constant 0.0 : f32
  affine.for %i = 8 to 16 {
    affine.store %cst, %A[%i floordiv 8] : memref<64xf32>
    affine.store %cst, %A[(%unknown mod 16) floordiv 16] : memref<64xf32>
  }
  return
}
// -----
func.func @three(%A: memref<64xf32>, %B: memref<64x64xf32>) {
  %cst = arith.constant 0.0 : f32
  affine.for %i = 8 to 16 {
    affine.for %j = 0 to 8 {
      affine.store %cst, %A[%i + %j + 2] : memref<64xf32>
      %v = affine.load %B[%i * 2, %j + %i] : memref<64x64xf32>
    }
  }
  return
}
// -----
func.func @divs(%A: memref<64xf32>, %u: index) {
  %cst = arith.constant 0.0 : f32
  affine.for %i = 8 to 16 {
    affine.store %cst, %A[%i * 2] : memref<64xf32>
    affine.store %cst, %A[%i ceildiv 2] : memref<64xf32>
  }
  affine.for %i = 8 to 16 {
    affine.store %cst, %A[%i mod 4] : memref<64xf32>
    affine.store %cst, %A[%u floordiv 8] : memref<64xf32>
  }
  return
}
