// FLAGS: --cse --affine-loop-unroll
// affine-loop-unroll is an interface pass on function-like ops: given as a
// top-level flag it lands in the module's pass manager, which cannot
// schedule it (mlir-opt fails before running anything).
func.func @f(%m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xf32>
    affine.store %v, %m[%i] : memref<8xf32>
  }
  return
}
