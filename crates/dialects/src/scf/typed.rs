//! Typed handles of the scf ops (see `rmlir_ods::typed`). Their `build`
//! creates an op without regions: it suits the terminators; region ops
//! are built with their regions through an `OperationState`.

use super::forall::{FORALL, IN_PARALLEL};
use super::{
    CONDITION, EXECUTE_REGION, FOR, IF, INDEX_SWITCH, PARALLEL, REDUCE, REDUCE_RETURN, WHILE, YIELD,
};
use rmlir_ods::typed_op;

typed_op! {
    /// `scf.condition`.
    pub struct ConditionOp = CONDITION;
    operands { condition, args: * }
    results {}
    attrs {}
}

typed_op! {
    /// `scf.execute_region`.
    pub struct ExecuteRegionOp = EXECUTE_REGION;
    operands {}
    results { results: * }
    attrs { no_inline => no_inline, set_no_inline }
}

typed_op! {
    /// `scf.for`.
    pub struct ForOp = FOR;
    operands { lowerBound, upperBound, step, initArgs: * }
    results { results: * }
    attrs { unsignedCmp => unsigned_cmp, set_unsigned_cmp }
}

typed_op! {
    /// `scf.forall`.
    pub struct ForallOp = FORALL;
    operands { dynamicLowerBound: *, dynamicUpperBound: *, dynamicStep: *, outputs: * }
    results { results: * }
    attrs {
        staticLowerBound => static_lower_bound, set_static_lower_bound,
        staticUpperBound => static_upper_bound, set_static_upper_bound,
        staticStep => static_step, set_static_step,
        mapping => mapping, set_mapping
    }
}

typed_op! {
    /// `scf.forall.in_parallel`.
    pub struct InParallelOp = IN_PARALLEL;
    operands {}
    results {}
    attrs {}
}

typed_op! {
    /// `scf.if`.
    pub struct IfOp = IF;
    operands { condition }
    results { results: * }
    attrs {}
}

typed_op! {
    /// `scf.index_switch`.
    pub struct IndexSwitchOp = INDEX_SWITCH;
    operands { arg }
    results { results: * }
    attrs { cases => cases, set_cases }
}

typed_op! {
    /// `scf.parallel`.
    pub struct ParallelOp = PARALLEL;
    operands { lowerBound: *, upperBound: *, step: *, initVals: * }
    results { results: * }
    attrs {}
}

typed_op! {
    /// `scf.reduce`.
    pub struct ReduceOp = REDUCE;
    operands { operands: * }
    results {}
    attrs {}
}

typed_op! {
    /// `scf.reduce.return`.
    pub struct ReduceReturnOp = REDUCE_RETURN;
    operands { result }
    results {}
    attrs {}
}

typed_op! {
    /// `scf.while`.
    pub struct WhileOp = WHILE;
    operands { inits: * }
    results { results: * }
    attrs {}
}

typed_op! {
    /// `scf.yield`.
    pub struct YieldOp = YIELD;
    operands { results: * }
    results {}
    attrs {}
}
