// FLAGS: --allow-unregistered-dialect
%0:4 = "foo.m"() : () -> (memref<4xf32>, memref<?x?xi8>, memref<f32>, memref<*xf32>)
%1:3 = "foo.space"() : () -> (memref<4xf32, 1>, memref<4xf32, "gpu">, memref<*xi32, 3>)
%2:4 = "foo.strided"() : () -> (memref<4xf32, strided<[1]>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4x4xf32, strided<[8, 2], offset: 4>, 2>, memref<f32, strided<[], offset: 7>>)
%3:3 = "foo.affine"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(d0) -> (d0)>>, memref<16xi8, affine_map<(d0)[s0] -> (d0 + s0)>, 5>)
%5 = "foo.vec"() : () -> memref<2xvector<4xf32>>
