// FLAGS: --cse --allow-unregistered-dialect
func.func @scope(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = memref.alloca_scope -> i32 {
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %1, %1 : i32
    memref.alloca_scope.return %2 : i32
  }
  %3 = arith.muli %0, %0 : i32
  %4 = arith.addi %r, %3 : i32
  return %4 : i32
}
func.func @graph2(%a: i32) {
  "foo.graph"() ({
    %1 = arith.addi %a, %a : i32
    %u = arith.muli %2, %2 : i32
    %2 = arith.addi %a, %a : i32
    %v = arith.muli %1, %1 : i32
    "foo.use"(%u, %v, %2) : (i32, i32, i32) -> ()
  }) : () -> ()
  return
}
func.func @multi(%a: i32, %c: i1) {
  %0 = arith.addi %a, %a : i32
  "foo.multi"() ({
    %1 = arith.addi %a, %a : i32
    "foo.cbr"(%c)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:
    %2 = arith.addi %a, %a : i32
    "foo.use"(%1, %2) : (i32, i32) -> ()
    "foo.br"()[^bb2] : () -> ()
  ^bb2:
    %3 = arith.addi %a, %a : i32
    "foo.use"(%3) : (i32) -> ()
    "foo.end"() : () -> ()
  }) : () -> ()
  "foo.use"(%0) : (i32) -> ()
  return
}
func.func @loops(%a: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %0 = arith.addi %a, %a : i32
  %x = memref.generic_atomic_rmw %m[%c0] : memref<4xi32> {
  ^bb0(%cur: i32):
    %1 = arith.addi %a, %a : i32
    %2 = arith.addi %cur, %1 : i32
    memref.atomic_yield %2 : i32
  }
  "foo.use"(%0, %x) : (i32, i32) -> ()
  return
}
