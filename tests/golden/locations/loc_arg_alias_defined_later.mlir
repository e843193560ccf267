// FLAGS: --mlir-print-debuginfo
func.func @f(%a: i32 loc(#l1), %b: i32 loc(#l2)) {
  return loc(#l1)
}
#l1 = loc("a.c":1:2)
#l2 = loc("b")
