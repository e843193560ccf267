//! The comments `--mlir-print-value-users` adds to the printed IR: after
//! each op, the users of its results (or, for an op without results that
//! uses values, its own number); at the top of each block, one line per
//! argument. Users are listed in use-list order (most recent use first),
//! each op once, by its results or by the number it got for the comment.

use super::names::NameState;
use crate::ir::{Ir, OpId, Value};
use smallvec::SmallVec;

/// Appends the trailing comment of `op` (` // users: ...`).
pub(super) fn op_comment(ir: &Ir, names: &NameState, op: OpId, out: &mut String) {
    let n = ir.num_results(op);
    if n == 0 {
        if ir.num_operands(op) != 0 {
            out.push_str(" // id: ");
            names.write_op_id(op, out);
        }
        return;
    }
    if !ir.results(op).any(|r| ir.has_uses(r)) {
        out.push_str(" // unused");
        return;
    }
    // "user" only when a single result feeds a single op with at most one
    // result.
    let mut users: SmallVec<[OpId; 4]> = SmallVec::new();
    let mut user_results = 0;
    for r in ir.results(op) {
        for u in ir.uses(r) {
            if !users.contains(&u.op) {
                users.push(u.op);
                user_results += ir.num_results(u.op);
            }
        }
    }
    let single = user_results <= 1 && users.len() <= 1 && n == 1;
    out.push_str(if single { " // user: " } else { " // users: " });
    for (i, r) in ir.results(op).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        if n > 1 {
            out.push('(');
        }
        value_users(ir, names, r, out);
        if n > 1 {
            out.push(')');
        }
    }
}

/// Appends the comment line body for block argument `a` (`// %x is used by
/// ...`), without indentation or newline.
pub(super) fn arg_comment(ir: &Ir, names: &NameState, a: Value, out: &mut String) {
    out.push_str("// ");
    names.write_value(ir, a, true, out);
    if ir.has_uses(a) {
        out.push_str(" is used by ");
        value_users(ir, names, a, out);
    } else {
        out.push_str(" is unused");
    }
}

fn value_users(ir: &Ir, names: &NameState, v: Value, out: &mut String) {
    if !ir.has_uses(v) {
        out.push_str("unused");
    }
    let mut seen: SmallVec<[OpId; 4]> = SmallVec::new();
    for (i, u) in ir.uses(v).enumerate() {
        if seen.contains(&u.op) {
            continue;
        }
        seen.push(u.op);
        // The separator goes by the use's position, as in MLIR.
        if i > 0 {
            out.push_str(", ");
        }
        if ir.num_results(u.op) == 0 {
            names.write_op_id(u.op, out);
        } else {
            for (j, r) in ir.results(u.op).enumerate() {
                if j > 0 {
                    out.push_str(", ");
                }
                names.write_value(ir, r, true, out);
            }
        }
    }
}
