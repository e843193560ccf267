// FLAGS: %s --split-input-file
// Parent checks come before the terminator position check.
func.func @f() {
  affine.yield
  return
}
// -----
func.func @f() {
  scf.reduce
  return
}
// -----
func.func @f() {
  memref.alloca_scope.return
  return
}
