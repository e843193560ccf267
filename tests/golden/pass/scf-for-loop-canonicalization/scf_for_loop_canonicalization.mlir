// FLAGS: --allow-unregistered-dialect --scf-for-loop-canonicalization
func.func @nest(%A : memref<i64>, %n : index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c5 {
    scf.for %j = %c3 to %c8 step %c3 {
      %1 = affine.min affine_map<(d0, d1) -> (5, 10 - d0, d1 + 2)> (%i, %j)
      %2 = affine.max affine_map<(d0, d1) -> (d0, d1 - 3)> (%i, %j)
      %3 = affine.min affine_map<(d0)[s0] -> (d0, s0)> (%i)[%n]
      %4 = affine.max affine_map<(d0) -> (d0 - 4, 2 - d0)> (%j)
      "use"(%1, %2, %3, %4) : (index, index, index, index) -> ()
    }
  }
  scf.parallel (%i, %j) = (%c0, %c3) to (%c10, %c8) step (%c3, %c5) {
    %1 = affine.min affine_map<(d0, d1) -> (d0 + d1, 12)> (%i, %j)
    "use"(%1) : (index) -> ()
  }
  scf.for %i = %c10 to %c0 step %c3 {
    %1 = affine.min affine_map<(d0) -> (d0, 100)> (%i)
    "use"(%1) : (index) -> ()
  }
  return
}
