// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo
"foo.a"() : () -> () loc(fused["x":1:1, fused["y":2:2, "z":3:3]])
