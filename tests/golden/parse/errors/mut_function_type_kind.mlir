// FLAGS: %s --split-input-file --allow-unregistered-dialect
// A function type of the wrong kind in custom ops (call, call_indirect,
// functional-type directives) is reported as parseType<FunctionType> does.
func.func @f(%n: i64) { %r = func.call_indirect %n(%n) :  i64 }
// -----
func.func @f(%n: i64) { %r = call @f(%n) :  !foo.bar }
// -----
func.func @f(%m: memref<4xf32>, %s: memref<1xindex>) { %r = memref.reshape %m(%s) : i32 }
