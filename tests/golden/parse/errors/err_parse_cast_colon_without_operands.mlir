// FLAGS:
func.func @x() {
  %0 = builtin.unrealized_conversion_cast : to i32
  return
}
