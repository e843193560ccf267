// FLAGS: --allow-unregistered-dialect
"t.op"() {a = dense_resource<r> : tensor<2xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      r: "0x01000000C342",
      r: "0x010000004DF2DF86"
    }
  }
#-}
