// FLAGS:
func.func @fact(%n: i64) -> i64 {
  %r = call @fact(%n) : (i64) -> i64
  return %r : i64
}
func.func @mutual_a() {
  call @mutual_b() : () -> ()
  return
}
func.func @mutual_b() {
  call @mutual_a() : () -> ()
  return
}
