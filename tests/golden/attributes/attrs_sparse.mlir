// FLAGS: --allow-unregistered-dialect
"foo.sparse"() {
  a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>,
  b = sparse<[[0, 1]], [1.5]> : tensor<2x2xf32>,
  c = sparse<> : tensor<4xi32>,
  d = sparse<[[1]], [-3]> : vector<4xi8>,
  f = sparse<0, 7> : tensor<4xi32>
} : () -> ()
