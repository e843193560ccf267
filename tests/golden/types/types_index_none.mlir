// FLAGS: --allow-unregistered-dialect
%0, %1 = "foo.op"() : () -> (index, none)
"foo.use"(%0, %1) : (index, none) -> ()
"foo.attrs"() {a = index, b = none, c = 7 : index, d = -3 : index} : () -> ()
