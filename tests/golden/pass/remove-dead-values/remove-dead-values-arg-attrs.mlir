// FLAGS: --remove-dead-values
func.func private @p(%a: i32 {foo.x}, %b: i32 {foo.y}) -> (i32 {foo.r}, i32) {
  return %b, %a : i32, i32
}
func.func private @q(%a: i32 {foo.x}, %b: i32) -> i32 {
  return %b : i32
}
func.func @main(%x: i32) -> (i32, i32) {
  %r:2 = call @p(%x, %x) : (i32, i32) -> (i32, i32)
  %s = call @q(%x, %x) : (i32, i32) -> i32
  return %r#0, %s : i32, i32
}
