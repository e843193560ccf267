// FLAGS: --allow-unregistered-dialect
%0:6 = "foo.std"() : () -> (f16, bf16, f32, f64, f80, f128)
%1 = "foo.tf"() : () -> tf32
%2:8 = "foo.f8"() : () -> (f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3, f8E3M4, f8E8M0FNU)
%3:3 = "foo.small"() : () -> (f4E2M1FN, f6E2M3FN, f6E3M2FN)
