// FLAGS: --no-implicit-module
// A lone top-level op has its symbol uses checked; the error is reported.
func.func @f() {
  func.call @g() : () -> ()
  return
}
