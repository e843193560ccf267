// FLAGS: --allow-unregistered-dialect
func.func @f(%a: i32) {
  "foo.r"() ({
  ^bb0(%x: i32, %y: i32):
    "foo.r2"() ({
    ^bb0(%z: i32):
      "foo.use"(%a, %x, %z) : (i32, i32, i32) -> ()
    }) : () -> ()
  ^bb1(%w: i32):
    "foo.use"(%w) : (i32) -> ()
  }) : () -> ()
  %0:3 = "foo.m"() : () -> (i32, i32, i32)
  "foo.r"() ({
  ^bb0(%q: i32):
    %1 = "foo.m"() : () -> i32
  }, {
  ^bb0(%q: i32):
    %1 = "foo.m"() : () -> i32
  }) : () -> ()
  return
}
"foo.toplevel"() ({
^bb0(%t: i32):
  %k = "foo.m"() : () -> i32
}) : () -> ()
%top = "foo.m"() : () -> i32
