// FLAGS:
"builtin.module"() ({
  "func.func"() <{sym_name = "f", function_type = (i32) -> i32, sym_visibility = "private"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{sym_name = "decl", function_type = () -> ()}> ({
  }) {sym_visibility = "private"} : () -> ()
  "func.func"() <{sym_name = "caller", function_type = () -> ()}> ({
    %0 = "func.constant"() <{value = @decl}> : () -> (() -> ())
    "func.call_indirect"(%0) : (() -> ()) -> ()
    "func.call"() <{callee = @decl}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
