// FLAGS: %s --split-input-file
// An op name ending in '.' is not dialect-qualified: it is looked up in the
// default dialect as well, like a bare name.
func.
// -----
func.func @f() {
  arith.
}
// -----
func.func @f() {
  foo.
}
// -----
func.func @f() {
  func..x
}
