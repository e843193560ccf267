// FLAGS: %s --split-input-file
// func.constant: the symbol must name a func.func of the result's type.
func.func @missing_function() {
  %0 = func.constant @nowhere : () -> ()
  return
}
// -----
func.func @mismatched_type() {
  %0 = func.constant @mismatched_type : (i32) -> ()
  return
}
// -----
func.func @not_a_function_type() {
  %0 = func.constant @not_a_function_type : i32
  return
}
// -----
memref.global "private" @m : memref<i32>
func.func @names_a_global() {
  %0 = func.constant @m : () -> ()
  return
}
// -----
func.func @string_value() {
  %0 = func.constant "f" : () -> ()
  return
}
// -----
func.func @nested_value() {
  %0 = func.constant @a::@b : () -> ()
  return
}
// -----
func.func @missing_type() {
  %0 = func.constant @missing_type
  return
}
// -----
func.func @value_attr_wrong_kind() {
  %0 = func.constant {value = 1} @value_attr_wrong_kind : () -> ()
  return
}
// -----
func.func @generic_missing_value() {
  %0 = "func.constant"() : () -> (() -> ())
  return
}
// -----
func.func @generic_two_results() {
  %0:2 = "func.constant"() {value = @generic_two_results} : () -> (() -> (), () -> ())
  return
}
