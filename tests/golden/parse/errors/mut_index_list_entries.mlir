// FLAGS: %s --split-input-file
// Entries of a dynamic index list: scalable `[N]` entries, the errors of the
// integer parser (op prefix or not, where they point) and the i64 range.
func.func @f(%a: index, %m: memref<8xf32>) {
  %1 = memref.subview %m[ [2, 3] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}
// -----
func.func @f(%a: index, %m: memref<8xf32>) {
  %1 = memref.subview %m[[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}
// -----
func.func @f(%a: index, %m: memref<8xf32>) {
  %1 = memref.subview %m[-] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}
// -----
func.func @f(%a: index, %m: memref<8xf32>) {
  %1 = memref.subview %m[99999999999999999999] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}
// -----
func.func @f(%a: index, %m: memref<8xf32>) {
  %1 = memref.subview %m[%a, [%a]] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}
// -----
func.func @f(%a: index, %m: memref<8xf32>) {
  %1 = memref.subview %m[-9223372036854775809] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}
// -----
func.func @f(%a: index, %m: memref<8xf32>) {
  %1 = memref.subview %m[9223372036854775808] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}
// -----
func.func @f(%a: index, %m: memref<8xf32>) {
  %1 = memref.subview %m[[2], 3] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}
// -----
func.func @f(%a: index, %m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %1 = memref.subview %m[[2]] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %1 : memref<4xf32, strided<[1], offset: 2>>
}
