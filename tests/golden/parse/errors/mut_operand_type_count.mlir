// FLAGS: %s --split-input-file --allow-unregistered-dialect
// Operand/type count mismatches of custom ops: the message of mlir-opt 22
// and its place (the first token of the operand list); a paren list whose
// first token is no SSA name is empty.
func.func @f(%a: i32) { call @f() : (i32) -> () }
// -----
func.func @f(%a: i32) { call @f(  %a) : (i32, i32) -> () }
// -----
func.func @f(%a: i32) { return %a : i32, i32 }
// -----
func.func @f(%a: i32) { return %a, %a : i32 }
// -----
func.func @f(%a: i32) { cf.br ^bb1( %a, %a : i32) ^bb1(%b: i32, %c: i32): return }
// -----
func.func @f(%a: i32) { %0 = func.call_indirect %b(%a) : (i32, i32) -> () }
// -----
func.func @f(%a: i32) { %0 = builtin.unrealized_conversion_cast %a, %a : i32 to i64 }
// -----
func.func @f(%a: i32) { call @f( : (i32) -> () }
// -----
func.func @f(%a: i32) { %0 = func.call_indirect %b( : (i32, i32) -> () }
// -----
func.func @f(%a: i32) { call @f(3) : (i32) -> () }
// -----
func.func @f(%a: i32) { call @f(%a, ) : (i32) -> () }
