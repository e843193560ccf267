// FLAGS: --allow-unregistered-dialect --mlir-print-local-scope
#m = affine_map<(d0) -> (d0 + 1)>
"foo.a"() {m = #m, s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
%0 = "foo.b"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 4)>>
"foo.c"() {d = distinct[0]<unit>} : () -> ()
