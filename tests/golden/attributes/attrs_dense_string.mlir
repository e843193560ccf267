// FLAGS: --allow-unregistered-dialect
"foo.dense"() {
  a = dense<"splat"> : tensor<3x!foo.string>,
  b = dense<["a", "bc", ""]> : tensor<3x!foo.string>,
  c = dense<["x\"y", "\00\FF"]> : tensor<2x!foo.string>,
  d = dense<[["a", "b"], ["c", "d"]]> : tensor<2x2x!foo.string>
} : () -> ()
