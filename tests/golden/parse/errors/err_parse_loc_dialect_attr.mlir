// FLAGS: --allow-unregistered-dialect
"foo.a"() : () -> () loc(#foo.loc)
