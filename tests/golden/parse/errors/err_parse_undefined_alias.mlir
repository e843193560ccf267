// FLAGS: --allow-unregistered-dialect
"foo.op"() {a = #undefined_alias} : () -> ()
