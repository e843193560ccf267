// FLAGS: %s
// if: a result needs an else.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 {
    affine.yield %f : f32
  }
  return
}
