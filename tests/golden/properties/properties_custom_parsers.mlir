// FLAGS: %s --split-input-file --mlir-print-op-generic
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) <1 : i32> : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) <"s"> : (f32, f32) -> f32
  return
}
// -----
"func.return"() <1> : () -> ()
// -----
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    1: ^bb1
  ] {case_values = dense<[7]> : vector<1xi32>, case_operand_segments = array<i32: 0>}
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1
  ] {case_values = dense<[7]> : vector<1xi32>}
^bb1:
  return
}
// -----
func.func @f(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1
  ] {case_values = 3}
^bb1:
  return
}
// -----
memref.global "private" @g : memref<2xf32> = uninitialized {alignment = 16 : i64, sym_name = "h"}
// -----
memref.global "private" @g : memref<2xf32> = uninitialized {alignment = 16 : i32}
// -----
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb1 {operandSegmentSizes = array<i32: 1, 1, 0>}
^bb1:
  return
}
// -----
func.func @f(%c: i1) {
  cf.cond_br %c weights([1, 2]), ^bb1, ^bb1 {branch_weights = array<i32: 3, 4>}
^bb1:
  return
}
