//! [`ConversionTarget`]: which ops are legal after a conversion (MLIR's
//! `ConversionTarget`).

use crate::context::Context;
use crate::ir::{Ir, OpId};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// A legality callback for dynamically legal ops: `Some(true)` legal,
/// `Some(false)` illegal, `None` unknown (MLIR's `DynamicLegalityCallbackFn`).
pub type LegalityFn = Arc<dyn Fn(&Context, &Ir, OpId) -> Option<bool> + Send + Sync>;

/// How the target treats an op or a dialect.
#[derive(Clone)]
pub enum Legality {
    /// Always legal.
    Legal,
    /// Legal when the callback says so.
    Dynamic(LegalityFn),
    /// Never legal: a partial conversion fails if it cannot convert it.
    Illegal,
}

/// What the target knows of an op's legality.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LegalOp {
    /// The ops nested in it need no conversion either.
    pub recursively: bool,
}

/// The ops and dialects a conversion must end in. Op entries take
/// precedence over dialect entries, which take precedence over the
/// unknown-op callback.
#[derive(Default, Clone)]
pub struct ConversionTarget {
    ops: FxHashMap<String, Legality>,
    dialects: FxHashMap<String, Legality>,
    recursive: FxHashMap<String, Option<LegalityFn>>,
    unknown: Option<LegalityFn>,
}

impl ConversionTarget {
    /// A target with nothing legal.
    pub fn new() -> Self {
        Self::default()
    }

    /// Marks the ops named `names` legal.
    pub fn add_legal_ops(&mut self, names: &[&str]) -> &mut Self {
        self.set_ops(names, Legality::Legal)
    }

    /// Marks the ops named `names` illegal.
    pub fn add_illegal_ops(&mut self, names: &[&str]) -> &mut Self {
        self.set_ops(names, Legality::Illegal)
    }

    /// Makes the legality of the ops named `names` depend on `f`.
    pub fn add_dynamically_legal_ops(
        &mut self,
        names: &[&str],
        f: impl Fn(&Context, &Ir, OpId) -> Option<bool> + Send + Sync + 'static,
    ) -> &mut Self {
        self.set_ops(names, Legality::Dynamic(Arc::new(f)))
    }

    fn set_ops(&mut self, names: &[&str], l: Legality) -> &mut Self {
        for n in names {
            self.ops.insert(n.to_string(), l.clone());
        }
        self
    }

    /// Marks every op of the dialects `names` legal.
    pub fn add_legal_dialects(&mut self, names: &[&str]) -> &mut Self {
        self.set_dialects(names, Legality::Legal)
    }

    /// Marks every op of the dialects `names` illegal.
    pub fn add_illegal_dialects(&mut self, names: &[&str]) -> &mut Self {
        self.set_dialects(names, Legality::Illegal)
    }

    /// Makes the legality of the dialects' ops depend on `f`.
    pub fn add_dynamically_legal_dialects(
        &mut self,
        names: &[&str],
        f: impl Fn(&Context, &Ir, OpId) -> Option<bool> + Send + Sync + 'static,
    ) -> &mut Self {
        self.set_dialects(names, Legality::Dynamic(Arc::new(f)))
    }

    fn set_dialects(&mut self, names: &[&str], l: Legality) -> &mut Self {
        for n in names {
            self.dialects.insert(n.to_string(), l.clone());
        }
        self
    }

    /// Decides the legality of ops the target has no entry for (MLIR's
    /// `markUnknownOpDynamicallyLegal`); without it they are unknown.
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        f: impl Fn(&Context, &Ir, OpId) -> Option<bool> + Send + Sync + 'static,
    ) -> &mut Self {
        self.unknown = Some(Arc::new(f));
        self
    }

    /// Marks the legal ops named `names` recursively legal: ops nested in
    /// them are not converted (when `when` is given, only if it holds).
    pub fn mark_op_recursively_legal(
        &mut self,
        names: &[&str],
        when: Option<LegalityFn>,
    ) -> &mut Self {
        for n in names {
            self.recursive.insert(n.to_string(), when.clone());
        }
        self
    }

    fn entry(&self, ctx: &Context, name: crate::context::OpName) -> Option<&Legality> {
        let info = ctx.op_name_info(name);
        self.ops
            .get(&*info.name)
            .or_else(|| self.dialects.get(info.dialect()))
    }

    /// Whether `op` is legal: `Some` with its recursive flag when it is,
    /// `None` when it is illegal or unknown (MLIR's `isLegal`).
    pub fn is_legal(&self, ctx: &Context, ir: &Ir, op: OpId) -> Option<LegalOp> {
        let name = ir.op_name(op);
        let legal = match self.entry(ctx, name) {
            Some(Legality::Legal) => true,
            Some(Legality::Dynamic(f)) => f(ctx, ir, op) == Some(true),
            Some(Legality::Illegal) => false,
            None => match &self.unknown {
                Some(f) => f(ctx, ir, op) == Some(true),
                None => false,
            },
        };
        if !legal {
            return None;
        }
        if self.recursive.is_empty() {
            return Some(LegalOp { recursively: false });
        }
        let recursively = match self.recursive.get(ctx.op_name_str(name)) {
            None => false,
            Some(None) => true,
            Some(Some(f)) => f(ctx, ir, op) == Some(true),
        };
        Some(LegalOp { recursively })
    }

    /// Whether `op` was explicitly marked illegal (statically, or by a
    /// dynamic callback answering `Some(false)`).
    pub fn is_illegal(&self, ctx: &Context, ir: &Ir, op: OpId) -> bool {
        match self.entry(ctx, ir.op_name(op)) {
            Some(Legality::Illegal) => true,
            Some(Legality::Dynamic(f)) => f(ctx, ir, op) == Some(false),
            Some(Legality::Legal) => false,
            None => self
                .unknown
                .as_ref()
                .is_some_and(|f| f(ctx, ir, op) == Some(false)),
        }
    }
}
