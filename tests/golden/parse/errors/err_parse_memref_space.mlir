// FLAGS: --allow-unregistered-dialect
%4 = "foo.dspace"() : () -> memref<4xf32, #foo.space<"shared">>
