// FLAGS: --allow-unregistered-dialect
"foo.op"() {a = 0x : i32} : () -> ()
