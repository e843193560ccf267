// FLAGS: %s --split-input-file --convert-scf-to-cf
func.func @w1(%a: i32, %c: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %y = arith.addi %x, %x : i32
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%z: i32):
    %w = arith.muli %z, %z : i32
    scf.yield %w : i32
  }
  return %r : i32
}
func.func @w2(%a: i32, %c: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %y = arith.addi %x, %x : i32
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%z: i32):
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @e1(%c: i1) -> i32 {
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
func.func @i1(%c: i1, %m: memref<i32>) -> i32 {
  %r = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = memref.load %m[] : memref<i32>
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @p2(%n: index, %m: memref<?x?xi32>, %i0: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init (%i0) -> i32 {
    %v = memref.load %m[%i, %j] : memref<?x?xi32>
    scf.reduce(%v : i32) {
    ^bb0(%x: i32, %y: i32):
      %s = arith.addi %x, %y : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
func.func @f2(%n: index, %m: memref<?x?xindex>) {
  scf.forall (%i, %j) = (1, %n) to (%n, 8) step (2, 1) {
    memref.store %i, %m[%i, %j] : memref<?x?xindex>
  }
  return
}
// -----
func.func @simple_std_for_loop_with_2_ifs(%arg0 : index, %arg1 : index, %arg2 : index, %arg3 : i1) {
  scf.for %i0 = %arg0 to %arg1 step %arg2 {
    %c1 = arith.constant 1 : index
    scf.if %arg3 {
      %c1_0 = arith.constant 1 : index
      scf.if %arg3 {
        %c1_1 = arith.constant 1 : index
      } else {
        %c1_2 = arith.constant 1 : index
      }
    }
  }
  return
}

// -----
func.func @index_switch(%i: index, %a: i32, %b: i32, %c: i32) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 0 {
    scf.yield %a : i32
  }
  case 1 {
    scf.yield %b : i32
  }
  default {
    scf.yield %c : i32
  }
  return %0 : i32
}

