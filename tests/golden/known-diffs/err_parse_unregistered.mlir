// FLAGS:
"foo.op"() : () -> ()
