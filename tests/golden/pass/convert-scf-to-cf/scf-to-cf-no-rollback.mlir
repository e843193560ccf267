// FLAGS: --convert-scf-to-cf=allow-pattern-rollback=0 --split-input-file
// MLIR's ConversionConfig::allowPatternRollback off: the same lowering.
func.func @f(%lb: index, %ub: index, %c: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %lb iter_args(%a = %c0) -> i32 {
    %x = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      %y = arith.addi %a, %a : i32
      scf.yield %y : i32
    }
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// A forall with shared outputs has no lowering: explicitly illegal.
func.func @g(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
