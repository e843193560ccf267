// FLAGS: --allow-unregistered-dialect --buffer-results-to-out-params
// Memref results become copied-into out-params; declarations and public functions stay.
func.func private @basic() -> (memref<f32>) {
  %0 = "test.source"() : () -> (memref<f32>)
  return %0 : memref<f32>
}

func.func private @presence_of_existing_arguments(%arg0: memref<1xf32>) -> (memref<2xf32>) {
  %0 = "test.source"() : () -> (memref<2xf32>)
  return %0 : memref<2xf32>
}

func.func private @multiple_results() -> (memref<1xf32>, memref<2xf32>) {
  %0, %1 = "test.source"() : () -> (memref<1xf32>, memref<2xf32>)
  return %0, %1 : memref<1xf32>, memref<2xf32>
}

func.func private @non_memref_types() -> (i1, memref<f32>, i32) {
  %0, %1, %2 = "test.source"() : () -> (i1, memref<f32>, i32)
  return %0, %1, %2 : i1, memref<f32>, i32
}

func.func private @external_function() -> (memref<f32>)
func.func private @result_attrs() -> (memref<f32> {test.some_attr})
func.func private @mixed_result_attrs() -> (memref<1xf32>, memref<2xf32> {test.some_attr}, memref<3xf32>)

func.func private @callee2(%n: index, %x: f32) -> (memref<4xf32>, i32, memref<?xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %c = arith.constant 1 : i32
  return %a, %c, %b : memref<4xf32>, i32, memref<?xf32>
}
func.func private @twice() -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  return %a, %a : memref<2xf32>, memref<2xf32>
}
func.func private @with_bad_call() -> i32 {
  %0 = call @not_a_def() : () -> memref<3xf32>
  %1:2 = call @twice() : () -> (memref<2xf32>, memref<2xf32>)
  %2:2 = call @twice() : () -> (memref<2xf32>, memref<2xf32>)
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func private @not_a_def() -> memref<3xf32>
