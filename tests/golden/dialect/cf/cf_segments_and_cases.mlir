// FLAGS: %s --split-input-file
func.func @f(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i64: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb1] {operandSegmentSizes = array<i64: 1, 0, 0>} : (i1) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, -1, 1>}> : (i1) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c)[^bb1] : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = [1], operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1.0]> : vector<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : tensor<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  "cf.switch"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[[1]]> : vector<1x1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0>}> : () -> memref<2xf32>
  return
}
// -----
func.func @f(%c: i32, %x: f32) {
  "cf.switch"(%c, %x)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, f32) -> ()
^bb1:
  return
^bb2:
  return
}
// -----
func.func @f(%c: i32, %x: f32) {
  "cf.switch"(%c)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>, branch_weights = array<i32: 1>}> : (i32) -> ()
^bb1:
  return
^bb2:
  return
}
// -----
func.func @f(%c: i32, %x: f32) {
  "cf.switch"(%c)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>, branch_weights = array<i32: 1>}> : (i32) -> ()
^bb1:
  return
^bb2:
  return
}
// -----
func.func @f(%c: i32, %x: f32) {
  "cf.switch"(%c)[^bb1] <{case_operand_segments = array<i32>, case_values = dense<> : vector<0xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32, %x: f32) {
  "cf.switch"(%c)[^bb1] {case_operand_segments = array<i32>, case_values = dense<1.0> : vector<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32, %x: f32) {
  "cf.switch"(%c)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> {case_values = dense<1.0> : vector<1xf32>} : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32, %x: f32) {
  "cf.switch"(%c)[^bb1] {case_operand_segments = array<i64>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: f32) {
  "cf.cond_br"(%c)[^bb1, ^bb1] {branch_weights = array<i1: true, false>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i1) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: f32) {
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i1: true, false>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    1: ^bb1
  ] {branch_weights = array<i32: 1, 2>}
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: f32) {
  "cf.cond_br"(%c, %x)[^bb1, ^bb1] {branch_weights = array<i32: 1>, operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, f32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: f32) {
  "cf.br"(%x)[^bb1] : (f32) -> ()
^bb1:
  return
}
// -----
func.func @f(%c: i1, %x: f32) {
  "cf.br"(%x)[^bb1] : (f32) -> ()
^bb1(%y: i32):
  return
}
