// FLAGS: --affine-loop-normalize
// Symbolic and min bounds, a max lower bound (left alone), iteration
// arguments and a parallel loop with steps.
#lb = affine_map<()[s0] -> (s0 + 2)>
#ub = affine_map<(d0)[s0] -> (d0 * 2, s0 + 100)>
func.func @normalize(%A : memref<?xf32>, %n : index, %m : index, %z : f32) -> f32 {
  affine.for %i = #lb()[%n] to min #ub(%m)[%n] step 4 {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i + 1] : memref<?xf32>
  }
  affine.for %i = max affine_map<()[s0, s1] -> (s0, s1)>()[%n, %m] to 100 step 2 {
    %v = affine.load %A[%i] : memref<?xf32>
  }
  %r = affine.for %i = 3 to 50 step 5 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.parallel (%i, %j) = (1, %n) to (17, %m) step (4, 2) {
    %v = affine.load %A[%i + %j] : memref<?xf32>
  }
  return %r : f32
}
