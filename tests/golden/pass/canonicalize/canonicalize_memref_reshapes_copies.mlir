// FLAGS: --allow-unregistered-dialect --canonicalize
func.func @cc(%m: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x20xf32> into memref<120xf32>
  return %b : memref<120xf32>
}
func.func @ee(%m: memref<?xf32>, %n: index) -> memref<?x2x3xf32> {
  %a = memref.expand_shape %m [[0, 1]] output_shape [%n, 6] : memref<?xf32> into memref<?x6xf32>
  %b = memref.expand_shape %a [[0], [1, 2]] output_shape [%n, 2, 3] : memref<?x6xf32> into memref<?x2x3xf32>
  return %b : memref<?x2x3xf32>
}
func.func @ce(%m: memref<?x4xf32>, %n: index) -> memref<?x2x2xf32> {
  %a = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %b = memref.expand_shape %a [[0, 1, 2]] output_shape [%n, 2, 2] : memref<?xf32> into memref<?x2x2xf32>
  return %b : memref<?x2x2xf32>
}
func.func @ec(%m: memref<?x6xf32>, %n: index, %k: index) -> memref<?xf32> {
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, %k, 2, 3] : memref<?x6xf32> into memref<?x?x2x3xf32>
  %b = memref.collapse_shape %a [[0, 1, 2, 3]] : memref<?x?x2x3xf32> into memref<?xf32>
  return %b : memref<?xf32>
}
func.func @ec2(%m: memref<?xf32>, %n: index, %k: index) -> memref<?x?xf32> {
  %a = memref.expand_shape %m [[0, 1, 2]] output_shape [%n, %k, 4] : memref<?xf32> into memref<?x?x4xf32>
  %b = memref.collapse_shape %a [[0], [1, 2]] : memref<?x?x4xf32> into memref<?x?xf32>
  return %b : memref<?x?xf32>
}
func.func @ccast(%m: memref<2x4xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<2x4xf32> to memref<?x?xf32>
  %b = memref.collapse_shape %c [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  return %b : memref<?xf32>
}
func.func @rshape(%m: memref<*xf32>, %s: memref<3xindex>) -> index {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<3xindex>) -> memref<?x?x?xf32>
  %d = memref.dim %r, %c1 : memref<?x?x?xf32>
  return %d : index
}
func.func @copies(%m: memref<4xf32>, %e: memref<0xf32>, %f: memref<0xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %d = memref.alloc() : memref<4xf32>
  memref.copy %c, %d : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  memref.copy %e, %f : memref<0xf32> to memref<0xf32>
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  "test.use"(%d) : (memref<4xf32>) -> ()
  return
}
func.func @realloc(%m: memref<4xf32>) {
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  memref.dealloc %r : memref<8xf32>
  return
}
func.func @atomic(%v: f32, %m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %r = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  memref.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  return %r : f32
}
