// FLAGS: --allow-unregistered-dialect --split-input-file "--affine-data-copy-generate=fast-mem-capacity=0" %s
// Odd corners: iteration arguments, affine.if, vector accesses (redirected
// but not analysed), non-identity layouts, dynamic shapes, memrefs escaping
// to other ops, divisions, strided loops, declarations.
func.func @iter_args(%a: memref<64xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%acc = %z) -> f32 {
    %v = affine.load %a[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
// -----
func.func @if_inside(%a: memref<64xf32>, %n: index) {
  affine.for %i = 0 to 64 {
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%n] {
      %v = affine.load %a[%i] : memref<64xf32>
      affine.store %v, %a[63 - %i] : memref<64xf32>
    }
  }
  return
}
// -----
func.func @vector_ops(%a: memref<64xf32>) {
  affine.for %i = 0 to 64 step 8 {
    %v = affine.vector_load %a[%i] : memref<64xf32>, vector<8xf32>
    affine.vector_store %v, %a[%i] : memref<64xf32>, vector<8xf32>
    %w = affine.load %a[%i] : memref<64xf32>
  }
  return
}
// -----
#strided = strided<[1], offset: 4>
func.func @layout(%a: memref<64xf32, #strided>) {
  affine.for %i = 0 to 60 {
    %v = affine.load %a[%i] : memref<64xf32, #strided>
  }
  return
}
// -----
func.func @dynamic(%a: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %a[%i] : memref<?xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<?xf32>
  }
  return
}
// -----
func.func @call_user(%a: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %a[%i] : memref<64xf32>
    "use"(%a) : (memref<64xf32>) -> ()
  }
  return
}
// -----
func.func @nested_tiles(%a: memref<128x128xf32>, %b: memref<128x128xf32>) {
  affine.for %i = 0 to 128 step 32 {
    affine.for %j = 0 to 128 step 32 {
      affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 32)>(%i) {
        affine.for %jj = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 32)>(%j) {
          %v = affine.load %a[%jj, %ii] : memref<128x128xf32>
          affine.store %v, %b[%ii, %jj] : memref<128x128xf32>
        }
      }
    }
  }
  return
}
// -----
func.func @div_mod(%a: memref<32x8xf32>) {
  affine.for %i = 0 to 256 {
    %v = affine.load %a[%i floordiv 8, %i mod 8] : memref<32x8xf32>
    %w = affine.load %a[%i ceildiv 8, (%i + 3) mod 8] : memref<32x8xf32>
  }
  return
}
// -----
func.func @step2(%a: memref<100xf32>) {
  affine.for %i = 0 to 100 step 2 {
    affine.for %j = 0 to 2 {
      %v = affine.load %a[%i + %j] : memref<100xf32>
    }
  }
  affine.for %i = 3 to 97 step 5 {
    %v = affine.load %a[%i] : memref<100xf32>
  }
  return
}
// -----
func.func @nonconst_lb_step(%a: memref<100xf32>, %n: index) {
  affine.for %i = %n to 100 step 4 {
    %v = affine.load %a[%i] : memref<100xf32>
  }
  return
}
// -----
func.func @two_d_copyout(%a: memref<16x16xi8>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %c = arith.constant 1 : i8
      affine.store %c, %a[%i, %j * 2] : memref<16x16xi8>
    }
  }
  return
}
// -----
func.func private @decl(%a: memref<4xf32>)
func.func @empty_body() {
  return
}
