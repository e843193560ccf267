// FLAGS: --scf-for-loop-peeling=peel-front=true
// Peeling the first iteration: the clone's upper bound (also where the body
// uses it) becomes lb + step; loops known to run at most once are kept.

func.func @dynamic(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %init) -> f32 {
    %m = affine.min affine_map<(d0, d1)[s0] -> (s0, d0 - d1)>(%ub, %iv)[%step]
    %i = arith.index_cast %m : index to i32
    %f = arith.sitofp %i : i32 to f32
    %s = arith.addf %a, %f : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @static(%buf: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  scf.for %iv = %c0 to %c10 step %c3 {
    %v = arith.index_cast %iv : index to i32
    memref.store %v, %buf[%iv] : memref<?xi32>
  }
  return
}

func.func @single_iteration(%buf: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  scf.for %iv = %c0 to %c3 step %c4 {
    %v = arith.index_cast %iv : index to i32
    memref.store %v, %buf[%iv] : memref<?xi32>
  }
  return
}

func.func @integers(%n: i32, %init: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.for %i = %c1 to %c7 step %c2 iter_args(%a = %init) -> (i32) : i32 {
    %t = arith.addi %a, %i : i32
    scf.yield %t : i32
  }
  return %r : i32
}

func.func @nested(%ub0: index, %ub1: index, %buf: memref<?x?xindex>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %ub0 step %c2 {
    scf.for %j = %i to %ub1 step %c2 {
      memref.store %ub1, %buf[%i, %j] : memref<?x?xindex>
    }
  }
  return
}
