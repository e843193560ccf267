// FLAGS: %s --split-input-file --allow-unregistered-dialect
// Malformed file locations: every form is a FileLineColRange to mlir-opt 22;
// where each error points; `to` needs a start column.
"foo"() : () -> () loc("a":x)
// -----
"foo"() : () -> () loc("a":1:-2)
// -----
"foo"() : () -> () loc("a":1:2 to x)
// -----
"foo"() : () -> () loc("a":1:2 to 3)
// -----
"foo"() : () -> () loc("a":-1)
// -----
"foo"() : () -> () loc("a":1:2 to 99999999999:3)
// -----
"foo"() : () -> () loc("a":1:99999999999)
// -----
"foo"() : () -> () loc("a":1:2 to 3: 99999999999)
// -----
"foo"() : () -> () loc("a":1:2 to : 99999999999)
// -----
"foo"() : () -> () loc("a":1: 99999999999)
// -----
"foo"() : () -> () loc("a": 99999999999)
// -----
"foo"() : () -> () loc("a":1:2 to)
// -----
"foo"() : () -> () loc("a":1 to 3:4)
// -----
"foo"() : () -> () loc(fused["x":1:-9223372036854775809])
