// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo
// Ops without an explicit location get their source position.
%0 = "foo.a"() : () -> i32
  "foo.b"(%0) : (i32) -> ()
func.func @f(%arg0: i32, %arg1: f32) -> i32 {
  return %arg0 : i32
}
"foo.r"() ({
^bb0(%x: i32, %y: i64):
  "foo.t"() : () -> ()
}) : () -> ()
