//! Diagnostic handlers on the context: scoping, order, source rendering
//! and `expected-*` verification.

use rmlir_core::diag::{Diagnostic, SourceBuffer, SourceMgr};
use rmlir_core::diag_handler::{
    DiagnosticCollector, SourceMgrDiagnosticHandler, SourceMgrDiagnosticVerifierHandler,
};
use rmlir_core::Context;
use std::sync::{Arc, Mutex};

fn loc(ctx: &Context, file: &str, line: u32, col: u32) -> rmlir_core::Attribute {
    ctx.file_loc(ctx.string_attr(file), line, col)
}

#[test]
fn newest_handler_first_and_removed_when_dropped() {
    let ctx = Context::new();
    let outer = DiagnosticCollector::new(&ctx);
    {
        let inner = DiagnosticCollector::new(&ctx);
        ctx.emit_warning(ctx.unknown_loc(), "one");
        assert_eq!(inner.take().len(), 1);
    }
    ctx.emit_remark(ctx.unknown_loc(), "two");
    let got = outer.take();
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].message, "two");
    drop(outer);
    assert!(!ctx.has_diagnostic_handlers());
}

#[test]
fn a_handler_may_decline() {
    let ctx = Context::new();
    let outer = DiagnosticCollector::new(&ctx);
    let declined = Arc::new(Mutex::new(0));
    let count = declined.clone();
    let _g = ctx.add_diagnostic_handler(move |_, _| {
        *count.lock().unwrap() += 1;
        false
    });
    ctx.emit_error(ctx.unknown_loc(), "x");
    assert_eq!(*declined.lock().unwrap(), 1);
    assert_eq!(outer.take().len(), 1);
}

#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);
impl std::io::Write for Shared {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn source_manager_handler_shows_the_line() {
    let ctx = Context::new();
    let out = Shared::default();
    let sources = SourceMgr {
        buffers: vec![SourceBuffer::new(
            "a.mlir",
            b"first\n  second line\n".to_vec(),
            0,
        )],
    };
    let _h = SourceMgrDiagnosticHandler::new(&ctx, sources, out.clone());
    ctx.emit(
        Diagnostic::error(loc(&ctx, "a.mlir", 2, 3), "bad")
            .with_note(loc(&ctx, "a.mlir", 1, 1), "here"),
    );
    let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
    assert_eq!(
        text,
        "a.mlir:2:3: error: bad\n  second line\n  ^\na.mlir:1:1: note: here\nfirst\n^\n"
    );
}

#[test]
fn verifier_handler_checks_expectations() {
    let ctx = Context::new();
    let text = b"op1 // expected-error {{bad op}}\nop2 // expected-warning {{never}}\n".to_vec();
    let v =
        SourceMgrDiagnosticVerifierHandler::new(&ctx, SourceBuffer::new("t.mlir", text.clone(), 0));
    ctx.emit_error(loc(&ctx, "t.mlir", 1, 1), "bad op");
    let report = v.finish().unwrap_err();
    assert_eq!(
        report.lines().next().unwrap(),
        "t.mlir:2:8: error: expected warning \"never\" was not produced"
    );

    let v = SourceMgrDiagnosticVerifierHandler::new(&ctx, SourceBuffer::new("t.mlir", text, 0));
    ctx.emit_error(loc(&ctx, "t.mlir", 1, 1), "bad op");
    ctx.emit_warning(loc(&ctx, "t.mlir", 2, 1), "never");
    assert_eq!(v.finish(), Ok(()));
}
