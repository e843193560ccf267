// FLAGS: %s --split-input-file
#a = affine_map<(d0) : (d0 >= 0)>
// -----
#a = affine_set<(d0) -> (d0)>
// -----
func.func @f(%a: memref<4xf32>) {
  %0 = memref.transpose %a (d0) : (d0 >= 0)
// -----
func.func @f(%a: memref<4xf32>) {
  %0 = memref.transpose %a (d0)[s0] -> (d0
// -----
func.func @f(%a: memref<4xf32>) {
  %0 = memref.subview %a[0][
// -----
func.func @f(%a: memref<4xf32>) {
  %0 = memref.subview %a[x
