// FLAGS: --allow-unregistered-dialect --canonicalize
func.func private @g(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %f = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
func.func @multiple_conversion_casts(%arg0: i32, %arg1: i32) -> (i32, i32) {
  // CHECK-NOT: unrealized_conversion_cast
  // CHECK: return %[[ARG0]], %[[ARG1]]
  %inputs:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64, i64
  %outputs:2 = builtin.unrealized_conversion_cast %inputs#0, %inputs#1 : i64, i64 to i32, i32
  return %outputs#0, %outputs#1 : i32, i32
}

func.func @a(%x: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %y = arith.addf %x, %x : f32
    memref.alloca_scope.return %y : f32
  }
  return %r : f32
}
func.func @b(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    "test.use"(%a) : (memref<?xf32>) -> ()
  }
  return
}
func.func @c(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    "test.use"(%a) : (memref<?xf32>) -> ()
  }
  "test.after"() : () -> ()
  return
}
func.func @d(%n: index) {
  "test.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      %b = memref.alloca() : memref<4xf32>
      "test.use"(%a, %b) : (memref<?xf32>, memref<4xf32>) -> ()
    }
    "test.term"() : () -> ()
  }) : () -> ()
  return
}
