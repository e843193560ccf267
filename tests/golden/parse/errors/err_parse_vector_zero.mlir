// FLAGS: --allow-unregistered-dialect
%0 = "foo.op"() : () -> vector<0xf32>
