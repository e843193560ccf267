// FLAGS: %s --split-input-file
// Errors of the index ops, one per chunk; messages are mlir-opt's.

// Operands are index.
func.func @f(%a: index, %b: index, %i: i32, %f: f32) {
  %0 = "index.add"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: index, %b: index, %i: i32, %f: f32) {
  %0 = index.add %a, %i
  return
}

// -----

func.func @f(%a: index, %b: index, %i: i32, %f: f32) {
  %0 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate slt>}> : (index, index) -> index
  return
}

// -----

func.func @f(%a: index, %b: index, %i: i32, %f: f32) {
  %0 = index.cmp lt(%a, %b)
  return
}

// -----

// Casts go between index and an integer.
func.func @f(%a: index, %b: index, %i: i32, %f: f32) {
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @f(%a: index, %b: index, %i: i32, %f: f32) {
  %0 = index.castu %f : f32 to index
  return
}

// -----

func.func @f(%a: index, %b: index, %i: i32, %f: f32) {
  %0 = "index.casts"(%i) : (i32) -> i64
  return
}

// -----

// Constants.
func.func @f(%a: index, %b: index, %i: i32, %f: f32) {
  %0 = index.constant 1.5
  return
}

// -----

func.func @f(%a: index, %b: index, %i: i32, %f: f32) {
  %0 = "index.constant"() <{value = 1 : i32}> : () -> index
  return
}

// -----

func.func @f(%a: index, %b: index, %i: i32, %f: f32) {
  %0 = "index.sizeof"() : () -> i64
  return
}

// -----

// Binary ops: the custom form takes no type.
func.func @f(%a: index, %b: index, %i: i32, %f: f32, %c: i1) {
  %0 = index.add %a, %b : index
  return
}

// -----

// cmp: missing predicate.
func.func @f(%a: index, %b: index, %i: i32, %f: f32, %c: i1) {
  %0 = index.cmp (%a, %b)
  return
}

// -----

// castu: index to index.
func.func @f(%a: index, %b: index, %i: i32, %f: f32, %c: i1) {
  %0 = index.castu %a : index to index
  return
}

// -----

// bool.constant: one result of i1 (generic form).
func.func @f(%a: index, %b: index, %i: i32, %f: f32, %c: i1) {
  %0 = "index.bool.constant"() <{value = true}> : () -> index
  return
}

// -----

// constant: value too large for 64 bits.
func.func @f(%a: index, %b: index, %i: i32, %f: f32, %c: i1) {
  %0 = index.constant 99999999999999999999
  return
}

// -----

// shl: an i32 operand in the generic form.
func.func @f(%a: index, %b: index, %i: i32, %f: f32, %c: i1) {
  %0 = "index.shl"(%a, %i) : (index, i32) -> index
  return
}
