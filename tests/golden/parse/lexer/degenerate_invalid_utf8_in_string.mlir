// FLAGS: --allow-unregistered-dialect
"foo.op"() {a = "héllo ÿ"} : () -> ()
