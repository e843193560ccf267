// FLAGS:
func.func private @callee(i32) -> i32
func.func @f(%x: i32) {
  %0 = call @callee(%x) : (i32) -> i32
  %1 = func.call @f(%0) : (i32) -> i32
  return
}
