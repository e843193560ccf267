// FLAGS: --allow-unregistered-dialect --canonicalize
func.func @rcsv(%m: memref<8x8xf32>, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%c0, %n][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %r = memref.reinterpret_cast %s to offset: [0], sizes: [4], strides: [1] : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4xf32>
  return %r : memref<4xf32>
}
func.func @rcsv2(%m: memref<8x8xf32>, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%c0, %c0][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %r = memref.reinterpret_cast %s to offset: [0], sizes: [4], strides: [1] : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4xf32>
  return %r : memref<4xf32>
}
func.func @rcrc(%m: memref<16xf32>) -> memref<2x8xf32> {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  %b = memref.reinterpret_cast %a to offset: [0], sizes: [2, 8], strides: [8, 1] : memref<4x4xf32> to memref<2x8xf32>
  return %b : memref<2x8xf32>
}
func.func @rcid(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  return %a : memref<4x4xf32>
}
func.func @dead(%v: f32, %w: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  %x = arith.addf %v, %w : f32
  %y = arith.mulf %v, %w : f32
  memref.store %x, %a[%i] : memref<4xf32>
  memref.store %y, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
func.func @dead2(%i: index) {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %a = memref.alloca() : memref<4xf32>
  memref.store %c2, %a[%i] : memref<4xf32>
  memref.store %c1, %a[%i] : memref<4xf32>
  %b = memref.alloc(%i) : memref<?xf32>
  %c = memref.cast %b : memref<?xf32> to memref<*xf32>
  memref.dealloc %c : memref<*xf32>
  return
}
func.func @live(%i: index) -> f32 {
  %c1 = arith.constant 1.0 : f32
  %a = memref.alloca() : memref<4xf32>
  memref.store %c1, %a[%i] : memref<4xf32>
  %r = memref.load %a[%i] : memref<4xf32>
  return %r : f32
}
memref.global "private" constant @g : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" @h : memref<2xi32> = dense<[1, 2]>
func.func @gg() -> (f32, i32, memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %m = memref.get_global @g : memref<4xf32>
  %x = memref.load %m[%c1] : memref<4xf32>
  %n = memref.get_global @h : memref<2xi32>
  %y = memref.load %n[%c1] : memref<2xi32>
  %u = memref.get_global @g : memref<4xf32>
  return %x, %y, %u : f32, i32, memref<4xf32>
}
func.func @ea(%m: memref<4xf32>) -> index {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %p = memref.extract_aligned_pointer_as_index %c : memref<?xf32> -> index
  return %p : index
}
func.func @aa(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.assume_alignment %m, 16 : memref<4xf32>
  %b = memref.assume_alignment %a, 16 : memref<4xf32>
  %c = memref.assume_alignment %b, 32 : memref<4xf32>
  return %c : memref<4xf32>
}
func.func @gen(%m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %x = memref.generic_atomic_rmw %c[%i] : memref<?xf32> {
  ^bb0(%cur : f32):
    %cst = arith.constant 1.0 : f32
    memref.atomic_yield %cst : f32
  }
  return %x : f32
}
func.func @dma(%a: memref<16xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index) {
  %c = memref.cast %a : memref<16xf32> to memref<?xf32>
  %tc = memref.cast %t : memref<1xi32> to memref<?xi32>
  memref.dma_start %c[%i], %b[%i], %i, %tc[%i] : memref<?xf32>, memref<16xf32, 1>, memref<?xi32>
  memref.dma_wait %tc[%i], %i : memref<?xi32>
  return
}
