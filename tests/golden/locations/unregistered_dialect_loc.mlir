// FLAGS: --split-input-file
// The unregistered-dialect error points at the token after the op name.
"t.a"() : () -> ()

// -----
  "t.a"  () : () -> ()

// -----
%0 = "t.a"() : () -> i32

// -----
"t.a"
