// FLAGS: --allow-unregistered-dialect --mlir-print-local-scope
func.func @f(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  "foo.x"(%m) {s = affine_set<(d0) : (d0 == 1)>} : (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> ()
  return
}
