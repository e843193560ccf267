// FLAGS: --allow-unregistered-dialect --mlir-print-op-generic
%0 = "foo.op"() <{prop = 1 : i32}> {attr = "x"} : () -> i32
"foo.region"(%0) ({
^bb0(%a: i32):
  "foo.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  "foo.ret"() : () -> ()
}) : (i32) -> ()
%1 = builtin.unrealized_conversion_cast %0 : i32 to f32
