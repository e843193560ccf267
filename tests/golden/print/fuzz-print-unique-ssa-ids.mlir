// FLAGS: -allow-unregistered-dialect --mlir-print-unique-ssa-ids
// Numbers and name suffixes run on across regions (last region first).
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @g(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = "test.op"(%0) ({
  ^bb0(%x: i32):
    %3 = arith.addi %x, %x : i32
    "test.yield"(%3) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    %3 = arith.addi %x, %x : i32
    "test.yield"(%3) : (i32) -> ()
  }) : (i32) -> i32
  %c = arith.constant 1 : i32
  %d = arith.constant 1 : i32
  return %1 : i32
}
func.func @f() -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.constant 1 : i32
  return %c : i32
}
func.func @g() -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.constant 1 : i32
  cf.br ^bb1
^bb1:
  return %c : i32
}
