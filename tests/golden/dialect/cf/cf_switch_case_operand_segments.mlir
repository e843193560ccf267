// FLAGS: %s --split-input-file
func.func @f(%c: i32) {
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 2>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32, %x: i32) {
  "cf.switch"(%c, %x)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
^bb2(%y: i32):
  return
}
// -----
func.func @f(%c: i32, %x: i32) {
  "cf.switch"(%c, %x)[^bb1, ^bb2] <{case_operand_segments = array<i32: -1>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
^bb2(%y: i32):
  return
}
// -----
func.func @f(%c: i32, %x: i32) {
  "cf.switch"(%c, %x)[^bb1, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
^bb2(%y: i32):
  return
}
