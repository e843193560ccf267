// FLAGS:
func.func @id(%x: i32) -> i32 {
  func.return %x : i32
}
func.func @two(%a: i32, %b: f64) -> (i32, f64) {
  return %a, %b : i32, f64
}
func.func @none() {
  return
}
func.func @types(%t: tensor<?xf32>, %m: memref<4xi8>, %v: vector<4xf32>) -> tensor<?xf32> {
  return %t : tensor<?xf32>
}
