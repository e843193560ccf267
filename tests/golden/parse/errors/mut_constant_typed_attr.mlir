// FLAGS: %s --split-input-file --allow-unregistered-dialect
// arith.constant takes a TypedAttr: other kinds fail in the parser at the
// attribute, typed ones that are not numbers or elements in the verifier.
func.func @f() { %c0 = arith.constant "x" : i32 }
// -----
func.func @f() { %c0 = arith.constant unit }
// -----
func.func @f() { %c0 = arith.constant [1] }
// -----
func.func @f() { %c0 = arith.constant f16 : bf16 }
// -----
func.func @f() { %c0 = arith.constant #foo.bar }
// -----
func.func @f() { %c0 = arith.constant array<i32: 1> }
// -----
func.func @f() -> i64 { %c0 = arith.constant 1 return %c0 : i64 }
