// FLAGS: %s --split-input-file
// scf messages worded as mlir-opt words them.

// for: iter_args and results agree in number.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>, %t: tensor<4xf32>) {
  %0:2 = scf.for %iv = %i to %i step %i iter_args(%x = %a) -> (i32, i32) {
    scf.yield %x : i32
  }
  return
}

// -----
// forall: the number of shared outputs and results agree.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>, %t: tensor<4xf32>) {
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%x: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<8xf32>
  return
}
