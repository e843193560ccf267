// FLAGS: %s --int-range-optimizations --split-input-file
// Constants from ranges: arithmetic, overflow flags, division, bitwise ops.
func.func @arith(%x: i32, %y: i8) -> (i1, i1, i32, i32, i8, i1) {
  %c4 = arith.constant 4 : i32
  %c16 = arith.constant 16 : i32
  %r = arith.remui %x, %c4 : i32
  %lt = arith.cmpi ult, %r, %c4 : i32
  %a = arith.addi %r, %c16 overflow<nuw> : i32
  %ge = arith.cmpi sge, %a, %c16 : i32
  %d = arith.divui %r, %c16 : i32
  %m = arith.andi %x, %c4 : i32
  %s = arith.shrui %m, %c4 : i32
  %e = arith.extui %y : i8 to i32
  %big = arith.constant 300 : i32
  %ne = arith.cmpi ne, %e, %big : i32
  %t = arith.trunci %d : i32 to i8
  return %lt, %ge, %d, %s, %t, %ne : i1, i1, i32, i32, i8, i1
}

// -----

// Trivial remainders disappear; nontrivial ones stay.
func.func @rem(%x: i16) -> (i16, i16, i16) {
  %c8 = arith.constant 8 : i16
  %c3 = arith.constant 3 : i16
  %a = arith.remui %x, %c8 : i16
  %b = arith.remui %a, %c8 : i16
  %c = arith.remsi %a, %c8 : i16
  %d = arith.remui %a, %c3 : i16
  return %b, %c, %d : i16, i16, i16
}

// -----

// Loop induction variables range over constant bounds.
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %s = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %c0) -> index {
    %lt = arith.cmpi slt, %i, %c10 : index
    %v = arith.select %lt, %i, %n : index
    %w = arith.addi %acc, %v : index
    scf.yield %w : index
  }
  %u = scf.for %i = %c1 to %n step %c1 iter_args(%acc = %c0) -> index {
    %pos = arith.cmpi sge, %i, %c1 : index
    %z = arith.extui %pos : i1 to i64
    %zi = arith.index_cast %z : i64 to index
    %w = arith.addi %acc, %zi : index
    scf.yield %w : index
  }
  %r = arith.addi %s, %u : index
  return %r : index
}

// -----

// index ops reconcile 64- and 32-bit answers; sizeof is 32 or 64.
func.func @index_ops(%x: index) -> (i1, index, index, i1) {
  %c3 = index.constant 3
  %c64 = index.constant 64
  %a = index.and %x, %c3
  %b = index.cmp ule(%a, %c3)
  %s = index.sizeof
  %d = index.divu %s, %c64
  %m = index.maxu %a, %c3
  %big = index.constant 4294967296
  %e = index.cmp eq(%x, %big)
  return %b, %d, %m, %e : i1, index, index, i1
}

// -----

// Control flow decided by constants (the branch on a range-only constant
// is not: constant propagation must agree).
func.func @branches(%x: i32, %f: f32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %k = arith.cmpi slt, %c1, %c2 : i32
  cf.cond_br %k, ^bb1(%f : f32), ^bb2
^bb1(%ff: f32):
  cf.br ^bb3(%c1 : i32)
^bb2:
  cf.br ^bb3(%c2 : i32)
^bb3(%r: i32):
  %c4 = arith.constant 4 : i32
  %m = arith.remui %x, %c4 : i32
  %lt = arith.cmpi ult, %m, %c4 : i32
  cf.cond_br %lt, ^bb4(%c1 : i32), ^bb4(%c2 : i32)
^bb4(%q: i32):
  return %r, %q : i32, i32
}

// -----

// Results of region ops and calls to private functions.
func.func private @callee(%a: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %a, %c1 : i8
  return %r : i8
}
func.func @calls(%c: i1) -> (i8, i8) {
  %c5 = arith.constant 5 : i8
  %r = func.call @callee(%c5) : (i8) -> i8
  %s = scf.if %c -> i8 {
    scf.yield %c5 : i8
  } else {
    %c6 = arith.constant 6 : i8
    scf.yield %c6 : i8
  }
  %t = arith.maxui %s, %c5 : i8
  return %r, %t : i8, i8
}
