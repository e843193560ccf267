// FLAGS: %s --arith-int-range-narrowing=int-bitwidths-supported=8,16
// affine.apply ranges let the arithmetic on their results narrow.
func.func @f(%a: index, %b: index) -> (index, i1) {
  %x = affine.apply affine_map<(d0) -> (d0 mod 100)>(%a)
  %y = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 mod 7)>(%x)[%b]
  %s = arith.addi %x, %y : index
  %p = arith.muli %s, %y : index
  %c = arith.cmpi ult, %p, %x : index
  return %p, %c : index, i1
}
