// FLAGS: --allow-unregistered-dialect
"foo.bools"() {t = true, f = false, x = 1 : i1, y = 0 : i1, z = -1 : i1, arr = [true, false]} : () -> ()
