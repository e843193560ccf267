// FLAGS: --no-implicit-module --verify-diagnostics
func.func @f() {
  // expected-error @+1 {{does not reference a valid function}}
  func.call @g() : () -> ()
  return
}
