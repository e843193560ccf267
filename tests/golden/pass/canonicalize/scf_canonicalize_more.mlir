// FLAGS: %s --split-input-file --canonicalize
func.func @for_const(%m: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c5 = arith.constant 5 : i32
  scf.for %i = %c0 to %c8 step %c2 {
    memref.store %c5, %m[%i] : memref<8xi32>
  }
  return
}
func.func @for_neg_step(%m: memref<8xi32>, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c8 step %c10 iter_args(%a = %x) -> i32 {
    %v = memref.load %m[%i] : memref<8xi32>
    %s = arith.addi %a, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @for_addi(%m: memref<8xi32>, %lb: index, %x: i32) -> i32 {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c3 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @for_empty_noresult(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
  }
  return
}
func.func @if_nested_results(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %q = scf.if %d -> i32 {
      scf.yield %x : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %q : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @if_const_false(%x: i32, %y: i32) -> i32 {
  %f = arith.constant false
  %r = scf.if %f -> i32 {
    scf.yield %x : i32
  } else {
    %z = arith.addi %x, %y : i32
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @if_same_cond_twice(%c: i1, %m: memref<i32>, %x: i32) {
  scf.if %c {
    memref.store %x, %m[] : memref<i32>
  }
  scf.if %c {
    memref.store %x, %m[] : memref<i32>
  } else {
    %z = arith.addi %x, %x : i32
    memref.store %z, %m[] : memref<i32>
  }
  return
}
func.func @while_simple(%x: i32, %n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %c2 = arith.cmpi slt, %j, %n : i32
    %k = arith.select %c2, %c1, %j : i32
    %j2 = arith.addi %j, %k : i32
    scf.yield %j2 : i32
  }
  return %r : i32
}
func.func @exec_noinline(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @switch_noresults(%i: index, %m: memref<i32>, %x: i32) {
  scf.index_switch %i
  case 3 {
    memref.store %x, %m[] : memref<i32>
    scf.yield
  }
  default {
  }
  return
}
func.func @par_zero(%m: memref<8xi32>, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c1) to (%c0) step (%c1) {
    memref.store %x, %m[%i] : memref<8xi32>
  }
  return
}
