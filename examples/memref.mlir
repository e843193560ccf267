// The memref dialect at work: allocate a buffer, take a strided window of it,
// store through the window, load back, and free the buffer.
func.func @window_sum(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc(%n) {alignment = 64 : i64} : memref<8x?xf32>
  %win = memref.subview %buf[2, 0] [4, %n] [1, 1]
      : memref<8x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  memref.store %x, %win[%c0, %c1] : memref<4x?xf32, strided<[?, 1], offset: ?>>
  %v = memref.load %buf[%c1, %c1] : memref<8x?xf32>
  %d = memref.dim %win, %c1 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  %s = arith.addf %v, %x : f32
  memref.dealloc %buf : memref<8x?xf32>
  return %s : f32
}
