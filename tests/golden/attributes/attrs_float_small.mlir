// FLAGS: --allow-unregistered-dialect
"foo.f16"() {a = 1.5 : f16, b = 65504.0 : f16, c = 0x7C00 : f16, d = 0x7E00 : f16, e = 0x0001 : f16, f = 0.1 : f16, g = -2.0 : f16} : () -> ()
"foo.bf16"() {a = 1.5 : bf16, b = 0x7F80 : bf16, c = 0x7FC0 : bf16, d = 0x0001 : bf16, e = 3.0e38 : bf16, f = 0.1 : bf16} : () -> ()
"foo.f8"() {a = 448.0 : f8E4M3FN, b = 0x7F : f8E4M3FN, c = 57344.0 : f8E5M2, d = 0x7C : f8E5M2, e = 0.5 : f8E5M2FNUZ, f = 0x80 : f8E4M3FNUZ, g = 1.0 : f8E4M3B11FNUZ, h = 2.0 : f8E4M3, i = 0.25 : f8E3M4, j = 4.0 : f8E8M0FNU} : () -> ()
"foo.f4f6"() {a = 6.0 : f4E2M1FN, b = 0.5 : f4E2M1FN, c = 7.5 : f6E2M3FN, d = 28.0 : f6E3M2FN, e = 0x3 : f4E2M1FN} : () -> ()
"foo.tf32"() {a = 1.0 : tf32, b = 0.1 : tf32} : () -> ()
"foo.wide"() {a = 1.0 : f80, b = 0.1 : f80, c = 0x7FFF8000000000000000 : f80, d = 1.0 : f128, e = 0.1 : f128, f = 0x7FFF0000000000000000000000000000 : f128} : () -> ()
