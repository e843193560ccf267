// FLAGS:
"func.func"() <{sym_name = "x", function_type = () -> (), sym_visibility = "bogus"}> ({}) : () -> ()
