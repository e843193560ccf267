// FLAGS: --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 --mlir-print-elementsattrs-with-hex-if-larger=1
// Elision (more than 2 elements, not splat) wins over hex (more than 1);
// sparse attributes elide when their indices or values would.
"t.op"() {a = dense<[1, 2, 3, 4]> : tensor<4xi32>, b = dense<5> : tensor<8xi16>, c = dense<[1.0, 2.0]> : tensor<2xf32>, d = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, e = dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>, f = dense<["a", "b", "c"]> : tensor<3x!t.s>, g = array<i32: 1, 2, 3>, h = sparse<[[0], [1]], [1, 2]> : tensor<4xi32>, i = dense<[true, false]> : tensor<2xi1>, j = dense<1.0> : tensor<4xf64>, k = dense<> : tensor<0xi32>, l = dense_resource<r> : tensor<2xi32>, m = sparse<[[0], [1], [2]], [1, 2, 3]> : tensor<4xi32>, n = dense<[7]> : tensor<1xi32>, o = dense<["x"]> : tensor<1x!t.s>} : () -> ()
{-# dialect_resources: { builtin: { r: "0x040000000100000002000000" } } #-}
