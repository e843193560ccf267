//! `custom<DynamicIndexList>`: lists such as `[0, %i, 4]` whose entries are
//! SSA values or integers, stored as the dynamic operands plus an
//! `array<i64: ...>` with `DYNAMIC` for each SSA entry; and the verifier of
//! MLIR's `OffsetSizeAndStrideOpInterface`.

use super::constraints::i64_array_values;
use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{Failed, PResult, Parser, UnresolvedOperand};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::diag::Diagnostic;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::types::DYNAMIC;
use rmlir_core::verify::plain_error;
use rmlir_core::Context;
use rmlir_ods::format::{CustomArgs, CustomPrintArgs, CustomPrintSlot, CustomSlot};
use rmlir_ods::CustomDirective;

pub const DYNAMIC_INDEX_LIST: CustomDirective = CustomDirective {
    name: "DynamicIndexList",
    parse: parse_list,
    print: print_list,
};

/// An integer literal with an optional `-` (MLIR's `parseInteger` into an
/// `int64_t`).
pub fn parse_integer(p: &mut Parser<'_>) -> PResult<i64> {
    p.parse_op_integer(64)
}

/// One entry of the list: an SSA value, an integer, or an integer in
/// brackets (a scalable size such as `[4]`, which MLIR's parser accepts in
/// every index list; the flag is not kept by ops without scalable sizes).
fn parse_entry(
    p: &mut Parser<'_>,
    values: &mut Vec<UnresolvedOperand>,
    ints: &mut Vec<i64>,
) -> PResult<()> {
    if p.consume_if(Tok::LSquare) {
        ints.push(parse_integer(p)?);
        // A missing `]` fails without a message of its own; the caller then
        // reports "expected SSA value or integer" at the op name.
        return if p.consume_if(Tok::RSquare) {
            Ok(())
        } else {
            Err(Failed)
        };
    }
    if p.is(Tok::PercentIdent) {
        values.push(p.parse_operand(true)?);
        ints.push(DYNAMIC);
    } else {
        ints.push(parse_integer(p)?);
    }
    Ok(())
}

fn parse_list(p: &mut Parser<'_>, args: &mut CustomArgs) -> PResult<()> {
    let mut values = Vec::new();
    let mut ints = Vec::new();
    let r = p.parse_delimited_list(Tok::LSquare, Tok::RSquare, " in dynamic index list", |p| {
        parse_entry(p, &mut values, &mut ints)
    });
    if r.is_err() {
        let at = p.op_name_loc();
        return p.custom_error(at, "expected SSA value or integer");
    }
    let arr = p.ctx.i64_array_attr(&ints);
    if let Some(s) = args.slots.get_mut(0) {
        *s = CustomSlot::Operands(values);
    }
    if let Some(s) = args.slots.get_mut(1) {
        *s = CustomSlot::Attr(Some(arr));
    }
    Ok(())
}

fn print_list(p: &mut OpPrinter<'_>, _op: OpId, args: &CustomPrintArgs) {
    let values = match args.slots.first() {
        Some(CustomPrintSlot::Operands(v)) => v.clone(),
        _ => Vec::new(),
    };
    let ints = match args.slots.get(1) {
        Some(CustomPrintSlot::Attr(a)) => i64_array_values(p.ctx, *a),
        _ => Vec::new(),
    };
    p.write("[");
    let mut k = 0;
    for (i, v) in ints.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if *v == DYNAMIC {
            if let Some(val) = values.get(k) {
                p.print_operand(*val);
            }
            k += 1;
        } else {
            p.write(itoa::Buffer::new().format(*v));
        }
    }
    p.write("]");
}

/// Offsets, sizes and strides of an op, static and dynamic.
pub struct Lists {
    pub offsets: Vec<i64>,
    pub sizes: Vec<i64>,
    pub strides: Vec<i64>,
    pub dyn_offsets: usize,
    pub dyn_sizes: usize,
    pub dyn_strides: usize,
}

impl Lists {
    /// Reads the lists of an op with operand groups `[source, offsets,
    /// sizes, strides]` and the `static_*` attributes.
    pub fn of(ctx: &Context, ir: &Ir, op: OpId) -> Lists {
        let seg = super::segments(ctx, ir, op, 4);
        let get = |n: &str| i64_array_values(ctx, crate::util::prop(ctx, ir, op, n));
        Lists {
            offsets: get("static_offsets"),
            sizes: get("static_sizes"),
            strides: get("static_strides"),
            dyn_offsets: seg[1].len(),
            dyn_sizes: seg[2].len(),
            dyn_strides: seg[3].len(),
        }
    }
}

fn dynamic_count(v: &[i64]) -> usize {
    v.iter().filter(|x| **x == DYNAMIC).count()
}

/// MLIR's `verifyOffsetSizeAndStrideOp`, with the expected number of
/// offsets, sizes and strides.
pub fn verify_lists(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    l: &Lists,
    max_ranks: [usize; 3],
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(plain_error(ctx, ir, op, m));
    for (name, dynamic, values) in [
        ("sizes", l.dyn_sizes, &l.sizes),
        ("strides", l.dyn_strides, &l.strides),
        ("offsets", l.dyn_offsets, &l.offsets),
    ] {
        let n = dynamic_count(values);
        if dynamic != n {
            return err(format!(
                "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({dynamic} vs {n})"
            ));
        }
    }
    if !(l.offsets.len() == 1 && max_ranks[0] == 1) && l.offsets.len() != l.sizes.len() {
        return err(format!(
            "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
            l.offsets.len(),
            l.sizes.len()
        ));
    }
    if l.sizes.len() != l.strides.len() {
        return err(format!(
            "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
            l.sizes.len(),
            l.strides.len()
        ));
    }
    for (name, values, dynamic, rank) in [
        ("offset", &l.offsets, l.dyn_offsets, max_ranks[0]),
        ("size", &l.sizes, l.dyn_sizes, max_ranks[1]),
        ("stride", &l.strides, l.dyn_strides, max_ranks[2]),
    ] {
        if values.len() != rank {
            return err(format!(
                "expected {rank} {name} values, got {}",
                values.len()
            ));
        }
        let n = dynamic_count(values);
        if dynamic != n {
            return err(format!("expected {n} dynamic {name} values"));
        }
    }
    for &o in &l.offsets {
        if o < 0 && o != DYNAMIC {
            return err(format!("expected offsets to be non-negative, but got {o}"));
        }
    }
    for &s in &l.sizes {
        if s < 0 && s != DYNAMIC {
            return err(format!("expected sizes to be non-negative, but got {s}"));
        }
    }
    Ok(())
}

/// MLIR's `verifyInBoundsSlice`: an error message when a static slice runs
/// past a static source dim.
pub fn in_bounds_error(shape: &[i64], l: &Lists) -> Option<String> {
    for (i, &dim) in shape.iter().enumerate() {
        if dim == DYNAMIC {
            continue;
        }
        let off = *l.offsets.get(i)?;
        if off == DYNAMIC {
            continue;
        }
        if off >= dim {
            return Some(format!("offset {i} is out-of-bounds: {off} >= {dim}"));
        }
        let size = *l.sizes.get(i)?;
        let stride = *l.strides.get(i)?;
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = off.wrapping_add((size.wrapping_sub(1)).wrapping_mul(stride));
        if last >= dim {
            return Some(format!(
                "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
            ));
        }
    }
    None
}
