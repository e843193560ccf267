// FLAGS: -allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic --cse
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %a : i32
  %2 = arith.addi %1, %0 : i32
  %3:2 = "t.two"(%0, %0, %2) : (i32, i32, i32) -> (i32, i32)
  "t.sink"(%3#1, %3#0, %a) : (i32, i32, i32) -> ()
  cf.br ^bb1(%3#0 : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x, %b : i32, i32)
^bb2(%y: i32, %z: i32):
  return %y : i32
}
