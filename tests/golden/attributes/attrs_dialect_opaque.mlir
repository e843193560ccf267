// FLAGS: --allow-unregistered-dialect
"foo.da"() {
  a = #foo.bar, b = #foo<"raw">, c = #foo.bar<[1, 2]>, d = #foo.bar<1> : i32,
  e = #foo.x<{a = "}"}>, f = [#bar.baz<"q">, #foo.y]
} : () -> ()
