// FLAGS: --allow-unregistered-dialect
%0:2 = "foo.op"() : () -> (i32, i32)
"foo.use"(%0#2) : (i32) -> ()
