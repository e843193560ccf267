//! Typed handles of the arith ops (see `rmlir_ods::typed`): accessors by
//! name and builders that infer result types as MLIR's do.

use super::casts::*;
use super::constant::CONSTANT;
use super::ops::*;
use rmlir_ods::typed_op;

macro_rules! int_binop_overflow {
    ($($(#[$m:meta])* $Ty:ident = $SPEC:ident;)*) => {$(
        typed_op! {
            $(#[$m])*
            pub struct $Ty = $SPEC;
            operands { lhs, rhs }
            results { result }
            attrs { overflowFlags => overflow_flags, set_overflow_flags }
        }
    )*};
}

macro_rules! int_binop_exact {
    ($($(#[$m:meta])* $Ty:ident = $SPEC:ident;)*) => {$(
        typed_op! {
            $(#[$m])*
            pub struct $Ty = $SPEC;
            operands { lhs, rhs }
            results { result }
            attrs { isExact => is_exact, set_is_exact }
        }
    )*};
}

macro_rules! int_binop {
    ($($(#[$m:meta])* $Ty:ident = $SPEC:ident;)*) => {$(
        typed_op! {
            $(#[$m])*
            pub struct $Ty = $SPEC;
            operands { lhs, rhs }
            results { result }
            attrs {}
        }
    )*};
}

macro_rules! float_binop {
    ($($(#[$m:meta])* $Ty:ident = $SPEC:ident;)*) => {$(
        typed_op! {
            $(#[$m])*
            pub struct $Ty = $SPEC;
            operands { lhs, rhs }
            results { result }
            attrs { fastmath => fastmath, set_fastmath }
        }
    )*};
}

macro_rules! cast_op {
    ($($(#[$m:meta])* $Ty:ident = $SPEC:ident;)*) => {$(
        typed_op! {
            $(#[$m])*
            pub struct $Ty = $SPEC;
            operands { r#in }
            results { out }
            attrs {}
        }
    )*};
}

int_binop_overflow! {
    /// `arith.addi`.
    AddIOp = ADDI;
    /// `arith.subi`.
    SubIOp = SUBI;
    /// `arith.muli`.
    MulIOp = MULI;
    /// `arith.shli`.
    ShLIOp = SHLI;
}

int_binop_exact! {
    /// `arith.divsi`.
    DivSIOp = DIVSI;
    /// `arith.divui`.
    DivUIOp = DIVUI;
    /// `arith.shrsi`.
    ShRSIOp = SHRSI;
    /// `arith.shrui`.
    ShRUIOp = SHRUI;
}

int_binop! {
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

float_binop! {
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

cast_op! {
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
