// FLAGS: --allow-unregistered-dialect
"foo.op"() {a = 256 : i8} : () -> ()
