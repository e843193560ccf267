//! Setting and removing attributes of ops: inherent ones (MLIR's
//! properties, one dictionary per op) and discardable ones.

use super::{Ir, OpId};
use crate::attrs::NamedAttr;
use crate::context::Context;
use crate::Attribute;

/// `dict` (or an empty dictionary) with entry `name` set to `value`, or
/// removed when `value` is `None`.
pub(crate) fn with_entry(
    ctx: &Context,
    dict: Option<Attribute>,
    name: &str,
    value: Option<Attribute>,
) -> Attribute {
    let mut entries: Vec<NamedAttr> = match dict {
        Some(d) => ctx.dict_entries(d).to_vec(),
        None => Vec::new(),
    };
    entries.retain(|e| ctx.str_value(e.name) != name.as_bytes());
    if let Some(value) = value {
        entries.push(NamedAttr {
            name: ctx.string_attr(name),
            value,
        });
    }
    ctx.dict_attr(entries)
}

impl Ir {
    /// Whether `name` is an inherent attribute of `op`'s definition.
    pub fn is_inherent_attr(&self, ctx: &Context, op: OpId, name: &str) -> bool {
        ctx.op_def(self.op_name(op))
            .is_some_and(|d| d.inherent_attrs.contains(&name))
    }

    /// Sets attribute `name` of `op`: in its properties if the op's
    /// definition declares `name` inherent, else among its discardable
    /// attributes (MLIR's `Operation::setAttr`).
    pub fn set_attr(&mut self, ctx: &Context, op: OpId, name: &str, value: Attribute) {
        if self.is_inherent_attr(ctx, op, name) {
            self.set_inherent_attr(ctx, op, name, value);
        } else {
            self.set_discardable_attr(ctx, op, name, value);
        }
    }

    /// Removes attribute `name` of `op` (inherent or discardable); returns
    /// whether it was there.
    pub fn remove_attr(&mut self, ctx: &Context, op: OpId, name: &str) -> bool {
        let d = self.op(op);
        let in_props = d.properties.and_then(|p| ctx.dict_get(p, name)).is_some();
        let in_attrs = ctx.dict_get(d.attrs, name).is_some();
        if in_props {
            let p = with_entry(ctx, d.properties, name, None);
            self.op_mut(op).properties = Some(p);
        }
        if in_attrs {
            let a = with_entry(ctx, Some(self.op(op).attrs), name, None);
            self.op_mut(op).attrs = a;
        }
        in_props || in_attrs
    }

    /// Sets inherent attribute `name` in `op`'s properties dictionary.
    pub fn set_inherent_attr(&mut self, ctx: &Context, op: OpId, name: &str, value: Attribute) {
        let p = with_entry(ctx, self.op(op).properties, name, Some(value));
        self.op_mut(op).properties = Some(p);
    }

    /// Sets the per-argument (or per-result) dictionary array `name` of
    /// `op` (a function's `arg_attrs`/`res_attrs`), or removes it when every
    /// dictionary is empty, as MLIR's function interface does.
    pub fn set_attr_dict_array(
        &mut self,
        ctx: &Context,
        op: OpId,
        name: &str,
        dicts: &[Attribute],
    ) {
        let all_empty = dicts
            .iter()
            .all(|&d| matches!(ctx.attr_kind(d), crate::AttrKind::Dictionary(e) if e.is_empty()));
        if all_empty {
            self.remove_attr(ctx, op, name);
        } else {
            self.set_inherent_attr(ctx, op, name, ctx.array_attr(dicts));
        }
    }

    /// Sets discardable attribute `name` of `op`.
    ///
    /// # Panics
    /// If `name` is an inherent attribute of `op`'s definition (such as
    /// `sym_name` of `func.func`): nothing would read it there. Use
    /// [`Ir::set_attr`], which puts each attribute where it belongs.
    pub fn set_discardable_attr(&mut self, ctx: &Context, op: OpId, name: &str, value: Attribute) {
        assert!(
            !self.is_inherent_attr(ctx, op, name),
            "cannot set '{name}' as a discardable attribute of '{}': it is an inherent \
             attribute of that op (use Ir::set_attr or Ir::set_inherent_attr)",
            ctx.op_name_str(self.op_name(op))
        );
        let a = with_entry(ctx, Some(self.op(op).attrs), name, Some(value));
        self.op_mut(op).attrs = a;
    }

    /// Attribute `name` of `op`: inherent first, then discardable.
    pub fn attr(&self, ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
        super::symbol::inherent_attr(ctx, self, op, name)
    }
}
