// FLAGS: --allow-unregistered-dialect
module @outer attributes {foo.attr = "x", test.b = 2} {
  module @inner {
    "foo.op"() : () -> ()
  }
  module {
  }
  module @priv attributes {sym_visibility = "private"} {
  }
  builtin.module @explicit {
  }
}
