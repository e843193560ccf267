// FLAGS: --topological-sort
// A function whose body uses values it defines itself is ready as soon as
// nothing outside it is missing: the functions keep their order (the one
// that only uses its arguments does not jump ahead).
module {
  func.func private @uses_own_values(%a: i32) -> i32 {
    %x = arith.addi %a, %a : i32
    %y = arith.muli %x, %x : i32
    return %y : i32
  }
  func.func private @uses_args_only(%a: i32, %b: i1) -> i1 {
    %x = arith.addi %a, %a : i32
    return %b : i1
  }
}
