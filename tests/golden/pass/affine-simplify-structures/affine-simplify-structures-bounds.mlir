// FLAGS: --allow-unregistered-dialect -affine-simplify-structures
#lb = affine_map<(d0)[s0] -> (d0 + s0 - s0, (d0 floordiv 2) * 2 + d0 mod 2)>
#ub = affine_map<(d0)[s0] -> (d0 * 3 - d0 + 8, s0 + (d0 * 4) floordiv 2)>
func.func @bounds(%N: index, %A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = max #lb(%i)[%N] to min #ub(%i)[%N] {
      %v = affine.load %A[(%j * 4) floordiv 4 + (%i mod 1)] : memref<100xf32>
      affine.store %v, %A[%j + (%i * 6) ceildiv 3 - %i * 2] : memref<100xf32>
    }
    %a = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 2 + ((d0 + d1) floordiv 2) * 2)>(%i, %N)
    %b = affine.apply affine_map<(d0) -> (d0 * 4 - d0 * 4 + 7)>(%i)
    "use"(%a, %b) : (index, index) -> ()
  }
  affine.for %k = affine_map<(d0) -> (d0 - d0)>(%N) to affine_map<(d0) -> (d0 + d0 - d0)>(%N) {
    "w"(%k) : (index) -> ()
  }
  return
}
func.func @sets(%N: index, %M: index) {
  affine.for %i = 0 to 100 {
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, s0 - d0 - 1 >= 0)>(%i)[%N] {
      "never"() : () -> ()
    } else {
      "always"() : () -> ()
    }
    affine.if affine_set<(d0)[s0, s1] : (3 * d0 - 3 * s0 + 2 >= 0, d0 - s0 + 5 >= 0, 2 * s1 - 4 == 0, d0 >= 0, d0 >= 0)>(%i)[%N, %M] {
      "maybe"() : () -> ()
    }
    affine.if affine_set<(d0) : (d0 * 2 - 1 == 0)>(%i) {
      "odd"() : () -> ()
    }
    affine.if affine_set<()[s0] : (s0 - s0 >= 0)>()[%N] {
      "true"() : () -> ()
    }
    %r = affine.if affine_set<(d0) : (d0 - 200 >= 0)>(%i) -> index {
      affine.yield %i : index
    } else {
      affine.yield %N : index
    }
    "use"(%r) : (index) -> ()
  }
  return
}
