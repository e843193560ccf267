// FLAGS: %s --split-input-file
// Errors of the arith ops, one per chunk; messages are mlir-opt's.

// The constant's value and result types agree.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.constant 1 : i32 : i64
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = "arith.constant"() <{value = 1.0 : f32}> : () -> i32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.constant "str" : i32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.constant dense<1> : tensor<?xi32>
  return
}

// -----

// Integer constants must fit their width.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.constant 256 : i8
  return
}

// -----

// Binary ops take operands and results of one type.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = "arith.addi"(%i, %j) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = "arith.addf"(%f, %f) : (f32, f32) -> f64
  return
}

// -----

// Integer ops reject floats and float ops integers.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.addi %f, %f : f32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.mulf %i, %i : i32
  return
}

// -----

// Unknown flags.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.addi %i, %i overflow<nope> : i32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.addf %f, %f fastmath<quick> : f32
  return
}

// -----

// Extensions widen, truncations narrow.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.extsi %i : i32 to i8
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.extui %i : i32 to i32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.trunci %b : i8 to i32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.extf %f : f32 to f16
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.truncf %h : f16 to f32
  return
}

// -----

// Casts keep the shape.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.extsi %v : vector<4xi8> to vector<2xi32>
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.sitofp %v : vector<4xi8> to f32
  return
}

// -----

// Int/float conversions go the right way.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.sitofp %f : f32 to f64
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.fptosi %i : i32 to i64
  return
}

// -----

// index_cast needs exactly one index side.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.index_cast %i : i32 to i64
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.index_castui %f : f32 to index
  return
}

// -----

// bitcast keeps the bit width.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.bitcast %i : i32 to f64
  return
}

// -----

// Comparisons.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.cmpi ult, %f, %f : f32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.cmpi foo, %i, %i : i32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.cmpf oeq, %i, %i : i32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.cmpf nope, %f, %f : f32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = "arith.cmpi"(%v, %v) <{predicate = 0 : i64}> : (vector<4xi8>, vector<4xi8>) -> i1
  return
}

// -----

// select: the condition is i1 or has the value's shape.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = "arith.select"(%i, %i, %i) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = "arith.select"(%vc, %v, %v) : (vector<2xi1>, vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  return
}

// -----

// Extended ops: the overflow result is i1 of the same shape.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0, %1 = "arith.addui_extended"(%i, %i) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0, %1 = "arith.mulsi_extended"(%i, %i) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.scaling_truncf %f, %s : f32, f8E8M0FNU to f64
  return
}

// -----

// Rounding modes.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU) {
  %0 = arith.truncf %f sideways : f32 to f16
  return
}

// -----

// Integer ops on index are fine, on tensors of floats not.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = arith.subi %t, %t : tensor<4xf32>
  return
}

// -----

// Shifts and remainders follow the binary op rules.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = "arith.shli"(%i, %j) : (i32, i64) -> i32
  return
}

// -----

// Extended ops: the custom form needs the overflow type.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0, %1 = arith.addui_extended %i, %i : i32
  return
}

// -----

// select: the custom form's value type.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %c = arith.cmpi eq, %i, %i : i32
  %0 = arith.select %c, %i, %j : i32
  return
}

// -----

// index_cast between vectors of different shapes.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = arith.index_cast %v : vector<4xi8> to vector<2xindex>
  return
}

// -----

// bitcast of an index.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = arith.bitcast %x : index to i64
  return
}

// -----

// uitofp / fptoui with index.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = arith.uitofp %x : index to f32
  return
}

// -----

// truncf: integer operand.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = arith.truncf %i : i32 to i16
  return
}

// -----

// constant: a vector constant must be an elements attribute of its type.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = arith.constant 1 : vector<4xi32>
  return
}

// -----

func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = arith.constant dense<1.0> : vector<4xi32>
  return
}

// -----

// constant: an i1 literal.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = arith.constant 2 : i1
  return
}

// -----

// cmpf on vectors: the result has the operands' shape (generic form).
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = "arith.cmpf"(%f, %f) <{predicate = 1 : i64}> : (f32, f32) -> vector<2xi1>
  return
}

// -----

// cmpi predicate out of range (generic form).
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = "arith.cmpi"(%i, %i) <{predicate = 42 : i64}> : (i32, i32) -> i1
  return
}

// -----

// scaling_truncf: the scale is a float.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = arith.scaling_truncf %f, %i : f32, i32 to f16
  return
}

// -----

// negf on an integer.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = arith.negf %i : i32
  return
}

// -----

// remf on index.
func.func @f(%i: i32, %j: i64, %b: i8, %f: f32, %h: f16, %v: vector<4xi8>, %vc: vector<2xi1>, %s: f8E8M0FNU, %x: index, %t: tensor<4xi32>) {
  %0 = arith.remf %x, %x : index
  return
}
