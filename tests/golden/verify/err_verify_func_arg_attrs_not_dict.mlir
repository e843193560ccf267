// FLAGS:
"func.func"() <{sym_name = "x", function_type = (i32) -> (), sym_visibility = "private", arg_attrs = [1]}> ({}) : () -> ()
