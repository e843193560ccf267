// FLAGS: --allow-unregistered-dialect -affine-scalrep
func.func @parallel_fwd(%A: memref<100x100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.parallel (%i, %j) = (0, 0) to (100, 100) {
    affine.store %cf, %A[%i, %j] : memref<100x100xf32>
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    %w = arith.addf %v, %v : f32
  }
  return
}
func.func @parallel_cse(%A: memref<100x100xf32>) {
  affine.parallel (%i) = (0) to (100) {
    %v = affine.load %A[%i, 0] : memref<100x100xf32>
    %w = affine.load %A[%i, 0] : memref<100x100xf32>
    %x = arith.addf %v, %w : f32
  }
  return
}
func.func @multi_block(%A: memref<10xf32>, %c: i1) {
  %cf = arith.constant 1.0 : f32
  affine.store %cf, %A[0] : memref<10xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = affine.load %A[0] : memref<10xf32>
  %w = arith.addf %v, %v : f32
  cf.br ^bb2
^bb2:
  %x = affine.load %A[0] : memref<10xf32>
  %y = arith.addf %x, %x : f32
  return
}
func.func @alloca_fwd(%B: memref<10xf32>) -> f32 {
  %A = memref.alloca() : memref<10xf32>
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i] : memref<10xf32>
    affine.store %cf, %B[%i] : memref<10xf32>
    %v = affine.load %A[%i] : memref<10xf32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  %r = affine.load %B[3] : memref<10xf32>
  return %r : f32
}
func.func @vec(%A: memref<100xf32>, %v: vector<4xf32>) -> vector<8xf32> {
  affine.vector_store %v, %A[0] : memref<100xf32>, vector<4xf32>
  %w = affine.vector_load %A[0] : memref<100xf32>, vector<8xf32>
  %x = affine.vector_load %A[0] : memref<100xf32>, vector<4xf32>
  %y = affine.load %A[0] : memref<100xf32>
  return %w : vector<8xf32>
}
func.func @apply_composed(%A: memref<100xf32>, %n: index) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    %b = affine.apply affine_map<(d0) -> (d0 - 1)>(%a)
    affine.store %cf, %A[%b + 1] : memref<100xf32>
    %v = affine.load %A[%i + symbol(%n)] : memref<100xf32>
    %w = arith.addf %v, %v : f32
  }
  return
}
func.func @nested_min(%A: memref<100xf32>, %n: index) {
  %cf = arith.constant 1.0 : f32
  %cg = arith.constant 2.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i] : memref<100xf32>
    affine.for %j = max affine_map<(d0) -> (d0 + 1, 3)>(%i) to min affine_map<(d0)[s0] -> (d0 + 5, s0)>(%i)[%n] {
      affine.store %cg, %A[%j] : memref<100xf32>
    }
    %v = affine.load %A[%i] : memref<100xf32>
    %w = arith.addf %v, %v : f32
  }
  return
}
func.func @sym_step(%A: memref<100xf32>, %n: index) {
  %cf = arith.constant 1.0 : f32
  %cg = arith.constant 2.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i * 3] : memref<100xf32>
    affine.for %j = 0 to 30 step 3 {
      affine.store %cg, %A[%j + 1] : memref<100xf32>
    }
    %v = affine.load %A[%i * 3] : memref<100xf32>
    %w = arith.addf %v, %v : f32
  }
  return
}
