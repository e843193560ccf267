//! Dialect extensions (MLIR's `DialectExtension`): code that extends
//! dialects it does not own, typically by attaching interface models to
//! their ops (see [`crate::interfaces`]) or registering more ops, run once
//! every dialect it names has loaded.
//!
//! An extension may be registered before or after the dialects it needs
//! load: it is applied exactly once, as soon as they all are (at once if
//! they already are). Applying happens while the last of them loads,
//! before any thread can see that dialect loaded, so whatever an extension
//! adds is visible to every thread that sees its dialects.
//!
//! ```ignore
//! ctx.add_extension_fn(&["arith"], |ctx, _dialects| {
//!     ctx.attach_op_interface::<dyn CostModel>("arith.addi", Box::new(Cheap))
//!         .expect("arith.addi is registered");
//! });
//! ```

use crate::context::{Context, LoadState};
use crate::dialect::Dialect;
use std::any::TypeId;
use std::cell::RefCell;
use std::sync::Arc;

/// An extension of one or more dialects.
pub trait DialectExtension: Send + Sync {
    /// The namespaces of the dialects the extension needs loaded, in the
    /// order [`DialectExtension::apply`] receives them.
    fn required_dialects(&self) -> &[&'static str];

    /// Extends the dialects: called once, when every required dialect is
    /// loaded, with them in the order of `required_dialects`. It may load
    /// other dialects and register further extensions.
    fn apply(&self, ctx: &Context, dialects: &[Arc<dyn Dialect>]);
}

/// An extension made of a closure (MLIR's function-based `addExtension`).
pub struct FnExtension<F> {
    required: &'static [&'static str],
    apply: F,
}

impl<F> FnExtension<F>
where
    F: Fn(&Context, &[Arc<dyn Dialect>]) + Send + Sync + 'static,
{
    /// An extension of the dialects `required` that runs `apply`.
    pub fn new(required: &'static [&'static str], apply: F) -> Self {
        FnExtension { required, apply }
    }
}

impl<F> DialectExtension for FnExtension<F>
where
    F: Fn(&Context, &[Arc<dyn Dialect>]) + Send + Sync + 'static,
{
    fn required_dialects(&self) -> &[&'static str] {
        self.required
    }
    fn apply(&self, ctx: &Context, dialects: &[Arc<dyn Dialect>]) {
        (self.apply)(ctx, dialects)
    }
}

/// A registered extension.
pub(crate) struct ExtensionEntry {
    /// The extension's type, by which repeated registrations are known.
    ty: TypeId,
    ext: Arc<dyn DialectExtension>,
    applied: bool,
}

impl Context {
    /// Registers a dialect extension; applies it at once if every dialect
    /// it requires is loaded. `false` if an extension of the same type was
    /// registered before (as MLIR, which knows extensions by `TypeID`): this
    /// one is dropped, so a crate's registration function may run twice.
    pub fn add_extension<E: DialectExtension + 'static>(&self, ext: E) -> bool {
        let ty = TypeId::of::<E>();
        let state = self.loading.lock();
        {
            let mut st = state.borrow_mut();
            if st.extensions.iter().any(|e| e.ty == ty) {
                return false;
            }
            st.extensions.push(ExtensionEntry {
                ty,
                ext: Arc::new(ext),
                applied: false,
            });
        }
        self.apply_ready_extensions(&state, None);
        true
    }

    /// Registers a closure as an extension of the dialects `required` (see
    /// [`Context::add_extension`]; the closure's type identifies it).
    pub fn add_extension_fn<F>(&self, required: &'static [&'static str], apply: F) -> bool
    where
        F: Fn(&Context, &[Arc<dyn Dialect>]) + Send + Sync + 'static,
    {
        self.add_extension(FnExtension::new(required, apply))
    }

    /// Applies, in registration order, every extension not yet applied
    /// whose dialects are all loaded, `loading` counting as loaded (it is
    /// the dialect being loaded by this thread, initialised but not yet
    /// published). Called with the loading lock held.
    pub(crate) fn apply_ready_extensions(&self, state: &RefCell<LoadState>, loading: Option<&str>) {
        loop {
            // Find and mark the next one while borrowed, apply it after:
            // applying may load dialects, which borrows the state again.
            let next = {
                let loaded = self.loaded.read();
                let mut st = state.borrow_mut();
                let ready = |e: &ExtensionEntry| {
                    !e.applied
                        && e.ext
                            .required_dialects()
                            .iter()
                            .all(|d| Some(*d) == loading || loaded.contains_key(*d))
                };
                st.extensions.iter_mut().find(|e| ready(e)).map(|e| {
                    e.applied = true;
                    e.ext.clone()
                })
            };
            let Some(ext) = next else { return };
            let dialects: Vec<Arc<dyn Dialect>> = ext
                .required_dialects()
                .iter()
                .filter_map(|d| self.load_dialect(d))
                .collect();
            ext.apply(self, &dialects);
        }
    }
}
