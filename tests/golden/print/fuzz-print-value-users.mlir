// FLAGS: -allow-unregistered-dialect --mlir-print-value-users
// Users in use-list order, result-less users by their own number, block
// argument comments, multi-result groups.
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
func.func @h() {
  "t.op"() ({
  ^bb0(%q: i32):
    "t.use"(%q) : (i32) -> ()
  }) : () -> ()
  return
}
