// FLAGS: %s --split-input-file
// forall's shared outputs and results, as DestinationStyleOpInterface checks them.
func.func @f(%t: tensor<4xf32>) {
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%x: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> i32
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %i: index) {
  %0 = "scf.forall"(%i, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%x: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (index, tensor<4xf32>) -> tensor<5xf32>
  return
}
