// FLAGS: %s --split-input-file
func.func @f(%g: (i32) -> i32, %x: i32) {
  %r = "func.call_indirect"(%g, %x, %x) : ((i32) -> i32, i32, i32) -> i32
  return
}
// -----
func.func @f(%g: (i32) -> i32, %x: i32) {
  %r = "func.call_indirect"(%g, %x) : ((i32) -> i32, i32) -> i64
  return
}
// -----
func.func @f(%g: (i32) -> i32, %x: i32) {
  "func.call_indirect"(%g, %x) : ((i32) -> i32, i32) -> ()
  return
}
// -----
func.func @f(%g: i32, %x: i32) {
  "func.call_indirect"(%g, %x) : (i32, i32) -> ()
  return
}
// -----
func.func @f(%g: (i32) -> i32, %x: i64) {
  %r = "func.call_indirect"(%g, %x) : ((i32) -> i32, i64) -> i64
  return
}
