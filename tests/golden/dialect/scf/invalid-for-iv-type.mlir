// FLAGS: %s
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
