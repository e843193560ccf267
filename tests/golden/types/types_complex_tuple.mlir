// FLAGS: --allow-unregistered-dialect
%0:4 = "foo.c"() : () -> (complex<f32>, complex<f64>, complex<i8>, complex<bf16>)
%1:4 = "foo.t"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<>, tuple<index, complex<f16>>>)
