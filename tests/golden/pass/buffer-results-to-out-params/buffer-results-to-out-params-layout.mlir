// FLAGS: --allow-unregistered-dialect --buffer-results-to-out-params
// An out param needs an identity or fully dynamic layout.
func.func private @bad() -> memref<2xf32, strided<[2], offset: 1>> {
  %a = "foo.src"() : () -> memref<2xf32, strided<[2], offset: 1>>
  return %a : memref<2xf32, strided<[2], offset: 1>>
}
func.func private @ok() -> (memref<2xf32> {foo.a}, i32 {foo.b}) attributes {foo.c} {
  %a = "foo.src"() : () -> memref<2xf32>
  %b = "foo.src"() : () -> i32
  return %a, %b : memref<2xf32>, i32
}
