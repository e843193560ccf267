// FLAGS: --allow-unregistered-dialect
"t.op"() {a = [0x7FF0000000000000 : f64, 1.0, 0x7FF8000000000001 : f64], b = 0x7FF0000000000000 : f64, c = [1.0e400 : f4E2M1FN, -1.0e400 : f6E2M3FN, -1.0e400 : f8E8M0FNU]} : () -> ()
