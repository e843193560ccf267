// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo
"foo.a"() : () -> () loc("x.c":1:1)
"foo.b"() : () -> () loc("x.c":1:1)
"foo.c"() : () -> () loc("y.c":2:2)
"foo.r"() ({
  "foo.inner"() : () -> () loc("x.c":1:1)
}) : () -> () loc(fused["x.c":1:1, "y.c":2:2])
