// FLAGS: --allow-unregistered-dialect '--buffer-results-to-out-params=hoist-dynamic-allocs'
// Dynamic allocations hoisted: sizes from the first return; a size that is not an argument fails at the call.
func.func private @two_returns(%c: i1, %n: index, %m: index) -> memref<?xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  %x = memref.alloc(%n) : memref<?xf32>
  return %x : memref<?xf32>
^b:
  %y = memref.alloc(%m) : memref<?xf32>
  return %y : memref<?xf32>
}
func.func private @not_arg(%n: index) -> (memref<?xf32>, memref<2x?xf32>) {
  %c1 = arith.constant 1 : index
  %k = arith.addi %n, %c1 : index
  %x = memref.alloc(%k) : memref<?xf32>
  %y = memref.alloc(%n) : memref<2x?xf32>
  return %x, %y : memref<?xf32>, memref<2x?xf32>
}
func.func @user(%c: i1, %n: index) {
  %c5 = arith.constant 5 : index
  %0 = call @two_returns(%c, %n, %c5) : (i1, index, index) -> memref<?xf32>
  scf.if %c {
    %1 = func.call @two_returns(%c, %c5, %n) : (i1, index, index) -> memref<?xf32>
    "foo.use"(%1) : (memref<?xf32>) -> ()
  }
  "foo.use"(%0) : (memref<?xf32>) -> ()
  return
}
