// FLAGS: %s --split-input-file
func.func @f() {
  "memref.alloca_scope.return"() : () -> ()
  return
}
// -----
"func.return"() : () -> ()
"func.return"() : () -> ()
// -----
func.func @f() {
  "memref.atomic_yield"() : () -> ()
  return
}
// -----
func.func @f(%a: f32) {
  "memref.atomic_yield"(%a) : (f32) -> ()
  return
}
// -----
func.func @f(%m: memref<f32>) {
  %0 = memref.generic_atomic_rmw %m[] : memref<f32> {
  ^bb0(%x: f32):
    "memref.atomic_yield"(%x) : (f32) -> ()
    "func.return"() : () -> ()
  }
  return
}
