// FLAGS: %s --split-input-file --mlir-print-debuginfo --allow-unregistered-dialect
"foo.a"() : () -> ()
// -----
"foo.b"() : () -> ()

// -----
  "foo.c"() : () -> ()
