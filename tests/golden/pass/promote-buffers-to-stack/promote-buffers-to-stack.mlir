// FLAGS: --allow-unregistered-dialect --promote-buffers-to-stack %s
// Which allocs become allocas: scopes (func, loops, alloca_scope), loops and
// region control flow in between, escapes through returns, views, selects,
// calls and block arguments, frees, sizes by the default data layout.
func.func private @ext(memref<2xf32>) -> memref<2xf32>
func.func @loops(%lb: index, %ub: index, %c: i1, %buf: memref<2xf32>) -> memref<2xf32> {
  scf.for %i = %lb to %ub step %lb {
    %a = memref.alloc() : memref<2xf32>
    "use"(%a) : (memref<2xf32>) -> ()
  }
  %r = scf.for %i = %lb to %ub step %lb iter_args(%it = %buf) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  %w = scf.while (%x = %buf) : (memref<2xf32>) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.condition(%c) %a : memref<2xf32>
  } do {
  ^bb0(%y: memref<2xf32>):
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%lb) {
    %a = memref.alloc() : memref<2xf32>
    scf.reduce
  }
  affine.for %i = 0 to 10 {
    %a = memref.alloc() : memref<2xf32>
  }
  %s = memref.alloca_scope -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %b = memref.alloc() : memref<2xf32>
    memref.alloca_scope.return %a : memref<2xf32>
  }
  %e = scf.execute_region -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  %f = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %v = memref.subview %a[0][2][1] : memref<2xf32> to memref<2xf32, strided<[1]>>
    scf.yield %a : memref<2xf32>
  } else {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %buf : memref<2xf32>
  }
  %g = memref.alloc() : memref<2xf32>
  %h = func.call @ext(%g) : (memref<2xf32>) -> memref<2xf32>
  %k = memref.alloc() : memref<2xf32>
  %k2 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1(%k : memref<2xf32>), ^bb2
^bb1(%z: memref<2xf32>):
  return %z : memref<2xf32>
^bb2:
  %u = memref.alloc() : memref<2xf32>
  %cast = memref.cast %u : memref<2xf32> to memref<?xf32>
  %re = memref.reinterpret_cast %cast to offset: [0], sizes: [2], strides: [1] : memref<?xf32> to memref<2xf32>
  return %re : memref<2xf32>
^bb3:
  %dead = memref.alloc() : memref<2xf32>
  return %dead : memref<2xf32>
}
func.func @ret_h(%c: i1) -> memref<2xf32> {
  %g = memref.alloc() : memref<2xf32>
  %h = func.call @ext(%g) : (memref<2xf32>) -> memref<2xf32>
  %n = memref.alloc() : memref<2x2xf32>
  %w = memref.alloc() : memref<2xf32>
  %x = scf.while (%q = %w) : (memref<2xf32>) -> memref<2xf32> {
    scf.condition(%c) %q : memref<2xf32>
  } do {
  ^bb0(%y: memref<2xf32>):
    scf.yield %y : memref<2xf32>
  }
  return %h : memref<2xf32>
}
func.func @sizes(%c: i1, %n: index) -> memref<2xf32> {
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
