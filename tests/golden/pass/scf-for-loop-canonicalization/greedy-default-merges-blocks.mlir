// FLAGS: --scf-for-loop-canonicalization
// Passes that apply patterns with MLIR's default greedy configuration
// simplify regions aggressively: the two blocks that only forward a value
// to ^bb3 are merged into one with a block argument.
func.func @merge(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}
