// FLAGS: --allow-unregistered-dialect --mlir-print-op-generic
func.func @f(%A: memref<10xf32>, %i: index, %t: memref<1xi32>, %s: memref<2xi32>) {
  affine.for %j = 0 to 10 {
    affine.dma_start %A[%j + 1], %A[%j], %t[0], %i, %i, %i : memref<10xf32>, memref<10xf32>, memref<1xi32>
    affine.dma_wait %t[%j], %i : memref<1xi32>
    %a = affine.vector_load %A[%j] : memref<10xf32>, vector<2xf32>
    affine.vector_store %a, %A[%j] : memref<10xf32>, vector<2xf32>
    %b:2 = affine.delinearize_index %j into (2, %i) : index, index
    %b2:2 = affine.delinearize_index %j into (2, 5) : index, index
    %c = affine.linearize_index [%j, %j] by (2, %i) : index
    %c2 = affine.linearize_index disjoint [%j, %j] by (%i) : index
    %m = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%j)[%i]
    affine.prefetch %A[%j], write, locality<1>, instr : memref<10xf32>
  }
  return
}

func.func @g(%A: memref<100x100xf32>, %N: index) {
  %r = affine.parallel (%i, %j) = (max(0, %N), 0) to (symbol(%N), 100) step (10, 10) reduce ("addf") -> (f32) {
    %2 = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.yield %2 : f32
  }
  %x = affine.if affine_set<(d0) : (d0 >= 0)>(%N) -> index {
    affine.yield %N : index
  } else {
    affine.yield %N : index
  }
  %s = affine.for %i = max affine_map<(d0)[s0]->(d0, s0)>(%N)[%N] to min affine_map<(d0)->(d0, 4)>(%N) step 2 iter_args(%a = %N) -> (index) {
    affine.yield %a : index
  }
  return
}

func.func @bounds(%A: memref<?xf32>, %n: index, %m: index) {
  affine.for %i = max affine_map<()[s0, s1] -> (s0, s1)>()[%n, %m] to min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%n)[%m] step 3 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 4)>(%i) {
      %v = affine.load %A[%i + %j * 2 - symbol(%n)] : memref<?xf32>
      affine.store %v, %A[%j floordiv 2 + %i mod 3] {tag} : memref<?xf32>
      %a = affine.apply affine_map<(d0, d1)[s0] -> (d0 * s0 - d1 ceildiv 4)>(%i, %j)[%n]
      %mx = affine.max affine_map<(d0) -> (d0, 0, 7)>(%a) {note = "x"}
    }
  } {outer}
  %p:2 = affine.parallel (%x) = (0) to (min(%n, 16)) reduce ("maximumf", "muli") -> (f32, i32) {
    %c = "test.c"() : () -> f32
    %d = "test.d"() : () -> i32
    affine.yield %c, %d : f32, i32
  }
  return
}
