// FLAGS: %s --split-input-file --allow-unregistered-dialect
func.func @poison() -> (i32, f32, complex<f32>, vector<4xi64>, tensor<8x?xf64>, index) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : f32
  %2 = ub.poison : complex<f32>
  %3 = ub.poison : vector<4xi64>
  %4 = ub.poison <#ub.poison<>> : tensor<8x?xf64>
  %5 = "ub.poison"() : () -> index
  return %0, %1, %2, %3, %4, %5 : i32, f32, complex<f32>, vector<4xi64>, tensor<8x?xf64>, index
}
// -----
func.func @attrs() -> i32 {
  %0 = ub.poison {tag = 1 : i64} : i32
  "test.op"() {p = #ub.poison} : () -> ()
  return %0 : i32
}
// -----
func.func @bad_attr() {
  %0 = ub.poison <#ub.foo> : i32
  return
}
// -----
func.func @bad_kind() {
  %0 = ub.poison <1 : i32> : i32
  return
}
// -----
func.func @bad_generic() {
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}
// -----
func.func @no_type() {
  %0 = ub.poison
  return
}
