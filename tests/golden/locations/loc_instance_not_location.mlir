// FLAGS: --allow-unregistered-dialect --split-input-file %s
#a = 1
"t.a"() : () -> () loc(fused[#a])
// -----
#a = 1
"t.a"() : () -> () loc(callsite(#a at "x":1:1))
// -----
"t.a"() : () -> () loc(fused[#nope])
