// FLAGS: --pass-pipeline='builtin.module(inline{default-pipeline=cse})' --mlir-print-ir-after=cse --mlir-print-ir-module-scope --mlir-disable-threading
func.func private @callee(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}
func.func @caller(%a: i32) -> i32 {
  %r = call @callee(%a) : (i32) -> i32
  return %r : i32
}
func.func @caller2(%a: i32) -> i32 {
  %r = call @caller(%a) : (i32) -> i32
  return %r : i32
}
