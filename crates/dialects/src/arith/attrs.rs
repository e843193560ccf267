//! The `arith` dialect's attributes: fast-math and overflow flag sets
//! (`#arith.fastmath<...>`, `#arith.overflow<...>`) and the integer enums of
//! comparison predicates and rounding modes.

use rmlir_core::{Attribute, Context};
use rmlir_ods::bitenum::{bit_enum_value, parse_bit_enum_body, BitEnumSpec};
use rmlir_ods::constraints::is_enum_case;
use rmlir_ods::{AttrConstraint, AttrSyntax, EnumSpec};

/// `#arith.fastmath<...>` (MLIR's `FastMathFlags`): the fast-math flags of
/// floating-point ops, with `fast` for all seven.
pub static FASTMATH: BitEnumSpec = BitEnumSpec {
    dialect: "arith",
    mnemonic: "fastmath",
    cpp_name: "::mlir::arith::FastMathFlags",
    attr_def_name: "Arith_FastMathAttr",
    cases: &[
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
    ],
    groups: &[("fast", 127)],
    separator: ",",
};

/// `#arith.overflow<...>` (MLIR's `IntegerOverflowFlags`): `nsw` and `nuw`
/// on integer ops, promising no signed/unsigned wrap.
pub static OVERFLOW: BitEnumSpec = BitEnumSpec {
    dialect: "arith",
    mnemonic: "overflow",
    cpp_name: "::mlir::arith::IntegerOverflowFlags",
    attr_def_name: "Arith_IntegerOverflowAttr",
    cases: &[("nsw", 1), ("nuw", 2)],
    groups: &[],
    separator: ", ",
};

/// `arith.cmpi` predicates (MLIR's `CmpIPredicate`), stored as an `i64`.
pub static CMPI_PREDICATE: EnumSpec = EnumSpec {
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
    width: 64,
};

/// `arith.cmpf` predicates (MLIR's `CmpFPredicate`): ordered (`o*`) and
/// unordered (`u*`) comparisons, plus `false`, `ord`, `uno` and `true`;
/// stored as an `i64`.
pub static CMPF_PREDICATE: EnumSpec = EnumSpec {
    cases: &[
        ("false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("true", 15),
    ],
    width: 64,
};

/// IEEE-754 rounding modes (MLIR's `RoundingMode`) of ops such as
/// `arith.truncf`, stored as an `i32`.
pub static ROUNDING_MODE: EnumSpec = EnumSpec {
    cases: &[
        ("to_nearest_even", 0),
        ("downward", 1),
        ("upward", 2),
        ("toward_zero", 3),
        ("to_nearest_away", 4),
    ],
    width: 32,
};

/// The `fastmath` attribute constraint (`Arith_FastMathAttr`), also used by
/// the `math` dialect.
pub static FASTMATH_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "Floating point fast math flags",
    check: |c, a| bit_enum_value(c, &FASTMATH, a).is_some(),
    syntax: AttrSyntax::BitEnum(&FASTMATH),
};

/// The `overflowFlags` attribute constraint (`Arith_IntegerOverflowAttr`).
pub static OVERFLOW_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "Integer overflow arith flags",
    check: |c, a| bit_enum_value(c, &OVERFLOW, a).is_some(),
    syntax: AttrSyntax::BitEnum(&OVERFLOW),
};

/// The `predicate` attribute of `arith.cmpi`.
pub static CMPI_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
    check: |c, a| is_enum_case(c, &CMPI_PREDICATE, a),
    syntax: AttrSyntax::Enum(&CMPI_PREDICATE),
};

/// The `predicate` attribute of `arith.cmpf`.
pub static CMPF_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    check: |c, a| is_enum_case(c, &CMPF_PREDICATE, a),
    syntax: AttrSyntax::Enum(&CMPF_PREDICATE),
};

/// The optional `roundingmode` attribute of float truncations.
pub static ROUNDING_MODE_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "Floating point rounding mode",
    check: |c, a| is_enum_case(c, &ROUNDING_MODE, a),
    syntax: AttrSyntax::Enum(&ROUNDING_MODE),
};

/// Parses the body of an `#arith.<body>` attribute (`fastmath<...>` or
/// `overflow<...>`); the error is mlir-opt's message.
pub fn parse(ctx: &Context, body: &[u8]) -> Result<Attribute, String> {
    if body.starts_with(b"fastmath") {
        return parse_bit_enum_body(ctx, &FASTMATH, body);
    }
    if body.starts_with(b"overflow") {
        return parse_bit_enum_body(ctx, &OVERFLOW, body);
    }
    let name: String = String::from_utf8_lossy(body)
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    Err(format!("unknown attribute `{name}` in dialect `arith`"))
}
