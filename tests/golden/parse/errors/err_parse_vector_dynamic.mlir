// FLAGS: --allow-unregistered-dialect
%0 = "foo.op"() : () -> vector<?xf32>
