// FLAGS: %s --split-input-file
func.func @f() {
  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({}) : () -> ()
  return
}
// -----
func.func @f() {
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({}) : () -> ()
  return
}
// -----
func.func @f() {
  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "bogus"}> ({}) : () -> ()
  return
}
// -----
"func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "bogus"}> ({}) : () -> ()
// -----
"func.func"() <{function_type = (i32) -> (), sym_name = "g", sym_visibility = "bogus"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()
// -----
func.func @f() {
  "builtin.module"() ({}) : () -> ()
  return
}
// -----
func.func @f() {
  "builtin.module"() <{sym_name = "m"}> ({
    "builtin.module"() <{sym_name = "m"}> ({}) : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @f() {
  memref.global "private" @g : memref<2xf32> = uninitialized
  return
}
// -----
module {
  "builtin.module"() <{sym_visibility = "bogus"}> ({}) : () -> ()
}
