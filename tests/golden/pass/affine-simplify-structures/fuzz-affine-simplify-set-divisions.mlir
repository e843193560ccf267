// FLAGS: -allow-unregistered-dialect --affine-simplify-structures
// Integer sets with divisions: the bounds of each division's local variable
// come back after the set's constraints (upper first), minus the ones
// removeTrivialRedundancy drops.
#a1 = affine_set<(d0)[s0] : (d0 mod 2 == 0, s0 - d0 - 1 >= 0)>
#a2 = affine_set<(d0) : (d0 mod 2 == 0)>
#a3 = affine_set<(d0)[s0] : (d0 mod 2 == 0, s0 - 1 >= 0)>
#a4 = affine_set<(d0)[s0] : (d0 floordiv 2 - s0 >= 0, s0 - d0 >= 0)>
#a5 = affine_set<(d0)[s0] : (d0 mod 4 - 1 >= 0, s0 - d0 - 1 >= 0)>
#b1 = affine_set<(d0, d1)[s0] : (d0 ceildiv 3 - s0 >= 0, (d1 + d0) mod 5 == 0)>
#b2 = affine_set<(d0) : ((d0 floordiv 2) mod 3 >= 0, d0 >= 0)>
#b3 = affine_set<(d0) : (d0 mod 2 - 2 >= 0)>
#b4 = affine_set<(d0)[s0] : (d0 floordiv 4 - d0 floordiv 4 >= 0, d0 * 2 - s0 >= 0)>
#b5 = affine_set<(d0)[s0] : (d0 mod 3 == 1, d0 mod 3 >= 0, (s0 * 3) floordiv 3 - 1 >= 0)>
#b6 = affine_set<(d0) : (d0 mod 2 - 1 == 0, d0 - 1 >= 0, 10 - d0 >= 0)>
func.func @f(%i: index, %j: index, %n: index) {
  affine.if #a1(%i)[%n] { "t.a"() : () -> () }
  affine.if #a2(%i) { "t.b"() : () -> () }
  affine.if #a3(%i)[%n] { "t.c"() : () -> () }
  affine.if #a4(%i)[%n] { "t.d"() : () -> () }
  affine.if #a5(%i)[%n] { "t.e"() : () -> () }
  affine.if #b1(%i, %j)[%n] { "t.a"() : () -> () }
  affine.if #b2(%i) { "t.b"() : () -> () }
  affine.if #b3(%i) { "t.c"() : () -> () }
  affine.if #b4(%i)[%n] { "t.d"() : () -> () }
  affine.if #b5(%i)[%n] { "t.e"() : () -> () }
  affine.if #b6(%i) { "t.f"() : () -> () }
  return
}
