// FLAGS: --allow-unregistered-dialect
"foo.res"() {a = dense_resource<blob1> : tensor<3xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200"
    }
  }
#-}
