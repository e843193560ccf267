// FLAGS: --allow-unregistered-dialect -affine-simplify-structures
func.func @f(%a: index) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (2*d0 - 6 == 0, 3 >= 0, 0 == 0, 2*d0 + 3 >= 0, d0 + 7 >= 0, d0 + 5 >= 0)>(%i) {
      "foo"() : () -> ()
    }
    affine.if affine_set<(d0)[s0] : (d0 - 2*s0 - 1 == 0, 4 * d0 - 6 * s0 >= 0, 2 * d0 - 3 * s0 - 1 >= 0)>(%i)[%a] {
      "e3"() : () -> ()
    }
    affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 - d0 >= 0, d0 + d1 - 20 >= 0, -d0 - d1 + 21 >= 0)>(%i, %a) {
      "e6"() : () -> ()
    }
    affine.if affine_set<(d0, d1) : (0 == 0, 1 >= 0)>(%i, %a) {
      "e7"() : () -> ()
    }
    affine.if affine_set<(d0, d1) : (-3 * d0 + 3 * d1 * 2 - 9 == 0)>(%i, %a) {
      "e8"() : () -> ()
    }
  }
  return
}
