// FLAGS: --allow-unregistered-dialect --mlir-print-debuginfo
#loc = loc("a.c":1:1)
#loc_named = loc("b.c":2:2)
#mine = loc(fused[#loc, #loc_named])
"foo.a"() : () -> () loc(#loc)
"foo.b"() : () -> () loc(#loc_named)
"foo.c"() : () -> () loc(#mine)
"foo.d"() : () -> () loc(callsite(#loc at #loc_named))
"foo.e"() {l = loc("attr.c":9:9)} : () -> ()
