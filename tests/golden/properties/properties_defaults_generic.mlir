// FLAGS: %s --mlir-print-op-generic
memref.global "private" @g : memref<2xf32> = uninitialized
func.func @f(%a: f32, %i: i32, %x: index, %m: memref<2xf32>, %d: f64) {
  %0 = memref.load %m[%x] : memref<2xf32>
  memref.store %a, %m[%x] : memref<2xf32>
  %1 = arith.cmpf oeq, %a, %a : f32
  %2 = arith.truncf %d : f64 to f32
  %3 = memref.get_global @g : memref<2xf32>
  %4 = memref.atomic_rmw addf %a, %m[%x] : (f32, memref<2xf32>) -> f32
  %5 = memref.alloc(%x) : memref<?xf32>
  %6 = memref.subview %m[0][1][1] : memref<2xf32> to memref<1xf32, strided<[1]>>
  %7 = "memref.load"(%m, %x) {nontemporal = true} : (memref<2xf32>, index) -> f32
  %8 = "memref.load"(%m, %x) <{nontemporal = false}> : (memref<2xf32>, index) -> f32
  %9 = arith.divsi %i, %i : i32
  %10 = arith.extf %a : f32 to f64
  %11 = arith.select %1, %a, %a : f32
  %12 = arith.maxnumf %a, %a : f32
  %13 = arith.negf %a : f32
  %14 = arith.uitofp %i : i32 to f32
  %15 = arith.shli %i, %i : i32
  %16 = arith.trunci %i : i32 to i8
  %17 = arith.index_cast %x : index to i32
  memref.prefetch %m[%x], read, locality<3>, data : memref<2xf32>
  %18 = memref.cast %m : memref<2xf32> to memref<?xf32>
  %19 = memref.reinterpret_cast %m to offset: [0], sizes: [2], strides: [1] : memref<2xf32> to memref<2xf32>
  %20 = memref.expand_shape %m [[0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>
  %21 = memref.collapse_shape %20 [[0, 1]] : memref<1x2xf32> into memref<2xf32>
  memref.copy %m, %m : memref<2xf32> to memref<2xf32>
  %22 = memref.dim %m, %x : memref<2xf32>
  %23 = memref.rank %m : memref<2xf32>
  memref.dealloc %5 : memref<?xf32>
  %24 = memref.alloca_scope -> f32 {
    memref.alloca_scope.return %a : f32
  }
  %25 = arith.mulsi_extended %i, %i : i32
  %26 = arith.addui_extended %i, %i : i32, i1
  return
}
