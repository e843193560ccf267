// FLAGS: --cse --allow-unregistered-dialect
func.func @cfg(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %1, %1 : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.muli %a, %b : i32
  %4 = arith.muli %0, %0 : i32
  cf.br ^bb3(%3 : i32)
^bb3(%x: i32):
  %5 = arith.muli %a, %b : i32
  %6 = arith.addi %b, %a : i32
  %7 = arith.addi %5, %6 : i32
  cf.br ^bb5
^bb4:
  %8 = arith.addi %a, %b : i32
  cf.br ^bb5
^bb5:
  %9 = arith.muli %a, %b : i32
  %10 = arith.addi %7, %9 : i32
  return %10 : i32
}
func.func @loop(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^h(%c0 : i32)
^h(%i: i32):
  %c1 = arith.constant 1 : i32
  %n = arith.addi %i, %c1 : i32
  %c10 = arith.constant 10 : i32
  %cmp = arith.cmpi slt, %n, %c10 : i32
  cf.cond_br %cmp, ^h(%n : i32), ^e
^e:
  %c1b = arith.constant 1 : i32
  %r = arith.addi %n, %c1b : i32
  %unused = arith.muli %r, %r : i32
  return %r : i32
}
func.func @nested(%a: i32) {
  %0 = arith.addi %a, %a : i32
  "foo.region"() ({
    %1 = arith.addi %a, %a : i32
    %2 = arith.addi %1, %1 : i32
    "foo.use"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
  %3 = arith.addi %0, %0 : i32
  "foo.use"(%0, %3) : (i32, i32) -> ()
  return
}
func.func @graph(%a: i32) {
  "foo.graph"() ({
    "foo.use"(%2, %1) : (i32, i32) -> ()
    %1 = arith.addi %a, %a : i32
    %2 = arith.addi %a, %a : i32
    %3 = arith.addi %a, %a : i32
    "foo.use"(%3, %1) : (i32, i32) -> ()
  }) : () -> ()
  return
}
func.func @locs(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("here")
  %2 = arith.muli %a, %a : i32 loc("m1")
  %3 = arith.muli %a, %a : i32 loc(unknown)
  %4 = arith.subi %0, %1 : i32
  %5 = arith.subi %2, %3 : i32
  return %4, %5 : i32, i32
}
func.func @attrs(%a: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a {foo} : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %a, %a overflow<nsw> : i32
  %3 = arith.addi %a, %a {foo} : i32
  %4 = arith.addi %0, %1 : i32
  %5 = arith.addi %2, %3 : i32
  %6 = arith.addi %a, %a overflow<nsw> : i32
  return %4, %5, %6 : i32, i32, i32
}
func.func @unreach(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %a, %a : i32
  return %2 : i32
}
func.func @unreg(%a: i32) {
  %0 = "foo.pure"(%a) : (i32) -> i32
  %1 = "foo.pure"(%a) : (i32) -> i32
  "foo.dead"() : () -> ()
  "foo.use"(%0, %1) : (i32, i32) -> ()
  return
}
