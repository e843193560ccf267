// FLAGS:
func.func private @callee(i32)
func.func @f() {
  call @callee() : () -> ()
  return
}
