// FLAGS: %s --split-input-file --mlir-print-op-generic
func.func @f(%a: f32, %i: i32, %x: index, %m: memref<2xf32>) {
  %0 = memref.load %m[%x] {nontemporal = true} : memref<2xf32>
  %1 = memref.load %m[%x] {nontemporal = 1} : memref<2xf32>
  return
}
// -----
func.func @g(%i: i32) -> i32 {
  %0 = func.call @g(%i) {callee = @h, no_inline} : (i32) -> i32
  return %0 : i32
}
func.func private @h(%i: i32) -> i32
// -----
func.func @g(%i: i32) -> i32 {
  %0 = func.call @g(%i) {no_inline = 1} : (i32) -> i32
  return %0 : i32
}
// -----
func.func @g(%i: i32) -> i32 attributes {no_inline, arg_attrs = [{}]} {
  return %i : i32
}
// -----
func.func @g(%i: i32) -> i32 attributes {no_inline = 3} {
  return %i : i32
}
// -----
module @m attributes {sym_visibility = "private", sym_name = "q"} {
}
// -----
module @m attributes {sym_visibility = 3} {
}
// -----
func.func @f(%a: f32, %i: i32, %x: index, %m: memref<2xf32>) {
  %0 = memref.alloca(%x) {operandSegmentSizes = array<i32: 0, 0>} : memref<?xf32>
  return
}
// -----
func.func @f(%a: f32, %i: i32, %x: index, %m: memref<2xf32>) {
  %0 = memref.alloca(%x) {operandSegmentSizes = array<i64: 0, 0>} : memref<?xf32>
  return
}
// -----
func.func @f(%a: f32, %i: i32) {
  %0 = arith.cmpi eq, %i, %i {predicate = 7 : i64} : i32
  %1 = arith.cmpi eq, %i, %i {predicate = 70 : i64} : i32
  return
}
// -----
func.func @f(%a: f32, %i: i32) {
  %0 = arith.addf %a, %a fastmath<fast> {fastmath = #arith.fastmath<none>, x} : f32
  return
}
