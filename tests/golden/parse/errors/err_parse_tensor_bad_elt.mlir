// FLAGS: --allow-unregistered-dialect
%0 = "foo.op"() : () -> tensor<4xtensor<2xf32>>
