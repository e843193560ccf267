// FLAGS: --allow-unregistered-dialect
"foo.strs"() {
  a = "hello", b = "", c = "with \"quotes\"", d = "back\\slash", e = "tab\tnl\n",
  f = "\00\01\7F\FF", g = "h\C3\A9llo", h = "héllo wörld", i = "typed" : i32,
  j = "\41\42", k = "multi word string with spaces", l = "'single'", m = "#not_alias"
} : () -> ()
