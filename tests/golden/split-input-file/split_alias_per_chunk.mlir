// FLAGS: %s --split-input-file --allow-unregistered-dialect
#m = affine_map<(d0) -> (d0)>
"foo.a"() {m = #m, n = affine_map<(d0) -> (d0 * 3)>} : () -> ()
// -----
// Alias numbering starts again in every chunk.
"foo.b"() {m = affine_map<(d0) -> (d0 * 2)>} : () -> ()
