// FLAGS:
func.func @f() {
  %0 = constant 1 : i32
}
