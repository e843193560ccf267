// FLAGS: %s --split-input-file
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) : (f32, f32) -> f32
  %1 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<none>, bogus = 1}> {fastmath = #arith.fastmath<fast>} : (f32, f32) -> f32
  %2 = "arith.addf"(%a, %a) {fastmath = #arith.fastmath<fast>} : (f32, f32) -> f32
  %3 = arith.addf %a, %a {fastmath = #arith.fastmath<fast>} : f32
  %4 = "arith.addf"(%a, %a) {bogus = 1} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32, %i: i32, %m: index) {
  %0 = "arith.addf"(%a, %a) <{}> {fastmath = #arith.fastmath<fast>} : (f32, f32) -> f32
  %1 = "arith.addf"(%a, %a) <{bogus = 1}> : (f32, f32) -> f32
  %2 = "arith.addi"(%i, %i) {overflowFlags = #arith.overflow<nsw>, x = 2} : (i32, i32) -> i32
  %3 = arith.addi %i, %i {overflowFlags = #arith.overflow<nsw>} : i32
  %4 = "memref.alloca"() : () -> memref<2xf32>
  %5 = "memref.alloca"(%m) {operandSegmentSizes = array<i32: 1, 0>} : (index) -> memref<?xf32>
  %6 = arith.constant {value = 1 : i32} 2 : i32
  %7 = "arith.cmpi"(%i, %i) {predicate = 0 : i64} : (i32, i32) -> i1
  %8 = "memref.alloca"() {alignment = 8 : i64} : () -> memref<2xf32>
  return
}
