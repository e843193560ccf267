// FLAGS: --allow-unregistered-dialect
%2 = "foo.nested"() : () -> tensor<2xtuple<i32, vector<4xf32>>>
