// FLAGS: --scf-for-loop-peeling
// Loops that are not peeled (step 1, divisible constant ranges, unsigned
// comparisons, ranges composing to a multiple of the step), peeled loops
// with results used later, and loops inside a partial iteration (skipped).

func.func @not_peeled(%lb: index, %ub: index, %buf: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %lb to %ub step %c1 {
    memref.store %i, %buf[%i] : memref<?xindex>
  }
  scf.for %i = %c0 to %c16 step %c4 {
    memref.store %i, %buf[%i] : memref<?xindex>
  }
  scf.for unsigned %i = %lb to %ub step %c4 {
    memref.store %i, %buf[%i] : memref<?xindex>
  }
  %n = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 4)>()[%lb, %ub]
  scf.for %i = %lb to %n step %c4 {
    memref.store %i, %buf[%i] : memref<?xindex>
  }
  return
}

func.func @results(%ub: index, %step: index, %init: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %r:2 = scf.for %i = %c0 to %ub step %step iter_args(%a = %init, %b = %c0) -> (index, index) {
    %m = affine.min affine_map<(d0)[s0, s1] -> (s0 - d0, s1)>(%i)[%ub, %step]
    %s = arith.addi %a, %m : index
    %t = arith.addi %b, %s : index
    scf.yield %s, %t : index, index
  }
  %u = arith.muli %r#0, %r#1 : index
  return %u, %r#1 : index, index
}

func.func @skip_partial(%ub0: index, %ub1: index, %buf: memref<?x?xindex>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %ub0 step %c3 {
    scf.for %j = %c0 to %ub1 step %c5 {
      %m = affine.min affine_map<(d0)[s0] -> (5, s0 - d0)>(%j)[%ub1]
      memref.store %m, %buf[%i, %j] : memref<?x?xindex>
    }
  }
  return
}
