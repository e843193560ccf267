// FLAGS: --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=27
// The only blob prints 28 characters: everything is left out, and the
// metadata dictionary stays, empty.
module attributes { test.blob_ref = dense_resource<blob1> : tensor<2xi32> } {}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      blob2: "0x04000000AABB"
    }
  }
#-}
