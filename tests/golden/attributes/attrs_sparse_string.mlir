// FLAGS: --allow-unregistered-dialect
"foo.sparse"() {e = sparse<[[0], [2]], ["a", "b"]> : tensor<4x!foo.string>} : () -> ()
