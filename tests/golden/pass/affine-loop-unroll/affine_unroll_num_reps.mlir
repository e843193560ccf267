// FLAGS: --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-num-reps=2}))
func.func @sym(%N: index, %M: index, %m: memref<?xf32>) {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to %N {
    affine.store %cst, %m[%i] : memref<?xf32>
  }
  affine.for %i = %M to %N step 3 {
    affine.store %cst, %m[%i] : memref<?xf32>
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 10)>()[%N] {
    affine.store %cst, %m[%i] : memref<?xf32>
  }
  affine.for %i = max affine_map<()[s0] -> (s0, 2)>()[%M] to 10 {
    affine.store %cst, %m[%i] : memref<?xf32>
  }
  affine.for %i = 10 to 5 {
    affine.store %cst, %m[%i] : memref<?xf32>
  }
  affine.for %i = 0 to affine_map<()[s0] -> (s0 * 4)>()[%N] {
    affine.store %cst, %m[%i] : memref<?xf32>
  }
  affine.for %i = 0 to 1 {
    affine.store %cst, %m[%i] : memref<?xf32>
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 3 {
      affine.store %cst, %m[%j] : memref<?xf32>
    }
  }
  affine.for %i = 0 to 8 {
  }
  return
}
