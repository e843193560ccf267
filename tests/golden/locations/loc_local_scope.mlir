// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope
"foo.a"() : () -> () loc("a.c":1:1)
"foo.b"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> () loc(fused["a.c":1:1, "b"])
