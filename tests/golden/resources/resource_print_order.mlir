// FLAGS: --allow-unregistered-dialect
"foo.a"() {b = dense_resource<alpha> : tensor<2xi32>, a = dense_resource<zeta> : tensor<2xi32>, c = dense_resource<mid> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      zeta: "0x0400000001000000",
      mid: "0x0400000001000000",
      alpha: "0x0400000001000000"
    }
  }
#-}
