// FLAGS: --allow-unregistered-dialect
"foo.agg"() {
  a = [], b = [1, 2, 3], c = [[1], [[2]], "x", i32, unit],
  d = {}, e = {x = 1, a = 2, m}, f = {nested = {deeper = {deepest = [1]}}},
  "quoted key" = 1, "0digit" = 2, z_last = [{}, []]
} : () -> ()
"foo.unsorted"() {zz = 1, aa = 2, mm = 3, AA = 4, _u = 5} : () -> ()
