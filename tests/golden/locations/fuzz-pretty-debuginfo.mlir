// FLAGS: -allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("x.c":3:4)
  %1 = arith.muli %0, %0 : i32 loc(fused["a.c":1:2, "b"("c":5:6)])
  %2 = "test.op"() ({
  ^bb0(%x: i32):
    %3 = arith.addi %x, %x : i32
    "test.yield"(%3) : (i32) -> ()
  }) : () -> i32 loc(callsite("f"("g.c":1:1) at "h.c":2:2))
  cf.br ^bb1(%2 : i32)
^bb1(%y: i32):
  return %y : i32
}
func.func @g() {
  %c = arith.constant 1 : i32
  return
}
func.func @f2() {
  return loc("a.c":1:2 to 3:4)
}
func.func @g2() {
  return loc("a.c":1:2 to :4)
}
func.func @h2() {
  return loc(callsite(callsite("x" at "y":1:1) at "z":2:2))
}
func.func @i2() {
  return loc(unknown)
}
