// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo
"foo.r"() ({
^bb0(%a: i32 loc("arg.c":1:1), %b: f32 loc(unknown)):
  "foo.br"(%a)[^bb1] : (i32) -> ()
^bb1(%c: i32 loc("arg.c":2:2)):
  "foo.use"(%c, %b) : (i32, f32) -> ()
}) : () -> () loc("op.c":3:3)
func.func @g(%x: i32 loc("fa.c":1:1), %y: i32) {
  return
} loc("fn.c":4:4)
