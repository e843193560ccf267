// FLAGS: --allow-unregistered-dialect --no-implicit-module --dump-pass-pipeline --mlir-print-debuginfo --mlir-print-debuginfo
#a = {k = 1}
"t.a"() ({
 "t.b"() {x = #a}: () -> ()
}, {}) {y = #a} : () -> ()
