// FLAGS: --canonicalize
// Region DCE: dead ops, unreachable blocks and dead block arguments go; a
// dead load goes too (reads are removable), a store stays.
func.func @f(%a: i32, %b: i1, %m: memref<4xi32>) -> i32 {
  %u = arith.addi %a, %a : i32
  %c0 = arith.constant 0 : index
  %l = memref.load %m[%c0] : memref<4xi32>
  memref.store %a, %m[%c0] : memref<4xi32>
  cf.cond_br %b, ^bb1(%a, %u : i32, i32), ^bb2
^bb1(%x: i32, %y: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%z: i32):
  return %z : i32
^bb4:
  %q = arith.addi %z, %z : i32
  cf.br ^bb4
}
