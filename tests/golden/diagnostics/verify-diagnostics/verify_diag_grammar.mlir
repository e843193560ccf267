// FLAGS: --split-input-file --verify-diagnostics
// The expected-* grammar: only `expected-KIND(-re)? *(@DESIGNATOR)? *{{MSG}}`
// at the end of a line is an annotation; anything else is ignored.

// expected-error@+1 junk {{undeclared}}
func.func @junk() {
  return %x : i32
}

// -----
func.func @trailing() {
  return %x : i32 // expected-error {{undeclared}} trailing
}

// -----
  // expected-error @+2   {{undeclared}}  
func.func @spaces() {
  return %x : i32
}

// -----
func.func @greedy() {
  // expected-error@+1{{use}} }}
  return %x : i32
}

// -----
// expected-error@below {{undeclared}}
// a comment line is the line below
func.func @below() {
  return %x : i32
}

// -----
func.func @above() {
  return %x : i32
  // expected-error@above {{undeclared}}
  // expected-error@above {{undeclared}}
}

// -----
func.func @minus() {
  return %x : i32
}
// expected-error@-2 {{undeclared}}
// expected-error@-20 {{not there}}
// expected-error@+20 {{not there}}
// expected-error@#label {{ignored}}

// -----
// expected-warning@+2 {{undeclared}}
func.func @kind() {
  return %x : i32
}

// -----
// expected-error-re@+2 {{use of {{[a-z]+}} SSA {{value|name}}}}
func.func @re() {
  return %x : i32
}

// -----
// expected-error-re@+3 {{use of {{[a-z+}} SSA}}
// expected-error-re@+2 {{use of {{(a}} SSA}}
// expected-error-re@+1 {{use of {{x SSA}}
func.func @bad_re() {
  return %x : i32
}

// -----
// expected-error@+2 {{}}
func.func @empty() {
  return %x : i32
}

// -----
// expected-note@+1 {{n}}
func.func @nothing() {
  return
}
// expected-error@unknown {{has 0 operands}}
// expected-error@unknown {{never}}

// -----
func.func @f() -> i32 {
  "func.return"() : () -> () loc(unknown)
}

// -----
// One verifier covers the whole file: an offset may reach into the next chunk.
// expected-error@+6 {{undeclared}}
func.func @g() {
  return
}
// -----
func.func @h() {
  return %x : i32
}
