// FLAGS:
func.func @f() {
  call @nope() : () -> ()
  return
}
