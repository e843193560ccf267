// FLAGS: %s --split-input-file --allow-unregistered-dialect
// Aliases reached only through one path each: the printer skips its alias
// dry run when nothing aliasable is reachable, so each path must count.

// A map only in the layout of a nested block argument's type.
func.func @block_arg_layout() {
  "test.op"() ({
  ^bb0(%a: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>):
    "test.use"(%a) : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> ()
  }) : () -> ()
  return
}

// -----

// A map only in a result type.
func.func @result_layout() {
  %0 = "test.make"() : () -> memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}

// -----

// An integer set deep inside a discardable attribute.
func.func @nested_set() {
  "test.op"() {deep = [{s = affine_set<(d0) : (d0 >= 0)>}]} : () -> ()
  return
}

// -----

// A location inside an attribute.
func.func @loc_in_attr() {
  "test.op"() {where = [loc("a.mlir":1:2)]} : () -> ()
  return
}

// -----

// A location that is only an op's own: no alias without debug info.
func.func @op_loc_only() {
  "test.op"() : () -> () loc(fused["a.mlir":1:2, "b.mlir":3:4])
  return
}

// -----

// A map in an inherent attribute (properties) of a registered op.
func.func @in_properties(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)
  return %0 : index
}

// -----

// A large tuple type only as an operand type.
func.func @big_tuple(%t: tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>) {
  "test.use"(%t) : (tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>) -> ()
  return
}

// -----

// Nothing aliasable at all, though the context holds maps from above.
func.func @plain(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

// Ops reaching nothing aliasable sit between ops that use maps: alias
// numbering and order follow the first uses all the same.
func.func @order(%A: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 8 {
    %a = affine.apply affine_map<(d0) -> (d0 + 3)>(%i)
    %x = arith.addi %a, %c0 : index
    %v = affine.load %A[%i] : memref<8xf32>
    %b = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%n]
    %y = arith.muli %b, %x : index
    "test.op"(%y) {m = affine_map<(d0) -> (d0 mod 5)>} : (index) -> ()
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<8xf32>
  }
  affine.for %j = 0 to min affine_map<(d0) -> (8, d0)>(%n) {
    %z = affine.apply affine_map<(d0) -> (d0 + 3)>(%j)
  }
  return
}
