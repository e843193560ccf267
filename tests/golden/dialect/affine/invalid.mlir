// FLAGS: %s --split-input-file
// Errors of the affine ops, one per chunk; messages are mlir-opt's.

// Dimension and symbol operands must be valid affine dims and symbols.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = affine.apply affine_map<(d0) -> (d0)>(%x)
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i)
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = affine.apply affine_map<(d0) -> (d0, d0)>(%i)
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = arith.index_cast %x : i32 to index
  affine.for %k = 0 to 10 {
    %1 = affine.apply affine_map<()[s0] -> (s0)>()[%k]
  }
  return
}

// -----

// min/max: at least one result.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = affine.min affine_map<(d0) -> ()>(%i)
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = affine.max affine_map<(d0) -> (d0)>(%i, %i)
  return
}

// -----

// load/store: one index per dimension.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = affine.load %m[%i] : memref<100x100xf32>
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  affine.store %x, %m[%i, %i] : memref<100x100xf32>
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = affine.load %m[%i, %i * %i] : memref<100x100xf32>
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  affine.for %k = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = affine.for %k = 0 to 10 iter_args(%a = %f) -> (f32) {
    affine.yield %x : i32
  }
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = affine.for %k = 0 to 10 iter_args(%a = %f) -> (f32) {
    affine.yield
  }
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%i, %i) {
  }
  return
}

// -----

// parallel: one reduction per result, of a known kind.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = affine.parallel (%k) = (0) to (10) reduce ("addf") -> (f32, f32) {
    affine.yield %f, %f : f32, f32
  }
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = affine.parallel (%k) = (0) to (10) reduce ("nope") -> (f32) {
    affine.yield %f : f32
  }
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  affine.parallel (%k, %l) = (0) to (10, 10) {
  }
  return
}

// -----

// yield lives in affine ops.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  affine.yield
  return
}

// -----

// vector_load/store: element types agree.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0 = affine.vector_load %m[%i, %i] : memref<100x100xf32>, vector<4xi32>
  return
}

// -----

// prefetch: locality 0 to 3.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  affine.prefetch %m[%i, %i], read, locality<4>, data : memref<100x100xf32>
  return
}

// -----

// delinearize/linearize: basis and result counts.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0:2 = affine.delinearize_index %i into (2, 3, 4) : index, index
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32) {
  %0:2 = affine.delinearize_index %i into (0, 4) : index, index
  return
}

