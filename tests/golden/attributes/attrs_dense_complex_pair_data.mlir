// FLAGS: --allow-unregistered-dialect
// A complex pair for non-complex elements: the data of two elements, else a splat.
"foo.a"() {a = dense<(1, 2)> : tensor<2xi32>, b = dense<(1, 2)> : tensor<1xi32>, d = dense<(1, 2)> : tensor<2x1xi32>, f = dense<(1.0, 2.0)> : tensor<2xf32>, g = dense<(1, 2)> : vector<2xi8>, h = dense<(true, false)> : tensor<2xi1>, i = dense<(1, 1)> : tensor<2xi32>} : () -> ()
