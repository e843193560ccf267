// FLAGS: --allow-unregistered-dialect
"foo.dense"() {
  a = dense<[1, 2, 3]> : tensor<3xi32>,
  b = dense<5> : tensor<2x2xi8>,
  c = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>,
  d = dense<true> : tensor<4xi1>,
  e = dense<[true, false, true]> : tensor<3xi1>,
  f = dense<[1, -1]> : vector<2xi16>,
  g = dense<> : tensor<0xi32>,
  h = dense<[170141183460469231731687303715884105727, -1]> : tensor<2xi128>,
  i = dense<[255, 0]> : tensor<2xui8>,
  j = dense<[-128, 127]> : tensor<2xsi8>,
  k = dense<[0, 9]> : tensor<2xindex>,
  l = dense<7> : tensor<i32>,
  m = dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>,
  n = dense<[1, 2, 3, 4]> : tensor<4xi4>,
  o = dense<0> : tensor<0x4xi8>,
  p = dense<[[[1]], [[2]]]> : tensor<2x1x1xi32>
} : () -> ()
