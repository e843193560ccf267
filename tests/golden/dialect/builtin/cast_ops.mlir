// FLAGS: --allow-unregistered-dialect
%a, %b = "foo.src"() : () -> (i32, i64)
%0 = builtin.unrealized_conversion_cast %a : i32 to f32
%1:2 = builtin.unrealized_conversion_cast %a, %b : i32, i64 to f32, f64
%2 = builtin.unrealized_conversion_cast to i8
%3 = unrealized_conversion_cast %a : i32 to i32 {foo.attr}
"foo.use"(%0, %1#1, %2, %3) : (f32, f64, i8, i32) -> ()
