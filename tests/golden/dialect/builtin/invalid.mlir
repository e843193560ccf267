// FLAGS: %s --split-input-file
// Errors of the builtin ops, one per chunk.

// A module's body is a single block without arguments.
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

"builtin.module"() ({
^bb0:
  "builtin.module"() ({}) : () -> ()
^bb1:
}) : () -> ()

// -----

// Non-dialect attributes on a module.
module attributes {foo = 1} {
}

// -----

// A module has no results.
%0 = "builtin.module"() ({
}) : () -> i32

// -----

// A module needs its region.
"builtin.module"() : () -> ()

// -----

// The symbol name must be a string.
"builtin.module"() ({
}) {sym_name = 3 : i32} : () -> ()

// -----

// Custom form: `to` is required.
func.func @f(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 f32
  return
}

// -----

// Custom form: result types must be listed.
func.func @f(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to
  return
}

// -----

// Operand types must match the operands.
func.func @f(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to f32
  return
}

// -----

// Symbol names are unique in a module.
module {
  func.func private @f()
  func.func private @f()
}

// -----

// A module's body is one block, so it cannot branch.
module {
  cf.br ^bb1
^bb1:
}

// -----

// unrealized_conversion_cast: the result types are comma-separated.
func.func @f(%a: i32) {
  %0:2 = builtin.unrealized_conversion_cast %a : i32 to f32 f64
  return
}

// -----

// A nested module is a symbol table too.
module {
  module @m {
    func.func private @g()
    func.func private @g()
  }
}

// -----

// A module's visibility is one of the three words.
module @m attributes {sym_visibility = "hidden"} {
}
