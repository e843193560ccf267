//! Typed handles of the index ops (see `rmlir_ods::typed`): accessors by
//! name and builders.

use super::ops::*;
use rmlir_ods::typed_op;

/// Typed handles of the binary ops, one per `Name = SPEC;` line.
macro_rules! binary_ops {
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

binary_ops! {
    /// `index.add`.
    AddOp = ADD;
    /// `index.sub`.
    SubOp = SUB;
    /// `index.mul`.
    MulOp = MUL;
    /// `index.divs`.
    DivSOp = DIVS;
    /// `index.divu`.
    DivUOp = DIVU;
    /// `index.ceildivs`.
    CeilDivSOp = CEILDIVS;
    /// `index.ceildivu`.
    CeilDivUOp = CEILDIVU;
    /// `index.floordivs`.
    FloorDivSOp = FLOORDIVS;
    /// `index.rems`.
    RemSOp = REMS;
    /// `index.remu`.
    RemUOp = REMU;
    /// `index.maxs`.
    MaxSOp = MAXS;
    /// `index.maxu`.
    MaxUOp = MAXU;
    /// `index.mins`.
    MinSOp = MINS;
    /// `index.minu`.
    MinUOp = MINU;
    /// `index.shl`.
    ShlOp = SHL;
    /// `index.shrs`.
    ShrSOp = SHRS;
    /// `index.shru`.
    ShrUOp = SHRU;
    /// `index.and`.
    AndOp = AND;
    /// `index.or`.
    OrOp = OR;
    /// `index.xor`.
    XOrOp = XOR;
}

typed_op! {
    /// `index.casts`.
    pub struct CastSOp = CASTS;
    operands { input }
    results { output }
    attrs {}
}

typed_op! {
    /// `index.castu`.
    pub struct CastUOp = CASTU;
    operands { input }
    results { output }
    attrs {}
}

typed_op! {
    /// `index.cmp`.
    pub struct CmpOp = CMP;
    operands { lhs, rhs }
    results { result }
    attrs { pred => pred, set_pred }
}

typed_op! {
    /// `index.sizeof`.
    pub struct SizeOfOp = SIZEOF;
    operands {}
    results { result }
    attrs {}
}

typed_op! {
    /// `index.constant`.
    pub struct ConstantOp = CONSTANT;
    operands {}
    results { result }
    attrs { value => value, set_value }
}

typed_op! {
    /// `index.bool.constant`.
    pub struct BoolConstantOp = BOOL_CONSTANT;
    operands {}
    results { result }
    attrs { value => value, set_value }
}
