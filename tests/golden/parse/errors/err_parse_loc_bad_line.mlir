// FLAGS: --allow-unregistered-dialect
"foo.a"() : () -> () loc("a":x)
