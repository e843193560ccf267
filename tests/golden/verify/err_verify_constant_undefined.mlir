// FLAGS:
func.func @f() {
  %0 = constant @missing : () -> ()
  return
}
