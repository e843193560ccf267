// FLAGS: --control-flow-sink --split-input-file
// Pure ops used only in one branch move into it; chains keep their order;
// ops used in both branches, ops with effects, and ops of a region run
// more than once stay.
func.func @f(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> (i32, i32) {
  %x = arith.addi %a, %b : i32
  %y = arith.muli %x, %x : i32
  %z = arith.subi %a, %b : i32
  %both = arith.xori %a, %b : i32
  %l = memref.load %m[] : memref<i32>
  %r:2 = scf.if %c -> (i32, i32) {
    %u = arith.addi %y, %both : i32
    scf.yield %u, %l : i32, i32
  } else {
    %v = arith.addi %z, %both : i32
    scf.yield %v, %v : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

func.func @loop(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.addi %a, %a : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %s = arith.addi %acc, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// -----

func.func @switch(%a: i32) -> i32 {
  %k = arith.constant 1 : index
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  %r = scf.index_switch %k -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @known(%a: i32) -> i32 {
  %true = arith.constant true
  %x = arith.addi %a, %a : i32
  %r = scf.if %true -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
