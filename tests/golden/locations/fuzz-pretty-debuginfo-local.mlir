// FLAGS: --mlir-pretty-debuginfo --mlir-print-debuginfo --mlir-print-local-scope
func.func @f() {
  return loc("a.c":1:2 to 3:4)
}
func.func @g() {
  return loc("a.c":1:2 to :4)
}
func.func @h() {
  return loc(callsite(callsite("x" at "y":1:1) at "z":2:2))
}
func.func @i() {
  return loc(unknown)
}
