// FLAGS: --allow-unregistered-dialect '--view-op-graph=print-attrs=false print-result-types=false print-data-flow-edges=false print-control-flow-edges=true max-label-len=5'
// Control-flow edges only, no attributes or types.
func.func @f(%a: i32, %b: memref<4xf32>) -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.addi %a, %c : i32
  %t = arith.constant true
  %e = "test.foo"(%d) {s = "a\"b\n", big = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35]> : tensor<35xi32>} : (i32) -> i32
  cf.br ^bb1(%e : i32)
^bb1(%x: i32):
  %y = scf.if %t -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %y : i32
}
