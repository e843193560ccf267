// FLAGS: --allow-unregistered-dialect
%0 = "foo.op"() : () -> complex<memref<2xf32>>
