//! Building operations: the description of an op to create, and a cursor-based
//! builder for Rust users.

use super::{BlockId, Ir, OpId, RegionId, Value};
use crate::attrs::NamedAttr;
use crate::context::{Context, OpName};
use crate::{Attribute, Type};
use smallvec::SmallVec;

/// Operands of an op being built: inline for the common few, since a parse
/// builds one state per op and heap lists cost an allocation each.
pub type StateOperands = SmallVec<[Value; 4]>;
/// Result types of an op being built.
pub type StateTypes = SmallVec<[Type; 2]>;

/// Everything needed to create an operation (MLIR's `OperationState`).
pub struct OperationState {
    /// The op's name, `dialect.op`.
    pub name: OpName,
    /// The op's location.
    pub loc: Attribute,
    /// The operands, in order.
    pub operands: StateOperands,
    /// The types of the results; one result is created per entry.
    pub result_types: StateTypes,
    /// The inherent attributes (MLIR's properties): a dictionary for registered
    /// ops, `None` for an op without any.
    pub properties: Option<Attribute>,
    /// Discardable attributes, a dictionary attribute.
    pub attrs: Attribute,
    /// The successor blocks of a terminator, in order.
    pub successors: SmallVec<[BlockId; 2]>,
    /// Detached regions (created with `Ir::new_region`) the op will own.
    pub regions: SmallVec<[RegionId; 1]>,
}

impl OperationState {
    /// An empty state for the op `name` (interned here) at `loc`: no operands,
    /// results, attributes, successors or regions.
    pub fn new(ctx: &Context, name: &str, loc: Attribute) -> Self {
        Self::with_name(ctx, ctx.op_name(name), loc)
    }

    /// A state for an already interned name.
    pub fn with_name(ctx: &Context, name: OpName, loc: Attribute) -> Self {
        OperationState {
            name,
            loc,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            properties: None,
            attrs: ctx.empty_dict(),
            successors: SmallVec::new(),
            regions: SmallVec::new(),
        }
    }

    /// The state of a constant op `name` holding `value` as its `value`
    /// property, with one result of type `ty` (how arith, func and the
    /// like materialize constants).
    pub fn constant(ctx: &Context, name: &str, value: Attribute, ty: Type, loc: Attribute) -> Self {
        let mut st = Self::new(ctx, name, loc);
        st.result_types.push(ty);
        st.properties = Some(ctx.dict_attr(vec![NamedAttr {
            name: ctx.value_attr_name(),
            value,
        }]));
        st
    }

    /// Appends operands.
    pub fn operands(mut self, v: &[Value]) -> Self {
        self.operands.extend_from_slice(v);
        self
    }
    /// Appends result types.
    pub fn results(mut self, t: &[Type]) -> Self {
        self.result_types.extend_from_slice(t);
        self
    }
    /// Sets the discardable attributes from a list of entries in any order (the
    /// first entry of a name wins, as in [`Context::dict_attr`]).
    pub fn attrs(mut self, ctx: &Context, attrs: Vec<NamedAttr>) -> Self {
        self.attrs = ctx.dict_attr(attrs);
        self
    }
    /// Sets the inherent attributes (properties), a dictionary for a registered op.
    pub fn properties(mut self, p: Attribute) -> Self {
        self.properties = Some(p);
        self
    }
    /// Prepares the state of a registered op for creation, as MLIR's
    /// `Operation::create` does: an op with properties starts from its
    /// definition's default properties when given none, and an inherent
    /// attribute given among the discardable ones (a `sym_name` in
    /// [`OperationState::attrs`], say) is moved into the properties, where
    /// everything that reads it looks (explicit properties win). Builders
    /// call this; an op created without it would keep such an attribute
    /// where no symbol table, verifier or printer finds it.
    pub fn complete(&mut self, ctx: &Context) {
        let Some(def) = ctx.op_def(self.name) else {
            return;
        };
        if !def.uses_properties() {
            return;
        }
        let mut props = self
            .properties
            .or(def.default_properties)
            .unwrap_or_else(|| ctx.empty_dict());
        let inherent = |e: &NamedAttr| {
            let name = ctx.str_value(e.name);
            def.inherent_attrs
                .iter()
                .find(|n| n.as_bytes() == name)
                .copied()
        };
        if ctx
            .dict_entries(self.attrs)
            .iter()
            .any(|e| inherent(e).is_some())
        {
            let mut kept = Vec::new();
            for e in ctx.dict_entries(self.attrs).to_vec() {
                match inherent(&e) {
                    None => kept.push(e),
                    Some(name)
                        if self
                            .properties
                            .and_then(|p| ctx.dict_get(p, name))
                            .is_none() =>
                    {
                        props = super::attrs::with_entry(ctx, Some(props), name, Some(e.value));
                    }
                    Some(_) => {}
                }
            }
            self.attrs = ctx.dict_attr(kept);
        }
        self.properties = Some(props);
    }

    /// Appends successors.
    pub fn successors(mut self, s: &[BlockId]) -> Self {
        self.successors.extend_from_slice(s);
        self
    }
    /// Appends regions, which must be detached.
    pub fn regions(mut self, r: &[RegionId]) -> Self {
        self.regions.extend_from_slice(r);
        self
    }
}

/// Where a builder inserts.
#[derive(Copy, Clone, Debug)]
pub enum InsertPoint {
    /// At the end of a block.
    End(BlockId),
    /// Right before an op.
    Before(OpId),
}

/// Creates ops at an insertion point (MLIR's `OpBuilder`).
pub struct Builder<'a> {
    /// The context types and attributes come from.
    pub ctx: &'a Context,
    /// The arena ops are created in.
    pub ir: &'a mut Ir,
    /// Where created ops go; `None` leaves them detached.
    pub point: Option<InsertPoint>,
}

impl<'a> Builder<'a> {
    /// A builder with no insertion point (ops it creates stay detached).
    pub fn new(ctx: &'a Context, ir: &'a mut Ir) -> Self {
        Builder {
            ctx,
            ir,
            point: None,
        }
    }

    /// The builder, inserting at the end of `b`.
    pub fn at_end(mut self, b: BlockId) -> Self {
        self.point = Some(InsertPoint::End(b));
        self
    }

    /// Inserts from now on at `p`.
    pub fn set_insertion_point(&mut self, p: InsertPoint) {
        self.point = Some(p);
    }

    /// Creates the op and inserts it at the insertion point (if any). A
    /// registered op is completed first (default properties, inherent
    /// attributes moved out of the discardable ones: see
    /// [`OperationState::complete`]).
    pub fn create(&mut self, mut state: OperationState) -> OpId {
        state.complete(self.ctx);
        let op = self.ir.create_op(state);
        match self.point {
            Some(InsertPoint::End(b)) => self.ir.append_op(b, op),
            Some(InsertPoint::Before(a)) => self.ir.insert_op_before(a, op),
            None => {}
        }
        op
    }

    /// A new region with one block whose arguments have `arg_types`.
    pub fn region_with_block(&mut self, arg_types: &[Type], loc: Attribute) -> (RegionId, BlockId) {
        let r = self.ir.new_region();
        let b = self.ir.new_block();
        for &t in arg_types {
            self.ir.add_block_arg(b, t, loc);
        }
        self.ir.append_block(r, b);
        (r, b)
    }
}
