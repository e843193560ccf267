// FLAGS: -allow-unregistered-dialect --pass-pipeline=builtin.module(any(affine-loop-unroll{unroll-factor=2}))
// In an op-agnostic manager the function-only pass runs on the functions
// and skips the other ops.
func.func @f(%m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xf32>
    affine.store %v, %m[%i] : memref<8xf32>
  }
  return
}
"x.y"() : () -> ()
