// A small module: a function with an affine-map memref argument, a call,
// an unregistered op with attributes and a block argument.
#layout = affine_map<(i, j) -> (j, i)>

func.func private @external(i32) -> i32

func.func @main(%buf: memref<4x8xf32, #layout>, %x: i32) -> i32 {
  %r = func.call @external(%x) : (i32) -> i32
  "my.op"(%r) {note = "hello", scale = 2.5 : f32, dims = array<i64: 4, 8>} : (i32) -> ()
  return %r : i32
}
