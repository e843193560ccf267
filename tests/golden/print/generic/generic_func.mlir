// FLAGS: --mlir-print-op-generic
func.func @f(%a: i32 {foo.arg}) -> (i32 {foo.res}) attributes {foo.fn = 1} {
  %0 = call @g(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @g(i32) -> i32
func.func nested @h() {
  %f = constant @g : (i32) -> i32
  return
}
