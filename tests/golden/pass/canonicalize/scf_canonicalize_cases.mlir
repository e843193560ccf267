// FLAGS: %s --split-input-file --canonicalize
func.func @one_iter(%m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %i0 = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %c4 step %c4 iter_args(%s = %i0) -> i32 {
    %v = memref.load %m[%i] : memref<4xi32>
    %n = arith.addi %s, %v : i32
    scf.yield %n : i32
  }
  return %r : i32
}
// -----
func.func @zero_trip(%m: memref<4xi32>, %x: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c4 to %c0 step %c1 iter_args(%s = %x) -> i32 {
    %v = memref.load %m[%i] : memref<4xi32>
    scf.yield %v : i32
  }
  return %r : i32
}
// -----
func.func @unsigned_trip(%m: memref<4xi32>, %x: i32) -> i32 {
  %lo = arith.constant 1 : i8
  %hi = arith.constant -1 : i8
  %st = arith.constant 1 : i8
  %r = scf.for unsigned %i = %lo to %hi step %st iter_args(%s = %x) -> i32 : i8 {
    %c0 = arith.constant 0 : index
    %v = memref.load %m[%c0] : memref<4xi32>
    scf.yield %v : i32
  }
  return %r : i32
}
// -----
func.func @not_cond(%c: i1, %m: memref<i1>) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    memref.store %c, %m[] : memref<i1>
  } else {
    memref.store %n, %m[] : memref<i1>
  }
  return
}
// -----
func.func @yield_cond(%c: i1) -> (i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %a, %b = scf.if %c -> (i1, i1) {
    scf.yield %true, %false : i1, i1
  } else {
    scf.yield %false, %true : i1, i1
  }
  return %a, %b : i1, i1
}
// -----
func.func @exec_multi(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  ^bb2:
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @while_align(%a: i32, %b: i64, %c: i1) -> (i32, i64) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%p: i64, %q: i32):
    %q2 = arith.addi %q, %q : i32
    %p2 = arith.addi %p, %p : i64
    scf.yield %q2, %p2 : i32, i64
  }
  return %r#1, %r#0 : i32, i64
}
// -----
func.func @parallel_merge(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
    }
  }
  return
}
// -----
func.func @switch_default(%m: memref<i32>) -> i32 {
  %c9 = arith.constant 9 : index
  %r = scf.index_switch %c9 -> i32
  case 1 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  default {
    %b = memref.load %m[] : memref<i32>
    scf.yield %b : i32
  }
  return %r : i32
}
