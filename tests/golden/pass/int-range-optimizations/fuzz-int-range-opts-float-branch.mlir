// FLAGS: --int-range-optimizations
// int-range-optimizations runs constant propagation too: the block behind a
// branch on a float constant is live and its known values materialize.
func.func @f0(%a3: f32, %i: i32) -> (f32, i32) {
  %v10 = arith.constant 0 : i32
  %v5 = arith.constant 1.0 : f32
  cf.br ^bb1(%v5 : f32)
^bb1(%p1: f32):
  %v11 = arith.addi %v10, %v10 : i32
  %x = arith.index_cast %v11 : i32 to index
  %y = arith.index_cast %x : index to i32
  return %a3, %y : f32, i32
}
