//! `expand-realloc` and `memref-expand`: memref ops expanded into simpler
//! ones through partial dialect conversions, as MLIR's `ExpandReallocPass`
//! and `ExpandOpsPass` do (constants are neither folded nor deduplicated,
//! and an unused one stays).
//!
//! - `expand-realloc`: `memref.realloc` becomes an `scf.if` on whether the
//!   old buffer is smaller than the new size, allocating, copying into a
//!   subview and (with `emit-deallocs`, the default) freeing the old buffer
//!   in the then branch, and reinterpret-casting it in the else branch.
//! - `memref-expand`: `memref.reshape` with a shape operand of static size
//!   becomes a `memref.reinterpret_cast` whose dynamic sizes are loaded from
//!   the shape and whose strides are their running products. (LLVM 22 no
//!   longer expands float min/max `memref.atomic_rmw`s.)

use crate::arith_expand::{Crw, B, ULT};
use rmlir_core::apint::ApInt;
use rmlir_core::ir::{Ir, OpId, RegionId, Value};
use rmlir_core::rewrite::conversion::{ConversionPatternSet, ConversionTarget};
use rmlir_core::types::TypeKind;
use rmlir_core::{Attribute, Context, Type};
use rmlir_dialects::arith::fold::Val;
use rmlir_dialects::arith::typed as at;
use rmlir_dialects::memref::typed as mt;
use rmlir_dialects::scf::typed as st;
use rmlir_pass::{
    OptionKind, OptionSpec, OptionValue, PassContext, PassFailed, PassInfo, SimplePass,
};

/// The registry entry of `expand-realloc`.
pub static EXPAND_REALLOC: PassInfo = PassInfo {
    argument: "expand-realloc",
    name: "ExpandReallocPass",
    description: "Expand memref.realloc operations into its components",
    options: &[OptionSpec {
        name: "emit-deallocs",
        description: "Emit deallocation operations for the original MemRef",
        kind: OptionKind::Bool,
        default: OptionValue::Bool(true),
    }],
    create: |options| SimplePass::new(&EXPAND_REALLOC, options, run_expand_realloc),
};

/// The registry entry of `memref-expand`.
pub static MEMREF_EXPAND: PassInfo = PassInfo {
    argument: "memref-expand",
    name: "ExpandOpsPass",
    description: "Legalize memref operations to be convertible to LLVM.",
    options: &[],
    create: |options| SimplePass::new(&MEMREF_EXPAND, options, run_memref_expand),
};

/// `ShapedType::kDynamic`.
const DYNAMIC: i64 = i64::MIN;

fn run_expand_realloc(
    pass: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    op: OpId,
) -> Result<(), PassFailed> {
    let mut t = ConversionTarget::new();
    t.add_legal_dialects(&["arith", "scf", "memref"]);
    t.add_illegal_ops(&["memref.realloc"]);
    let mut ps = ConversionPatternSet::new();
    if pass.options.get_bool("emit-deallocs") {
        ps.add_fn("memref.realloc", "ExpandReallocOpPattern", |op, _, rw| {
            expand_realloc(op, rw, true)
        });
    } else {
        ps.add_fn("memref.realloc", "ExpandReallocOpPattern", |op, _, rw| {
            expand_realloc(op, rw, false)
        });
    }
    crate::run_partial_conversion(cx, ir, op, &t, &ps.freeze(cx.ctx), Default::default())
}

fn run_memref_expand(
    _: &SimplePass,
    cx: &mut PassContext<'_>,
    ir: &mut Ir,
    op: OpId,
) -> Result<(), PassFailed> {
    let mut t = ConversionTarget::new();
    t.add_legal_dialects(&["arith", "memref"]);
    t.add_dynamically_legal_ops(&["memref.reshape"], |ctx, ir, op| {
        Some(static_shape_len(ctx, ir, op).is_none())
    });
    let mut ps = ConversionPatternSet::new();
    ps.add_fn("memref.reshape", "MemRefReshapeOpConverter", expand_reshape);
    crate::run_partial_conversion(cx, ir, op, &t, &ps.freeze(cx.ctx), Default::default())
}

fn memref_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

/// The length of a reshape's shape operand when it is static.
fn static_shape_len(ctx: &Context, ir: &Ir, op: OpId) -> Option<i64> {
    let shape = memref_shape(ctx, ir.value_type(ir.operand(op, 1)))?;
    match shape {
        [n] if *n >= 0 => Some(*n),
        _ => None,
    }
}

/// An `OpFoldResult`: a value or a static index.
#[derive(Copy, Clone)]
enum Ofr {
    V(Value),
    C(i64),
}

impl B<'_, '_, '_> {
    fn index_const(&mut self, v: i64) -> Value {
        let index = self.ctx.index_type();
        self.constant(index, Val::I(ApInt::from_i64(64, v)))
    }

    /// MLIR's `getValueOrCreateConstantIndexOp`.
    fn value_of(&mut self, f: Ofr) -> Value {
        match f {
            Ofr::V(v) => v,
            Ofr::C(c) => self.index_const(c),
        }
    }

    /// An offsets/sizes/strides op (`subview`, `reinterpret_cast`) from
    /// mixed lists.
    fn mixed_op<T: rmlir_ods::typed::TypedOp>(
        &mut self,
        source: Value,
        lists: [&[Ofr]; 3],
        ty: Type,
    ) -> Value {
        let mut dynamic: [Vec<Value>; 3] = Default::default();
        let mut statics: [Vec<i64>; 3] = Default::default();
        for (i, l) in lists.iter().enumerate() {
            for f in l.iter() {
                match *f {
                    Ofr::V(v) => {
                        dynamic[i].push(v);
                        statics[i].push(DYNAMIC);
                    }
                    Ofr::C(c) => statics[i].push(c),
                }
            }
        }
        let attrs = [
            ("static_offsets", self.ctx.i64_array_attr(&statics[0])),
            ("static_sizes", self.ctx.i64_array_attr(&statics[1])),
            ("static_strides", self.ctx.i64_array_attr(&statics[2])),
        ];
        let groups: [&[Value]; 4] = [&[source], &dynamic[0], &dynamic[1], &dynamic[2]];
        let op = self.make_op::<T>(&groups, &[ty], &attrs, &[]);
        self.rw.ir.result(op, 0)
    }

    /// A detached region of one empty block, with the insertion point at
    /// its end.
    fn region_at_end(&mut self) -> RegionId {
        let r = self.rw.ir.new_region();
        let b = self.rw.ir.new_block();
        self.rw.ir.append_block(r, b);
        self.rw.set_insertion_point_to_end(b);
        r
    }

    fn yield_(&mut self, v: Value) {
        self.make_op::<st::YieldOp>(&[&[v]], &[], &[], &[]);
    }
}

/// MLIR's `ExpandReallocOpPattern`.
fn expand_realloc(op: OpId, rw: &mut Crw<'_, '_>, emit_deallocs: bool) -> bool {
    let ctx = rw.rw.ctx;
    let source = rw.ir.operand(op, 0);
    let dyn_size = (rw.ir.num_operands(op) > 1).then(|| rw.ir.operand(op, 1));
    let result_ty = rw.ir.value_type(rw.ir.result(op, 0));
    let alignment = rmlir_core::ir::symbol::inherent_attr(ctx, rw.ir, op, "alignment");
    let (Some(&[input_size]), Some(&[output_size])) = (
        memref_shape(ctx, rw.ir.value_type(source)),
        memref_shape(ctx, result_ty),
    ) else {
        return rw.notify_match_failure("not a 1-D realloc");
    };
    let saved = rw.insertion_point();
    let mut x = B::new(rw, op);
    let index = x.ctx.index_type();
    let curr = if input_size == DYNAMIC {
        let zero = x.index_const(0);
        let dim = x.make_op::<mt::DimOp>(&[&[source], &[zero]], &[index], &[], &[]);
        Ofr::V(x.rw.ir.result(dim, 0))
    } else {
        Ofr::C(input_size)
    };
    let target = match dyn_size {
        Some(v) if output_size == DYNAMIC => Ofr::V(v),
        _ => Ofr::C(output_size),
    };
    let lhs = x.value_of(curr);
    let rhs = x.value_of(target);
    let cond = x.cmpi(ULT, lhs, rhs);
    let at_if = x.rw.insertion_point();

    // Then: allocate, copy the old contents over, free the old buffer.
    let then_r = x.region_at_end();
    let sizes: Vec<Value> = dyn_size.into_iter().collect();
    let align: Vec<(&str, Attribute)> = alignment.map(|a| ("alignment", a)).into_iter().collect();
    let new_alloc = x.make_op::<mt::AllocOp>(&[&sizes, &[]], &[result_ty], &align, &[]);
    let new_alloc = x.rw.ir.result(new_alloc, 0);
    let size_static = match curr {
        Ofr::V(_) => DYNAMIC,
        Ofr::C(c) => c,
    };
    let sub_ty = rmlir_dialects::memref::layout::subview_result_type(
        ctx,
        result_ty,
        &[0],
        &[size_static],
        &[1],
    )
    .expect("an identity-layout memref is strided");
    let subview =
        x.mixed_op::<mt::SubViewOp>(new_alloc, [&[Ofr::C(0)], &[curr], &[Ofr::C(1)]], sub_ty);
    x.make_op::<mt::CopyOp>(&[&[source], &[subview]], &[], &[], &[]);
    if emit_deallocs {
        x.make_op::<mt::DeallocOp>(&[&[source]], &[], &[], &[]);
    }
    x.yield_(new_alloc);

    // Else: reinterpret the old buffer with the new size.
    let else_r = x.region_at_end();
    let casted = x.mixed_op::<mt::ReinterpretCastOp>(
        source,
        [&[Ofr::C(0)], &[target], &[Ofr::C(1)]],
        result_ty,
    );
    x.yield_(casted);

    x.rw.set_insertion_point(at_if);
    let if_op = x.make_op::<st::IfOp>(&[&[cond]], &[result_ty], &[], &[then_r, else_r]);
    let r = x.rw.ir.result(if_op, 0);
    x.replace(op, r);
    rw.set_insertion_point(saved);
    true
}

/// MLIR's `MemRefReshapeOpConverter`.
fn expand_reshape(op: OpId, _: &[Value], rw: &mut Crw<'_, '_>) -> bool {
    let ctx = rw.rw.ctx;
    let Some(rank) = static_shape_len(ctx, rw.ir, op) else {
        return rw.notify_match_failure("dynamic shape operand");
    };
    let source = rw.ir.operand(op, 0);
    let shape_v = rw.ir.operand(op, 1);
    let result_ty = rw.ir.value_type(rw.ir.result(op, 0));
    let Some(dims) = memref_shape(ctx, result_ty).map(|s| s.to_vec()) else {
        return rw.notify_match_failure("unranked result");
    };
    let rank = rank as usize;
    if dims.len() != rank {
        return rw.notify_match_failure("rank mismatch");
    }
    let mut x = B::new(rw, op);
    let index = ctx.index_type();
    let mut sizes = vec![Ofr::C(0); rank];
    let mut strides = vec![Ofr::C(0); rank];
    let mut stride: Option<Value> = None;
    let mut static_stride: i64 = 1;
    for i in (0..rank).rev() {
        let dynamic = dims[i] == DYNAMIC;
        let size = if dynamic {
            let idx = x.index_const(i as i64);
            let elt = match ctx.type_kind(x.ty(shape_v)) {
                TypeKind::MemRef { element, .. } => *element,
                _ => index,
            };
            let load = x.make_op::<mt::LoadOp>(&[&[shape_v], &[idx]], &[elt], &[], &[]);
            let mut size = x.rw.ir.result(load, 0);
            if elt != index {
                size = x.cast::<at::IndexCastOp>(index, size, &[]);
            }
            sizes[i] = Ofr::V(size);
            size
        } else {
            sizes[i] = Ofr::C(dims[i]);
            x.index_const(dims[i])
        };
        strides[i] = match stride {
            Some(s) => Ofr::V(s),
            None => Ofr::C(static_stride),
        };
        if i > 0 {
            if let Some(s) = stride {
                stride = Some(x.bin::<at::MulIOp>(s, size));
            } else if dynamic {
                let c = x.index_const(static_stride);
                stride = Some(x.bin::<at::MulIOp>(c, size));
            } else {
                static_stride = static_stride.wrapping_mul(dims[i]);
            }
        }
    }
    let cast =
        x.mixed_op::<mt::ReinterpretCastOp>(source, [&[Ofr::C(0)], &sizes, &strides], result_ty);
    x.replace(op, cast)
}
