// FLAGS: --allow-unregistered-dialect --split-input-file --normalize-memrefs
// Function signatures, returns and calls across the module; rebuilt calls
// keep only their callee; a function that cannot be normalized takes its
// callers and callees (transitively) with it; declarations are normalized.
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @callee(%a: memref<8xf32, #tile>, %n: f32) -> (memref<8xf32, #tile>, f32) {
  %c1 = arith.constant 1 : index
  %v = affine.load %a[%c1] : memref<8xf32, #tile>
  return %a, %v : memref<8xf32, #tile>, f32
}
func.func @caller(%a: memref<8xf32, #tile>) -> memref<8xf32, #tile> {
  %f = arith.constant 1.0 : f32
  %r:2 = call @callee(%a, %f) {foo = 1 : i32, no_inline} : (memref<8xf32, #tile>, f32) -> (memref<8xf32, #tile>, f32)
  %c3 = arith.constant 3 : index
  %v = affine.load %r#0[%c3] : memref<8xf32, #tile>
  memref.store %v, %r#0[%c3] : memref<8xf32, #tile>
  return %r#0 : memref<8xf32, #tile>
}
func.func @top() {
  %a = memref.alloc() : memref<8xf32, #tile>
  %r = call @caller(%a) : (memref<8xf32, #tile>) -> memref<8xf32, #tile>
  %s = call @ext(%r) : (memref<8xf32, #tile>) -> memref<16xf32, #tile>
  memref.dealloc %s : memref<16xf32, #tile>
  "user.ref"() {f = @caller} : () -> ()
  return
}
func.func private @ext(memref<8xf32, #tile>) -> memref<16xf32, #tile>
func.func @recursive(%a: memref<8xf32, #tile>) -> memref<8xf32, #tile> {
  %r = call @recursive(%a) : (memref<8xf32, #tile>) -> memref<8xf32, #tile>
  return %r : memref<8xf32, #tile>
}

// -----

#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @a(%x: memref<8xf32, #tile>) {
  call @b(%x) : (memref<8xf32, #tile>) -> ()
  return
}
func.func @b(%x: memref<8xf32, #tile>) {
  "escape"(%x) : (memref<8xf32, #tile>) -> ()
  call @c(%x) : (memref<8xf32, #tile>) -> ()
  return
}
func.func @c(%x: memref<8xf32, #tile>) {
  call @d() : () -> ()
  return
}
func.func @d() {
  %m = memref.alloc() : memref<8xf32, #tile>
  return
}
func.func @unrelated(%x: memref<8xf32, #tile>) {
  return
}
func.func private @decl(memref<16xf32, #tile>, memref<4xf32, affine_map<(d0) -> (d0 - 8)>>) -> (memref<16xf32, #tile>, i1)

// -----

// A call result that escapes makes the caller and the callee stay.
#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @producer() -> memref<8xf32, #tile> {
  %m = memref.alloc() : memref<8xf32, #tile>
  return %m : memref<8xf32, #tile>
}
func.func @consumer() {
  %m = call @producer() : () -> memref<8xf32, #tile>
  "escape"(%m) : (memref<8xf32, #tile>) -> ()
  return
}
