// FLAGS: %s --split-input-file --allow-unregistered-dialect
// Nested parse errors: mlir-opt keeps the inner error before the outer one
// (distinct, dense arrays); a variadic type list needs at least one type.
"x"() {a = array<: 1>} : () -> ()
// -----
"x"() {a = distinct[8]<,>} : () -> ()
// -----
"x"() {a = distinct[0]<42 : ,>} : () -> ()
// -----
"x"() {a = distinct[0]<#foo>} : () -> ()
// -----
func.func @f(%a: i32) { cf.br ^bb1(%a : dense_resource) ^bb1(%b: i32): return }
// -----
func.func @f(%a: i32) { cf.br ^bb1(%a : ) ^bb1(%b: i32): return }
