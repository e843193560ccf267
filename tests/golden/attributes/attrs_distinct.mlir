// FLAGS: --allow-unregistered-dialect
"foo.d"() {a = distinct[0]<42 : i32>, b = distinct[0]<42 : i32>, c = distinct[7]<unit>} : () -> ()
"foo.e"() {x = distinct[3]<"s">, y = distinct[1]<[1, 2]>} : () -> ()
