// FLAGS: --scf-for-loop-peeling=skip-partial=false
// Without skip-partial, loops nested in the partial iteration of an outer
// peeled loop are peeled too; min/max ops at every depth are rewritten.

func.func @nested(%lb0: index, %ub0: index, %lb1: index, %ub1: index, %step: index, %buf: memref<?x?xindex>) {
  scf.for %i = %lb0 to %ub0 step %step {
    %m0 = affine.min affine_map<(d0)[s0, s1] -> (s0, s1 - d0)>(%i)[%step, %ub0]
    scf.for %j = %lb1 to %ub1 step %step {
      %m1 = affine.min affine_map<(d0)[s0, s1] -> (s0, s1 - d0)>(%j)[%step, %ub1]
      %m2 = affine.max affine_map<(d0)[s0, s1] -> (-s0, d0 - s1)>(%i)[%step, %ub0]
      memref.store %m1, %buf[%m0, %m2] : memref<?x?xindex>
    }
  }
  return
}

func.func @constant_step(%ub: index, %buf: memref<?xindex>, %x: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %ub step %c8 {
    %a = affine.min affine_map<(d0)[s0] -> (8, s0 - d0)>(%i)[%ub]
    %b = affine.min affine_map<(d0)[s0] -> (s0 - d0, 16)>(%i)[%ub]
    %c = affine.max affine_map<(d0)[s0, s1] -> (s0 - d0 - 8, s1)>(%i)[%ub, %x]
    %d = affine.min affine_map<(d0)[s0] -> ((s0 - d0) floordiv 2, 8)>(%i)[%ub]
    memref.store %a, %buf[%b] : memref<?xindex>
    memref.store %c, %buf[%d] : memref<?xindex>
  }
  return
}
