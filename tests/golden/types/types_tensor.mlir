// FLAGS: --allow-unregistered-dialect
%0:5 = "foo.t"() : () -> (tensor<4xf32>, tensor<?x4xi8>, tensor<f64>, tensor<0x?x0xindex>, tensor<*xf32>)
%1:3 = "foo.enc"() : () -> (tensor<4xf32, "enc">, tensor<?xi32, {a = 1}>, tensor<2x2xf16, #foo.enc<1>>)
%2:3 = "foo.elt"() : () -> (tensor<4x!foo.elt>, tensor<*xcomplex<f32>>, tensor<2xvector<4xf32>>)
