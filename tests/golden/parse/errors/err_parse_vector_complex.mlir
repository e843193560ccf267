// FLAGS: --allow-unregistered-dialect
%0 = "foo.v"() : () -> vector<2xcomplex<f32>>
