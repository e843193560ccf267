// FLAGS: %s
// Every affine op in custom form.
#map = affine_map<(d0)[s0] -> (d0 + s0)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0)>
func.func @apply_minmax(%a: index, %b: index, %n: index) -> index {
  %0 = affine.apply #map(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 floordiv 2)>(%a, %b)
  %2 = affine.apply affine_map<()[s0] -> (s0 mod 8)>()[%n]
  %3 = affine.min affine_map<(d0)[s0] -> (d0, s0, 100)>(%a)[%n]
  %4 = affine.max affine_map<(d0, d1) -> (d0 - d1, 0)>(%a, %b)
  %5:3 = affine.delinearize_index %a into (2, %n, 4) : index, index, index
  %6:2 = affine.delinearize_index %a into (%n) : index, index
  %7 = affine.linearize_index [%5#0, %5#1, %5#2] by (2, %n, 4) : index
  %8 = affine.linearize_index disjoint [%a, %b] by (%n, 8) : index
  %9 = affine.linearize_index [%a, %b] by (8) : index
  return %9 : index
}
func.func @loops(%m: memref<100x100xf32>, %n: index, %f: f32) -> f32 {
  affine.for %i = 0 to 100 {
    affine.for %j = #map(%i)[%n] to min affine_map<(d0) -> (d0 + 8, 100)>(%i) step 2 {
      %v = affine.load %m[%i, %j] : memref<100x100xf32>
      affine.store %v, %m[%j, %i + 1] : memref<100x100xf32>
    }
  }
  %sum = affine.for %i = 0 to %n iter_args(%acc = %f) -> (f32) {
    %v = affine.load %m[%i, symbol(%n)] : memref<100x100xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.for %i = max affine_map<()[s0] -> (0, s0 - 10)>()[%n] to 10 {
  } {test.tag}
  affine.if #set(%n)[%n] {
    affine.store %f, %m[0, 0] : memref<100x100xf32>
  }
  %r = affine.if affine_set<(d0) : (d0 == 0)>(%n) -> f32 {
    affine.yield %f : f32
  } else {
    affine.yield %sum : f32
  }
  return %r : f32
}
func.func @parallel(%m: memref<100x100xf32>, %n: index) {
  affine.parallel (%i, %j) = (0, 0) to (100, %n) step (2, 4) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
  }
  %r:2 = affine.parallel (%i) = (0) to (min(%n, 100)) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i, %i] : memref<100x100xf32>
    affine.yield %v, %v : f32, f32
  }
  return
}
func.func @memory(%m: memref<100x100xf32>, %v: vector<4xf32>, %fast: memref<256xf32, 2>, %tag: memref<1xi32>, %i: index, %n: index) {
  affine.prefetch %m[%i, %i + 4], read, locality<3>, data : memref<100x100xf32>
  affine.prefetch %m[%i, 0], write, locality<1>, instr : memref<100x100xf32>
  %0 = affine.vector_load %m[%i, %i * 2] : memref<100x100xf32>, vector<4xf32>
  affine.vector_store %v, %m[%i, %i] : memref<100x100xf32>, vector<4xf32>
  affine.dma_start %m[%i, 0], %fast[%i], %tag[0], %n : memref<100x100xf32>, memref<256xf32, 2>, memref<1xi32>
  affine.dma_start %m[%i, 0], %fast[0], %tag[%i], %n, %i, %n : memref<100x100xf32>, memref<256xf32, 2>, memref<1xi32>
  affine.dma_wait %tag[0], %n : memref<1xi32>
  return
}
