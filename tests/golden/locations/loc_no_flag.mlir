// FLAGS: --allow-unregistered-dialect
#loc = loc("a.c":1:1)
"foo.a"() : () -> () loc(#loc)
"foo.b"() {l = loc("keep.c":1:1)} : () -> () loc(fused["x", "y"])
func.func @f(%a: i32 loc("arg":1:1)) { return } loc("f":1:1)
