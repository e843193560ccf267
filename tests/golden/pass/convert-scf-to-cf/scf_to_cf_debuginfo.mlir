// FLAGS: %s --split-input-file --convert-scf-to-cf --mlir-print-debuginfo
func.func @mix(%lb: index, %ub: index, %s: index, %c: i1, %x: i32, %m: memref<?xi32>) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    %b = scf.if %c -> i32 {
      %w = scf.while (%q = %a) : (i32) -> i32 {
        %cc = arith.cmpi slt, %q, %x : i32
        scf.condition(%cc) %q : i32
      } do {
      ^bb0(%z: i32):
        %z2 = arith.addi %z, %z : i32
        scf.yield %z2 : i32
      }
      scf.yield %w : i32
    } else {
      %e = scf.execute_region -> i32 {
        %v = memref.load %m[%i] : memref<?xi32>
        scf.yield %v : i32
      }
      scf.yield %e : i32
    }
    %p = scf.parallel (%j) = (%lb) to (%ub) step (%s) init (%b) -> i32 {
      %v = memref.load %m[%j] : memref<?xi32>
      scf.reduce(%v : i32) {
      ^bb0(%l: i32, %r2: i32):
        %t = arith.addi %l, %r2 : i32
        scf.reduce.return %t : i32
      }
    }
    %sw = scf.index_switch %i -> i32
    case 0 {
      scf.yield %p : i32
    }
    default {
      scf.yield %b : i32
    }
    scf.yield %sw : i32
  }
  return %r : i32
}
func.func @ufor(%lb: i32, %ub: i32, %s: i32) {
  scf.for unsigned %i = %lb to %ub step %s : i32 {
    scf.for %j = %lb to %ub step %s : i32 {
    }
  }
  return
}
