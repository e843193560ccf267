// FLAGS: --allow-unregistered-dialect
"foo.noreg"() : () -> ()
"foo.empty"() ({}) : () -> ()
"foo.emptyblock"() ({
^bb0:
}) : () -> ()
"foo.args_only"() ({
^bb0(%a: i32):
}) : () -> ()
"foo.multi"() ({}, {
  "foo.x"() : () -> ()
}, {}) : () -> ()
"foo.unreachable"() ({
  "foo.ret"() : () -> ()
^bb1:
  "foo.dead"() : () -> ()
}) : () -> ()
