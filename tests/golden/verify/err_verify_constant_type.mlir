// FLAGS:
func.func private @g(i32)
func.func @f() {
  %0 = constant @g : (i64) -> ()
  return
}
