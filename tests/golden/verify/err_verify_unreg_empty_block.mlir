// FLAGS: --allow-unregistered-dialect
"foo.unreachable"() ({
  "foo.ret"() : () -> ()
^bb1:
}) : () -> ()
