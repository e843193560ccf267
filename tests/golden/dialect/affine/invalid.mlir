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

// -----

// load: the map's result count is the memref's rank (generic form).
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32, %v: vector<4xf32>) {
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<100x100xf32>, index) -> f32
  return
}

// -----

// store: value type is the element type.
"affine.store"(%x, %m, %i, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (i32, memref<100x100xf32>, index, index) -> ()

// -----

// vector_store: element types agree.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32, %v: vector<4xf32>) {
  affine.vector_store %v, %m[%i, %i] : memref<100x100xf32>, vector<4xi32>
  return
}

// -----

// for: bound maps need matching operands; iter_args count.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32, %v: vector<4xf32>) {
  affine.for %k = affine_map<(d0) -> (d0)>(%i, %i) to 10 {
  }
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32, %v: vector<4xf32>) {
  %0:2 = affine.for %k = 0 to 10 iter_args(%a = %f) -> (f32, f32) {
    affine.yield %a, %a : f32, f32
  }
  return
}

// -----

// parallel: the reduction result type must suit the kind.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32, %v: vector<4xf32>) {
  %0 = affine.parallel (%k) = (0) to (10) reduce ("addi") -> (f32) {
    affine.yield %f : f32
  }
  return
}

// -----

func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32, %v: vector<4xf32>) {
  %0 = affine.parallel (%k) = (0) to (10) reduce ("addf") -> (f32) {
    affine.yield %x : i32
  }
  return
}

// -----

// if: the set needs its operands.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32, %v: vector<4xf32>) {
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i) {
  }
  return
}

// -----

// apply: one result only.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32, %v: vector<4xf32>) {
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

// min/max: operand count matches the map.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32, %v: vector<4xf32>) {
  %0 = "affine.min"(%i, %i) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

// delinearize_index: the operand and results are index.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32, %v: vector<4xf32>) {
  %0:2 = "affine.delinearize_index"(%x) <{static_basis = array<i64: 2, 2>}> : (i32) -> (index, index)
  return
}

// -----

// linearize_index: multi-index count matches the basis.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32, %v: vector<4xf32>) {
  %0 = affine.linearize_index [%i, %i] by (2, 3, 4) : index
  return
}

// -----

// prefetch: bad keyword.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32, %v: vector<4xf32>) {
  affine.prefetch %m[%i, %i], rw, locality<3>, data : memref<100x100xf32>
  return
}

// -----

// yield count in affine.if.
func.func @f(%m: memref<100x100xf32>, %i: index, %n: index, %f: f32, %x: i32, %v: vector<4xf32>) {
  %0 = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 {
    affine.yield %f, %f : f32, f32
  } else {
    affine.yield %f : f32
  }
  return
}
