//! Behaviour of the public API beyond the recorded mlir-opt table: format
//! metadata, f64 round trips, classification, literal errors (messages as
//! mlir-opt prints them) and robustness on hostile inputs.

use rmlir_float::*;

#[test]
fn format_metadata() {
    let expect = [
        (FloatFormat::F16, "f16", 16),
        (FloatFormat::BF16, "bf16", 16),
        (FloatFormat::F32, "f32", 32),
        (FloatFormat::F64, "f64", 64),
        (FloatFormat::F80, "f80", 80),
        (FloatFormat::F128, "f128", 128),
        (FloatFormat::TF32, "tf32", 19),
        (FloatFormat::F8E5M2, "f8E5M2", 8),
        (FloatFormat::F8E4M3, "f8E4M3", 8),
        (FloatFormat::F8E4M3FN, "f8E4M3FN", 8),
        (FloatFormat::F8E5M2FNUZ, "f8E5M2FNUZ", 8),
        (FloatFormat::F8E4M3FNUZ, "f8E4M3FNUZ", 8),
        (FloatFormat::F8E4M3B11FNUZ, "f8E4M3B11FNUZ", 8),
        (FloatFormat::F8E3M4, "f8E3M4", 8),
        (FloatFormat::F4E2M1FN, "f4E2M1FN", 4),
        (FloatFormat::F6E2M3FN, "f6E2M3FN", 6),
        (FloatFormat::F6E3M2FN, "f6E3M2FN", 6),
        (FloatFormat::F8E8M0FNU, "f8E8M0FNU", 8),
    ];
    assert_eq!(FloatFormat::all().len(), expect.len());
    for (fmt, kw, width) in expect {
        assert_eq!(fmt.mlir_keyword(), kw);
        assert_eq!(fmt.bit_width(), width);
        assert_eq!(FloatFormat::from_keyword(kw), Some(fmt));
        assert!(FloatFormat::all().contains(&fmt));
    }
    assert_eq!(FloatFormat::from_keyword("F32"), None);
    assert_eq!(FloatFormat::from_keyword("f8e4m3fn"), None);
}

#[test]
fn f64_round_trips_and_rounding() {
    assert_eq!(from_f64(FloatFormat::F32, 1.0), 0x3F80_0000);
    assert_eq!(from_f64(FloatFormat::F16, 65520.0), 0x7C00); // ties away from max -> inf
    assert_eq!(from_f64(FloatFormat::F16, 65519.0), 0x7BFF);
    assert_eq!(from_f64(FloatFormat::BF16, -0.0), 0x8000);
    assert_eq!(from_f64(FloatFormat::F8E4M3FN, 1e9), 0x7F); // no inf: NaN
    assert_eq!(from_f64(FloatFormat::F8E4M3FN, 464.0), 0x7E); // tie to even: 448
    assert_eq!(from_f64(FloatFormat::F8E4M3FN, 465.0), 0x7F); // rounds onto the NaN pattern
    assert_eq!(from_f64(FloatFormat::F8E5M2FNUZ, -0.0), 0x00); // -0 would be NaN
    assert_eq!(from_f64(FloatFormat::F8E5M2FNUZ, f64::NAN), 0x80);
    assert_eq!(from_f64(FloatFormat::F4E2M1FN, 1e9), 0x7); // finite-only: largest
    assert_eq!(from_f64(FloatFormat::F4E2M1FN, -1e9), 0xF);
    assert_eq!(from_f64(FloatFormat::F8E8M0FNU, 0.0), 0x00); // no zero: 2^-127
    assert_eq!(from_f64(FloatFormat::F8E8M0FNU, 3.0), 0x81); // 3 ties to 4
    assert_eq!(from_f64(FloatFormat::F80, 1.0), 0x3FFF_8000_0000_0000_0000);
    assert_eq!(
        from_f64(FloatFormat::F128, 1.0),
        0x3FFF_0000_0000_0000_0000_0000_0000_0000
    );
    assert_eq!(from_f64(FloatFormat::F32, f64::NAN), 0x7FC0_0000);
    assert_eq!(from_f64(FloatFormat::F32, 1e-50), 0);
    assert_eq!(from_f64(FloatFormat::F32, -1e-50), 0x8000_0000);

    for &v in &[
        0.1,
        -2.5,
        1e-310,
        1.7976931348623157e308,
        f64::INFINITY,
        -0.0,
    ] {
        for fmt in [FloatFormat::F64, FloatFormat::F80, FloatFormat::F128] {
            assert_eq!(
                to_f64(fmt, from_f64(fmt, v)).to_bits(),
                v.to_bits(),
                "{v} via {fmt}"
            );
        }
    }
    assert_eq!(to_f64(FloatFormat::F8E4M3FN, 0x7E), 448.0);
    assert_eq!(to_f64(FloatFormat::F6E3M2FN, 0x1F), 28.0);
    assert_eq!(to_f64(FloatFormat::F8E8M0FNU, 0x00), 2f64.powi(-127));
    assert!(to_f64(FloatFormat::F8E8M0FNU, 0xFF).is_nan());
    // ... although APFloat's convert turns that NaN into infinity bits.
    assert_eq!(
        convert(FloatFormat::F8E8M0FNU, 0xFF, FloatFormat::F64),
        0x7FF0_0000_0000_0000
    );
    assert_eq!(to_f64(FloatFormat::TF32, 0x1FC00), 1.0);
    // f128 -> f64 rounds to nearest even.
    let third =
        from_decimal_str(FloatFormat::F128, "0.333333333333333333333333333333333333").unwrap();
    assert_eq!(third.to_f64(), 1.0 / 3.0);
}

#[test]
fn classification() {
    use FloatFormat::*;
    assert!(is_nan(F32, 0x7FC0_0001) && !is_inf(F32, 0x7FC0_0001));
    assert!(is_inf(F32, 0xFF80_0000) && is_negative(F32, 0xFF80_0000));
    assert!(is_zero(F64, 1 << 63) && is_negative(F64, 1 << 63));
    assert!(is_nan(F8E4M3FNUZ, 0x80) && !is_zero(F8E4M3FNUZ, 0x80));
    assert!(is_nan(F8E4M3FN, 0xFF) && !is_nan(F8E4M3FN, 0x7E) && !is_inf(F8E4M3FN, 0x78));
    assert!(!is_nan(F4E2M1FN, 0xF) && !is_inf(F6E3M2FN, 0x1F));
    assert!(!is_zero(F8E8M0FNU, 0) && is_nan(F8E8M0FNU, 0xFF));
    assert!(is_nan(F80, 0x3FFF_4000_0000_0000_0000)); // an unnormal
    assert!(is_inf(F80, 0x7FFF_8000_0000_0000_0000));
    assert!(is_nan(F80, 0x7FFF_0000_0000_0000_0000)); // a pseudo-infinity
}

#[test]
fn conversions() {
    use FloatFormat::*;
    assert_eq!(convert(F32, 0x3F80_0000, F16), 0x3C00);
    assert_eq!(convert(F32, 0x7F80_0000, F8E4M3FNUZ), 0x80);
    assert_eq!(convert(F8E4M3FNUZ, 0x80, F32), 0x7FC0_0000);
    assert_eq!(convert(F32, 0x7F80_0001, F64), 0x7FF8_0000_2000_0000); // sNaN quieted
    assert_eq!(convert(F64, 0x3FB9_9999_9999_999A, F32), 0x3DCC_CCCD); // 0.1
    assert_eq!(convert(F16, 0x0001, F8E5M2), 0x00); // below half the smallest denormal
    assert_eq!(convert(F16, 0x0100, F8E5M2), 0x01);
    assert_eq!(convert(BF16, 0x7F80, F4E2M1FN), 0x0); // inf in a finite-only format packs as 0
    assert_eq!(
        convert(F80, 0x0000_8000_0000_0000_0000, F80),
        0x0001_8000_0000_0000_0000
    );
}

#[test]
fn mlir_opt_spot_checks() {
    use FloatFormat::*;
    let lit = |f, t: &str| parse_decimal(f, t.trim_start_matches('-'), t.starts_with('-')).unwrap();
    assert_eq!(format_mlir(F32, lit(F32, "1.0")), "1.000000e+00");
    assert_eq!(format_mlir(F64, lit(F64, "0.1")), "1.000000e-01");
    assert_eq!(
        format_mlir(F64, lit(F64, "0.10000000000000001")),
        "1.000000e-01"
    );
    assert_eq!(format_mlir(F64, lit(F64, "0.3")), "3.000000e-01");
    assert_eq!(format_mlir(F64, lit(F64, "1.2345678")), "1.2345678");
    assert_eq!(format_mlir(F64, lit(F64, "0.2")), "2.000000e-01");
    assert_eq!(format_mlir(F32, lit(F32, "0.2")), "2.000000e-01");
    assert_eq!(
        format_mlir(F64, lit(F64, "1.0000001")),
        "1.0000001000000001"
    );
    assert_eq!(format_mlir(F32, lit(F32, "1.0e-40")), "9.999940e-41");
    assert_eq!(format_mlir(F32, 0x7FC0_0001), "0x7FC00001");
    assert_eq!(format_mlir(F8E4M3FN, lit(F8E4M3FN, "3.0")), "3.000000e+00");
    assert_eq!(
        format_mlir(F128, lit(F128, "0.1")),
        "0.100000000000000005551115123125782702"
    );
    assert_eq!(format_mlir(F80, lit(F80, "1.5")), "1.500000e+00");
    assert_eq!(format_mlir(F80, lit(F80, "0.1")), "0.100000000000000005551");
    assert_eq!(format_mlir(BF16, lit(BF16, "-0.0")), "-0.000000e+00");
    assert_eq!(format_mlir(F16, lit(F16, "100000.0")), "0x7C00");
    assert_eq!(format_mlir(F64, lit(F64, "1.0e400")), "0x7FF0000000000000");
    assert_eq!(format_mlir(F32, lit(F32, "16777215.0")), "0x4B7FFFFF");
    assert_eq!(
        format_mlir(F8E8M0FNU, lit(F8E8M0FNU, "0.0")),
        "5.877470e-39"
    );
    // APFloat keeps the sign of a negative E8M0 value, though it has no sign bit:
    // a FloatAttr prints it, dense storage (bits) turns it into the NaN pattern.
    assert_eq!(
        parse_decimal_value(F8E8M0FNU, "1.0", true)
            .unwrap()
            .format_mlir(),
        "-1.000000e+00"
    );
    assert_eq!(format_mlir(F8E8M0FNU, lit(F8E8M0FNU, "-1.0")), "0xFF");
    // Infinity in a finite-only format: FloatAttr prints its (zero) pattern.
    assert_eq!(
        parse_decimal_value(F4E2M1FN, "1.0e400", false)
            .unwrap()
            .format_mlir(),
        "0x0"
    );
    assert_eq!(
        format_mlir(F4E2M1FN, lit(F4E2M1FN, "1.0e400")),
        "0.000000e+00"
    );
    // Bits above the width are ignored.
    assert_eq!(format_mlir(F8E4M3FN, 0x1_38), format_mlir(F8E4M3FN, 0x38));
    // APFloat's toString with other parameters.
    assert_eq!(
        to_apfloat_string(F64, 0x4059_0000_0000_0000, 0, 3, true),
        "100"
    );
    assert_eq!(
        to_apfloat_string(F64, 0x4415_AF1D_78B5_8C40, 0, 3, true),
        "1.0E+20"
    );
    assert_eq!(to_apfloat_string(F32, 0x7F80_0000, 6, 0, false), "+Inf");
    assert_eq!(to_apfloat_string(F32, 0x7FC0_0000, 6, 0, false), "NaN");
}

#[test]
fn hex_literals() {
    use FloatFormat::*;
    assert_eq!(parse_hex_literal(F32, "0x7FC00001", false), Ok(0x7FC0_0001));
    assert_eq!(
        parse_hex_literal(F16, "0x00000000000000000000000000000000003C00", false),
        Ok(0x3C00)
    );
    assert_eq!(
        parse_hex_literal(F128, "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", false),
        Ok(u128::MAX)
    );
    assert_eq!(
        parse_hex_literal(F8E4M3FN, "0x1FF", false),
        Err("hexadecimal float constant out of range for type".into())
    );
    assert_eq!(
        parse_hex_literal(F128, "0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", false),
        Err("hexadecimal float constant out of range for type".into())
    );
    assert_eq!(
        parse_hex_literal(F32, "0x1", true),
        Err("hexadecimal float literal should not have a leading minus".into())
    );
    assert_eq!(
        parse_hex_literal(F32, "12", false),
        Err("unexpected decimal integer literal for a floating point value".into())
    );
    // x87 oddities are canonicalised the way APFloat stores them.
    assert_eq!(
        parse_hex_literal(F80, "0x3FFF4000000000000000", false),
        Ok(0x7FFF_4000_0000_0000_0000)
    );
}

#[test]
fn hostile_inputs_never_panic() {
    use FloatFormat::*;
    let long_digits = "7".repeat(10 << 20);
    let long_fraction = format!("0.{long_digits}");
    for fmt in [F32, F8E4M3FN, F128, F8E8M0FNU] {
        for text in [
            long_digits.as_str(),
            long_fraction.as_str(),
            "1e999999999999",
            "1e-999999999999",
            "1.0e+",
            "",
            ".",
            "e5",
            "1..0",
            "1.0f",
            "--1",
            "0x1p3",
            "\u{0663}.0",
        ] {
            // Must return (value or error) without panicking.
            let _ = parse_decimal(fmt, text, true);
        }
    }
    assert_eq!(
        parse_decimal(F32, "1.0.0", false),
        Err(LITERAL_ERROR.to_string())
    );
    assert!(is_inf(
        F64,
        parse_decimal(F64, &long_digits, false).unwrap()
    ));
    assert_eq!(
        parse_decimal(F64, &long_fraction, false).unwrap(),
        (7.0f64 / 9.0).to_bits() as u128
    );
    // Exact parsing in the widest format with far more digits than matter.
    let v = from_decimal_str(F128, &long_fraction).unwrap();
    assert_eq!(v.format_mlir(), "0.777777777777777777777777777777777788");

    // Every pattern of every format prints, converts and round-trips its class.
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    for fmt in FloatFormat::all().iter().copied() {
        for i in 0..400u32 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let bits = ((seed as u128) << 64 | (seed.rotate_left(17) as u128)) >> (i % 128);
            let printed = format_mlir(fmt, bits);
            assert!(!printed.is_empty());
            let to = FloatFormat::all()[i as usize % FloatFormat::all().len()];
            let converted = convert(fmt, bits, to);
            assert_eq!(converted & !to.bit_mask(), 0);
            if is_nan(fmt, bits) && to.has_nan() && fmt != F8E8M0FNU {
                assert!(is_nan(to, converted), "{fmt} {bits:#x} -> {to}");
            }
            if is_nan(fmt, bits) {
                assert!(printed.starts_with("0x"), "{fmt} {bits:#x} {printed}");
            }
        }
    }
}
