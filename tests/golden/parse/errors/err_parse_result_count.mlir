// FLAGS: --allow-unregistered-dialect
%0, %1 = "foo.op"() : () -> i32
