// FLAGS: --mlir-use-nameloc-as-prefix --mlir-print-op-generic
func.func @f() -> i32 {
  %c = arith.constant 1 : i32 loc("q")
  %d = arith.constant 2 : i32
  %e = arith.constant 3 : i32 loc("")
  %m = memref.alloc() : memref<4xi32> loc("buf")
  %f = arith.addi %c, %d : i32 loc("q")
  %g = arith.addi %f, %e : i32 loc("q_0")
  %h = arith.addi %g, %e : i32 loc("arg0")
  %i = arith.addi %h, %e : i32 loc("bb1")
  %j = arith.addi %i, %e : i32 loc("1")
  return %j : i32
}
