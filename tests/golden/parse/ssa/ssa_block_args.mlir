// FLAGS: --allow-unregistered-dialect
"foo.region"() ({
^bb0(%a: i32, %b: f32):
  "foo.br"(%a)[^bb1] : (i32) -> ()
^bb1(%c: i32):
  "foo.cond_br"(%c, %b)[^bb2, ^bb3] : (i32, f32) -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  "foo.ret"(%b) : (f32) -> ()
}) : () -> ()
"foo.region"() ({
^entry(%x: index):
  "foo.ret"(%x) : (index) -> ()
}) : () -> ()
