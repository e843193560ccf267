// FLAGS: --allow-unregistered-dialect --no-implicit-module --print-op-stats
#a = {k = 1}
"t.a"() ({
 "t.b"() {x = #a}: () -> ()
}, {}) {y = #a} : () -> ()
