// FLAGS: --arith-unsigned-when-equivalent
// arith-unsigned-when-equivalent runs dead-code and integer range analysis
// without constant propagation (unlike int-range-optimizations): a branch
// with a float arith.constant operand has no known operand values, so its
// successors stay dead and their ops are left alone.
func.func @float_const_operand(%a3: f32, %i: i8) -> (f32, i32) {
  %c0 = arith.constant 0 : i8
  %e0 = arith.extsi %c0 : i8 to i32
  %f = arith.constant 1.0 : f32
  cf.br ^bb1(%f : f32)
^bb1(%p: f32):
  %e1 = arith.extsi %c0 : i8 to i32
  %s = arith.addi %e0, %e1 : i32
  return %p, %s : f32, i32
}
func.func @cond_br_float_const(%a3: f32, %a4: i1) -> f32 {
  %c0 = arith.constant 0 : i8
  %f = arith.constant 0.0 : f32
  cf.cond_br %a4, ^bb1(%a3 : f32), ^bb2(%f : f32)
^bb1(%p1: f32):
  %e = arith.extsi %c0 : i8 to i32
  %d = arith.divsi %e, %e : i32
  return %p1 : f32
^bb2(%p2: f32):
  return %p2 : f32
}
func.func @float_vector_const(%a3: f32) -> f32 {
  %c0 = arith.constant 0 : i8
  %v = arith.constant dense<1.0> : vector<2xf32>
  cf.br ^bb1(%v : vector<2xf32>)
^bb1(%p: vector<2xf32>):
  %e = arith.extsi %c0 : i8 to i32
  return %a3 : f32
}
func.func @other_float_values_are_fine(%a3: f32, %a4: i1, %i: i32) -> f32 {
  %c0 = arith.constant 0 : i8
  %x = arith.addf %a3, %a3 : f32
  %s = arith.select %a4, %a3, %x : f32
  cf.cond_br %a4, ^bb1(%x : f32), ^bb1(%s : f32)
^bb1(%p: f32):
  %e = arith.extsi %c0 : i8 to i32
  return %p : f32
}
func.func @int_vector_const(%a3: f32) -> f32 {
  %c0 = arith.constant 0 : i8
  %v = arith.constant dense<1> : vector<2xi32>
  cf.br ^bb1(%v : vector<2xi32>)
^bb1(%p: vector<2xi32>):
  %e = arith.extsi %c0 : i8 to i32
  return %a3 : f32
}
