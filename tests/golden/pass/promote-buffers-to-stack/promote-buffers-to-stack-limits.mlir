// FLAGS: --promote-buffers-to-stack=max-alloc-size-in-bytes=8 %s
// A lower size limit; dynamic sizes from memref.rank up to rank 1.
func.func @a(%c: i1, %n: index) -> memref<2xf32> {
  %0 = memref.alloc() {alignment = 16 : i64, foo} : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  %1 = memref.alloc() : memref<4xcomplex<f32>>
  %2 = memref.alloc() : memref<3xvector<3xf32>>
  %s = memref.subview %2[0][2][1] : memref<3xvector<3xf32>> to memref<2xvector<3xf32>, strided<[1]>>
  %3 = memref.alloc() : memref<2xf32>
  %4 = memref.cast %3 : memref<2xf32> to memref<?xf32>
  %5 = memref.alloc() : memref<2xf32>
  %6 = arith.select %c, %5, %5 : memref<2xf32>
  memref.alloca_scope {
    %7 = memref.alloc() : memref<2xf32>
    %8 = scf.execute_region -> memref<2xf32> {
      %9 = memref.alloc() : memref<2xf32>
      scf.yield %9 : memref<2xf32>
    }
  }
  %10 = memref.alloc() : memref<2xf32>
  %11 = memref.realloc %10 : memref<2xf32> to memref<4xf32>
  %13 = memref.alloc() : memref<2xi1>
  %14 = memref.alloc() : memref<2xf80>
  %15 = memref.alloc() : memref<4xcomplex<f80>>
  %16 = memref.alloc() : memref<4xcomplex<i64>>
  %17 = memref.alloc() : memref<4xcomplex<i3>>
  %18 = memref.alloc() : memref<4xvector<3xi1>>
  %19 = memref.alloc() : memref<100xi8>
  return %6 : memref<2xf32>
}
func.func @ranked(%m: memref<*xf32>, %n: index) {
  %r = memref.rank %m : memref<*xf32>
  %0 = memref.alloc(%r) : memref<?xi64>
  %1 = memref.alloc(%r, %r) : memref<?x?xi8>
  %2 = memref.alloc(%r) : memref<?x4xi8>
  %3 = memref.alloc()[%r] : memref<2xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}
