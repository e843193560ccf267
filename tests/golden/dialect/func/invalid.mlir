// FLAGS: %s --split-input-file
// Errors of the func ops, one per chunk.

// A public declaration.
func.func @decl()

// -----

// Entry block arguments must match the signature.
func.func @f(i32) {
^bb0(%a: i64):
  return
}

// -----

func.func @f(i32, i32) {
^bb0(%a: i32):
  return
}

// -----

// function_type must be a function type.
"func.func"() <{function_type = i32, sym_name = "f"}> ({
}) : () -> ()

// -----

// Argument attributes must be dictionaries, one per argument.
"func.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "private", arg_attrs = [1 : i32]}> ({
}) : () -> ()

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "private", res_attrs = [{}]}> ({
}) : () -> ()

// -----

// Bad visibility.
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "hidden"}> ({
}) : () -> ()

// -----

// Return arity and types.
func.func @f() -> i32 {
  return
}

// -----

func.func @f(%a: i64) -> i32 {
  return %a : i64
}

// -----

// Return must be in a func.func.
"builtin.module"() ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// Calls: the callee must exist and be a function, arity and types match.
func.func @f() {
  call @missing() : () -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f() {
  call @g() : () -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i64) {
  %0 = call @g(%a) : (i64) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  %0 = call @g(%a) : (i32) -> i64
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  %0:2 = call @g(%a) : (i32) -> (i32, i32)
  return
}

// -----

module {
  module @m {
  }
  func.func @f() {
    call @m() : () -> ()
    return
  }
}

// -----

func.func @f() {
  "func.call"() : () -> ()
  return
}

// -----

// call_indirect: callee type and operands must agree.
func.func @f(%g: (i32) -> i32, %a: i64) {
  %0 = "func.call_indirect"(%g, %a) : ((i32) -> i32, i64) -> i32
  return
}

// -----

func.func @f(%g: (i32) -> i32, %a: i32) {
  %0 = "func.call_indirect"(%g, %a) : ((i32) -> i32, i32) -> i64
  return
}

// -----

// constant: the symbol must exist with the constant's type.
func.func @f() {
  %0 = constant @missing : () -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f() {
  %0 = constant @g : () -> ()
  return
}

// -----

// Parser: missing argument list, result type count.
func.func @f {
  return
}

// -----

func.func @f(%a: i32) -> (i32, i32) {
  return %a : i32, i32, i32
}

// -----

// A function's body region may be empty only for declarations; a definition
// needs a terminator.
func.func @f() {
  %0 = arith.constant 1 : i32
}

// -----

// call: the callee attribute must be a flat symbol reference.
module {
  module @m {
    func.func @g()
  }
  func.func @f() {
    call @m::@g() : () -> ()
    return
  }
}

// -----

// constant: the type is a function type.
func.func @f(%a: i32) {
  %0 = func.constant @f : i32
  return
}

// -----

// call_indirect: the callee must be a function value.
func.func @f(%a: i32) {
  %0 = "func.call_indirect"(%a) : (i32) -> i32
  return
}

// -----

// return: operand count in the generic form.
"func.return"(%a, %a) : (i32, i32) -> ()

// -----

// Parser: argument attribute is not a dictionary.
func.func private @g(i32 [1])

// -----

// Parser: named and unnamed arguments mixed.
func.func @g(%x: i32, i64) {
  return
}

// -----

// Parser: `nested` visibility on a definition in a module is fine, other words are not.
func.func hidden @g() {
  return
}

// -----

// Duplicate argument names.
func.func @g(%x: i32, %x: i32) {
  return
}
