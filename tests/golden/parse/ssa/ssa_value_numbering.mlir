// FLAGS: --allow-unregistered-dialect
func.func @names(%named: i32, %other: i32) -> (i32, i32) {
  %sum = "foo.add"(%named, %other) : (i32, i32) -> i32
  %9 = "foo.add"(%sum, %named) : (i32, i32) -> i32
  %p:2 = "foo.pair"() : () -> (i32, i32)
  "foo.br"(%9)[^bb1] : (i32) -> ()
^bb1(%in: i32):
  %q = "foo.after"(%in) : (i32) -> i32
  return %q, %p#1 : i32, i32
}
%c = func.constant @names : (i32, i32) -> (i32, i32)
%c2 = func.constant @names : (i32, i32) -> (i32, i32)
