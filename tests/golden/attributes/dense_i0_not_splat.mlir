// FLAGS: --split-input-file --allow-unregistered-dialect
// i0 elements have no storage: never a splat, every element printed (hex
// past 100 elements), and only empty hex data fits.
"t.a"() {a = dense<[0, 0]> : tensor<2xi0>, b = dense<0> : tensor<2xi0>, c = dense<[0, 0]> : vector<2xi0>, d = dense<[[0], [0]]> : tensor<2x1xi0>, e = dense<[]> : tensor<0xi0>, f = dense<"0x"> : tensor<2xi0>, g = dense<[0, 0]> : tensor<2xui0>, h = dense<0> : tensor<3xsi0>} : () -> ()
"t.b"() {a = sparse<[[0], [1]], 0> : tensor<4xi0>, b = array<i0: 0, 0>, c = dense<(0, 0)> : tensor<2xcomplex<i0>>, d = dense<0> : tensor<101xi0>, e = 0 : i0} : () -> ()
%0 = arith.constant dense<0> : tensor<3xi0>

// -----
"t.a"() {x = dense<"0x00"> : tensor<2xi0>} : () -> ()

// -----
"t.a"() {x = dense<[0, 1]> : tensor<2xi0>} : () -> ()
