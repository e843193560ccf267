// FLAGS: --verify-diagnostics
func.func @f() -> i32 {
  // expected-error @+1 {{this message is not the one produced}}
  return
}
