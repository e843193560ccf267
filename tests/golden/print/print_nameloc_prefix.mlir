// FLAGS: --allow-unregistered-dialect --mlir-use-nameloc-as-prefix
func.func @f(%a: i32 loc("pa"), %b: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("x")
  %1 = arith.addi %0, %a : i32 loc("x")
  %2:2 = "t.two"(%1) : (i32) -> (i32, i32) loc("y")
  %3 = arith.addi %2#0, %2#1 : i32 loc("x"("f":1:2))
  %4 = arith.addi %3, %3 : i32 loc(callsite("z" at "q"))
  %5 = arith.addi %4, %4 : i32 loc("0abc")
  %6 = arith.addi %5, %5 : i32 loc("a b")
  %c = arith.constant 1 : i32 loc("c")
  %c2 = arith.constant 2 : i32 loc("")
  %7 = arith.addi %6, %c : i32 loc(fused["w", "v"])
  cf.br ^bb1(%7 : i32)
^bb1(%9: i32 loc("barg")):
  return %9 : i32
}
