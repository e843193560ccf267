// FLAGS: --allow-unregistered-dialect --buffer-results-to-out-params
// A dynamically shaped result without hoisting fails at the call.
func.func private @callee(%n: index, %x: f32) -> (memref<4xf32>, i32, memref<?xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %c = arith.constant 1 : i32
  return %a, %c, %b : memref<4xf32>, i32, memref<?xf32>
}
func.func @pub(%n: index) -> (memref<4xf32> {foo.x = 1}) {
  %a = memref.alloca() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func private @strided() -> memref<2xf32, strided<[?], offset: ?>> {
  %a = "foo.src"() : () -> memref<2xf32, strided<[?], offset: ?>>
  return %a : memref<2xf32, strided<[?], offset: ?>>
}
func.func @caller(%n: index) -> i32 {
  %c0 = arith.constant 0.0 : f32
  %0:3 = call @callee(%n, %c0) {foo.bar} : (index, f32) -> (memref<4xf32>, i32, memref<?xf32>)
  %1 = call @pub(%n) : (index) -> memref<4xf32>
  %2 = call @strided() : () -> memref<2xf32, strided<[?], offset: ?>>
  "foo.use"(%0#0, %0#2, %1, %2) : (memref<4xf32>, memref<?xf32>, memref<4xf32>, memref<2xf32, strided<[?], offset: ?>>) -> ()
  return %0#1 : i32
}
