// FLAGS: %s --split-input-file --affine-loop-tile
// Tile sizes from the cache model (MLIR's getMemoryFootprintBytes with
// MemRefRegion): a memref dimension tied to another one by an equality
// only gets the shape bounds.

func.func @scaled(%A: memref<512x512xf32>, %B: memref<512x512xf32>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 128 {
      %0 = affine.load %A[%i, %i * 2] : memref<512x512xf32>
      affine.store %0, %B[%j, %i] : memref<512x512xf32>
    }
  }
  return
}

// -----

func.func @floordiv(%A: memref<256x512xf32>, %B: memref<256x512xf32>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 64 {
      %0 = affine.load %A[%i, %i floordiv 2] : memref<256x512xf32>
      %1 = affine.load %B[%j, %j + 1] : memref<256x512xf32>
      affine.store %1, %B[%j floordiv 2, %i] : memref<256x512xf32>
    }
  }
  return
}

// -----

func.func @diagonal(%A: memref<128x128x128xf32>) {
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to 100 {
      %0 = affine.load %A[%i, %j, %i + %j] : memref<128x128x128xf32>
      affine.store %0, %A[%i, %j, %j] : memref<128x128x128xf32>
    }
  }
  return
}

// -----

func.func @dynamic(%A: memref<?x256xf32>, %N: index) {
  affine.for %i = 0 to %N {
    affine.for %j = 0 to 256 {
      %0 = affine.load %A[%i, %j] : memref<?x256xf32>
      affine.store %0, %A[%i, %j] : memref<?x256xf32>
    }
  }
  return
}
