// FLAGS: --topological-sort --allow-unregistered-dialect --split-input-file
// Ops of a graph region (a module's body) come after what they use; a
// cycle is broken at its first op; nested uses count.
"test.c"(%b, %a) : (i32, i32) -> ()
%a = "test.a"(%b) : (i32) -> i32
%b = "test.b"() : () -> i32
"test.region"() ({
  "test.use"(%d) : (i32) -> ()
}) : () -> ()
%d = "test.d"() : () -> i32

// -----

%x = "test.x"(%y) : (i32) -> i32
%y = "test.y"(%x) : (i32) -> i32
%z = "test.z"() : () -> i32
"test.w"(%z, %x) : (i32, i32) -> ()
