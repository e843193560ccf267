// FLAGS: '--pass-pipeline=builtin.module(inline{default-pipeline= max-iterations=1 inlining-threshold=50})' --split-input-file
// Without a simplification pipeline, one round, and a size threshold: the
// small callee is inlined, the large one is not.
func.func private @small(%x: i32) -> i32 {
  return %x : i32
}
func.func private @large(%x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %a : i32
  %c = arith.subi %b, %x : i32
  %d = arith.addi %c, %b : i32
  return %d : i32
}
func.func @f(%x: i32) -> (i32, i32) {
  %0 = call @small(%x) : (i32) -> i32
  %1 = call @large(%0) : (i32) -> i32
  %c = arith.constant 1 : i32
  %2 = arith.addi %1, %c : i32
  return %0, %2 : i32, i32
}

// -----

func.func private @callee(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  return %y : i32
}
func.func @g(%x: i32) -> i32 {
  %0 = call @callee(%x) : (i32) -> i32
  return %0 : i32
}
