// FLAGS: --allow-unregistered-dialect -affine-scalrep
func.func @if_then_fwd(%A: memref<100xf32>, %N: index) -> f32 {
  %cf = arith.constant 1.0 : f32
  %r = arith.constant 0.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %cf, %A[%i] : memref<100xf32>
    affine.if affine_set<(d0) : (d0 - 50 >= 0)>(%i) {
      %v = affine.load %A[%i] : memref<100xf32>
      "use"(%v) : (f32) -> ()
    } else {
      %w = affine.load %A[%i] : memref<100xf32>
      "use"(%w) : (f32) -> ()
    }
  }
  return %r : f32
}
func.func @unreachable_if(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i] : memref<100xf32>
    affine.if affine_set<(d0) : (d0 - 50 >= 0)>(%i) {
      %v = affine.load %A[%i] : memref<100xf32>
      "use"(%v) : (f32) -> ()
    }
  }
  return
}
func.func @intervening_call(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %cf, %A[%i] : memref<100xf32>
    func.call @ext(%A) : (memref<100xf32>) -> ()
    %v = affine.load %A[%i] : memref<100xf32>
    "use"(%v) : (f32) -> ()
  }
  return
}
func.func private @ext(memref<100xf32>)
func.func @alias_args(%A: memref<100xf32>, %B: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  %cg = arith.constant 2.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %cf, %A[%i] : memref<100xf32>
    affine.store %cg, %B[%i] : memref<100xf32>
    %v = affine.load %A[%i] : memref<100xf32>
    "use"(%v) : (f32) -> ()
  }
  return
}
func.func @alias_allocs() {
  %A = memref.alloc() : memref<100xf32>
  %B = memref.alloc() : memref<100xf32>
  %cf = arith.constant 1.0 : f32
  %cg = arith.constant 2.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %cf, %A[%i] : memref<100xf32>
    affine.store %cg, %B[%i] : memref<100xf32>
    %v = affine.load %A[%i] : memref<100xf32>
    "use"(%v) : (f32) -> ()
  }
  memref.dealloc %A : memref<100xf32>
  "keep"(%B) : (memref<100xf32>) -> ()
  return
}
func.func @stepped(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  %cg = arith.constant 2.0 : f32
  affine.for %i = 0 to 100 step 2 {
    affine.store %cf, %A[%i] : memref<100xf32>
    affine.for %j = 0 to 10 {
      affine.store %cg, %A[%i + 1] : memref<100xf32>
      %v = affine.load %A[%i] : memref<100xf32>
      "use"(%v) : (f32) -> ()
    }
  }
  return
}
func.func @dead_store_read_between(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  %cg = arith.constant 2.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %cf, %A[%i] : memref<100xf32>
    %v = affine.load %A[%i + 1] : memref<100xf32>
    affine.store %cg, %A[%i] : memref<100xf32>
    "use"(%v) : (f32) -> ()
  }
  affine.for %i = 0 to 100 {
    affine.store %cf, %A[%i] : memref<100xf32>
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i] : memref<100xf32>
  }
  return
}
func.func @cse_with_store_between(%A: memref<100xf32>, %n: index) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 100 {
    %a = affine.load %A[%i] : memref<100xf32>
    affine.store %cf, %A[%n] : memref<100xf32>
    %b = affine.load %A[%i] : memref<100xf32>
    %c = affine.load %A[%n] : memref<100xf32>
    "use"(%a, %b, %c) : (f32, f32, f32) -> ()
  }
  return
}
func.func @scf_inside(%A: memref<100xf32>, %c: i1) {
  %cf = arith.constant 1.0 : f32
  affine.for %i = 0 to 100 {
    %a = affine.load %A[%i] : memref<100xf32>
    scf.if %c {
      affine.store %cf, %A[%i] : memref<100xf32>
    }
    %b = affine.load %A[%i] : memref<100xf32>
    "use"(%a, %b) : (f32, f32) -> ()
  }
  return
}
func.func @mod_access(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  %cg = arith.constant 2.0 : f32
  affine.for %i = 0 to 50 {
    affine.store %cf, %A[%i * 2] : memref<100xf32>
    affine.for %j = 0 to 4 {
      affine.store %cg, %A[(%j * 2) mod 4 + 1] : memref<100xf32>
      %v = affine.load %A[%i * 2] : memref<100xf32>
      "use"(%v) : (f32) -> ()
    }
  }
  return
}
func.func @empty_loop(%A: memref<100xf32>) {
  %cf = arith.constant 1.0 : f32
  affine.store %cf, %A[0] : memref<100xf32>
  affine.for %j = 0 to 0 {
    %v = affine.load %A[0] : memref<100xf32>
    "use"(%v) : (f32) -> ()
  }
  return
}
