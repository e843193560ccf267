// FLAGS: --allow-unregistered-dialect
"foo.syms"() {
  a = @foo, b = @"foo bar", c = @a::@b::@c, d = @"q"::@"r s", e = @foo_bar.baz,
  f = @"0start", g = [@x, @y::@z], h = @"with\"quote"
} : () -> ()
