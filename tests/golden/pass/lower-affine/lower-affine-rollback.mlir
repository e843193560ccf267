// FLAGS: --allow-unregistered-dialect --lower-affine
// A pattern that emits an error and fails after creating ops is rolled back
// (MLIR's default allowPatternRollback): the ops it made are gone, and the
// affine.if, folded in place, is tried again (the error comes twice).
func.func @f(%i: index, %m: memref<16xf32>) -> index {
  %c = arith.constant 1 : index
  affine.if affine_set<(d0) : (d0 - 1 >= 0, d0 mod -2 >= 0)>(%i) {
    "foo.x"() : () -> ()
  }
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%i)
  %1 = affine.apply affine_map<(d0) -> (d0 + 3)>(%0)
  return %1 : index
}
