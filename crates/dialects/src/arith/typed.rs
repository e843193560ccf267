//! Typed handles of the arith ops (see `rmlir_ods::typed`): accessors by
//! name and builders that infer result types as MLIR's do.

use super::casts::*;
use super::constant::CONSTANT;
use super::ops::*;
use rmlir_ods::typed_op;

/// Typed handles for ops of one shape: the given operands, results and
/// attributes, one handle per `Name = SPEC;` line.
macro_rules! typed_ops {
    (
        operands $operands:tt results $results:tt attrs $attrs:tt;
        $($(#[$m:meta])* $Ty:ident = $SPEC:ident;)*
    ) => {$(
        typed_op! {
            $(#[$m])*
            pub struct $Ty = $SPEC;
            operands $operands
            results $results
            attrs $attrs
        }
    )*};
}

typed_ops! {
    operands { lhs, rhs } results { result } attrs { overflowFlags => overflow_flags, set_overflow_flags };
    /// `arith.addi`.
    AddIOp = ADDI;
    /// `arith.subi`.
    SubIOp = SUBI;
    /// `arith.muli`.
    MulIOp = MULI;
    /// `arith.shli`.
    ShLIOp = SHLI;
}

typed_ops! {
    operands { lhs, rhs } results { result } attrs { isExact => is_exact, set_is_exact };
    /// `arith.divsi`.
    DivSIOp = DIVSI;
    /// `arith.divui`.
    DivUIOp = DIVUI;
    /// `arith.shrsi`.
    ShRSIOp = SHRSI;
    /// `arith.shrui`.
    ShRUIOp = SHRUI;
}

typed_ops! {
    operands { lhs, rhs } results { result } attrs {};
    /// `arith.ceildivsi`.
    CeilDivSIOp = CEILDIVSI;
    /// `arith.ceildivui`.
    CeilDivUIOp = CEILDIVUI;
    /// `arith.floordivsi`.
    FloorDivSIOp = FLOORDIVSI;
    /// `arith.remsi`.
    RemSIOp = REMSI;
    /// `arith.remui`.
    RemUIOp = REMUI;
    /// `arith.andi`.
    AndIOp = ANDI;
    /// `arith.ori`.
    OrIOp = ORI;
    /// `arith.xori`.
    XOrIOp = XORI;
    /// `arith.maxsi`.
    MaxSIOp = MAXSI;
    /// `arith.maxui`.
    MaxUIOp = MAXUI;
    /// `arith.minsi`.
    MinSIOp = MINSI;
    /// `arith.minui`.
    MinUIOp = MINUI;
}

typed_ops! {
    operands { lhs, rhs } results { result } attrs { fastmath => fastmath, set_fastmath };
    /// `arith.addf`.
    AddFOp = ADDF;
    /// `arith.subf`.
    SubFOp = SUBF;
    /// `arith.mulf`.
    MulFOp = MULF;
    /// `arith.divf`.
    DivFOp = DIVF;
    /// `arith.remf`.
    RemFOp = REMF;
    /// `arith.maximumf`.
    MaximumFOp = MAXIMUMF;
    /// `arith.minimumf`.
    MinimumFOp = MINIMUMF;
    /// `arith.maxnumf`.
    MaxNumFOp = MAXNUMF;
    /// `arith.minnumf`.
    MinNumFOp = MINNUMF;
}

typed_ops! {
    operands { r#in } results { out } attrs {};
    /// `arith.extsi`.
    ExtSIOp = EXTSI;
    /// `arith.extui`.
    ExtUIOp = EXTUI;
    /// `arith.sitofp`.
    SIToFPOp = SITOFP;
    /// `arith.uitofp`.
    UIToFPOp = UITOFP;
    /// `arith.fptosi`.
    FPToSIOp = FPTOSI;
    /// `arith.fptoui`.
    FPToUIOp = FPTOUI;
    /// `arith.index_cast`.
    IndexCastOp = INDEX_CAST;
    /// `arith.index_castui`.
    IndexCastUIOp = INDEX_CASTUI;
    /// `arith.bitcast`.
    BitcastOp = BITCAST;
}

typed_op! {
    /// `arith.constant`.
    pub struct ConstantOp = CONSTANT;
    operands {}
    results { result }
    attrs { value => value, set_value }
}

typed_op! {
    /// `arith.cmpi`.
    pub struct CmpIOp = CMPI;
    operands { lhs, rhs }
    results { result }
    attrs { predicate => predicate, set_predicate }
}

typed_op! {
    /// `arith.cmpf`.
    pub struct CmpFOp = CMPF;
    operands { lhs, rhs }
    results { result }
    attrs { predicate => predicate, set_predicate, fastmath => fastmath, set_fastmath }
}

typed_op! {
    /// `arith.select`.
    pub struct SelectOp = SELECT;
    operands { condition, true_value, false_value }
    results { result }
    attrs {}
}

typed_op! {
    /// `arith.negf`.
    pub struct NegFOp = NEGF;
    operands { operand }
    results { result }
    attrs { fastmath => fastmath, set_fastmath }
}

typed_op! {
    /// `arith.trunci`.
    pub struct TruncIOp = TRUNCI;
    operands { r#in }
    results { out }
    attrs { overflowFlags => overflow_flags, set_overflow_flags }
}

typed_op! {
    /// `arith.extf`.
    pub struct ExtFOp = EXTF;
    operands { r#in }
    results { out }
    attrs { fastmath => fastmath, set_fastmath }
}

typed_op! {
    /// `arith.truncf`.
    pub struct TruncFOp = TRUNCF;
    operands { r#in }
    results { out }
    attrs { roundingmode => roundingmode, set_roundingmode, fastmath => fastmath, set_fastmath }
}

typed_op! {
    /// `arith.scaling_extf`.
    pub struct ScalingExtFOp = SCALING_EXTF;
    operands { r#in, scale }
    results { out }
    attrs { fastmath => fastmath, set_fastmath }
}

typed_op! {
    /// `arith.scaling_truncf`.
    pub struct ScalingTruncFOp = SCALING_TRUNCF;
    operands { r#in, scale }
    results { out }
    attrs { roundingmode => roundingmode, set_roundingmode, fastmath => fastmath, set_fastmath }
}

typed_op! {
    /// `arith.addui_extended`.
    pub struct AddUIExtendedOp = ADDUI_EXTENDED;
    operands { lhs, rhs }
    results { sum, overflow }
    attrs {}
}

typed_op! {
    /// `arith.mului_extended`.
    pub struct MulUIExtendedOp = MULUI_EXTENDED;
    operands { lhs, rhs }
    results { low, high }
    attrs {}
}
