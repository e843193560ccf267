// FLAGS: %s --split-input-file
// func.call: symbol-use verification and custom-syntax errors.
func.func private @g(i32) -> i64
func.func @wrong_operand_type(%a: i64) {
  %0 = func.call @g(%a) : (i64) -> i64
  return
}
// -----
func.func @undefined_callee(%a: i32) {
  func.call @missing(%a) : (i32) -> ()
  return
}
// -----
func.func private @g(i32) -> i64
func.func @operand_count(%a: i32) {
  %0 = func.call @g(%a, %a) : (i32, i32) -> i64
  return
}
// -----
func.func private @g(i32) -> i64
func.func @result_count(%a: i32) {
  func.call @g(%a) : (i32) -> ()
  return
}
// -----
func.func private @g(i32) -> (i64, f32)
func.func @result_type(%a: i32) {
  %0:2 = func.call @g(%a) : (i32) -> (i64, f64)
  return
}
// -----
memref.global "private" @m : memref<i32>
func.func @callee_not_a_function() {
  func.call @m() : () -> ()
  return
}
// -----
func.func @nested_callee() {
  func.call @a::@b() : () -> ()
  return
}
// -----
func.func @string_callee() {
  func.call "g"() : () -> ()
  return
}
// -----
func.func @integer_callee() {
  func.call 7() : () -> ()
  return
}
// -----
func.func @not_a_function_type(%a: i32) {
  func.call @g(%a) : i32
  return
}
// -----
func.func @empty_operands_vs_types() {
  func.call @g( ) : (i32) -> ()
  return
}
// -----
func.func @callee_attr_wrong_kind() {
  func.call @g() {callee = "g"} : () -> ()
  return
}
// -----
func.func @no_inline_wrong_kind() {
  func.call @g() {no_inline = 1} : () -> ()
  return
}
// -----
func.func @generic_missing_callee(%a: i32) {
  "func.call"(%a) : (i32) -> ()
  return
}
// -----
func.func @generic_bad_arg_attrs(%a: i32) {
  "func.call"(%a) <{callee = @generic_bad_arg_attrs, arg_attrs = [1]}> : (i32) -> ()
  return
}
