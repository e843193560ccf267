// FLAGS:
func.func @f() {
  "func.call"() <{callee = "str"}> : () -> ()
  return
}
