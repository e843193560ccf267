// FLAGS: --allow-unregistered-dialect -affine-scalrep
func.func @dead_memref() -> f32 {
  %A = memref.alloc() : memref<10xf32>
  %cf = arith.constant 1.0 : f32
  %s = affine.for %i = 0 to 10 iter_args(%acc = %cf) -> f32 {
    affine.store %acc, %A[%i] : memref<10xf32>
    %v = affine.load %A[%i] : memref<10xf32>
    %n = arith.addf %v, %acc : f32
    affine.yield %n : f32
  }
  memref.dealloc %A : memref<10xf32>
  return %s : f32
}
func.func @scf_for_scope(%A: memref<10xf32>, %lb: index, %ub: index, %st: index) {
  %cf = arith.constant 1.0 : f32
  affine.store %cf, %A[0] : memref<10xf32>
  scf.for %k = %lb to %ub step %st {
    %v = affine.load %A[0] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[1] : memref<10xf32>
  }
  %x = affine.load %A[0] : memref<10xf32>
  %y = affine.load %A[1] : memref<10xf32>
  %z = arith.addf %x, %y : f32
  return
}
func.func @after_loop(%A: memref<10xf32>) -> f32 {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i] : memref<10xf32>
  }
  %v = affine.load %A[3] : memref<10xf32>
  return %v : f32
}
func.func @sym_lb_step(%A: memref<100xf32>, %n: index) {
  %cf = arith.constant 1.0 : f32
  %cg = arith.constant 2.0 : f32
  affine.for %i = %n to 50 step 4 {
    affine.store %cf, %A[%i] : memref<100xf32>
    affine.store %cg, %A[%i + 2] : memref<100xf32>
    %v = affine.load %A[%i] : memref<100xf32>
    %w = arith.addf %v, %v : f32
  }
  return
}
func.func @outer_carried(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  %cg = arith.constant 2.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.store %cf, %A[%j] : memref<100xf32>
      affine.for %k = 0 to 10 {
        affine.store %cg, %A[%k] : memref<100xf32>
        %v = affine.load %A[%j] : memref<100xf32>
        %w = arith.addf %v, %v : f32
      }
    }
  }
  return
}
func.func @dead_store_chain(%A: memref<100xf32>, %v: f32, %w: f32) {
  affine.store %v, %A[5] : memref<100xf32>
  affine.store %w, %A[5] : memref<100xf32>
  affine.store %v, %A[5] : memref<100xf32>
  %x = affine.load %A[5] : memref<100xf32>
  %y = affine.load %A[5] : memref<100xf32>
  %z = arith.addf %x, %y : f32
  affine.store %z, %A[6] : memref<100xf32>
  return
}
