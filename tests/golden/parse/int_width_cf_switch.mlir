// FLAGS: --split-input-file
// Case values are read as int64 and truncated to the flag's width: values
// outside the 64-bit range are errors, narrower ones wrap.
func.func @f(%a: i64) {
  cf.switch %a : i64, [ default: ^bb1, -9223372036854775809: ^bb1 ]
^bb1:
  return
}

// -----
func.func @f(%a: i64) {
  cf.switch %a : i64, [ default: ^bb1, 18446744073709551615: ^bb1 ]
^bb1:
  return
}

// -----
func.func @f(%a: i64) {
  cf.switch %a : i64, [ default: ^bb1, 0x8000000000000000: ^bb1 ]
^bb1:
  return
}

// -----
func.func @f(%a: i128) {
  cf.switch %a : i128, [ default: ^bb1, 18446744073709551616: ^bb1 ]
^bb1:
  return
}

// -----
func.func @f(%a: i64) {
  cf.switch %a : i64, [ default: ^bb1, 99999999999999999999999999999999999999999: ^bb1 ]
^bb1:
  return
}

// -----
func.func @f(%a: i32) {
  cf.switch %a : i32, [ default: ^bb1, x: ^bb1 ]
^bb1:
  return
}

// -----
func.func @f(%a: i32) {
  cf.switch %a : i32, [ default: ^bb1, -
: ^bb1 ]
^bb1:
  return
}

// -----
func.func @wrap(%a: i8, %b: i1, %c: i16, %d: i64, %e: i128) {
  cf.switch %a : i8, [ default: ^bb1, 300: ^bb1, -129: ^bb1, 255: ^bb1 ]
^bb1:
  cf.switch %b : i1, [ default: ^bb2, 2: ^bb2, -1: ^bb2 ]
^bb2:
  cf.switch %c : i16, [ default: ^bb3, 0x10000: ^bb3, -0x8001: ^bb3 ]
^bb3:
  cf.switch %d : i64, [ default: ^bb4, -9223372036854775808: ^bb4, 9223372036854775807: ^bb4 ]
^bb4:
  cf.switch %e : i128, [ default: ^bb5, -9223372036854775808: ^bb5 ]
^bb5:
  return
}

// -----
func.func @f(%a: index) {
  cf.switch %a : index, [ default: ^bb1, 1: ^bb1 ]
^bb1:
  return
}

// -----
func.func @f(%a: f32) {
  cf.switch %a : f32, [ default: ^bb1 ]
^bb1:
  return
}

// -----
func.func @f(%a: i0) {
  cf.switch %a : i0, [ default: ^bb1, 1: ^bb1, 0: ^bb1 ]
^bb1:
  return
}
