// FLAGS: --allow-unregistered-dialect
"foo.op"() {a = "bad \q escape"} : () -> ()
