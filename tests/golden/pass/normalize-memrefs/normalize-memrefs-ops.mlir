// FLAGS: --allow-unregistered-dialect --split-input-file --normalize-memrefs
// Dynamic tiled allocations, reinterpret_casts, results of normalizable
// ops (affine.parallel, memref.cast, memory_space_cast) and the other
// affine accesses.
#t2 = affine_map<(d0, d1) -> (d0, d1 floordiv 32, d1 mod 32)>
func.func @dynamic(%n: index, %i: index) {
  %a = memref.alloc(%n) : memref<4x?xf32, #t2>
  %v = memref.load %a[%i, %i] : memref<4x?xf32, #t2>
  affine.store %v, %a[%i, %i + 1] : memref<4x?xf32, #t2>
  memref.dealloc %a : memref<4x?xf32, #t2>
  return
}
func.func @dynamic_not_tiled(%n: index) {
  %b = memref.alloc(%n) : memref<?x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
  memref.dealloc %b : memref<?x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}

// -----

func.func @reinterpret(%arg0: memref<?xf32>, %i: index, %n: index) {
  %r = memref.reinterpret_cast %arg0 to offset: [2], sizes: [3, 4], strides: [4, 1] : memref<?xf32> to memref<3x4xf32, strided<[4, 1], offset: 2>>
  %v = affine.load %r[%i, 2] : memref<3x4xf32, strided<[4, 1], offset: 2>>
  %s = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%n, 4], strides: [8, 2] : memref<?xf32> to memref<?x4xf32, strided<[8, 2]>>
  %w = affine.load %s[%i, 2] : memref<?x4xf32, strided<[8, 2]>>
  "use"(%v, %w) : (f32, f32) -> ()
  return
}

// -----

#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @results(%c: f32) -> memref<8xf32, #tile> {
  %a = memref.alloc() : memref<8xf32, #tile>
  %1 = affine.parallel (%i) = (0) to (8) reduce ("assign") -> memref<8xf32, #tile> {
    affine.store %c, %a[%i] : memref<8xf32, #tile>
    affine.yield %a : memref<8xf32, #tile>
  }
  %d = memref.cast %a : memref<8xf32, #tile> to memref<8xf32, #tile>
  %x = memref.memory_space_cast %1 : memref<8xf32, #tile> to memref<8xf32, #tile, 1>
  %l = affine.load %d[5] : memref<8xf32, #tile>
  %m = affine.load %x[6] : memref<8xf32, #tile, 1>
  "use"(%l, %m) : (f32, f32) -> ()
  return %1 : memref<8xf32, #tile>
}

// -----

#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @accesses(%a: memref<16xf32, #tile>, %b: memref<16xf32, #tile, 2>, %i: index) {
  %t = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  affine.for %j = 0 to 4 {
    affine.dma_start %a[%j * 4], %b[%i], %t[%c0], %c4 : memref<16xf32, #tile>, memref<16xf32, #tile, 2>, memref<1xi32>
    affine.dma_wait %t[%c0], %c4 : memref<1xi32>
    affine.prefetch %a[%j + 1], read, locality<3>, data : memref<16xf32, #tile>
    %v = affine.vector_load %a[%j * 4] : memref<16xf32, #tile>, vector<4xf32>
    affine.vector_store %v, %b[%j * 4] : memref<16xf32, #tile, 2>, vector<4xf32>
  }
  return
}

// -----

func.func @empty_dim() {
  %a = memref.alloc() : memref<0x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %b = memref.alloc() : memref<4xf32, affine_map<(d0) -> (d0 * 2 - 1)>>
  return
}
