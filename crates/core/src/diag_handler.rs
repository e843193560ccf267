//! Diagnostic handlers on the [`Context`] (MLIR's `DiagnosticEngine`):
//! [`Context::emit`] hands a diagnostic to the handlers registered on the
//! context, newest first, until one reports it handled; with none (or none
//! taking it) errors are printed to stderr and other severities dropped,
//! as MLIR does.
//!
//! Handlers are scoped: registering one returns a guard that removes it
//! when dropped ([`ScopedDiagnosticHandler`]). Ready-made handlers collect
//! diagnostics ([`DiagnosticCollector`]), render them with source excerpts
//! ([`SourceMgrDiagnosticHandler`]) or check them against `expected-*`
//! annotations in the source ([`SourceMgrDiagnosticVerifierHandler`]).
//!
//! Passes and the parser report through return values and the pass
//! manager's events (so that parallel runs stay deterministic); the
//! library's entry points forward those to the context's handlers.
//!
//! ```
//! use rmlir_core::diag::Diagnostic;
//! use rmlir_core::diag_handler::DiagnosticCollector;
//! let ctx = rmlir_core::Context::new();
//! let collected = DiagnosticCollector::new(&ctx);
//! ctx.emit(Diagnostic::warning(ctx.unknown_loc(), "look out"));
//! let got = collected.take();
//! assert_eq!(got.len(), 1);
//! assert_eq!(got[0].message, "look out");
//! ```

use crate::context::Context;
use crate::diag::{Diagnostic, Severity, SourceBuffer, SourceMgr};
use crate::ir::{Ir, OpId};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// A handler: given the emitting context, returns whether it handled the
/// diagnostic (if not, older handlers get it).
pub type HandlerFn = dyn Fn(&Context, &Diagnostic) -> bool + Send + Sync;

/// The handlers registered on a context, oldest first.
#[derive(Default)]
pub(crate) struct HandlerStack {
    handlers: Mutex<Vec<(u64, Arc<HandlerFn>)>>,
    next_id: AtomicU64,
}

impl HandlerStack {
    /// The registered handlers, oldest first (a handler that panicked
    /// leaves the list usable).
    fn list(&self) -> std::sync::MutexGuard<'_, Vec<(u64, Arc<HandlerFn>)>> {
        self.handlers.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Context {
    /// Registers `handler` until the returned guard is dropped (MLIR's
    /// `ScopedDiagnosticHandler`).
    pub fn add_diagnostic_handler(
        &self,
        handler: impl Fn(&Context, &Diagnostic) -> bool + Send + Sync + 'static,
    ) -> ScopedDiagnosticHandler<'_> {
        let stack = &self.diag_handlers;
        let id = stack.next_id.fetch_add(1, Ordering::Relaxed);
        stack.list().push((id, Arc::new(handler)));
        ScopedDiagnosticHandler { ctx: self, id }
    }

    /// Whether any diagnostic handler is registered.
    pub fn has_diagnostic_handlers(&self) -> bool {
        !self.diag_handlers.list().is_empty()
    }

    /// Reports `diagnostic` (see the module doc). Handlers run outside the
    /// registry's lock, so a handler may emit or register handlers itself.
    pub fn emit(&self, diagnostic: Diagnostic) {
        let handlers: Vec<Arc<HandlerFn>> = self
            .diag_handlers
            .list()
            .iter()
            .rev()
            .map(|(_, h)| h.clone())
            .collect();
        if handlers.iter().any(|h| h(self, &diagnostic)) {
            return;
        }
        if diagnostic.severity == Severity::Error {
            let mut out = Vec::new();
            SourceMgr::default().render(self, &diagnostic, &mut out);
            eprint!("{}", String::from_utf8_lossy(&out));
        }
    }

    /// Emits an error at `loc` (MLIR's `emitError(loc, message)`).
    pub fn emit_error(&self, loc: crate::Attribute, message: impl Into<String>) {
        self.emit(Diagnostic::error(loc, message));
    }

    /// Emits a warning at `loc` (MLIR's `emitWarning`).
    pub fn emit_warning(&self, loc: crate::Attribute, message: impl Into<String>) {
        self.emit(Diagnostic::warning(loc, message));
    }

    /// Emits a remark at `loc` (MLIR's `emitRemark`).
    pub fn emit_remark(&self, loc: crate::Attribute, message: impl Into<String>) {
        self.emit(Diagnostic::remark(loc, message));
    }
}

impl Ir {
    /// Emits `'name' op message` at `op`'s location, with the note that
    /// prints the op when the context asks for it (MLIR's
    /// `op->emitOpError(message)`).
    pub fn emit_op_error(&self, ctx: &Context, op: OpId, message: impl AsRef<str>) {
        ctx.emit(crate::verify::op_error(ctx, self, op, message));
    }

    /// Emits `message` as an error at `op`'s location (MLIR's
    /// `op->emitError(message)`).
    pub fn emit_error(&self, ctx: &Context, op: OpId, message: impl Into<String>) {
        ctx.emit(crate::verify::plain_error(ctx, self, op, message));
    }

    /// Emits a warning at `op`'s location (MLIR's `op->emitWarning`).
    pub fn emit_warning(&self, ctx: &Context, op: OpId, message: impl Into<String>) {
        ctx.emit(Diagnostic::warning(self.op(op).loc, message));
    }

    /// Emits a remark at `op`'s location (MLIR's `op->emitRemark`).
    pub fn emit_remark(&self, ctx: &Context, op: OpId, message: impl Into<String>) {
        ctx.emit(Diagnostic::remark(self.op(op).loc, message));
    }
}

/// Keeps a handler registered; dropping it removes the handler.
#[must_use = "the handler is removed when this guard is dropped"]
pub struct ScopedDiagnosticHandler<'c> {
    ctx: &'c Context,
    id: u64,
}

impl Drop for ScopedDiagnosticHandler<'_> {
    fn drop(&mut self) {
        self.ctx
            .diag_handlers
            .list()
            .retain(|(id, _)| *id != self.id);
    }
}

/// Collects every diagnostic emitted while it lives.
pub struct DiagnosticCollector<'c> {
    _guard: ScopedDiagnosticHandler<'c>,
    seen: Arc<Mutex<Vec<Diagnostic>>>,
}

impl<'c> DiagnosticCollector<'c> {
    /// Starts collecting on `ctx`.
    pub fn new(ctx: &'c Context) -> Self {
        let seen: Arc<Mutex<Vec<Diagnostic>>> = Default::default();
        let sink = seen.clone();
        let guard = ctx.add_diagnostic_handler(move |_, d| {
            sink.lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(d.clone());
            true
        });
        DiagnosticCollector {
            _guard: guard,
            seen,
        }
    }

    /// The diagnostics collected so far, leaving none.
    pub fn take(&self) -> Vec<Diagnostic> {
        std::mem::take(&mut *self.seen.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

/// Renders each diagnostic as mlir-opt prints it, with the source line and
/// a caret for locations in `sources`, to a writer (MLIR's
/// `SourceMgrDiagnosticHandler`).
pub struct SourceMgrDiagnosticHandler<'c> {
    _guard: ScopedDiagnosticHandler<'c>,
}

impl<'c> SourceMgrDiagnosticHandler<'c> {
    /// Renders the diagnostics emitted on `ctx` against `sources` into `out`.
    pub fn new(
        ctx: &'c Context,
        sources: SourceMgr,
        out: impl std::io::Write + Send + 'static,
    ) -> Self {
        let state = Mutex::new((sources, out));
        let guard = ctx.add_diagnostic_handler(move |ctx, d| {
            let mut buf = Vec::new();
            let mut st = state.lock().unwrap_or_else(|e| e.into_inner());
            st.0.render(ctx, d, &mut buf);
            let _ = st.1.write_all(&buf);
            true
        });
        SourceMgrDiagnosticHandler { _guard: guard }
    }
}

/// Checks emitted diagnostics against the `expected-error {{...}}`
/// (`-warning`, `-note`, `-remark`, `-re`, `@above`/`@below`/`@+N`)
/// annotations of a source buffer, as `mlir-opt --verify-diagnostics`
/// does (MLIR's `SourceMgrDiagnosticVerifierHandler`).
pub struct SourceMgrDiagnosticVerifierHandler<'c> {
    _guard: ScopedDiagnosticHandler<'c>,
    state: Arc<Mutex<(crate::diag_verifier::Verifier, Vec<u8>)>>,
}

impl<'c> SourceMgrDiagnosticVerifierHandler<'c> {
    /// Reads the annotations of `buffer` (malformed ones are reported by
    /// [`finish`](Self::finish)) and starts checking the diagnostics
    /// emitted on `ctx`.
    pub fn new(ctx: &'c Context, buffer: SourceBuffer) -> Self {
        let mut report = Vec::new();
        // The verifier keeps a buffer of its own, for its reports.
        let copy = SourceBuffer::new(
            buffer.name.clone(),
            buffer.text.to_vec(),
            buffer.line_offset,
        );
        let verifier = crate::diag_verifier::Verifier::new(copy, &mut report);
        let state = Arc::new(Mutex::new((verifier, report)));
        let sink = state.clone();
        let mgr = SourceMgr {
            buffers: vec![buffer],
        };
        let guard = ctx.add_diagnostic_handler(move |ctx, d| {
            let mut st = sink.lock().unwrap_or_else(|e| e.into_inner());
            let (verifier, report) = &mut *st;
            verifier.process(ctx, &mgr, std::slice::from_ref(d), report);
            true
        });
        SourceMgrDiagnosticVerifierHandler {
            _guard: guard,
            state,
        }
    }

    /// Ends the check: `Ok` when every diagnostic was expected and every
    /// expectation met, else the report mlir-opt prints.
    pub fn finish(self) -> Result<(), String> {
        let mut st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let (verifier, report) = &mut *st;
        let ok = verifier.finish(report);
        if ok {
            Ok(())
        } else {
            Err(String::from_utf8_lossy(report).into_owned())
        }
    }
}
