// FLAGS: --remove-dead-values
func.func @if1(%c: i1, %x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    memref.store %a, %m[] : memref<i32>
    scf.yield %a, %x : i32, i32
  } else {
    %b = arith.muli %x, %x : i32
    scf.yield %x, %b : i32, i32
  }
  return %r#0 : i32
}
func.func @aff(%m: memref<10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    %w = arith.addf %v, %v : f32
    affine.store %v, %m[%i] : memref<10xf32>
  }
  return
}
func.func @idx(%a: index, %b: index) -> index {
  %c = index.add %a, %b
  %d = index.mul %c, %c
  return %a : index
}
func.func @switch(%arg0 : index, %arg1 : memref<i32>) {
  %r = scf.index_switch %arg0 -> i32
  case 1 {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %arg1[] : memref<i32>
    scf.yield %c10 : i32
  }
  default {
    %c11 = arith.constant 11 : i32
    scf.yield %c11 : i32
  }
  return
}
