// FLAGS: --no-implicit-module --split-input-file %s
func.func @f() {
  return
}
func.func @g() {
  return
}
// -----
// only a comment
// -----
module {
}
