// FLAGS: --canonicalize
func.func @ovf(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c2 overflow<nuw> : i32
  %2 = arith.subi %a, %c1 overflow<nsw> : i32
  %3 = arith.subi %2, %c2 overflow<nsw> : i32
  %4 = arith.subi %c2, %a overflow<nsw> : i32
  %5 = arith.addi %4, %c1 overflow<nsw> : i32
  %6 = arith.muli %a, %c2 overflow<nsw> : i32
  %7 = arith.muli %6, %c2 overflow<nsw> : i32
  %8 = arith.subi %a, %b overflow<nuw> : i32
  %9 = arith.subi %8, %a overflow<nuw> : i32
  return %1, %3, %5, %7, %9 : i32, i32, i32, i32, i32
}
func.func @i1ops(%a: i1, %b: i1) -> (i1, i1, i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.addi %t, %t : i1
  %1 = arith.muli %a, %t : i1
  %2 = arith.maxsi %a, %f : i1
  %3 = arith.minui %a, %t : i1
  %4 = arith.select %a, %f, %t : i1
  %5 = arith.select %a, %t, %f : i1
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
func.func @idx(%a: index) -> (index, index, index, index, index, index) {
  %c-1 = arith.constant -1 : index
  %c7 = arith.constant 7 : index
  %c2 = arith.constant 2 : index
  %c-7 = arith.constant -7 : index
  %0 = arith.ceildivsi %c7, %c2 : index
  %1 = arith.floordivsi %c-7, %c2 : index
  %2 = arith.ceildivsi %c-7, %c2 : index
  %3 = arith.ceildivui %c7, %c2 : index
  %4 = arith.remsi %c-7, %c2 : index
  %5 = arith.divsi %c-7, %c2 : index
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
func.func @mins() -> (i8, i8, i8, i8, i8, i8, i8) {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %c0 = arith.constant 0 : i8
  %0 = arith.divsi %min, %m1 : i8
  %1 = arith.ceildivsi %min, %m1 : i8
  %2 = arith.floordivsi %min, %m1 : i8
  %3 = arith.remsi %min, %m1 : i8
  %4 = arith.divui %min, %c0 : i8
  %5 = arith.ceildivsi %min, %min : i8
  %6 = arith.floordivsi %m1, %min : i8
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i8, i8
}
func.func @ext() -> (i8, i8, i16, i16, i32, i32) {
  %a = arith.constant 200 : i8
  %b = arith.constant -3 : i8
  %0:2 = arith.addui_extended %a, %a : i8, i1
  %1:2 = arith.mulsi_extended %a, %b : i8
  %2:2 = arith.mului_extended %a, %b : i8
  %3 = arith.extui %a : i8 to i16
  %4 = arith.extsi %a : i8 to i16
  %5 = arith.extsi %b : i8 to i32
  %6 = arith.trunci %5 : i32 to i8
  return %0#0, %1#1, %3, %4, %5, %5 : i8, i8, i16, i16, i32, i32
}
func.func @ext2(%x: i8, %y: i8) -> (i8, i1, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %0:2 = arith.addui_extended %x, %c0 : i8, i1
  %1:2 = arith.mului_extended %x, %c1 : i8
  %2:2 = arith.mulsi_extended %x, %c1 : i8
  %3:2 = arith.mulsi_extended %x, %y : i8
  return %0#0, %0#1, %1#1, %2#1, %3#0 : i8, i1, i8, i8, i8
}
