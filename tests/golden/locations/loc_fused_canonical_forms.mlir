// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo
"t.a"() : () -> () loc(fused<"m">[])
"t.b"() : () -> () loc(fused[])
"t.c"() : () -> () loc(fused["x":1:1])
"t.d"() : () -> () loc(fused["x":1:1, unknown, "x":1:1])
"t.e"() : () -> () loc(fused<"m">[fused<"m">["y":2:2], "z":3:3])
"t.f"() : () -> () loc("":4:5)
"t.g"() : () -> () loc("":4)
