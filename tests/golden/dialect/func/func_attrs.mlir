// FLAGS:
func.func @a() attributes {foo.one = 1, foo.two} {
  return
}
func.func private @b(i32) -> i32 attributes {foo.decl}
func.func @c() -> () attributes {foo = "x"} {
  return
}
func.func @d() -> i32 attributes {no_inline} {
  %c = call @d() {foo.call_attr} : () -> i32
  return %c : i32
}
