// FLAGS: %s --split-input-file
func.func @f(%n: index, %m: memref<?xindex>, %t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i, %j) in (%n, 4) {
    memref.store %c0, %m[%i] : memref<?xindex>
  }
  scf.forall (%i) = (%c1) to (%n) step (2) {
  }
  scf.forall (%i) = (0) to (%n) step (1) {
  } {foo}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
