// FLAGS: --allow-unregistered-dialect
"foo.dense"() {
  a = dense<[1.0, 2.5, -3.0]> : tensor<3xf32>,
  b = dense<0.1> : tensor<4xf64>,
  c = dense<[1.0, 65504.0]> : tensor<2xf16>,
  d = dense<[1.0, 3.0e38]> : tensor<2xbf16>,
  e = dense<[0x7FC00000, 0x7F800000, 0xFF800000]> : tensor<3xf32>,
  g = dense<[[1.5, 2.5], [3.5, 4.5]]> : vector<2x2xf32>,
  h = dense<-0.0> : tensor<f32>,
  i = dense<[448.0, 0.5]> : tensor<2xf8E4M3FN>,
  j = dense<[1.0e-45, 1.0e-40]> : tensor<2xf32>,
  k = dense<1.0> : tensor<2x3xf80>
} : () -> ()
