// FLAGS: --allow-unregistered-dialect
"foo.affine"() {
  a = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>,
  b = affine_map<() -> (0)>,
  c = affine_map<(d0) -> (d0 mod 4, d0 floordiv 3, d0 ceildiv 5)>,
  d = affine_map<(i, j) -> (j, i)>,
  e = affine_set<(d0) : (d0 >= 0, d0 - 10 == 0)>,
  f = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, -d1 + 5 >= 0)>,
  g = affine_map<(d0) -> ()>,
  h = affine_map<(d0, d1) -> (d0 * 3 + d1 * 2 + 1 - d0)>,
  i = affine_set<() : (0 == 0)>
} : () -> ()
