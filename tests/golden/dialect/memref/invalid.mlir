// FLAGS: %s --split-input-file
// Errors of the memref ops, one per chunk; messages are mlir-opt's.

// alloc: one operand per dynamic size and per layout symbol.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.alloc(%i, %i) : memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.alloc(%i) : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.alloca() {alignment = 3 : i64} : memref<4xf32>
  return
}

// -----

// load/store: one index per dimension, element types agree.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.load %m[%i] : memref<4x?xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  memref.store %n, %m[%i, %i] : memref<4x?xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  "memref.store"(%f, %m, %i) : (f32, memref<4x?xf32>, index) -> ()
  return
}

// -----

// cast: compatible shapes and element types.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.cast %m : memref<4x?xf32> to memref<5x?xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.cast %m : memref<4x?xf32> to memref<4x?xi32>
  return
}

// -----

// collapse/expand: the reassociation covers the dimensions.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.collapse_shape %s [[0], [1]] : memref<2x3x4xf32> into memref<6x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.collapse_shape %s [[0, 1], [2]] : memref<2x3x4xf32> into memref<5x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.expand_shape %v [[0, 1]] output_shape [2, 4] : memref<8xi32> into memref<3x4xi32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.expand_shape %v [[0, 1]] output_shape [2, 3] : memref<8xi32> into memref<2x4xi32>
  return
}

// -----

// reshape: the shape operand has a static length for a ranked result.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.reshape %s(%v) : (memref<2x3x4xf32>, memref<8xi32>) -> memref<24xf32>
  return
}

// -----

// transpose: a permutation of the right rank.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.transpose %s (i, j) -> (j, i) : memref<2x3x4xf32> to memref<3x2xf32>
  return
}

// -----

// subview: offsets, sizes and strides per dimension; the result type.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.subview %s[0, 0] [1, 1] [1, 1] : memref<2x3x4xf32> to memref<1x1xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.subview %s[0, 0, 0] [1, 2, 2] [1, 1, 1] : memref<2x3x4xf32> to memref<1x2x2xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.subview %s[0, 0, 0] [3, 1, 1] [1, 1, 1] : memref<2x3x4xf32> to memref<3x1x1xf32, strided<[12, 4, 1]>>
  return
}

// -----

// view: byte buffers in, identity layout out.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.view %s[%i][] : memref<2x3x4xf32> to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<?xf32>
  return
}

// -----

// reinterpret_cast: sizes and strides match the result type.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<4x?xf32> to memref<11xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<4x?xf32> to memref<10xi32>
  return
}

// -----

// dim and rank.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.dim %f, %i : f32
  return
}

// -----

// atomic_rmw: the kind fits the element type, the value type agrees.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.atomic_rmw addf %n, %v[%i] : (i32, memref<8xi32>) -> i32
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.atomic_rmw addi %f, %v[%i] : (f32, memref<8xi32>) -> f32
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.atomic_rmw addi %n, %v[%i, %i] : (i32, memref<8xi32>) -> i32
  return
}

// -----

// generic_atomic_rmw: one block argument of the element type.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.generic_atomic_rmw %v[%i] : memref<8xi32> {
  ^bb0(%old: f32):
    memref.atomic_yield %old : f32
  }
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.generic_atomic_rmw %v[%i] : memref<8xi32> {
  ^bb0(%old: i32):
    memref.atomic_yield %f : f32
  }
  return
}

// -----

// atomic_yield and alloca_scope.return live in their parents.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  memref.atomic_yield %f : f32
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  memref.alloca_scope.return
  return
}

// -----

// prefetch: locality is 0 to 3.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  memref.prefetch %m[%i, %i], read, locality<5>, data : memref<4x?xf32>
  return
}

// -----

// assume_alignment: a power of two.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.assume_alignment %m, 3 : memref<4x?xf32>
  return
}

// -----

// copy: same shape and element type.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  memref.copy %v, %s : memref<8xi32> to memref<2x3x4xf32>
  return
}

// -----

// memory_space_cast: only the space changes.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.memory_space_cast %m : memref<4x?xf32> to memref<4x4xf32, 1>
  return
}

// -----

// distinct_objects: results match the operands.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = "memref.distinct_objects"(%m, %s) : (memref<4x?xf32>, memref<2x3x4xf32>) -> memref<4x?xf32>
  return
}

// -----

// dma_start: indices per memref.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  memref.dma_start %v[%i], %s[%i], %i, %v[%i] : memref<8xi32>, memref<2x3x4xf32>, memref<8xi32>
  return
}

// -----

// realloc: 1-D memrefs.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32) {
  %0 = memref.realloc %s : memref<2x3x4xf32> to memref<30xf32>
  return
}

// -----

// get_global: the symbol exists, is a global and has the type.
func.func @f() {
  %0 = memref.get_global @missing : memref<2xf32>
  return
}

// -----

memref.global @g : memref<2xf32>
func.func @f() {
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

// global: the initial value matches the type.
memref.global @g : memref<2xf32> = dense<1> : tensor<2xi32>

// -----

memref.global @g : memref<2xf32> = dense<1.0> : tensor<3xf32>

// -----

memref.global "private" constant @g : memref<?xf32> = dense<1.0>

// -----

memref.global @g : memref<2xf32> = dense<1.0> {alignment = 3 : i64}

// -----

memref.global @g : memref<2xf32> = 3

// -----

memref.global @g : tensor<2xf32>

// -----

// collapse_shape: groups must be contiguous.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.collapse_shape %s [[0, 2], [1]] : memref<2x3x4xf32> into memref<8x3xf32>
  return
}

// -----

// expand_shape: the output shape has one entry per result dimension.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.expand_shape %v [[0, 1]] output_shape [8] : memref<8xi32> into memref<2x4xi32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.expand_shape %v [[0, 1]] output_shape [%i, 4] : memref<8xi32> into memref<2x4xi32>
  return
}

// -----

// subview: strides and offsets in the result layout.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.subview %s[1, 0, 0] [1, 3, 4] [1, 1, 1] : memref<2x3x4xf32> to memref<1x3x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.subview %s[0, 0, 0] [2, 3, 4] [1, 1, 1] : memref<2x3x4xf32> to memref<2x3x4xi32>
  return
}

// -----

// cast: unranked to unranked is not allowed.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.cast %u : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.cast %m : memref<4x?xf32> to memref<4x?xf32, 1>
  return
}

// -----

// reinterpret_cast: the number of sizes matches the result rank.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 2], strides: [1] : memref<4x?xf32> to memref<2x2xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [10], strides: [1] : memref<4x?xf32> to memref<10xf32>
  return
}

// -----

// view: dynamic sizes per dynamic dimension, element type not i8 for source.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.view %b[%i][%i, %i] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

// transpose: not a permutation.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.transpose %s (i, j, k) -> (i, i, k) : memref<2x3x4xf32> to memref<2x2x4xf32>
  return
}

// -----

// rank of a ranked memref is fine; dim index must be index.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.dim %m, %n : memref<4x?xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.alloca(%i) : memref<4xf32>
  return
}

// -----

// copy: the shapes agree.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  memref.copy %m, %s : memref<4x?xf32> to memref<2x3x4xf32>
  return
}

// -----

// atomic_rmw on a float with an integer kind.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.atomic_rmw maxs %f, %m[%i, %i] : (f32, memref<4x?xf32>) -> f32
  return
}

// -----

// prefetch: bad keyword.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  memref.prefetch %m[%i, %i], readwrite, locality<1>, data : memref<4x?xf32>
  return
}

// -----

// alloca_scope with results needs a return of matching types.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.alloca_scope -> (index) {
    memref.alloca_scope.return %f : f32
  }
  return
}

// -----

// extract_aligned_pointer_as_index result type.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4x?xf32> -> i64
  return
}

// -----

// assume_alignment: zero alignment.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.assume_alignment %m, 0 : memref<4x?xf32>
  return
}

// -----

// reshape: element types agree.
func.func @f(%m: memref<4x?xf32>, %s: memref<2x3x4xf32>, %v: memref<8xi32>, %b: memref<2048xi8>, %i: index, %f: f32, %n: i32, %u: memref<*xf32>) {
  %0 = memref.reshape %s(%v) : (memref<2x3x4xf32>, memref<8xi32>) -> memref<*xi32>
  return
}

// -----

// get_global of a non-global symbol.
func.func private @g()
func.func @f() {
  %0 = memref.get_global @g : memref<2xf32>
  return
}

// -----

// global: initial value on an external (declaration) global is a type error.
memref.global "private" @g : memref<2xf32> = dense<[1.0, 2.0, 3.0]>
