// FLAGS: --allow-unregistered-dialect '--buffer-results-to-out-params=hoist-static-allocs'
// Result attributes move to the out-params; non-memref results and their
// attributes stay; the new call keeps only its callee.
func.func private @ok() -> (memref<2xf32> {foo.a}, i32 {foo.b}) attributes {foo.c} {
  %a = "foo.src"() : () -> memref<2xf32>
  %b = "foo.src"() : () -> i32
  return %a, %b : memref<2xf32>, i32
}
func.func private @mixed(%x: i32 {foo.in}) -> (i32, memref<3xf32>) {
  %a = memref.alloca() : memref<3xf32>
  return %x, %a : i32, memref<3xf32>
}
func.func @use(%x: i32) -> i32 {
  %0:2 = call @ok() {foo.gone} : () -> (memref<2xf32>, i32)
  %1:2 = call @mixed(%0#1) : (i32) -> (i32, memref<3xf32>)
  "foo.use"(%0#0, %1#1) : (memref<2xf32>, memref<3xf32>) -> ()
  return %1#0 : i32
}
