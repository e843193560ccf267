// FLAGS: --allow-unregistered-dialect
"foo.op"() {a = 1.5 : i32} : () -> ()
