// FLAGS: --allow-unregistered-dialect
"foo.a"() {a = dense<(1, 2)> : tensor<2xi32>} : () -> ()
