// FLAGS: --allow-unregistered-dialect
// The top-level module body is a graph region: uses may precede definitions.
"foo.use"(%later) : (i32) -> ()
%later = "foo.def"(%later2) : (i64) -> i32
%later2 = "foo.def2"() : () -> i64
func.func @f(%arg0: i1) -> i32 {
  "foo.br"()[^bb2] : () -> ()
^bb1:
  "foo.ret"(%v) : (i32) -> ()
^bb2:
  %v = "foo.val"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
}
