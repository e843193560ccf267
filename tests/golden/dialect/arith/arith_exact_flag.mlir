// FLAGS: %s
func.func @f(%a: i32) {
  %0 = arith.divsi %a, %a exact : i32
  %1 = arith.divui %a, %a : i32
  %2 = "arith.shrsi"(%a, %a) <{isExact}> : (i32, i32) -> i32
  %3 = "arith.shrui"(%a, %a) {isExact} : (i32, i32) -> i32
  %4 = arith.ceildivsi %a, %a : i32
  return
}
