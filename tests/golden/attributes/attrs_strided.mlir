// FLAGS: --allow-unregistered-dialect
"foo.strided"() {
  a = strided<[1]>, b = strided<[?, 1], offset: ?>, c = strided<[4, 2], offset: 0>,
  d = strided<[]>, e = strided<[], offset: 3>, f = strided<[?]>, g = strided<[-1, 1], offset: -5>
} : () -> ()
