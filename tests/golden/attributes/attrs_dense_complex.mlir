// FLAGS: --allow-unregistered-dialect
"foo.dense"() {
  a = dense<(1, 2)> : tensor<complex<i32>>,
  b = dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>,
  c = dense<(1, -1)> : tensor<4xcomplex<i8>>,
  d = dense<[(0.5, 0.25)]> : tensor<1xcomplex<f64>>,
  e = dense<[[(1, 2), (3, 4)], [(5, 6), (7, 8)]]> : tensor<2x2xcomplex<i16>>,
  f = dense<(1.0, 0.0)> : tensor<2xcomplex<f16>>
} : () -> ()
