// FLAGS: %s --split-input-file --mlir-print-op-generic
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) {fastmath = #arith.fastmath<nnan>} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) {fastmath = 1 : i64} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) {bogus = 2} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) {fastmath = #arith.fastmath<fast>, bogus = 2} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{}> : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{}> {fastmath = #arith.fastmath<nnan>} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{}> {fastmath = 1 : i64} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{}> {bogus = 2} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{}> {fastmath = #arith.fastmath<fast>, bogus = 2} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<fast>}> {fastmath = #arith.fastmath<nnan>} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<fast>}> {fastmath = 1 : i64} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<fast>}> {bogus = 2} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<fast>}> {fastmath = #arith.fastmath<fast>, bogus = 2} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = 1 : i64}> : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = 1 : i64}> {fastmath = #arith.fastmath<nnan>} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = 1 : i64}> {fastmath = 1 : i64} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = 1 : i64}> {bogus = 2} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = 1 : i64}> {fastmath = #arith.fastmath<fast>, bogus = 2} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{bogus = 1}> : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{bogus = 1}> {fastmath = #arith.fastmath<nnan>} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{bogus = 1}> {fastmath = 1 : i64} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{bogus = 1}> {bogus = 2} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{bogus = 1}> {fastmath = #arith.fastmath<fast>, bogus = 2} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<nnan>, bogus = 1}> : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<nnan>, bogus = 1}> {fastmath = #arith.fastmath<nnan>} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<nnan>, bogus = 1}> {fastmath = 1 : i64} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<nnan>, bogus = 1}> {bogus = 2} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addf"(%b, %b) <{fastmath = #arith.fastmath<nnan>, bogus = 1}> {fastmath = #arith.fastmath<fast>, bogus = 2} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) {overflowFlags = unit} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) {bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) {overflowFlags = #arith.overflow<nsw>, bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{}> : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{}> {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{}> {overflowFlags = unit} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{}> {bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{}> {overflowFlags = #arith.overflow<nsw>, bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> {overflowFlags = unit} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> {bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> {overflowFlags = #arith.overflow<nsw>, bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = unit}> : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = unit}> {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = unit}> {overflowFlags = unit} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = unit}> {bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = unit}> {overflowFlags = #arith.overflow<nsw>, bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{bogus = 1}> : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{bogus = 1}> {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{bogus = 1}> {overflowFlags = unit} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{bogus = 1}> {bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{bogus = 1}> {overflowFlags = #arith.overflow<nsw>, bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nuw>, bogus = 1}> : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nuw>, bogus = 1}> {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nuw>, bogus = 1}> {overflowFlags = unit} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nuw>, bogus = 1}> {bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nuw>, bogus = 1}> {overflowFlags = #arith.overflow<nsw>, bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) {predicate = 2 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) {predicate = 1 : i32} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) {bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) {predicate = 1 : i64, bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{}> : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{}> {predicate = 2 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{}> {predicate = 1 : i32} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{}> {bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{}> {predicate = 1 : i64, bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> {predicate = 2 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> {predicate = 1 : i32} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> {bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> {predicate = 1 : i64, bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i32}> : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i32}> {predicate = 2 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i32}> {predicate = 1 : i32} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i32}> {bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i32}> {predicate = 1 : i64, bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{bogus = 1}> : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{bogus = 1}> {predicate = 2 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{bogus = 1}> {predicate = 1 : i32} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{bogus = 1}> {bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{bogus = 1}> {predicate = 1 : i64, bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 2 : i64, bogus = 1}> : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 2 : i64, bogus = 1}> {predicate = 2 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 2 : i64, bogus = 1}> {predicate = 1 : i32} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 2 : i64, bogus = 1}> {bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 2 : i64, bogus = 1}> {predicate = 1 : i64, bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) {predicate = 2 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) {predicate = "s"} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) {bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) {predicate = 1 : i64, bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{}> : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{}> {predicate = 2 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{}> {predicate = "s"} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{}> {bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{}> {predicate = 1 : i64, bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> {predicate = 2 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> {predicate = "s"} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> {bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> {predicate = 1 : i64, bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = "s"}> : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = "s"}> {predicate = 2 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = "s"}> {predicate = "s"} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = "s"}> {bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = "s"}> {predicate = 1 : i64, bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{bogus = 1}> : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{bogus = 1}> {predicate = 2 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{bogus = 1}> {predicate = "s"} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{bogus = 1}> {bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{bogus = 1}> {predicate = 1 : i64, bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 2 : i64, bogus = 1}> : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 2 : i64, bogus = 1}> {predicate = 2 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 2 : i64, bogus = 1}> {predicate = "s"} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 2 : i64, bogus = 1}> {bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.cmpi"(%a, %a) <{predicate = 2 : i64, bogus = 1}> {predicate = 1 : i64, bogus = 2} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() {value = 2 : i32} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() {value = unit} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() {bogus = 2} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() {value = 1 : i32, bogus = 2} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{}> : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{}> {value = 2 : i32} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{}> {value = unit} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{}> {bogus = 2} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{}> {value = 1 : i32, bogus = 2} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = 1 : i32}> : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = 1 : i32}> {value = 2 : i32} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = 1 : i32}> {value = unit} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = 1 : i32}> {bogus = 2} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = 1 : i32}> {value = 1 : i32, bogus = 2} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = unit}> : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = unit}> {value = 2 : i32} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = unit}> {value = unit} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = unit}> {bogus = 2} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = unit}> {value = 1 : i32, bogus = 2} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{bogus = 1}> : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{bogus = 1}> {value = 2 : i32} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{bogus = 1}> {value = unit} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{bogus = 1}> {bogus = 2} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{bogus = 1}> {value = 1 : i32, bogus = 2} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = 2 : i32, bogus = 1}> : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = 2 : i32, bogus = 1}> {value = 2 : i32} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = 2 : i32, bogus = 1}> {value = unit} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = 2 : i32, bogus = 1}> {bogus = 2} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.constant"() <{value = 2 : i32, bogus = 1}> {value = 1 : i32, bogus = 2} : () -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) {nontemporal = false} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) {nontemporal = 1 : i64} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) {bogus = 2} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) {nontemporal = true, bogus = 2} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{}> : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{}> {nontemporal = false} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{}> {nontemporal = 1 : i64} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{}> {bogus = 2} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{}> {nontemporal = true, bogus = 2} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = true}> : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = true}> {nontemporal = false} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = true}> {nontemporal = 1 : i64} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = true}> {bogus = 2} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = true}> {nontemporal = true, bogus = 2} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = 1 : i64}> : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = 1 : i64}> {nontemporal = false} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = 1 : i64}> {nontemporal = 1 : i64} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = 1 : i64}> {bogus = 2} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = 1 : i64}> {nontemporal = true, bogus = 2} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{bogus = 1}> : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{bogus = 1}> {nontemporal = false} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{bogus = 1}> {nontemporal = 1 : i64} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{bogus = 1}> {bogus = 2} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{bogus = 1}> {nontemporal = true, bogus = 2} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = false, bogus = 1}> : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = false, bogus = 1}> {nontemporal = false} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = false, bogus = 1}> {nontemporal = 1 : i64} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = false, bogus = 1}> {bogus = 2} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.load"(%m, %i) <{nontemporal = false, bogus = 1}> {nontemporal = true, bogus = 2} : (memref<2xf32>, index) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() {alignment = 16 : i64} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() {alignment = 8 : i32} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() {bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() {alignment = 8 : i64, bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{}> : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{}> {alignment = 16 : i64} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{}> {alignment = 8 : i32} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{}> {bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{}> {alignment = 8 : i64, bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 8 : i64}> : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 8 : i64}> {alignment = 16 : i64} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 8 : i64}> {alignment = 8 : i32} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 8 : i64}> {bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 8 : i64}> {alignment = 8 : i64, bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 8 : i32}> : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 8 : i32}> {alignment = 16 : i64} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 8 : i32}> {alignment = 8 : i32} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 8 : i32}> {bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 8 : i32}> {alignment = 8 : i64, bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{bogus = 1}> : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{bogus = 1}> {alignment = 16 : i64} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{bogus = 1}> {alignment = 8 : i32} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{bogus = 1}> {bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{bogus = 1}> {alignment = 8 : i64, bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 16 : i64, bogus = 1}> : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 16 : i64, bogus = 1}> {alignment = 16 : i64} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 16 : i64, bogus = 1}> {alignment = 8 : i32} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 16 : i64, bogus = 1}> {bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{alignment = 16 : i64, bogus = 1}> {alignment = 8 : i64, bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() {operandSegmentSizes = array<i32: 1, 0>} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() {operandSegmentSizes = array<i64: 0, 0>} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() {bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() {operandSegmentSizes = array<i32: 0, 0>, bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{}> : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{}> {operandSegmentSizes = array<i32: 1, 0>} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{}> {operandSegmentSizes = array<i64: 0, 0>} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{}> {bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{}> {operandSegmentSizes = array<i32: 0, 0>, bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> {operandSegmentSizes = array<i32: 1, 0>} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> {operandSegmentSizes = array<i64: 0, 0>} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> {bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> {operandSegmentSizes = array<i32: 0, 0>, bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i64: 0, 0>}> : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i64: 0, 0>}> {operandSegmentSizes = array<i32: 1, 0>} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i64: 0, 0>}> {operandSegmentSizes = array<i64: 0, 0>} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i64: 0, 0>}> {bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i64: 0, 0>}> {operandSegmentSizes = array<i32: 0, 0>, bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{bogus = 1}> : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{bogus = 1}> {operandSegmentSizes = array<i32: 1, 0>} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{bogus = 1}> {operandSegmentSizes = array<i64: 0, 0>} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{bogus = 1}> {bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{bogus = 1}> {operandSegmentSizes = array<i32: 0, 0>, bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i32: 1, 0>, bogus = 1}> : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i32: 1, 0>, bogus = 1}> {operandSegmentSizes = array<i32: 1, 0>} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i32: 1, 0>, bogus = 1}> {operandSegmentSizes = array<i64: 0, 0>} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i32: 1, 0>, bogus = 1}> {bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "memref.alloca"() <{operandSegmentSizes = array<i32: 1, 0>, bogus = 1}> {operandSegmentSizes = array<i32: 0, 0>, bogus = 2} : () -> memref<2xf32>
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) {isExact = unit} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) {isExact = true} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) {bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) {isExact = unit, bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{}> : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{}> {isExact = unit} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{}> {isExact = true} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{}> {bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{}> {isExact = unit, bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = unit}> : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = unit}> {isExact = unit} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = unit}> {isExact = true} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = unit}> {bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = unit}> {isExact = unit, bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = true}> : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = true}> {isExact = unit} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = true}> {isExact = true} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = true}> {bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = true}> {isExact = unit, bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{bogus = 1}> : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{bogus = 1}> {isExact = unit} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{bogus = 1}> {isExact = true} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{bogus = 1}> {bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{bogus = 1}> {isExact = unit, bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = unit, bogus = 1}> : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = unit, bogus = 1}> {isExact = unit} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = unit, bogus = 1}> {isExact = true} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = unit, bogus = 1}> {bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.divsi"(%a, %a) <{isExact = unit, bogus = 1}> {isExact = unit, bogus = 2} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) {roundingmode = 1 : i32} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) {roundingmode = "x"} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) {bogus = 2} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) {roundingmode = 0 : i32, bogus = 2} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{}> : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{}> {roundingmode = 1 : i32} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{}> {roundingmode = "x"} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{}> {bogus = 2} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{}> {roundingmode = 0 : i32, bogus = 2} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = 0 : i32}> : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = 0 : i32}> {roundingmode = 1 : i32} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = 0 : i32}> {roundingmode = "x"} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = 0 : i32}> {bogus = 2} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = 0 : i32}> {roundingmode = 0 : i32, bogus = 2} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = "x"}> : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = "x"}> {roundingmode = 1 : i32} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = "x"}> {roundingmode = "x"} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = "x"}> {bogus = 2} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = "x"}> {roundingmode = 0 : i32, bogus = 2} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{bogus = 1}> : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{bogus = 1}> {roundingmode = 1 : i32} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{bogus = 1}> {roundingmode = "x"} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{bogus = 1}> {bogus = 2} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{bogus = 1}> {roundingmode = 0 : i32, bogus = 2} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = 1 : i32, bogus = 1}> : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = 1 : i32, bogus = 1}> {roundingmode = 1 : i32} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = 1 : i32, bogus = 1}> {roundingmode = "x"} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = 1 : i32, bogus = 1}> {bogus = 2} : (f64) -> f32
  return
}
// -----
func.func @f(%a: i32, %b: f32, %m: memref<2xf32>, %i: index, %d: f64) {
  %r = "arith.truncf"(%d) <{roundingmode = 1 : i32, bogus = 1}> {roundingmode = 0 : i32, bogus = 2} : (f64) -> f32
  return
}
