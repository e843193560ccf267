// FLAGS: --remove-dead-values --allow-unregistered-dialect
// Dead pure ops go, ops with effects stay; a dead region-branch op without
// effects is erased whole; dead blocks lose the ops reading dead values.
func.func private @erase_loop(%x: i32, %c: i1) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%a: i32):
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @main(%x: i32, %c: i1, %m: memref<i32>) {
  %r = call @erase_loop(%x, %c) : (i32, i1) -> i32
  %y = arith.muli %x, %x : i32
  %z = math.absi %y : i32
  %u = "foo.bar"(%x) : (i32) -> i32
  %t = arith.constant true
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  memref.store %x, %m[] : memref<i32>
  return
^bb2:
  %w = arith.addi %x, %x : i32
  memref.store %w, %m[] : memref<i32>
  return
}
func.func private @decl(i32) -> i32
func.func @calls_decl(%x: i32) {
  %r = call @decl(%x) : (i32) -> i32
  return
}
