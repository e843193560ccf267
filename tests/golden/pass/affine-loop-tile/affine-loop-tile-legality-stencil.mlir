// FLAGS: %s --split-input-file --affine-loop-tile=tile-size=4
// Tiling validity (MLIR's isTilingValid): a band is left untiled, silently,
// when a dependence component has a range of negative distances.

// Distance (1, 0): legal.
func.func @legal_vertical(%A: memref<64x64xf32>) {
  affine.for %i = 1 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %A[%i - 1, %j] : memref<64x64xf32>
      affine.store %v, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// Distance (1, -1): a single negative distance, which MLIR 22 accepts.
func.func @single_negative_distance(%A: memref<64x64xf32>) {
  affine.for %i = 1 to 64 {
    affine.for %j = 0 to 63 {
      %v = affine.load %A[%i - 1, %j + 1] : memref<64x64xf32>
      affine.store %v, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// Transposed read: distances (+, -) over a range: untiled.
func.func @diag_dependence() {
  %A = memref.alloc() : memref<64x64xf32>
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %0 = affine.load %A[%j, %i] : memref<64x64xf32>
      %1 = affine.load %A[%i, %j - 1] : memref<64x64xf32>
      %2 = arith.addf %0, %1 : f32
      affine.store %2, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// Read-only and independent memrefs: no dependence.
func.func @no_dependence(%A: memref<64x64xf32>, %B: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %0 = affine.load %A[%j, %i] : memref<64x64xf32>
      affine.store %0, %B[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// Symbolic bounds: the transposed write still makes tiling invalid.
func.func @symbolic(%A: memref<?x?xf32>, %N: index) {
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %N {
      %0 = affine.load %A[%j, %i] : memref<?x?xf32>
      affine.store %0, %A[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// Two bands: only the second is invalid.
func.func @two_bands(%A: memref<64x64xf32>, %B: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %0 = affine.load %A[%i, %j] : memref<64x64xf32>
      affine.store %0, %A[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 1 to 64 {
    affine.for %j = 0 to 63 {
      %0 = affine.load %B[%j, %i] : memref<64x64xf32>
      affine.store %0, %B[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
