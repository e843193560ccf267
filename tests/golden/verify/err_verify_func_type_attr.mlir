// FLAGS:
"func.func"() <{sym_name = "f", function_type = i32}> ({
}) : () -> ()
