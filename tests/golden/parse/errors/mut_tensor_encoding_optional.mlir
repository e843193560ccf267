// FLAGS: %s --split-input-file --allow-unregistered-dialect
// A tensor encoding is an optional attribute: only tokens that start an
// attribute in mlir-opt's parseOptionalAttribute (or a type) are one.
"foo"() : () -> (tensor<8xi32, unit>)
// -----
"foo"() : () -> (tensor<8xi32, >)
// -----
"foo"() : () -> (tensor<*xi32, >)
// -----
"foo"() : () -> (tensor<8xi32, i32>)
// -----
"foo"() : () -> (tensor<8xi32, #foo.bar>)
// -----
"foo"() : () -> (tensor<8xi32, (i32) -> i32>)
// -----
"foo"() : () -> (tensor<8xi32, array<i32>>)
// -----
"foo"() : () -> (tensor<8xi32, strided<[1]>>)
// -----
"foo"() : () -> (tensor<8xi32, distinct[0]<unit>>)
// -----
"foo"() : () -> (tensor<8xi32, foo>)
// -----
"foo"() : () -> (tensor<8xi32, :>)
// -----
"foo"() : () -> (tensor<*xi32, i32>)
