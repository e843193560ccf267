// FLAGS: --allow-unregistered-dialect
"foo.a"() {a = sparse<[[0, 0, 0]], [1]> : tensor<2x2xi32>} : () -> ()
