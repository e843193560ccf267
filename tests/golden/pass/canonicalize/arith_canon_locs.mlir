// FLAGS: --canonicalize --mlir-print-debuginfo
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %0 = arith.addi %a, %c1 overflow<nsw> : i32 loc("add0")
  %1 = arith.addi %0, %c2 overflow<nsw, nuw> : i32 loc("add1")
  return %1 : i32
}
func.func @g(%a: i1, %b: i32, %c: i32) -> i32 {
  %t = arith.constant true loc("t")
  %n = arith.xori %a, %t : i1 loc("not")
  %0 = arith.select %n, %b, %c : i32 loc("sel")
  return %0 : i32
}
func.func @h(%a: i32, %b: i32) -> i1 {
  %0 = arith.cmpi slt, %a, %b : i32 loc("cmp")
  %t = arith.constant true loc("t")
  %n = arith.xori %0, %t : i1 loc("not")
  return %n : i1
}
func.func @tripleSubAdd0(%arg0: index) -> index {
  %c17 = arith.constant 17 : index
  %c42 = arith.constant 42 : index
  %add1 = arith.addi %c17, %arg0 : index
  %add2 = arith.subi %c42, %add1 : index
  return %add2 : index
}
func.func @tripleSubSub0(%arg0: index) -> index {
  %c17 = arith.constant 17 : index
  %c42 = arith.constant 42 : index
  %add1 = arith.subi %c17, %arg0 : index
  %add2 = arith.subi %c42, %add1 : index
  return %add2 : index
}
