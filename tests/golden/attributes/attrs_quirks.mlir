// FLAGS: --allow-unregistered-dialect
"foo.a"() {a = #foo.x : i32, b = #foo<"y"> : tensor<2xf32>, c = "s" : tensor<2x!foo.t>, d = [(i32) -> (), () -> i1], e = 0 : i1, f = 1.0 : f64, g = -0x8000000000000000 : i64, h = 0x8000000000000000 : i64, i = 0xFFFFFFFFFFFFFFFFFF : i72} : () -> ()
"foo.b"() {a = dense<[[]]> : tensor<1x0xi32>, b = dense<[]> : tensor<0xf32>, c = dense<[[], []]> : tensor<2x0xi8>, d = dense<0> : tensor<0xi32>, e = dense<1.0> : tensor<0x3xf32>} : () -> ()
"foo.c"() {a = dense<[[true]]> : tensor<1x1xi1>, b = dense<"0xFF"> : tensor<1xi1>, c = dense<"0x01"> : tensor<3xi1>} : () -> ()
"foo.d"() {a = array<i1: true, true>, b = array<i8: 0x7F>, c = array<f16: 1.0, 0x7C00>, d = array<bf16: 1.0>} : () -> ()
