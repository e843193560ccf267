// FLAGS: --allow-unregistered-dialect
func.func @f() {
  foo.custom %x
  return
}
