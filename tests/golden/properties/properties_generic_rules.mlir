// FLAGS: %s --split-input-file --mlir-print-op-generic
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
// -----
func.func @f(%a: f32, %i: i32, %m: index) {
  %0 = "arith.addf"(%a, %a) {fastmath = 1} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32, %i: i32, %m: index) {
  %0 = "arith.addf"(%a, %a) <{fastmath = 1}> : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32, %i: i32, %m: index) {
  %0 = arith.addf %a, %a {fastmath = 1} : f32
  return
}
// -----
func.func @f(%a: f32, %i: i32, %m: index) {
  %0 = "arith.cmpi"(%i, %i) <{}> {predicate = 0 : i64} : (i32, i32) -> i1
  %1 = "arith.cmpi"(%i, %i) <{predicate = 1 : i64}> {predicate = 0 : i64} : (i32, i32) -> i1
  %2 = arith.cmpi eq, %i, %i {predicate = 3 : i64} : i32
  %3 = "arith.constant"() <{value = 1 : i32}> {value = 2 : i32} : () -> i32
  %4 = "arith.constant"() {value = 2 : i32} : () -> i32
  return
}
// -----
"builtin.unrealized_conversion_cast"() <{a = 1}> : () -> ()
// -----
"builtin.unrealized_conversion_cast"() {a = 1} : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({}) {sym_name = "g"} : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({}) {sym_name = 3} : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private", no_inline = false}> ({}) : () -> ()
// -----
"func.func"() {function_type = () -> (), sym_name = "f", sym_visibility = "private", no_inline}  ({}) : () -> ()
