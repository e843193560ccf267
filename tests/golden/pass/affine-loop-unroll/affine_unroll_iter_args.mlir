// FLAGS: --pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))
func.func @iter(%n: index, %m: memref<?xf32>) -> (f32, f32) {
  %cst = arith.constant 1.0 : f32
  %r:2 = affine.for %i = 0 to 10 iter_args(%a = %cst, %b = %cst) -> (f32, f32) {
    %v = affine.load %m[%i] : memref<?xf32>
    %s = arith.addf %a, %v : f32
    affine.yield %s, %b : f32, f32
  }
  %q = affine.for %i = 2 to %n step 2 iter_args(%a = %cst) -> (f32) {
    %v = affine.load %m[%i] : memref<?xf32>
    %s = arith.mulf %a, %v : f32
    affine.yield %s : f32
  }
  scf.for %i = %n to %n step %n {
    affine.for %j = 0 to 4 {
      affine.store %cst, %m[%j] : memref<?xf32>
    }
  }
  return %r#0, %q : f32, f32
}
