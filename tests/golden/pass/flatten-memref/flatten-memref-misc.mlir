// FLAGS: --flatten-memref --allow-unregistered-dialect
func.func @f(%a: memref<4x8xf32>, %b: memref<?x?xf32>, %i: index, %j: index, %v: f32) -> f32 {
  %x = memref.load %a[%i, %j] : memref<4x8xf32>
  memref.store %v, %b[%i, %j] : memref<?x?xf32>
  %al = memref.alloc() : memref<4x8xf32>
  memref.store %v, %al[%i, %j] : memref<4x8xf32>
  %al2 = memref.alloca(%i) : memref<?x8xf32>
  %y = memref.load %al2[%i, %j] : memref<?x8xf32>
  %c = memref.load %a[%i, %i] {nontemporal = true} : memref<4x8xf32>
  return %x : f32
}
func.func @g(%a: memref<4x8xi1>, %b: memref<2x3x4xf32, strided<[24, 4, 1], offset: ?>>, %i: index, %j: index, %k: index, %v: f32) -> i1 {
  %x = memref.load %a[%i, %j] : memref<4x8xi1>
  %y = memref.load %b[%i, %j, %k] : memref<2x3x4xf32, strided<[24, 4, 1], offset: ?>>
  %z = memref.load %b[%i, %j, %k] : memref<2x3x4xf32, strided<[24, 4, 1], offset: ?>>
  %d = memref.alloc() : memref<4x8xf32, strided<[16,1]>>
  memref.dealloc %d : memref<4x8xf32, strided<[16,1]>>
  %e = memref.alloc() : memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %w = memref.load %e[%i, %j] : memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return %x : i1
}
func.func @f2(%i: index, %j: index, %v: f32) -> memref<4x8xf32> {
  %al2 = memref.alloca() {alignment = 64} : memref<4x8xf32>
  %c = memref.alloc() : memref<4x8xi1, 1>
  %x = memref.load %c[%i, %j] : memref<4x8xi1, 1>
  "test.use"(%x) : (i1) -> ()
  return %al2 : memref<4x8xf32>
}
func.func @f3(%a: memref<4x8xi64>, %b: memref<8xf32>, %c: memref<f32>, %i: index, %j: index, %v: f32) {
  %x = memref.load %a[%i, %j] {nontemporal = true, foo = 1} : memref<4x8xi64>
  "test.use"(%x) : (i64) -> ()
  %y = memref.load %b[%i] : memref<8xf32>
  %z = memref.load %c[] : memref<f32>
  "test.use"(%y, %z) : (f32, f32) -> ()
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0, %c0] : memref<4x8xi64>
  scf.for %k = %c0 to %i step %j {
    %w = memref.load %a[%k, %k] : memref<4x8xi64>
    "test.use"(%w) : (i64) -> ()
  }
  return
}
func.func @g2(%a: memref<?x8x?xf32, strided<[?, ?, 1], offset: 5>>, %i: index, %j: index) -> f32 {
  %w = memref.load %a[%i, %j, %i] : memref<?x8x?xf32, strided<[?, ?, 1], offset: 5>>
  %u = memref.load %a[%i, %j, %i] : memref<?x8x?xf32, strided<[?, ?, 1], offset: 5>>
  %s = arith.addf %w, %u : f32
  return %s : f32
}
