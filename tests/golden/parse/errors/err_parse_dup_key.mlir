// FLAGS: --allow-unregistered-dialect
"foo.op"() {a = 1, b = 2, a = 3} : () -> ()
