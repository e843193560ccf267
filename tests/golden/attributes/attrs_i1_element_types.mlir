// FLAGS: --allow-unregistered-dialect
// si1/ui1 elements print as true/false and accept them; complex<i1> parts
// are written a byte each but read back bit-packed by MLIR.
"t.op"() {a = dense<[(1, 1), (0, 1)]> : tensor<2xcomplex<i1>>, b = dense<(1,1)> : tensor<2xcomplex<i1>>, c = dense<[(true, false)]> : tensor<1xcomplex<i1>>, e = dense<[(1, 1), (0, 1),(1, 1), (0, 1),(1, 1), (0, 1),(1, 1), (0, 1)]> : tensor<8xcomplex<i1>>} : () -> ()
"t.op"() {a = dense<[0, 0, -1]> : tensor<3xsi1>, b = dense<[true, false]> : tensor<2xui1>, c = dense<1> : tensor<2xui1>, d = sparse<[[1]], [1]> : tensor<3xui1>, f = -1 : si1, g = 1 : ui1} : () -> ()
"t.op"() {a = dense<[(0, -1), (0, -1)]> : tensor<2xcomplex<si1>>, b = dense<(1,0)> : tensor<2xcomplex<ui1>>, d = dense<"0x01000000"> : tensor<2xcomplex<i1>>} : () -> ()
