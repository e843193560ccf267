// FLAGS: --split-input-file "--affine-data-copy-generate=generate-dma skip-non-unit-stride-loops" %s
// Multi-level strides (no DMA, the buffer stays), affine.if/else bodies,
// several functions, min bounds with symbols, straight-line code.
func.func @strided3d(%a: memref<64x64x64xf32>) {
  affine.for %i = 0 to 64 step 8 {
    affine.for %j = 0 to 64 step 8 {
      affine.for %k = 0 to 64 step 8 {
        affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 8)>(%i) {
          affine.for %jj = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 8)>(%j) {
            affine.for %kk = affine_map<(d0) -> (d0)>(%k) to affine_map<(d0) -> (d0 + 8)>(%k) {
              %v = affine.load %a[%ii, %jj, %kk] : memref<64x64x64xf32>
              affine.store %v, %a[%ii, %jj, %kk] : memref<64x64x64xf32>
            }
          }
        }
      }
    }
  }
  return
}
// -----
func.func @if_else(%a: memref<64xf32>, %b: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    affine.if affine_set<(d0) : (d0 - 32 >= 0)>(%i) {
      %v = affine.load %a[%i] : memref<64xf32>
      affine.store %v, %b[%i] : memref<64xf32>
    } else {
      %v = affine.load %b[%i] : memref<64xf32>
      affine.store %v, %a[%i] : memref<64xf32>
    }
  }
  return
}
// -----
func.func @two_funcs_a(%a: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %a[%i] : memref<16xf32>
  }
  return
}
func.func @two_funcs_b(%a: memref<16x16xi32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %v = affine.load %a[%j, %i] : memref<16x16xi32>
      affine.store %v, %a[%i, %j] : memref<16x16xi32>
    }
  }
  return
}
// -----
func.func @sym_step(%a: memref<128xf32>, %n: index) {
  affine.for %i = 0 to 128 step 16 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 16, s0)>(%i)[%n] {
      %v = affine.load %a[%j] : memref<128xf32>
      affine.store %v, %a[%j] : memref<128xf32>
    }
  }
  return
}
// -----
func.func @scalar_straight(%a: memref<4x4xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = affine.load %a[%c1, %c2] : memref<4x4xf32>
  %w = affine.load %a[%c2, %c1] : memref<4x4xf32>
  %s = arith.addf %v, %w : f32
  affine.store %s, %a[3, 3] : memref<4x4xf32>
  return %s : f32
}
// -----
func.func @empty_func() {
  return
}
