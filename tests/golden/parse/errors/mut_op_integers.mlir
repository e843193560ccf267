// FLAGS: %s --split-input-file --allow-unregistered-dialect
// Integers read by custom-op parsers (branch weights, select operands) and
// dense-array elements: messages and places as in mlir-opt.
func.func @f(%a: i1) { cf.cond_br %a weights([2147483648]), ^bb1, ^bb1 ^bb1: return }
// -----
func.func @f(%a: i1) { cf.cond_br %a weights([-2147483649]), ^bb1, ^bb1 ^bb1: return }
// -----
func.func @f(%a: i1) { cf.cond_br %a weights([x]), ^bb1, ^bb1 ^bb1: return }
// -----
func.func @f(%a: i1) { cf.cond_br %a weights([99999999999999999999]), ^bb1, ^bb1 ^bb1: return }
// -----
func.func @f(%a: i1) { cf.cond_br %a weights([-]), ^bb1, ^bb1 ^bb1: return }
// -----
func.func @f(%a: i1, %b: i32) { %0 = arith.select %a"x" %b, %b : i32 }
// -----
func.func @f(%a: i1, %b: i32) { %0 = arith.select : i32 }
// -----
func.func @f(%a: i1, %b: i32) { %0 = arith.select %a, %b, %b, %b : i32 }
// -----
"x"() {b = array<i8: 0x7fffffff>} : () -> ()
// -----
"x"() {b = array<i8: -300>} : () -> ()
// -----
"x"() {b = array<i8: 1, 300 >} : () -> ()
// -----
"x"() {b = array<i1: 2>} : () -> ()
// -----
"x"() {b = array<i8: 300
