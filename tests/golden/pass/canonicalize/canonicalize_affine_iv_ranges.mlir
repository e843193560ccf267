// FLAGS: --allow-unregistered-dialect --canonicalize
func.func @f(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 step 4 {
      %v = affine.load %A[%i floordiv 64 + %j mod 4 + (%i + %j * 64) floordiv 64] : memref<100xf32>
      %w = affine.apply affine_map<(d0) -> (d0 mod 128)>(%i)
      "test.use"(%v, %w) : (f32, index) -> ()
    }
    affine.for %k = max affine_map<(d0) -> (d0, 0, 70)>(%i) to min affine_map<(d0) -> (d0 + 100, 200)>(%i) {
      "test.k"(%k) : (index) -> ()
    }
  }
  return
}
