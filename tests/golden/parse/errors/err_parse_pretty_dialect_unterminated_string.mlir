// FLAGS: --allow-unregistered-dialect
%0 = "foo.a"() : () -> !foo.bar<"unterminated
