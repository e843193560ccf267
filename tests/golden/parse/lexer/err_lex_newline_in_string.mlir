// FLAGS: --allow-unregistered-dialect
"foo.op"() {a = "line one
line two"} : () -> ()
