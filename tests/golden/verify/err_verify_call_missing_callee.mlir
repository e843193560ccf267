// FLAGS:
func.func @f() {
  "func.call"() : () -> ()
  return
}
