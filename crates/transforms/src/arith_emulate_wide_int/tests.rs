//! Unit tests of the type conversion, the option and the bit splitting.

use super::{convert_type, INFO};
use rmlir_core::apint::ApInt;
use rmlir_core::types::{Signedness, TypeKind};
use rmlir_core::{Context, Type};
use rmlir_dialects::vector::vector_type;
use rmlir_pass::{OptionError, OptionValue, OptionValues};

fn int(ctx: &Context, w: u32) -> Type {
    ctx.integer_type(w, Signedness::Signless)
}

#[test]
fn integers_twice_as_wide_become_two_halves() {
    let ctx = Context::new();
    let (i32t, i64t) = (int(&ctx, 32), int(&ctx, 64));
    assert_eq!(
        convert_type(&ctx, i64t, 32),
        Some(vector_type(&ctx, &[2], i32t))
    );
    assert_eq!(convert_type(&ctx, i32t, 32), Some(i32t));
    assert_eq!(convert_type(&ctx, int(&ctx, 1), 32), Some(int(&ctx, 1)));
    // Wider still: no conversion.
    assert_eq!(convert_type(&ctx, int(&ctx, 128), 32), None);
    assert_eq!(convert_type(&ctx, int(&ctx, 48), 32), None);
    // Signed and unsigned integers get signless halves.
    let ui64 = ctx.integer_type(64, Signedness::Unsigned);
    assert_eq!(
        convert_type(&ctx, ui64, 32),
        Some(vector_type(&ctx, &[2], i32t))
    );
    // index and floats stay.
    assert_eq!(
        convert_type(&ctx, ctx.index_type(), 32),
        Some(ctx.index_type())
    );
    let f64t = ctx.float_type(rmlir_core::types::FloatFormat::F64);
    assert_eq!(convert_type(&ctx, f64t, 32), Some(f64t));
}

#[test]
fn vectors_get_a_trailing_dimension_of_two() {
    let ctx = Context::new();
    let (i16t, i32t) = (int(&ctx, 16), int(&ctx, 32));
    let v = vector_type(&ctx, &[3, 4], i32t);
    assert_eq!(
        convert_type(&ctx, v, 16),
        Some(vector_type(&ctx, &[3, 4, 2], i16t))
    );
    // Scalable dimensions keep their flag; the new one is fixed.
    let s = ctx.ty(TypeKind::Vector {
        shape: vec![4].into(),
        scalable: vec![true].into(),
        element: i32t,
    });
    let expected = ctx.ty(TypeKind::Vector {
        shape: vec![4, 2].into(),
        scalable: vec![true, false].into(),
        element: i16t,
    });
    assert_eq!(convert_type(&ctx, s, 16), Some(expected));
    let narrow = vector_type(&ctx, &[3], i16t);
    assert_eq!(convert_type(&ctx, narrow, 16), Some(narrow));
}

#[test]
fn function_types_convert_inputs_and_results() {
    let ctx = Context::new();
    let (i32t, i64t) = (int(&ctx, 32), int(&ctx, 64));
    let f = ctx.function_type(&[i64t, i32t], &[i64t]);
    let half = vector_type(&ctx, &[2], i32t);
    let expected = ctx.function_type(&[half, i32t], &[half]);
    assert_eq!(convert_type(&ctx, f, 32), Some(expected));
    let bad = ctx.function_type(&[int(&ctx, 128)], &[]);
    assert_eq!(convert_type(&ctx, bad, 32), None);
}

#[test]
fn the_width_option_is_an_unsigned_integer() {
    let v = OptionValues::parse(INFO.options, "").unwrap();
    assert_eq!(v.get("widest-int-supported"), &OptionValue::Uint(32));
    let v = OptionValues::parse(INFO.options, "widest-int-supported=8").unwrap();
    assert_eq!(v.get_uint("widest-int-supported"), 8);
    for bad in ["-8", "abc"] {
        let text = format!("widest-int-supported={bad}");
        let msg = format!(
            "for the --widest-int-supported option: '{bad}' value invalid for uint argument!"
        );
        assert_eq!(
            OptionValues::parse(INFO.options, &text).err(),
            Some(OptionError::BadValue(msg))
        );
    }
}

#[test]
fn bits_split_values_into_halves() {
    use super::patterns::bits;
    let v = ApInt::from_i64(64, -7);
    assert_eq!(bits(&v, 0, 32), ApInt::from_i64(32, -7));
    assert_eq!(bits(&v, 32, 32), ApInt::from_i64(32, -1));
    let v = ApInt::from_u64(64, 1 << 32);
    assert_eq!(bits(&v, 0, 32), ApInt::zero(32));
    assert_eq!(bits(&v, 32, 32), ApInt::from_u64(32, 1));
    // Halves narrower than a byte, and wider than a word.
    assert_eq!(bits(&ApInt::from_i64(8, -100), 4, 4), ApInt::from_u64(4, 9));
    let wide = ApInt::from_words(128, &[5, 9]);
    assert_eq!(bits(&wide, 64, 64), ApInt::from_u64(64, 9));
}
