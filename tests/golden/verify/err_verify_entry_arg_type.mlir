// FLAGS:
"func.func"() <{sym_name = "f", function_type = (i32) -> ()}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()
