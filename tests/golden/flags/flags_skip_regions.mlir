// FLAGS: --allow-unregistered-dialect --mlir-print-skip-regions --no-implicit-module
#a = {k = 1}
"t.a"() ({
 "t.b"() {x = #a}: () -> ()
}, {}) {y = #a} : () -> ()
