// FLAGS: --allow-unregistered-dialect -affine-simplify-structures
func.func @f(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 mod 2 - 1 >= 0, d0 floordiv 4 >= 0)>(%i) {
      "q"() : () -> ()
    }
    affine.if affine_set<(d0) : (d0 mod 2 - 2 >= 0)>(%i) {
      "never"() : () -> ()
    }
  }
  return
}
