// FLAGS:
"builtin.module"() ({
^bb0:
  "builtin.module"() ({}) : () -> ()
^bb1:
}) : () -> ()
