//! Typed handles of the cf ops (see `rmlir_ods::typed`).

use super::{ASSERT, BR, COND_BR, SWITCH};
use rmlir_ods::typed_op;

typed_op! {
    /// `cf.br`.
    pub struct BrOp = BR;
    operands { destOperands: * }
    results {}
    attrs {}
    successors { dest }
}

typed_op! {
    /// `cf.cond_br`.
    pub struct CondBrOp = COND_BR;
    operands { condition, trueDestOperands: *, falseDestOperands: * }
    results {}
    attrs { branch_weights => branch_weights, set_branch_weights }
    successors { trueDest, falseDest }
}

typed_op! {
    /// `cf.switch`; `build` needs `case_values` and `case_operand_segments`
    /// among its attributes when there are cases.
    pub struct SwitchOp = SWITCH;
    operands { flag, defaultOperands: *, caseOperands: * }
    results {}
    attrs {
        case_values => case_values, set_case_values,
        case_operand_segments => case_operand_segments, set_case_operand_segments
    }
    successors { defaultDestination, caseDestinations: * }
}

typed_op! {
    /// `cf.assert`.
    pub struct AssertOp = ASSERT;
    operands { arg }
    results {}
    attrs { msg => msg, set_msg }
}
