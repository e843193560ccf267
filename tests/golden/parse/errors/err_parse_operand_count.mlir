// FLAGS: --allow-unregistered-dialect
%0 = "foo.op"() : () -> i32
"foo.use"(%0) : (i32, i32) -> ()
