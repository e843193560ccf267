// FLAGS: %s --split-input-file --allow-unregistered-dialect
// A lone "/" is no lexer error in mlir-opt 22: the parser reports what it
// expected, backing up over the blanks before the "/".
/
// -----
"foo"() {a = /} : () -> ()
// -----
"foo"() : () -> /
// -----
func.func @f() { / }
// -----
%0 = / 
// -----
"foo"() : () -> () loc(/)
// -----
"foo"() : (/) -> ()
// -----
"foo"(/) : () -> ()
// -----
"foo"() {/} : () -> ()
// -----
"foo"() : () -> i32 loc("a"/)
// -----
!a = /
// -----
"foo"() {a = dense</> : tensor<i32>} : () -> ()
// -----
"foo"() {a = affine_map<(d0) -> (d0 / 2)>} : () -> ()
// -----
"foo"() {a = #foo<a/b>} : () -> ()
