// FLAGS: %s --split-input-file
// Attributes a format reads with a value type are read as their storage class.
func.func @f(%c: i1) {
  cf.assert %c, [1]
  return
}
// -----
func.func @f(%c: i1) {
  %0 = index.constant [1]
  return
}
// -----
func.func @f(%c: i1) {
  cf.assert %c, "x" : i32
  return
}
// -----
func.func @f(%c: i1) {
  cf.assert %c, 1.0
  return
}
// -----
func.func @f(%c: i1) {
  cf.assert %c, "x" {a}
  return
}
