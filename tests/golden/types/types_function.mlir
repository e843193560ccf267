// FLAGS: --allow-unregistered-dialect
"foo.fns"() {
  a = () -> (),
  b = (i32) -> i32,
  c = (i32, f32) -> (i64, index),
  d = () -> (() -> ()),
  e = ((i32) -> i32) -> ((f32) -> f32),
  f = (i32) -> (i32),
  g = (tensor<?xf32>, memref<4xi8>) -> vector<4xi1>
} : () -> ()
%0 = "foo.fnval"() : () -> ((i32) -> (i32, i32))
