// FLAGS: %s --split-input-file --allow-unregistered-dialect
// Result-group counts are 64-bit and summed with wrap-around, as in
// mlir-opt; a mismatch is reported after the op is parsed.
%0:4294967296 = "foo"() : () -> (i1)
// -----
%0:0 = "foo"() : () -> (i1)
// -----
%0:18446744073709551616 = "foo"() : () -> (i1)
// -----
%0:4294967297, %1:18446744073709551615 = "foo"() : () -> (i1)
// -----
%0:4294967296 = "foo"() : () -> (i1, i17x2xi64
// -----
%0:2, %1 = "foo"() : () -> (i1, i1, i1)
