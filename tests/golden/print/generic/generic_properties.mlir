// FLAGS: --allow-unregistered-dialect
"foo.p"() <{a = 1, b = [2, 3]}> : () -> ()
"foo.q"() <{}> : () -> ()
"foo.r"() <"not a dict"> {x} : () -> ()
"foo.s"() <{z = 1}> {z = 2} : () -> ()
