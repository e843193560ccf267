// FLAGS: --allow-unregistered-dialect
"foo.x"() : () -> ()
{-# dialect_resources: { builtin: { unused: "0x0400000001000000" } } #-}
