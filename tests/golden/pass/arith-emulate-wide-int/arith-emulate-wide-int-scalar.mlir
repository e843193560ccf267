// FLAGS: %s --arith-emulate-wide-int
// i64 on a 32-bit target: constants, carries, long multiplication, shifts
// by constants, comparisons, and ops rewritten on the wide type (minsi,
// shrsi) that are emulated in turn; i32, index and floats stay.
func.func @arith(%a: i64, %b: i64, %n: i32) -> (i64, i1, i32) {
  %c = arith.constant -4294967295 : i64
  %0 = arith.addi %a, %c : i64
  %1 = arith.muli %0, %b : i64
  %2 = arith.minsi %1, %a : i64
  %3 = arith.cmpi sgt, %2, %b : i64
  %4 = arith.trunci %2 : i64 to i32
  %5 = arith.addi %4, %n : i32
  return %2, %3, %5 : i64, i1, i32
}
func.func @shifts(%a: i64) -> (i64, i64) {
  %c = arith.constant 40 : i64
  %0 = arith.shli %a, %c : i64
  %1 = arith.shrsi %0, %c : i64
  return %0, %1 : i64, i64
}
func.func @casts(%a: i16, %i: index, %f: f32) -> (i64, i64, index, f32) {
  %0 = arith.extsi %a : i16 to i64
  %1 = arith.index_castui %i : index to i64
  %2 = arith.index_cast %0 : i64 to index
  %3 = arith.uitofp %1 : i64 to f32
  %4 = arith.fptosi %f : f32 to i64
  %5 = arith.xori %0, %4 : i64
  return %5, %1, %2, %3 : i64, i64, index, f32
}
func.func @calls(%a: i64) -> i64 {
  %0 = func.call @calls(%a) : (i64) -> i64
  return %0 : i64
}
