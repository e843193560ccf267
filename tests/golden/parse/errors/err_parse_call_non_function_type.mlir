// FLAGS:
func.func @f() {
  call @f() : i32
}
