// FLAGS:
func.func private @priv(i32) -> i32
func.func nested @nest()
func.func private @noargs()
func.func private @multi(i32, f32) -> (i64, index)
func.func public @pub() {
  return
}
func.func private @with_body() {
  return
}
