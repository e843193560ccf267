// FLAGS: --allow-unregistered-dialect
#user_map = affine_map<(d0) -> (d0 + 1)>
#unused = affine_map<(d0) -> (d0 * 7)>
"foo.a"() {m = #user_map, n = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()
"foo.b"() {s = affine_set<(d0) : (d0 >= 0)>, m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
%0 = "foo.c"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
"foo.d"() {z = affine_map<(d0)[s0] -> (d0 floordiv s0)>, a = affine_set<(d0, d1) : (d0 - d1 == 0)>} : () -> ()
