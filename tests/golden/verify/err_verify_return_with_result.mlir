// FLAGS:
func.func @x() -> i32 {
^bb0:
  %0 = "func.return"() : () -> i32
}
