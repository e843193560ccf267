// FLAGS: %s
// yield lives in scf ops.
func.func @f(%c: i1, %i: index, %a: i32, %f: f32, %m: memref<?xf32>) {
  scf.yield
  return
}
