// FLAGS: --allow-unregistered-dialect
// Aliases are numbered by first use and printed before the ops.
"foo.first"() {x = affine_map<(d0) -> (d0 + 3)>} : () -> ()
"foo.second"() {x = affine_map<(d0) -> (d0 + 2)>, y = affine_map<(d0) -> (d0 + 1)>} : () -> ()
"foo.third"() {x = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0, d1) -> (d0)>]} : () -> ()
%0 = "foo.t"() : () -> memref<2xf32, affine_map<(d0) -> (d0 + 5)>>
"foo.set"() {s1 = affine_set<(d0) : (d0 == 0)>, s0 = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
"foo.dist"() {d = distinct[0]<unit>, e = distinct[1]<unit>} : () -> ()
