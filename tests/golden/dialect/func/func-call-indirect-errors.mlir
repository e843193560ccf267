// FLAGS: %s --split-input-file
// func.call_indirect: the callee's type gives the operand and result types.
func.func @callee_not_function(%f: i32) {
  func.call_indirect %f() : i32
  return
}
// -----
func.func @too_many_operands(%f: (i32) -> i64, %a: i32) {
  %0 = func.call_indirect %f(%a, %a) : (i32) -> i64
  return
}
// -----
func.func @too_few_operands(%f: (i32) -> i64) {
  %0 = func.call_indirect %f( ) : (i32) -> i64
  return
}
// -----
func.func @operand_type_conflict(%f: (i32) -> i64, %a: i64) {
  %0 = func.call_indirect %f(%a) : (i32) -> i64
  return
}
// -----
func.func @callee_type_conflict(%f: (i32) -> i64, %a: i32) {
  %0 = func.call_indirect %f(%a) : (i64) -> i64
  return
}
// -----
func.func @result_count(%f: (i32) -> i64, %a: i32) {
  func.call_indirect %f(%a) : (i32) -> i64
  return
}
// -----
func.func @generic_operand_types(%f: (i32) -> i64, %a: i64) {
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i64, i64) -> i64
  return
}
// -----
func.func @generic_result_types(%f: (i32) -> i64, %a: i32) {
  %0:2 = "func.call_indirect"(%f, %a) : ((i32) -> i64, i32) -> (i64, i64)
  return
}
// -----
func.func @generic_no_callee() {
  "func.call_indirect"() : () -> ()
  return
}
// -----
func.func @arg_attrs_wrong_kind(%f: (i32) -> i64, %a: i32) {
  %0 = func.call_indirect %f(%a) {arg_attrs = 1} : (i32) -> i64
  return
}
