// FLAGS: %s --split-input-file
"func.func"() <{function_type = () -> (), sym_name = "f"}> : () -> ()
// -----
"func.func"() <{function_type = i32, sym_name = "f"}> ({}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private", arg_attrs = [1]}> ({}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = 1}> ({}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = 1}> ({}) : () -> ()
// -----
"func.func"() <{function_type = () -> ()}> ({}) : () -> ()
// -----
"func.func"() <{sym_name = "f"}> ({}) : () -> ()
// -----
"builtin.module"() <{sym_name = 1}> ({}) : () -> ()
// -----
"builtin.module"() : () -> ()
// -----
%0 = "func.return"() : () -> i32
// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() ({}) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "func.constant"() : () -> (() -> ())
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.constant"() {value = @f} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.call_indirect"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.call"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.call"() {callee = @f::@g} : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f", no_inline}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
"builtin.unrealized_conversion_cast"() <{}> : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  ^bb0:
  "func.return"() : () -> ()
  ^bb1:
  "func.return"() : () -> ()
}, {}) : () -> ()
