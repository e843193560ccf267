// FLAGS: --allow-unregistered-dialect --canonicalize
func.func @compose(%A: memref<100xf32>, %n: index) -> (index, index, index) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %r = affine.for %i = 0 to 10 iter_args(%acc = %n) -> (index) {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %b = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%a)[%c2]
    %v = affine.load %A[%b] : memref<100xf32>
    affine.store %v, %A[%a + 3] : memref<100xf32>
    %m = affine.min affine_map<(d0, d1) -> (d0, d1, d0)>(%a, %n)
    %x = affine.max affine_map<(d0) -> (d0)>(%m)
    affine.yield %x : index
  }
  %k = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1)>(%c2, %c5)
  %mn = affine.min affine_map<()[s0, s1] -> (s0, s1 + 4)>()[%c2, %c5]
  return %r, %k, %mn : index, index, index
}

func.func @loops(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  affine.for %i = affine_map<(d0) -> (d0)>(%c0) to affine_map<(d0) -> (d0 + 3)>(%c7) {
    "test.use"(%i) : (index) -> ()
  }
  %z = affine.for %i = 5 to 2 iter_args(%a = %n) -> (index) {
    %b = "test.op"(%a) : (index) -> index
    affine.yield %b : index
  }
  affine.for %i = 0 to %n {
  }
  affine.if affine_set<() : (0 == 0)>() {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%n) {
    "test.then"() : () -> ()
  } else {
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.dead"() : () -> ()
  }
  %d:3 = affine.delinearize_index %c7 into (2, 2, 2) : index, index, index
  %l = affine.linearize_index [%d#0, %d#1, %d#2] by (2, 2, 2) : index
  return %z : index
}
