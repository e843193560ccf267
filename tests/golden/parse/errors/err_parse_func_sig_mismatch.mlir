// FLAGS:
func.func @f(%a: i32, %a: i32) {
  return
}
