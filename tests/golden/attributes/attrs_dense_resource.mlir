// FLAGS: --allow-unregistered-dialect
"foo.res"() {a = dense_resource<blob1> : tensor<3xi32>, b = dense_resource<blob2> : tensor<2xf32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200000003000000",
      blob2: "0x080000000000803F00000040"
    }
  }
#-}
