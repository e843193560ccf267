// FLAGS: --allow-unregistered-dialect
"foo.misc"() {
  u, v = unit, t = i32, t2 = tensor<4xf32>, fn = (i32) -> i32, idx = index,
  c = complex<f32>, m = memref<?xf32>, tu = tuple<i8>
} : () -> ()
