// FLAGS: --allow-unregistered-dialect
"foo.a"() {a = dense_resource<k> : tensor<2xi32>} : () -> ()
{-# dialect_resources: { builtin: { k: "0x04000000" } } #-}
