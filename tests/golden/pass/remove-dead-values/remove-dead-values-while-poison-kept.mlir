// FLAGS: --remove-dead-values
// The dead carried values of scf.while are dropped in place by the
// region-branch patterns, so the ub.poison ops the pass put in both regions
// stay (strict mode never visits them), as in mlir-opt. A second loop has
// a dead result whose before-block value is an unused argument too.
func.func @two_loops(%c: i1, %a: i32, %b: i32, %d: i64) -> (i32, i64) {
  %x, %y, %z = scf.while (%p = %a, %q = %b) : (i32, i32) -> (i32, i32, i32) {
    %s = arith.muli %q, %q : i32
    %t = arith.subi %p, %p : i32
    scf.condition(%c) %s, %q, %t : i32, i32, i32
  } do {
  ^bb0(%u: i32, %v: i32, %w: i32):
    %n = arith.muli %v, %v : i32
    scf.yield %w, %n : i32, i32
  }
  %l:2 = scf.while (%e = %d, %f = %a) : (i64, i32) -> (i64, i32) {
    %g = arith.addi %e, %e : i64
    scf.condition(%c) %g, %f : i64, i32
  } do {
  ^bb0(%h: i64, %k: i32):
    scf.yield %h, %k : i64, i32
  }
  return %x, %l#0 : i32, i64
}
