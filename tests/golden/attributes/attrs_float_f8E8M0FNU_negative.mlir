// FLAGS: --allow-unregistered-dialect
"foo.a"() {a = -1.0 : f8E8M0FNU} : () -> ()
