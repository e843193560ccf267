// FLAGS: %s --split-input-file
// func.return: matching the enclosing function, and its custom syntax.
func.func @too_few() -> (i32, i32) {
  %c = arith.constant 0 : i32
  return %c : i32
}
// -----
func.func @too_many(%a: i32) {
  return %a : i32
}
// -----
func.func @wrong_type(%a: i64) -> i32 {
  return %a : i64
}
// -----
func.func @second_wrong_type(%a: i32, %b: f32) -> (i32, f64) {
  return %a, %b : i32, f32
}
// -----
func.func @types_count(%a: i32) -> (i32, i32) {
  return %a, %a : i32
}
// -----
func.func @missing_types(%a: i32) -> i32 {
  return %a
}
// -----
func.func @missing_type_after_colon(%a: i32) -> i32 {
  return %a :
}
// -----
func.func @type_conflicts_with_def(%a: i64) -> i32 {
  return %a : i32
}
// -----
func.func @outside_function() {
  "scf.execute_region"() ({
    func.return
  }) : () -> ()
  return
}
// -----
func.func @generic_wrong_count(%a: i32) {
  "func.return"(%a) : (i32) -> ()
}
