// FLAGS: --allow-unregistered-dialect
%0 = "foo.outer"() ({
  %1 = "foo.inner"() ({
    %2 = "foo.deep"() : () -> i32
    "foo.yield"(%2) : (i32) -> ()
  }, {
    %3 = "foo.other"() : () -> i64
  }) : () -> i32
  "foo.yield"(%1) : (i32) -> ()
}) : () -> i32
%4 = "foo.after"(%0) : (i32) -> i32
func.func @f() -> i32 {
  %a = "foo.x"() : () -> i32
  %b = "foo.r"() ({
    %c = "foo.y"(%a) : (i32) -> i32
  }) : () -> i32
  return %b : i32
}
func.func @g() {
  %z = "foo.z"() : () -> i32
  return
}
