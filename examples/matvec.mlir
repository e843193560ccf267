// y = A * x for an 8x16 matrix, written with affine loops.
func.func @matvec(%A: memref<8x16xf32>, %x: memref<16xf32>, %y: memref<8xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %sum = affine.for %j = 0 to 16 iter_args(%acc = %zero) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<8x16xf32>
      %b = affine.load %x[%j] : memref<16xf32>
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %acc, %p : f32
      affine.yield %s : f32
    }
    affine.store %sum, %y[%i] : memref<8xf32>
  }
  return
}
