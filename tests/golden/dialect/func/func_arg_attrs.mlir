// FLAGS:
func.func @f(%a: i32 {foo.x = 1}, %b: f32, %c: i64 {foo.y, foo.z = "s"}) -> (i32 {foo.r}, f32) {
  return %a, %b : i32, f32
}
func.func private @decl(i32 {foo.a}, f32) -> (f32 {foo.b = [1]})
func.func private @resonly() -> (i32 {foo.only})
func.func @empty_attr(%a: i32 {}) {
  return
}
