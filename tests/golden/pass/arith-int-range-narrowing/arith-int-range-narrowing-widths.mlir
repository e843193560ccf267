// FLAGS: %s --arith-int-range-narrowing=int-bitwidths-supported=32,16 --split-input-file
// The first supported width that fits is used, in the order given.
func.func @order(%a: index) -> (index, i1) {
  %c16 = arith.constant 16 : index
  %x = arith.remui %a, %c16 : index
  %y = arith.addi %x, %c16 : index
  %c = arith.cmpi ult, %y, %x : index
  return %y, %c : index, i1
}

// -----

// i8 chains are not folded when 8 is not a supported width.
func.func @chain(%a: i8, %b: i16) -> (i8, i16) {
  %0 = arith.index_cast %a : i8 to index
  %1 = arith.index_cast %0 : index to i8
  %2 = arith.index_cast %b : i16 to index
  %3 = arith.index_cast %2 : index to i16
  return %1, %3 : i8, i16
}
