// FLAGS: %s --split-input-file
// Errors of the cf ops, one per chunk.

// Branch operands must match the successor's arguments.
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%b: i64):
  return
}

// -----

func.func @f(%a: i32) {
  cf.br ^bb1
^bb1(%b: i32):
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1
^bb1(%b: i32):
  return
}

// -----

// Branch weights: two of them, not all zero is fine but the count matters.
func.func @f(%c: i1) {
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

// -----

// The condition is an i1.
func.func @f(%c: i32) {
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// assert needs an i1 and a message.
func.func @f(%c: i32) {
  "cf.assert"(%c) <{msg = "m"}> : (i32) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

// switch: case values and destinations agree, values match the flag type.
func.func @f(%a: i32) {
  "cf.switch"(%a) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  "cf.switch"(%a) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// Parser: `default` comes first, and the flag type is an integer.
func.func @f(%a: i32) {
  cf.switch %a : i32, [
    1: ^bb1,
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%a: f32) {
  cf.switch %a : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

// A branch is a terminator; successors are in the same region.
func.func @f() {
  cf.br ^bb1
  return
^bb1:
  return
}

// -----

// Successor operand segments must add up (generic form).
func.func @f(%c: i1, %a: i32) {
  "cf.cond_br"(%c, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32) -> ()
^bb1(%x: i32):
  return
^bb2(%y: i32):
  return
}

// -----

// cond_br: the custom form needs a comma before the false destination.
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1 ^bb1
^bb1:
  return
}

// -----

// br to an undefined block.
func.func @f() {
  cf.br ^missing
}

// -----

// switch: case_operand_segments add up to the case operands.
func.func @f(%a: i32) {
  "cf.switch"(%a, %a) [^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
^bb2(%x: i32):
  return
}

