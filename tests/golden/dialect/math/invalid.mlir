// FLAGS: %s --split-input-file
// Errors of the math ops, one per chunk; messages are mlir-opt's.

// Float ops reject integers and integer ops floats.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0 = math.sqrt %i : i32
  return
}

// -----

func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0 = math.ctlz %a : f32
  return
}

// -----

func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0 = math.absi %a : f32
  return
}

// -----

// Operand and result types agree.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0 = "math.sin"(%a) : (f32) -> f64
  return
}

// -----

func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0 = "math.powf"(%a, %h) : (f32, f16) -> f32
  return
}

// -----

func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0 = "math.fma"(%a, %a, %h) : (f32, f32, f16) -> f32
  return
}

// -----

// Classification ops return i1 of the operand's shape.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0 = "math.isnan"(%a) : (f32) -> i32
  return
}

// -----

func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0 = "math.isinf"(%v) : (vector<4xf32>) -> i1
  return
}

// -----

// fpowi: the exponent has the base's shape.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0 = math.fpowi %v, %i : vector<4xf32>, i32
  return
}

// -----

func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0 = math.fpowi %a, %a : f32, f32
  return
}

// -----

// ipowi takes integers.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0 = math.ipowi %a, %a : f32
  return
}

// -----

// sincos returns two values of the operand's type.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0, %1 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}

// -----

// clampf: bounds of the operand's type.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0 = "math.clampf"(%a, %h, %a) : (f32, f16, f32) -> f32
  return
}

// -----

// Unknown fastmath flag.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>) {
  %0 = math.exp %a fastmath<slow> : f32
  return
}

// -----

// atan2 / copysign: operand types agree.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>, %t: tensor<4xf32>) {
  %0 = "math.atan2"(%a, %h) : (f32, f16) -> f32
  return
}

// -----

func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>, %t: tensor<4xf32>) {
  %0 = "math.copysign"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> f32
  return
}

// -----

// ctpop / cttz on floats.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>, %t: tensor<4xf32>) {
  %0 = math.cttz %a : f32
  return
}

// -----

func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>, %t: tensor<4xf32>) {
  %0 = math.ctpop %v : vector<4xf32>
  return
}

// -----

// isfinite / isnormal on integers.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>, %t: tensor<4xf32>) {
  %0 = math.isfinite %i : i32
  return
}

// -----

func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>, %t: tensor<4xf32>) {
  %0 = math.isnormal %i : i32
  return
}

// -----

// fpowi: custom form needs both types.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>, %t: tensor<4xf32>) {
  %0 = math.fpowi %a, %i : f32
  return
}

// -----

// clampf: the custom form's bounds.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>, %t: tensor<4xf32>) {
  %0 = math.clampf %a to [%a] : f32
  return
}

// -----

// sincos on an integer.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>, %t: tensor<4xf32>) {
  %0, %1 = math.sincos %i : i32
  return
}

// -----

// Unary ops on tensors keep the type (generic form).
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>, %t: tensor<4xf32>) {
  %0 = "math.exp"(%t) : (tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

// Rounding ops on integers.
func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>, %t: tensor<4xf32>) {
  %0 = math.roundeven %i : i32
  return
}

// -----

func.func @f(%a: f32, %h: f16, %i: i32, %v: vector<4xf32>, %t: tensor<4xf32>) {
  %0 = math.trunc %i : i32
  return
}
