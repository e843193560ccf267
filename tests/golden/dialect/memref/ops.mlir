// FLAGS: %s
// Every memref op in custom form.
memref.global "private" constant @cst : memref<2xi32> = dense<[1, 2]>
memref.global @uninit : memref<4xf32> = uninitialized
memref.global "private" @aligned : memref<8xi8> = dense<0> {alignment = 64 : i64}
memref.global @ext : memref<3xf16>
func.func @alloc(%n: index, %m: index) {
  %0 = memref.alloc() : memref<4x4xf32>
  %1 = memref.alloc(%n) : memref<?x4xf32>
  %2 = memref.alloc(%n, %m)[%n] : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %3 = memref.alloc() {alignment = 16 : i64} : memref<8xi8, 1>
  %4 = memref.alloca() : memref<f32>
  %5 = memref.alloca(%n) {alignment = 8 : i64} : memref<?xi64>
  %6 = memref.realloc %5(%m) : memref<?xi64> to memref<?xi64>
  %7 = memref.realloc %5 : memref<?xi64> to memref<10xi64>
  memref.dealloc %0 : memref<4x4xf32>
  memref.dealloc %3 : memref<8xi8, 1>
  memref.alloca_scope {
    %s = memref.alloca() : memref<2xf32>
  }
  %r = memref.alloca_scope -> (index) {
    memref.alloca_scope.return %n : index
  }
  return
}
func.func @access(%m: memref<4x?xf32>, %i: index, %j: index, %f: f32) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<4x?xf32>
  %1 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  memref.store %f, %m[%i, %j] : memref<4x?xf32>
  memref.store %f, %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<4x?xf32>
  memref.prefetch %m[%i, %j], write, locality<0>, instr : memref<4x?xf32>
  %2 = memref.atomic_rmw addf %f, %m[%i, %j] : (f32, memref<4x?xf32>) -> f32
  %3 = memref.generic_atomic_rmw %m[%i, %j] : memref<4x?xf32> {
  ^bb0(%old: f32):
    %s = arith.addf %old, %f : f32
    memref.atomic_yield %s : f32
  }
  return %3 : f32
}
func.func @atomics(%m: memref<8xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<8xi32>) -> i32
  %1 = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<8xi32>) -> i32
  %2 = memref.atomic_rmw maxs %v, %m[%i] : (i32, memref<8xi32>) -> i32
  %3 = memref.atomic_rmw maxu %v, %m[%i] : (i32, memref<8xi32>) -> i32
  %4 = memref.atomic_rmw mins %v, %m[%i] : (i32, memref<8xi32>) -> i32
  %5 = memref.atomic_rmw minu %v, %m[%i] : (i32, memref<8xi32>) -> i32
  %6 = memref.atomic_rmw muli %v, %m[%i] : (i32, memref<8xi32>) -> i32
  %7 = memref.atomic_rmw ori %v, %m[%i] : (i32, memref<8xi32>) -> i32
  %8 = memref.atomic_rmw andi %v, %m[%i] : (i32, memref<8xi32>) -> i32
  %9 = memref.atomic_rmw xori %v, %m[%i] : (i32, memref<8xi32>) -> i32
  return
}
func.func @shapes(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %u: memref<*xf32>, %d: memref<?xindex>, %c: index) {
  %0 = memref.dim %m, %c : memref<4x?xf32>
  %1 = memref.rank %u : memref<*xf32>
  %2 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %3 = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  %4 = memref.collapse_shape %s [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %5 = memref.expand_shape %4 [[0, 1], [2]] output_shape [3, 2, 4] : memref<6x4xf32> into memref<3x2x4xf32>
  %6 = memref.reshape %s(%d) : (memref<2x3x4xf32>, memref<?xindex>) -> memref<*xf32>
  %7 = memref.transpose %s (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %base, %off, %sizes:3, %strides:3 = memref.extract_strided_metadata %s : memref<2x3x4xf32> -> memref<f32>, index, index, index, index, index, index, index
  %8 = memref.extract_aligned_pointer_as_index %s : memref<2x3x4xf32> -> index
  %9 = memref.memory_space_cast %m : memref<4x?xf32> to memref<4x?xf32, 1>
  %10 = memref.assume_alignment %m, 16 : memref<4x?xf32>
  %11:2 = memref.distinct_objects %m, %s : memref<4x?xf32>, memref<2x3x4xf32>
  %12 = memref.get_global @cst : memref<2xi32>
  return
}
func.func @views(%m: memref<8x16xf32>, %b: memref<2048xi8>, %i: index, %j: index) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %1 = memref.subview %m[%i, 2] [%j, 4] [1, 2] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 2], offset: ?>>
  %2 = memref.view %b[%i][] : memref<2048xi8> to memref<8x8xf32>
  %3 = memref.view %b[%i][%j] : memref<2048xi8> to memref<?x8xf32>
  %4 = memref.reinterpret_cast %m to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xf32>
  %5 = memref.reinterpret_cast %m to offset: [%i], sizes: [%j, 16], strides: [16, 1] : memref<8x16xf32> to memref<?x16xf32, strided<[16, 1], offset: ?>>
  memref.copy %m, %m : memref<8x16xf32> to memref<8x16xf32>
  return
}
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index, %s: index) {
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %s, %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  return
}
