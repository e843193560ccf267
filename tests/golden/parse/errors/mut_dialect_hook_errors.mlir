// FLAGS: %s --split-input-file --allow-unregistered-dialect
// Errors of a dialect's type/attribute hook point at the body, and a
// dialect without a hook says so without quoting the body.
"x"() : () -> !memref<2xi32>
// -----
"x"() : () -> !memref.foo<1>
// -----
"x"() {a = #func<x>} : () -> ()
// -----
"x"() {a = #arith.foo} : () -> ()
// -----
"x"() {a = #builtin.foo} : () -> ()
// -----
"x"() {a = #memref.foo} : () -> ()
