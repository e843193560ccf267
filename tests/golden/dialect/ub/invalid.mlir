// FLAGS: %s --split-input-file
// Errors of the ub ops, one per chunk.

// The value must be a poison attribute.
func.func @f() {
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @f() {
  %0 = ub.poison <#ub.nope> : i32
  return
}

// -----

// The custom form needs a type.
func.func @f() {
  %0 = ub.poison
  return
}

// -----

// One result.
func.func @f() {
  "ub.poison"() : () -> ()
  return
}

// -----

// unreachable is a terminator.
func.func @f() {
  ub.unreachable
  return
}

// -----

// unreachable has no operands.
func.func @f(%a: i32) {
  "ub.unreachable"(%a) : (i32) -> ()
}

// -----

// poison: a non-poison attribute in the custom form.
func.func @f(%a: i32) {
  %0 = ub.poison <1 : i32> : i32
  return
}

// -----

// poison: two results.
func.func @f(%a: i32) {
  %0:2 = "ub.poison"() <{value = #ub.poison}> : () -> (i32, i32)
  return
}

// -----

// unreachable: no results.
func.func @f(%a: i32) {
  %0 = "ub.unreachable"() : () -> i32
  return
}
