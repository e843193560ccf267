// FLAGS:
func.func @f() {
  return
