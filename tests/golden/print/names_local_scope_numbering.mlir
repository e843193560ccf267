// FLAGS: --allow-unregistered-dialect --mlir-print-local-scope
func.func @f(%x: i32) -> i32 {
  %0 = "t.a"(%x) : (i32) -> i32
  "t.r"() ({
  ^bb0(%y: i32):
    %1 = "t.b"(%y) : (i32) -> i32
    "t.c"() ({
    ^bb0(%z: i32):
      %2 = "t.d"(%z, %1) : (i32, i32) -> i32
    }) : () -> ()
  }) : () -> ()
  %3 = "t.e"(%0) : (i32) -> i32
  return %3 : i32
}
