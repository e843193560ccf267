// FLAGS: --cse --allow-unregistered-dialect
// Unregistered ops have unknown effects: never merged, and a write for the
// loads around them. Trivially dead pure ops go, in a graph region too.
func.func @f(%a: i32) -> (i32, i32) {
  %0 = "foo.op"(%a) : (i32) -> i32
  %1 = "foo.op"(%a) : (i32) -> i32
  %2 = arith.addi %0, %1 : i32
  %3 = arith.addi %1, %0 : i32
  %dead = arith.muli %2, %3 : i32
  "foo.graph"() ({
    %4 = arith.addi %a, %a : i32
    %5 = arith.addi %a, %a : i32
  }, {
  }) : () -> ()
  return %2, %3 : i32, i32
}
