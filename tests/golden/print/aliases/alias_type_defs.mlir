// FLAGS: --allow-unregistered-dialect
!my_i32 = i32
!my_tensor = tensor<4x!my_i32>
#my_attr = "hello"
#my_dict = {a = #my_attr}
%0 = "foo.a"() {x = #my_attr, d = #my_dict} : () -> !my_tensor
"foo.b"(%0) : (!my_tensor) -> ()
