// FLAGS: --split-input-file --allow-unregistered-dialect
// Bodies of unregistered dialect attributes and types keep their bytes,
// valid UTF-8 or not, in the output and in diagnostics.
#a = #t<"ÿ">
"t.a"() {w = #t.a<"ÿ">, x = #t<aÿ>, y = #a, z = #t<"ô¾€Ã©">} : () -> !t<"ÿÃ©">

// -----
func.func @f() -> i32 {
  "func.return"() {x = #t<"þ">} : () -> ()
}
