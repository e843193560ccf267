// FLAGS: --allow-unregistered-dialect
%0:4 = "foo.d"() : () -> (!foo.bar, !foo<"raw body">, !foo.bar<1, 2>, !foo.bar<i32, "s", [1, 2]>)
%1:3 = "foo.nest"() : () -> (!foo.x<[{(<>)}]>, !foo.y<"a>b">, !bar.baz<!foo.bar<3>>)
%2 = "foo.opq"() : () -> !foo<bar<baz>>
%3 = "foo.t"() : () -> tensor<4x!foo.elem<f32>>
