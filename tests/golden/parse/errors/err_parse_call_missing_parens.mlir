// FLAGS:
func.func @f() {
  call @f : () -> ()
}
