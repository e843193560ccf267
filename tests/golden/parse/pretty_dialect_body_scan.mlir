// FLAGS: --allow-unregistered-dialect --split-input-file %s
%0 = "foo.a"() : () -> !foo.bar<(>
// -----
%0 = "foo.a"() : () -> !foo.bar<[}>
// -----
"foo.a"() {a = #foo.x<{a]>} : () -> ()
// -----
%0 = "foo.a"() : () -> !foo.bar<"a\"b>" , x -> y, [<>]>
// -----
%0 = "foo.a"() : () -> !foo.bar<"bad \q escape">
// -----
%0 = "foo.a"() : () -> !foo.bar<<(
