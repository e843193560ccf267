// FLAGS: --allow-unregistered-dialect
"foo.arrays"() {
  a = array<i32: 1, 2, 3>, b = array<i64>, c = array<i1: true, false>,
  d = array<f32: 1.0, 2.5, -0.0>, e = array<i8: -1, 127>, f = array<f64: 0.1>,
  g = array<i16: 1>, h = array<i64: 9223372036854775807, -9223372036854775808>,
  i = array<f32>, j = array<i1>
} : () -> ()
