// FLAGS: %s --allow-unregistered-dialect --split-input-file
// mlir-opt loads dialects rmlir does not have (`test`, `dlti`, ...): their
// attributes are parsed and verified by those dialects rather than kept
// opaque.
"foo.op"() {mapping = [#test.m]} : () -> ()

// -----

module attributes {dlti.unused = 1 : i32} {
}
