// FLAGS: --allow-unregistered-dialect
% = "foo.op"() : () -> i32
