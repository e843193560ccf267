// FLAGS: --allow-unregistered-dialect
%0 = "foo.a"() : () -> memref<0xf32, strided<[0], offset: 0>>
"foo.b"() {s = strided<[0, 1]>} : () -> ()
