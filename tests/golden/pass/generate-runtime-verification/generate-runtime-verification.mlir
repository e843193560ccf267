// FLAGS: --generate-runtime-verification --allow-unregistered-dialect
func.func @f(%m: memref<?x4xf32>, %z: memref<f32>, %i: index, %v: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%c1, %c1] : memref<?x4xf32>
  %y = memref.load %z[] : memref<f32>
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  %e2 = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [2, %i, 3, 4] : memref<?x4xf32> into memref<2x?x3x4xf32>
  %e3 = memref.expand_shape %z [] output_shape [1] : memref<f32> into memref<1xf32>
  %d = memref.dim %m, %c1 : memref<?x4xf32>
  "test.use"(%e, %e2, %e3, %d) : (memref<?x2x4xf32>, memref<2x?x3x4xf32>, memref<1xf32>, index) -> ()
  return %x : f32
}
func.func @f2(%m: memref<?x4xf32>, %m2: memref<?x4xf32>, %i: index, %j: index, %v: f32) -> f32 {
  %x = memref.load %m[%i, %j] : memref<?x4xf32>
  memref.store %v, %m[%i, %j] : memref<?x4xf32>
  %d = memref.dim %m, %i : memref<?x4xf32>
  %a = memref.assume_alignment %m, 16 : memref<?x4xf32>
  memref.copy %m, %m2 : memref<?x4xf32> to memref<?x4xf32>
  %w = memref.atomic_rmw addf %v, %m[%i, %j] : (f32, memref<?x4xf32>) -> f32
  "test.use"(%d, %a, %w) : (index, memref<?x4xf32>, f32) -> ()
  return %x : f32
}
func.func @f3(%m: memref<?x4xf32>, %n: memref<3x?xf32>, %z: memref<f32>, %v: f32) {
  memref.copy %m, %n : memref<?x4xf32> to memref<3x?xf32>
  memref.copy %z, %z : memref<f32> to memref<f32>
  memref.store %v, %z[] : memref<f32>
  scf.execute_region {
    %c = arith.constant 5 : index
    %x = memref.load %n[%c, %c] : memref<3x?xf32>
    "test.use"(%x) : (f32) -> ()
    scf.yield
  }
  return
}
func.func @f4(%m: memref<?x4xf32>, %i: index, %j: index, %v: f32) -> (f32, f32) {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<?x4xf32> {
  ^bb0(%cur: f32):
    %n = arith.addf %cur, %v : f32
    %n2 = arith.addf %n, %v : f32
    memref.atomic_yield %n2 : f32
  }
  %y = memref.load %m[%i, %j] : memref<?x4xf32>
  return %x, %y : f32, f32
}
