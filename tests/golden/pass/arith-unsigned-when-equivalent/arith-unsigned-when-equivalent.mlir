// FLAGS: %s --arith-unsigned-when-equivalent --split-input-file
func.func @convert(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i64, i1, i1, i1) {
  %c4 = arith.constant 4 : i32
  %c7 = arith.constant 7 : i32
  %a = arith.remui %x, %c4 : i32
  %b = arith.divsi %a, %c7 : i32
  %c = arith.ceildivsi %a, %c7 : i32
  %d = arith.floordivsi %a, %c7 : i32
  %e = arith.remsi %a, %c7 : i32
  %f = arith.minsi %a, %c7 : i32
  %g = arith.maxsi %a, %y : i32
  %h = arith.extsi %a : i32 to i64
  %i = arith.cmpi slt, %a, %c7 : i32
  %j = arith.cmpi sge, %a, %y : i32
  %k = arith.cmpi eq, %a, %c7 : i32
  return %b, %c, %d, %e, %f, %g, %h, %i, %j, %k : i32, i32, i32, i32, i32, i32, i64, i1, i1, i1
}

// -----

func.func @loop_and_flags(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c100 = arith.constant 100 : index
  %s = scf.for %i = %c0 to %c100 step %c3 iter_args(%acc = %c0) -> index {
    %q = arith.divsi %i, %c3 : index
    %w = arith.addi %q, %c3 overflow<nsw, nuw> : index
    %r = arith.remsi %w, %c3 : index
    scf.yield %r : index
  }
  %t = arith.divsi %s, %c3 : index
  return %t : index
}
