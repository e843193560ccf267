// FLAGS: --cse --allow-unregistered-dialect --mlir-print-debuginfo
func.func @order(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  cf.cond_br %c, ^bb3, ^bb1
^bb1:
  %1 = arith.addi %a, %a : i32 loc("bb1")
  "foo.use"(%1) : (i32) -> ()
  cf.cond_br %c, ^bb2, ^bb4
^bb2:
  %2 = arith.addi %a, %a : i32 loc("bb2")
  "foo.use"(%2) : (i32) -> ()
  cf.br ^bb4
^bb3:
  %3 = arith.addi %a, %a : i32 loc("bb3")
  "foo.use"(%3) : (i32) -> ()
  cf.br ^bb4
^bb4:
  %4 = arith.addi %a, %a : i32 loc("bb4")
  "foo.use"(%0, %4) : (i32, i32) -> ()
  return %0 : i32
}
func.func @order2(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  cf.br ^bb4
^bb2:
  cf.cond_br %c, ^bb4, ^bb3
^bb3:
  %3 = arith.addi %a, %a : i32 loc("bb3")
  "foo.use"(%3) : (i32) -> ()
  cf.br ^bb4
^bb4:
  %4 = arith.addi %a, %a : i32 loc("bb4")
  "foo.use"(%0, %4) : (i32, i32) -> ()
  return %0 : i32
}
