// FLAGS: --allow-unregistered-dialect --canonicalize
func.func @alloc_const(%n: index) -> memref<?x?xf32> {
  %c4 = arith.constant 4 : index
  %c-1 = arith.constant -1 : index
  %a = memref.alloc(%c4, %n) {alignment = 64 : i64, foo} : memref<?x?xf32>
  %b = memref.alloca(%c-1) : memref<?xf32>
  "test.use"(%b) : (memref<?xf32>) -> ()
  return %a : memref<?x?xf32>
}
func.func @dead(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<1xmemref<4xf32>>
  memref.store %b, %c[%i] : memref<1xmemref<4xf32>>
  return
}
func.func @dims(%m: memref<4x?xf32>, %n: index, %u: memref<*xf32>) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %d0 = memref.dim %m, %c0 : memref<4x?xf32>
  %d1 = memref.dim %m, %c1 : memref<4x?xf32>
  %a = memref.alloc(%n) : memref<3x?xf32>
  %d2 = memref.dim %a, %c1 : memref<3x?xf32>
  %d3 = memref.dim %m, %c5 : memref<4x?xf32>
  %d4 = memref.dim %u, %c0 : memref<*xf32>
  %d5 = memref.dim %a, %c0 : memref<3x?xf32>
  %unused = memref.dim %m, %c1 : memref<4x?xf32>
  "test.use"(%a, %d5) : (memref<3x?xf32>, index) -> ()
  return %d0, %d1, %d2, %d3, %d4 : index, index, index, index, index
}
func.func @casts(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %c2 = memref.cast %c : memref<?xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<4xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %y = memref.load %r[%i] : memref<4xf32>
  "test.use"(%c2, %x, %y) : (memref<4xf32>, f32, f32) -> ()
  memref.copy %c, %c2 : memref<?xf32> to memref<4xf32>
  memref.dealloc %c : memref<?xf32>
  return %x : f32
}
func.func @rank(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index) {
  %a = memref.rank %m : memref<4x?xf32>
  %b = memref.rank %u : memref<*xf32>
  return %a, %b : index, index
}
