// FLAGS: %s --split-input-file --loop-invariant-code-motion
func.func @f(%lb: index, %ub: index, %s: index, %c: i1, %x: i32, %y: i32) {
  scf.for %i = %lb to %ub step %s {
    %a = scf.index_switch %lb -> i32
    case 1 {
      scf.yield %x : i32
    }
    default {
      scf.yield %y : i32
    }
    %b = scf.execute_region -> i32 {
      scf.yield %x : i32
    }
    scf.parallel (%j) = (%lb) to (%ub) step (%s) {
    }
    %w = scf.while (%q = %x) : (i32) -> i32 {
      scf.condition(%c) %q : i32
    } do {
    ^bb0(%z: i32):
      scf.yield %z : i32
    }
    %d = arith.divsi %x, %y : i32
    %e = arith.divui %x, %x : i32
    %c3 = arith.constant 3 : i32
    %g = arith.divsi %x, %c3 : i32
    %h = arith.remui %x, %c3 : i32
    %k = scf.if %c -> i32 {
      scf.yield %x : i32
    } else {
      scf.yield %y : i32
    }
  }
  return
}
// -----
func.func @f(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) {
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  scf.for %i = %lb to %ub step %s {
    %a1 = arith.divsi %x, %cm1 : i32
    %a2 = arith.remsi %x, %cm1 : i32
    %a3 = arith.remsi %x, %c3 : i32
    %a4 = arith.floordivsi %x, %c3 : i32
    %a5 = arith.ceildivsi %x, %c3 : i32
    %a6 = arith.ceildivui %x, %c3 : i32
    %a7 = arith.divui %x, %cm1 : i32
    %a8 = arith.remui %x, %c0 : i32
    %a9 = arith.ceildivsi %x, %cm1 : i32
    %a10 = arith.floordivsi %x, %y : i32
    %a11 = arith.remsi %x, %y : i32
    %a12 = arith.addi %x, %y : i32
  }
  return
}
