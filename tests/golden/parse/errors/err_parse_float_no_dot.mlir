// FLAGS: --allow-unregistered-dialect
"foo.op"() {a = 1e16 : f64} : () -> ()
