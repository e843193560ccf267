// FLAGS: --allow-unregistered-dialect
%x:2 = "foo.two"() : () -> (i32, f32)
%y:3 = "foo.three"() : () -> (i1, i1, i1)
"foo.use"(%x#1, %y#2, %x#0, %y#0) : (f32, i1, i32, i1) -> ()
%a, %b = "foo.pair"() : () -> (i8, i8)
"foo.use"(%b, %a) : (i8, i8) -> ()
%c:2, %d = "foo.mixed"() : () -> (i8, i8, i16)
"foo.use"(%c#1, %d) : (i8, i16) -> ()
%e:1 = "foo.one"() : () -> index
"foo.use"(%e#0) : (index) -> ()
