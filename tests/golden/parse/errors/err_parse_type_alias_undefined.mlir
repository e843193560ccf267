// FLAGS: --allow-unregistered-dialect
%0 = "foo.op"() : () -> !undefined_type_alias
