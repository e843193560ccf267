// FLAGS: --allow-unregistered-dialect
"foo.op"() {a = ""} : () -> ()
"foo.op2"() : () -> () 
