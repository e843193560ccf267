// FLAGS: --allow-unregistered-dialect --verify-roundtrip --mlir-print-op-generic=false --mlir-print-elementsattrs-with-hex-if-larger=-1
func.func @f(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("x")
  %1:2 = "t.two"(%0) {d = dense<[1, 2, 3]> : tensor<3xi8>} : (i32) -> (i32, i32)
  cf.cond_br %c, ^bb1(%1#0 : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %0 : i32
}
