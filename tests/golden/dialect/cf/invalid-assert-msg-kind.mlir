// FLAGS: %s
// assert: the custom form's message is a string.
func.func @f(%a: i32, %c: i1, %f: f32) {
  cf.assert %c, 42
  return
}
