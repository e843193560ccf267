// FLAGS: %s --split-input-file
// Delimiters of custom-op lists report "expected '('" without context.
func.func @f(%a: i32 %b: i32)
// -----
func.func @f
// -----
func.func private @f(i32 i32)
// -----
func.func @f() { call @f : () -> () }
// -----
func.func @f(%a: i32) { call @f(%a %a) : () -> () }
// -----
func.func @f(%a: i1) { %0 = func.call_indirect %a(%a %a) : () -> () }
// -----
func.func @f(%a: memref<4xi32>, %i: index) { %0 = memref.load %a[%i %i] : memref<4xi32> }
