// FLAGS: --allow-unregistered-dialect -affine-simplify-structures
#s0 = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, d0 - 1 >= 0, 2*d1 + 4 >= 0, s0 - d0 >= 0, d0 - 3 == 0)>
#s1 = affine_set<(d0) : (d0 >= 0, -d0 - 1 >= 0)>
func.func @f(%a: index, %b: index, %m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.if #s0(%i, %b)[%a] {
      "foo"() : () -> ()
    }
    affine.if #s1(%i) {
      "bar"() : () -> ()
    } else {
      "baz"() : () -> ()
    }
    %x = affine.apply affine_map<(d0) -> (d0 * 2 + d0 - d0 floordiv 1)>(%i)
    %y = affine.load %m[%i + %i - %i] : memref<10xf32>
    "use"(%x, %y) {m = affine_map<(d0) -> (d0 + d0)>, s = affine_set<(d0) : (d0 * 2 >= 0, d0 >= 0)>} : (index, f32) -> ()
  }
  affine.for %j = 0 to 1 {
    "w"(%j) : (index) -> ()
  }
  return
}
