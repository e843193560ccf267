// FLAGS: --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))
func.func @a(%m: memref<?xf32>) {
  %cst = arith.constant 1.0 : f32
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to min affine_map<() -> (8, 12)>() {
    affine.store %cst, %m[%i] : memref<?xf32>
  }
  affine.for %i = 0 to min affine_map<() -> (7, 12)>() {
    affine.store %cst, %m[%i] : memref<?xf32>
  }
  affine.for %i = %c5 to %c5 {
    affine.store %cst, %m[%i] : memref<?xf32>
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (8, s0)>()[%c8] {
    affine.store %cst, %m[%i] : memref<?xf32>
  }
  affine.for %i = 0 to min affine_map<() -> (1, 2)>() {
    affine.store %cst, %m[%i] : memref<?xf32>
  }
  return
}
func.func @g1(%m: memref<?xf32>) {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      affine.store %cst, %m[%j] : memref<?xf32>
    }
  }
  return
}
func.func @g2(%m: memref<?xf32>) {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 2 {
      affine.store %cst, %m[%j] : memref<?xf32>
    }
  }
  return
}
