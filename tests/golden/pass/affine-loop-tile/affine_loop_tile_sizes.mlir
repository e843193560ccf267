// FLAGS: --allow-unregistered-dialect --affine-loop-tile=tile-sizes=8,16 --split-input-file %s
// Tile sizes per loop, a band with iteration arguments and a band whose
// bounds depend on an outer IV of the band are left alone.
func.func @sizes(%A : memref<64x100xf32>, %n : index) {
  affine.for %i = 0 to 64 {
    affine.for %j = 2 to %n step 3 {
      %v = affine.load %A[%i, %j] : memref<64x100xf32>
      affine.store %v, %A[%i, %j] : memref<64x100xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to 7 {
        "foo.op"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

func.func @iter_args(%A : memref<64xf32>, %z : f32) -> f32 {
  %r = affine.for %i = 0 to 64 iter_args(%acc = %z) -> f32 {
    %v = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

func.func @triangular(%A : memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 64 {
      %v = affine.load %A[%i, %j] : memref<64x64xf32>
      affine.store %v, %A[%j, %i] : memref<64x64xf32>
    }
  }
  return
}
