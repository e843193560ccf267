// FLAGS: --arith-unsigned-when-equivalent
// arith.select joins only the operand ranges already known: a private
// function's arguments get their ranges from the call sites later.
func.func @f0(%a4: i1) -> i32 {
  %v1 = arith.constant 5 : i32
  %v18 = arith.constant 2 : i32
  %v13 = arith.select %a4, %v1, %v1 : i32
  %v19 = arith.remsi %v18, %v13 : i32
  return %v19 : i32
}
func.func private @g(%a0: i32, %a4: i1) -> i32 {
  %v18 = arith.constant 2 : i32
  %v13 = arith.select %a4, %a0, %a0 : i32
  %v19 = arith.remsi %v18, %v13 : i32
  return %v19 : i32
}
func.func @h(%a4: i1) -> i32 {
  %v49 = arith.constant 255 : i32
  %v51 = func.call @g(%v49, %a4) : (i32, i1) -> i32
  return %v51 : i32
}
