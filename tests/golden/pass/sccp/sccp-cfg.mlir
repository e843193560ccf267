// FLAGS: --sccp --split-input-file
// Constants along the edges control can take: a switch on a constant flag,
// a loop whose argument stays constant, a dead block's values left alone.
func.func @switch(%arg0: i32) -> i32 {
  %flag = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  cf.switch %flag : i32, [
    default: ^bb1(%arg0 : i32),
    1: ^bb1(%arg0 : i32),
    2: ^bb2(%c7 : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  %z = arith.addi %y, %y : i32
  return %z : i32
}

func.func @loop(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 5 : i32
  cf.br ^head(%c0, %v : index, i32)
^head(%i: index, %acc: i32):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  %same = arith.muli %acc, %acc : i32
  %keep = arith.divsi %same, %acc : i32
  cf.br ^head(%next, %acc : index, i32)
^exit:
  return %acc : i32
}

// -----

func.func @structured(%c: i1, %n: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %w:2 = scf.while (%a = %one, %b = %one) : (i32, i32) -> (i32, i32) {
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    scf.yield %x, %s : i32, i32
  }
  %k = arith.constant 3 : index
  %sw = scf.index_switch %k -> i32
  case 2 {
    scf.yield %one : i32
  }
  case 3 {
    %t = arith.constant 9 : i32
    scf.yield %t : i32
  }
  default {
    scf.yield %w#1 : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %sw : i32
  }
  return %w#0, %w#1, %e : i32, i32, i32
}
