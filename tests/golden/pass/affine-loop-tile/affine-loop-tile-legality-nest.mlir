// FLAGS: %s --split-input-file --affine-loop-tile
// Tiling validity with the default (cache model) tile sizes: dependences
// through inner loops, `affine.if`, strides and divisions.

// A dependence carried by an inner, imperfectly nested loop.
func.func @imperfect(%A: memref<256x256xf32>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      affine.for %k = 0 to 4 {
        %0 = affine.load %A[%j, %i] : memref<256x256xf32>
        affine.store %0, %A[%i, %j + %k] : memref<256x256xf32>
      }
      %c = arith.constant 0.0 : f32
      affine.store %c, %A[%i, %j] : memref<256x256xf32>
    }
  }
  return
}

// -----

// Under an `affine.if`.
func.func @guarded(%A: memref<256x256xf32>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) {
        %0 = affine.load %A[%j, %i] : memref<256x256xf32>
        affine.store %0, %A[%i, %j] : memref<256x256xf32>
      }
    }
  }
  return
}

// -----

// A step of 2 keeps even and odd elements apart: no dependence.
func.func @stride(%A: memref<256x256xf32>) {
  affine.for %i = 0 to 256 step 2 {
    affine.for %j = 0 to 256 {
      %0 = affine.load %A[%i + 1, %j + 1] : memref<256x256xf32>
      affine.store %0, %A[%i, %j] : memref<256x256xf32>
    }
  }
  return
}

// -----

// Divisions in the access maps.
func.func @divisions(%A: memref<256x256xf32>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      %0 = affine.load %A[%i floordiv 2, %j] : memref<256x256xf32>
      affine.store %0, %A[%j floordiv 2, %i mod 128] : memref<256x256xf32>
    }
  }
  return
}

// -----

// Vector accesses count as accesses.
func.func @vector(%A: memref<256x256xf32>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 64 {
      %0 = affine.vector_load %A[%j, %i] : memref<256x256xf32>, vector<4xf32>
      affine.vector_store %0, %A[%i, %j] : memref<256x256xf32>, vector<4xf32>
    }
  }
  return
}
