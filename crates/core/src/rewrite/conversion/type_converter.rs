//! [`TypeConverter`]: how a conversion changes types, and how values are
//! bridged between old and new types (MLIR's `TypeConverter`).

use crate::context::Context;
use crate::ir::Value;
use crate::rewrite::Rewriter;
use crate::{Attribute, Type};
use parking_lot::RwLock;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// What a conversion callback says of a type: `None` not handled (the next
/// callback is asked), `Some(None)` cannot be converted, `Some(Some(ts))`
/// converts to `ts` (empty: the value is dropped).
pub type ConversionFn = Box<dyn Fn(&Context, Type) -> Option<Option<Vec<Type>>> + Send + Sync>;

/// Builds a value of `Type` from the given values at the rewriter's
/// insertion point, or declines with `None`.
pub type MaterializationFn =
    Box<dyn Fn(&mut Rewriter<'_>, Type, &[Value], Attribute) -> Option<Value> + Send + Sync>;

/// Type conversion rules. Callbacks are tried from the most recently added,
/// as in MLIR; results are cached per type.
#[derive(Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    source_materializations: Vec<MaterializationFn>,
    target_materializations: Vec<MaterializationFn>,
    cache: RwLock<FxHashMap<Type, Option<SmallVec<[Type; 1]>>>>,
}

impl TypeConverter {
    /// A converter with no rules (every type is unconvertible until a rule
    /// is added; add `|_, t| Some(Some(vec![t]))` first to keep types).
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a conversion rule, tried before the ones added earlier.
    pub fn add_conversion(
        &mut self,
        f: impl Fn(&Context, Type) -> Option<Option<Vec<Type>>> + Send + Sync + 'static,
    ) -> &mut Self {
        self.conversions.push(Box::new(f));
        self.cache.write().clear();
        self
    }

    /// Adds a callback that rebuilds a value of an original type from
    /// converted values (for uses the conversion did not update).
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&mut Rewriter<'_>, Type, &[Value], Attribute) -> Option<Value>
            + Send
            + Sync
            + 'static,
    ) -> &mut Self {
        self.source_materializations.push(Box::new(f));
        self
    }

    /// Adds a callback that builds a value of a converted type from
    /// original values (for operands a pattern needs converted).
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&mut Rewriter<'_>, Type, &[Value], Attribute) -> Option<Value>
            + Send
            + Sync
            + 'static,
    ) -> &mut Self {
        self.target_materializations.push(Box::new(f));
        self
    }

    /// The types `t` converts to, or `None` if it cannot be converted.
    pub fn convert_type_multi(&self, ctx: &Context, t: Type) -> Option<SmallVec<[Type; 1]>> {
        if let Some(c) = self.cache.read().get(&t) {
            return c.clone();
        }
        let mut result = None;
        for f in self.conversions.iter().rev() {
            if let Some(r) = f(ctx, t) {
                result = r.map(SmallVec::from_vec);
                break;
            }
        }
        self.cache.write().insert(t, result.clone());
        result
    }

    /// The single type `t` converts to (`None` when it cannot be converted
    /// or converts to several or none).
    pub fn convert_type(&self, ctx: &Context, t: Type) -> Option<Type> {
        match self.convert_type_multi(ctx, t)?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// Whether `t` converts to itself.
    pub fn is_legal(&self, ctx: &Context, t: Type) -> bool {
        self.convert_type(ctx, t) == Some(t)
    }

    fn materialize(
        list: &[MaterializationFn],
        rw: &mut Rewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Attribute,
    ) -> Option<Value> {
        list.iter().rev().find_map(|f| f(rw, ty, inputs, loc))
    }

    /// Runs the source materializations (newest first).
    pub fn materialize_source(
        &self,
        rw: &mut Rewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Attribute,
    ) -> Option<Value> {
        Self::materialize(&self.source_materializations, rw, ty, inputs, loc)
    }

    /// Runs the target materializations (newest first).
    pub fn materialize_target(
        &self,
        rw: &mut Rewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Attribute,
    ) -> Option<Value> {
        Self::materialize(&self.target_materializations, rw, ty, inputs, loc)
    }
}
