// FLAGS: --mlir-disable-threading '--pass-pipeline=builtin.module(func.func(view-op-graph))'
// One pass instance on op after op: the node counter goes on and the earlier
// graphs' data-flow edges are written again.
func.func @a(%x: i32) -> i32 {
  return %x : i32
}
func.func @b(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func private @decl(i32)
func.func @lin(%a: index, %b: index) -> (index, index) {
  %0 = affine.linearize_index [%a, %b] by (2, 3) : index
  %1 = affine.linearize_index disjoint [%a, %b] by (2, 3) : index
  return %0, %1 : index, index
}
