// FLAGS: --allow-unregistered-dialect
%0 = "foo.op"() : () -> i16777216
