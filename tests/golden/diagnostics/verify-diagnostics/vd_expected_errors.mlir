// FLAGS: %s --verify-diagnostics --split-input-file
func.func @f() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func private @g()
// expected-error @+2 {{redefinition of symbol named 'g'}}
// expected-note @-2 {{see existing symbol definition here}}
func.func private @g()

// -----

func.func @h() {
  // expected-error @below {{use of undeclared SSA value name}}
  return %x : i32
}
