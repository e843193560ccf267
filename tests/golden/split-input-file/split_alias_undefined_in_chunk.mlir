// FLAGS: %s --split-input-file --allow-unregistered-dialect
#m = affine_map<(d0) -> (d0)>
"foo.a"() {m = #m} : () -> ()
// -----
"foo.c"() {m = #m} : () -> ()
