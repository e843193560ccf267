// FLAGS: --memref-expand %s
// memref.reshape with a static shape operand becomes reinterpret_cast; atomic
// RMWs stay (LLVM 22 lowers them directly).
func.func @a(%F: memref<10xf32>, %I: memref<10xi32>, %f: f32, %x: i32, %i: index, %in: memref<*xf32>, %s: memref<3xindex>, %s2: memref<?xi32>, %s0: memref<0xi32>) {
  %0 = memref.atomic_rmw mulf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw maxs %x, %I[%i] : (i32, memref<10xi32>) -> i32
  %2 = memref.atomic_rmw assign %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw ori %x, %I[%i] : (i32, memref<10xi32>) -> i32
  %r = memref.reshape %in(%s) : (memref<*xf32>, memref<3xindex>) -> memref<4x?x?xf32>
  %r2 = memref.reshape %in(%s2) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %r3 = memref.reshape %in(%s) : (memref<*xf32>, memref<3xindex>) -> memref<2x3x4xf32>
  %r4 = memref.reshape %in(%s) : (memref<*xf32>, memref<3xindex>) -> memref<?x3x?xf32>
  return
}
func.func @atomic_rmw_to_generic(%F: memref<10xf32>, %f: f32, %i: index) -> f32 {
  %a = memref.atomic_rmw maximumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %b = memref.atomic_rmw minimumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %c = memref.atomic_rmw maxnumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  %d = memref.atomic_rmw minnumf %f, %F[%i] : (f32, memref<10xf32>) -> f32
  return %a : f32
}
