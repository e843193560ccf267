// FLAGS:
func.func private @callee() -> i32
func.func @f() {
  %0 = call @callee() : () -> i64
  return
}
