// FLAGS: --remove-dead-values=canonicalize=false
func.func @for2(%lb: index, %ub: index, %st: index, %x: i32, %m: memref<i32>) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.addi %b, %b : i32
    memref.store %a2, %m[] : memref<i32>
    scf.yield %a2, %b2 : i32, i32
  }
  return
}
