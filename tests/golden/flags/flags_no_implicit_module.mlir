// FLAGS: --no-implicit-module --mlir-print-debuginfo
#a = 1
func.func @f() attributes {x = #a} {
  return
}
