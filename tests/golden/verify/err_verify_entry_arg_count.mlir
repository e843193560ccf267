// FLAGS:
"func.func"() <{sym_name = "f", function_type = (i32, i32) -> ()}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()
