// FLAGS: --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=10
// Entries printing longer than 10 characters are left out, then the groups
// and sections they leave empty; booleans and short strings stay.
module attributes { test.blob_ref = dense_resource<blob1> : tensor<2xi32> } {}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  },
  external_resources: {
    ext: {
      s1: "short",
      b1: true
    },
    ext2: {
      s2: "a much longer string value here"
    }
  }
#-}
