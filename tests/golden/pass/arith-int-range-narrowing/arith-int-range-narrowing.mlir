// FLAGS: %s --arith-int-range-narrowing=int-bitwidths-supported=1,8,16,32 --split-input-file
// Elementwise index arithmetic on small non-negative values goes to i8
// between unsigned index casts; the cast chains between narrowed ops fold.
func.func @index_chain(%a: index, %b: index) -> index {
  %c16 = arith.constant 16 : index
  %c3 = arith.constant 3 : index
  %x = arith.remui %a, %c16 : index
  %y = arith.remui %b, %c16 : index
  %s = arith.addi %x, %y : index
  %m = arith.muli %s, %c3 : index
  return %m : index
}

// -----

// A result that may be negative casts back with a signed index cast;
// non-negative operands still use unsigned ones.
func.func @signed_result(%a: index) -> index {
  %c10 = arith.constant 10 : index
  %r = arith.remui %a, %c10 : index
  %d = arith.subi %r, %c10 : index
  return %d : index
}

// -----

// Integer types: truncation and extension, signed or not.
func.func @ints(%a: i64, %b: i32) -> (i64, i32, i64) {
  %c255 = arith.constant 255 : i64
  %c100 = arith.constant 100 : i32
  %x = arith.andi %a, %c255 : i64
  %y = arith.addi %x, %x : i64
  %r = arith.remsi %b, %c100 : i32
  %n = arith.subi %r, %c100 : i32
  %s = arith.shrui %a, %c255 : i64
  return %y, %n, %s : i64, i32, i64
}

// -----

// Comparisons are narrowed, each operand by the cast its own range allows.
func.func @cmp(%a: index, %b: i32) -> (i1, i1, i1) {
  %c200 = arith.constant 200 : index
  %cm5 = arith.constant -5 : i32
  %c7 = arith.constant 7 : i32
  %x = arith.remui %a, %c200 : index
  %lt = arith.cmpi ult, %x, %c200 : index
  %eq = arith.cmpi eq, %x, %a : index
  %r = arith.remsi %b, %c7 : i32
  %sl = arith.cmpi slt, %r, %cm5 : i32
  return %lt, %eq, %sl : i1, i1, i1
}

// -----

// index_cast chains through index fold back for supported widths only.
func.func @cast_chain(%a: i8, %b: i16, %c: i64, %d: i8) -> (i8, i16, i64, i8, i16) {
  %0 = arith.index_cast %a : i8 to index
  %1 = arith.index_cast %0 : index to i8
  %2 = arith.index_castui %b : i16 to index
  %3 = arith.index_castui %2 : index to i16
  %4 = arith.index_cast %c : i64 to index
  %5 = arith.index_cast %4 : index to i64
  %6 = arith.index_castui %d : i8 to index
  %7 = arith.index_cast %6 : index to i8
  %8 = arith.index_cast %0 : index to i16
  return %1, %3, %5, %7, %8 : i8, i16, i64, i8, i16
}

// -----

// Values in loops: the induction variable range is known, loop-carried
// values are not narrowed.
func.func @loop(%m: memref<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %r = scf.for %i = %c0 to %c100 step %c1 iter_args(%acc = %c0) -> index {
    %x = arith.addi %i, %c1 : index
    memref.store %x, %m[%i] : memref<?xindex>
    %n = arith.addi %acc, %x : index
    scf.yield %n : index
  }
  return %r : index
}

// -----

// Nothing fits: too wide, unknown ranges, non-integer types.
func.func @none(%a: i32, %f: f32, %v: index) -> (i32, f32, index, i1) {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %g = arith.addf %f, %f : f32
  %w = arith.muli %v, %v : index
  %c = arith.cmpi slt, %a, %c1 : i32
  return %x, %g, %w, %c : i32, f32, index, i1
}

// -----

// Booleans narrow to i1 when the list has it.
func.func @bools(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.andi %a, %c1 : i32
  %y = arith.xori %x, %c1 : i32
  return %y : i32
}
