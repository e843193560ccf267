// FLAGS: --allow-unregistered-dialect --split-input-file --normalize-memrefs
// Allocations with permuted, shifted, tiled, strided and symbolic layouts;
// layouts that cannot be normalized stay.
func.func @permute(%i: index) {
  %A = memref.alloc() : memref<64x256xf32, affine_map<(d0, d1) -> (d1, d0)>>
  affine.for %x = 0 to 64 {
    affine.for %y = 0 to 256 {
      %v = affine.load %A[%x, %y] : memref<64x256xf32, affine_map<(d0, d1) -> (d1, d0)>>
      affine.store %v, %A[%x + 1, %y floordiv 2] : memref<64x256xf32, affine_map<(d0, d1) -> (d1, d0)>>
    }
  }
  memref.dealloc %A : memref<64x256xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}

// -----

#tile = affine_map<(d0, d1) -> (d0 floordiv 8, d1 floordiv 16, d0 mod 8, d1 mod 16)>
func.func @tiled(%i: index, %j: index, %f: f32) -> f32 {
  %A = memref.alloca() {alignment = 64 : i64, foo} : memref<64x512xf32, #tile>
  %c3 = arith.constant 3 : index
  memref.store %f, %A[%i, %c3] : memref<64x512xf32, #tile>
  %v = memref.load %A[%i, %j] {nontemporal = true} : memref<64x512xf32, #tile>
  %w = affine.load %A[%i, %i] : memref<64x512xf32, #tile>
  %c0 = arith.constant 0 : index
  %d = memref.dim %A, %c0 : memref<64x512xf32, #tile>
  "use"(%d, %w) : (index, f32) -> ()
  return %v : f32
}

// -----

func.func @strided() {
  %A = memref.alloc() : memref<64x128xf32, affine_map<(d0, d1) -> (2*d0, 4*d1)>>
  %B = memref.alloc() : memref<2x5xf32, affine_map<(d0, d1) -> (3*d0 + 17*d1)>>
  %C = memref.alloc() : memref<4x4xf32, strided<[8, 1], offset: 3>>
  affine.for %x = 0 to 2 {
    affine.for %y = 0 to 5 {
      %0 = affine.load %A[%x, %y] : memref<64x128xf32, affine_map<(d0, d1) -> (2*d0, 4*d1)>>
      %1 = affine.load %B[%x, %y] : memref<2x5xf32, affine_map<(d0, d1) -> (3*d0 + 17*d1)>>
      %2 = affine.load %C[%x, %x] : memref<4x4xf32, strided<[8, 1], offset: 3>>
      "use"(%0, %1, %2) : (f32, f32, f32) -> ()
    }
  }
  return
}

// -----

func.func @symbols(%s: index, %t: index) {
  %A = memref.alloc()[%s] : memref<10x10xf32, affine_map<(d0, d1)[s0] -> (10*d0 + d1)>>
  %B = memref.alloc()[%s, %t] : memref<8x8xf32, affine_map<(d0, d1)[s0, s1] -> (d0*s0 + d1*s1)>>
  %C = memref.alloc() : memref<8x8xf32, affine_map<(d0, d1) -> (d0, d1 - 10)>>
  %E = memref.alloc() : memref<f32>
  affine.for %x = 0 to 8 {
    %0 = affine.load %A[%x, %x] : memref<10x10xf32, affine_map<(d0, d1)[s0] -> (10*d0 + d1)>>
    %1 = affine.load %B[%x, %x] : memref<8x8xf32, affine_map<(d0, d1)[s0, s1] -> (d0*s0 + d1*s1)>>
    %2 = affine.load %C[%x, %x] : memref<8x8xf32, affine_map<(d0, d1) -> (d0, d1 - 10)>>

    "use"(%0, %1, %2) : (f32, f32, f32) -> ()
  }
  return
}

// -----

// A user without the MemRefsNormalizable trait keeps the whole function.
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @escapes() {
  %A = memref.alloc() : memref<16xf64, #tile>
  %B = memref.alloc() : memref<16xf64, #tile>
  "use"(%A) : (memref<16xf64, #tile>) -> ()
  %cst = arith.constant 1.0 : f64
  affine.store %cst, %B[3] : memref<16xf64, #tile>
  return
}
