// FLAGS: --split-input-file
// Integers read by custom parsers into fixed-width lists: cf.cond_br's
// i32 branch weights and memref's i64 dynamic index lists.
func.func @f(%c: i1) {
  cf.cond_br %c weights([2147483648, 0]), ^bb1, ^bb1
^bb1:
  return
}

// -----
func.func @f(%c: i1) {
  cf.cond_br %c weights([0, -2147483649]), ^bb1, ^bb1
^bb1:
  return
}

// -----
func.func @f(%c: i1) {
  cf.cond_br %c weights([0x80000000, 1]), ^bb1, ^bb1
^bb1:
  return
}

// -----
func.func @f(%c: i1) {
  cf.cond_br %c weights([abc]), ^bb1, ^bb1
^bb1:
  return
}

// -----
func.func @f(%c: i1) {
  cf.cond_br %c weights([-
]), ^bb1, ^bb1
^bb1:
  return
}

// -----
func.func @f(%c: i1) {
  cf.cond_br %c weights([-2147483648, 2147483647]), ^bb1, ^bb1
^bb1:
  return
}

// -----
func.func @f(%m: memref<8xf32>) {
  %0 = memref.subview %m[9223372036854775808] [1] [1] : memref<8xf32> to memref<1xf32, strided<[1], offset: ?>>
  return
}

// -----
func.func @f(%m: memref<8xf32>) {
  %0 = memref.subview %m[0] [1] [-9223372036854775809] : memref<8xf32> to memref<1xf32, strided<[?], offset: 0>>
  return
}

// -----
func.func @f(%m: memref<8xf32>) {
  %0 = memref.subview %m[0x8000000000000000, 3] [1] [1] : memref<8xf32> to memref<1xf32, strided<[1], offset: ?>>
  return
}

// -----
func.func @f(%m: memref<8xf32>) {
  %0 = memref.subview %m[-] [1] [1] : memref<8xf32> to memref<1xf32, strided<[1], offset: ?>>
  return
}

// -----
func.func @f(%m: memref<8x8xf32>) {
  %0 = memref.subview %m[0, 0] [99999999999999999999, 1] [1, 1] : memref<8x8xf32> to memref<1xf32>
  return
}
