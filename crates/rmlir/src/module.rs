//! [`Module`]: a parsed (or new) top-level `builtin.module` that owns its
//! IR and its source text, verifies, runs pass pipelines and prints itself;
//! and [`Error`], the diagnostics of a failed step rendered as mlir-opt
//! renders them.

use rmlir_core::asm::printer::PrintFlags;
use rmlir_core::asm::{parse_source, ParsedModule};
use rmlir_core::diag::{Diagnostic, Severity, SourceBuffer, SourceMgr};
use rmlir_core::ir::{BlockId, Ir, OpId, OperationState};
use rmlir_core::{Attribute, Context};
use rmlir_pass::{Event, Instrumentation, PassRegistry, RunEnv};
use std::fmt;

/// A top-level `builtin.module` with the IR it holds (MLIR's
/// `OwningOpRef<ModuleOp>` together with the `SourceMgr` of its file).
///
/// Parsing wraps the top-level ops of the text in a module unless the text
/// is exactly one `builtin.module`, as mlir-opt does. The module borrows the
/// [`Context`] that uniques its types and attributes.
pub struct Module<'c> {
    ctx: &'c Context,
    sources: SourceMgr,
    parsed: ParsedModule,
}

impl<'c> Module<'c> {
    /// Parses and verifies `text` (named `<input>` in diagnostics).
    pub fn parse(ctx: &'c Context, text: &str) -> Result<Self, Error> {
        Self::parse_named(ctx, "<input>", text.as_bytes().to_vec())
    }

    /// Reads, parses and verifies the file at `path`.
    pub fn parse_file(ctx: &'c Context, path: impl AsRef<std::path::Path>) -> Result<Self, Error> {
        let path = path.as_ref();
        let bytes = std::fs::read(path).map_err(|e| Error {
            diagnostics: Vec::new(),
            rendered: format!("could not open input file '{}': {e}", path.display()),
        })?;
        Self::parse_named(ctx, &path.display().to_string(), bytes)
    }

    /// Parses and verifies `text`, reporting locations in a buffer called
    /// `name`.
    pub fn parse_named(ctx: &'c Context, name: &str, text: Vec<u8>) -> Result<Self, Error> {
        let buffer = SourceBuffer::new(name, text, 0);
        let parsed = parse_source(ctx, &buffer);
        let sources = SourceMgr {
            buffers: vec![buffer],
        };
        let parsed = match parsed {
            Ok(p) => p,
            Err(diagnostics) => return Err(Error::render(ctx, &sources, diagnostics)),
        };
        let module = Module {
            ctx,
            sources,
            parsed,
        };
        module.verify()?;
        Ok(module)
    }

    /// An empty `builtin.module` at `loc` (MLIR's `ModuleOp::create`).
    pub fn create(ctx: &'c Context, loc: Attribute) -> Self {
        let mut ir = Ir::new();
        let region = ir.new_region();
        let block = ir.new_block();
        ir.append_block(region, block);
        let mut st = OperationState::new(ctx, "builtin.module", loc);
        st.regions.push(region);
        let module = ir.create_op(st);
        Module {
            ctx,
            sources: SourceMgr::default(),
            parsed: ParsedModule {
                ir,
                module,
                resources: Default::default(),
                defines_aliases: false,
            },
        }
    }

    /// The context the module's types and attributes live in.
    pub fn context(&self) -> &'c Context {
        self.ctx
    }

    /// The `builtin.module` op.
    pub fn op(&self) -> OpId {
        self.parsed.module
    }

    /// The module's body: the block holding its top-level ops.
    pub fn body(&self) -> BlockId {
        let region = self.parsed.ir.regions(self.parsed.module)[0];
        self.parsed.ir.region_blocks(region)[0]
    }

    /// The IR the module lives in.
    pub fn ir(&self) -> &Ir {
        &self.parsed.ir
    }

    /// The IR, for changing it.
    pub fn ir_mut(&mut self) -> &mut Ir {
        &mut self.parsed.ir
    }

    /// Copies the top-level ops of `other` (another module, possibly
    /// parsed from another file, in the same context) to the end of this
    /// module's body, as when merging two files. Nothing is copied, and an
    /// error names the op, when one of them uses a value defined outside it
    /// (only possible for ops that are not isolated from above).
    pub fn append_from(&mut self, other: &Module<'_>) -> Result<(), Error> {
        assert!(
            std::ptr::eq(self.ctx, other.ctx),
            "Module::append_from: both modules must live in the same Context"
        );
        let (src, body) = (other.ir(), self.body());
        let mut copies = Vec::new();
        for op in src.block_ops(other.body()) {
            let mut map = rmlir_core::ir::IrMapping::default();
            match src.clone_op_into(op, &mut self.parsed.ir, &mut map) {
                Some(copy) => copies.push(copy),
                None => {
                    let d = Diagnostic::error(
                        src.op(op).loc,
                        "cannot copy an op that uses values defined outside it",
                    );
                    for copy in copies {
                        self.parsed.ir.erase_op(copy);
                    }
                    return Err(Error::render(self.ctx, &other.sources, vec![d]));
                }
            }
        }
        for copy in copies {
            self.parsed.ir.append_op(body, copy);
        }
        Ok(())
    }

    /// Verifies the module and everything in it (MLIR's `verify(op)`).
    pub fn verify(&self) -> Result<(), Error> {
        rmlir_core::verify::verify(self.ctx, &self.parsed.ir, self.parsed.module)
            .map_err(|d| Error::render(self.ctx, &self.sources, vec![d]))
    }

    /// Runs a textual pass pipeline on the module, as
    /// `mlir-opt --pass-pipeline=...` does: `pipeline` names the module
    /// (`builtin.module(func.func(canonicalize,cse),symbol-dce)`). The IR
    /// is verified after each pass. Passes run on the functions in parallel
    /// when the context allows threads; the result is the same either way.
    ///
    /// On failure the error holds the pass's diagnostics; warnings and
    /// remarks of a successful run are returned.
    pub fn run_pipeline(&mut self, pipeline: &str) -> Result<Vec<Diagnostic>, Error> {
        let fail = |m: String| Error {
            diagnostics: Vec::new(),
            rendered: m,
        };
        let pm = rmlir_pass::parse_pass_pipeline(pipeline, registry()).map_err(|e| match e {
            rmlir_pass::pipeline::PipelineError::Message(m) => fail(m),
            rmlir_pass::pipeline::PipelineError::BadOption { message, .. } => fail(message),
        })?;
        let (ir, op) = (&mut self.parsed.ir, self.parsed.module);
        if let Some(d) = rmlir_pass::manager::anchor_mismatch(self.ctx, ir, op, &pm) {
            return Err(Error::render(self.ctx, &self.sources, vec![d]));
        }
        let instrumentation = Instrumentation {
            verify_each: true,
            ..Default::default()
        };
        let mut env = RunEnv {
            ctx: self.ctx,
            instrumentation: &instrumentation,
            resources: &self.parsed.resources,
            events: Vec::new(),
            timing: None,
            ran_adaptor: false,
            threading: self.ctx.is_multithreading_enabled(),
            nested: false,
        };
        let ok = pm.run(&mut env, ir, op).is_ok();
        let diagnostics: Vec<Diagnostic> = env
            .events
            .into_iter()
            .filter_map(|e| match e {
                Event::Diag(d) => Some(d),
                Event::Text(_) => None,
            })
            .collect();
        if ok && !diagnostics.iter().any(|d| d.severity == Severity::Error) {
            forward(self.ctx, &diagnostics);
            Ok(diagnostics)
        } else {
            Err(Error::render(self.ctx, &self.sources, diagnostics))
        }
    }

    /// The module's text with `flags` (`PrintFlags::default()` prints as
    /// mlir-opt does without options).
    pub fn print_with(&self, flags: PrintFlags) -> String {
        let mut out = Vec::new();
        self.parsed
            .print(self.ctx, flags, &mut out)
            .expect("printing to memory cannot fail");
        String::from_utf8_lossy(&out).into_owned()
    }

    /// Renders `diagnostic` against the module's source as mlir-opt does
    /// (`file:line:col: error: message`, the source line and a caret).
    pub fn render(&self, diagnostic: &Diagnostic) -> String {
        let mut out = Vec::new();
        self.sources.render(self.ctx, diagnostic, &mut out);
        String::from_utf8_lossy(&out).into_owned()
    }
}

impl fmt::Display for Module<'_> {
    /// The module as `mlir-opt` prints it by default.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.print_with(PrintFlags::default()))
    }
}

impl fmt::Debug for Module<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The passes `mlir-opt` registers that rmlir has (those of rmlir-pass and
/// rmlir-transforms), installed once as the global registry so that passes
/// which build pipelines of their own (the inliner) find them too.
pub fn registry() -> &'static PassRegistry {
    static REGISTRY: std::sync::OnceLock<&'static PassRegistry> = std::sync::OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut registry = PassRegistry::with_builtin_passes();
        rmlir_transforms::register_all(&mut registry);
        PassRegistry::install_global(registry)
    })
}

/// Hands `diagnostics` to the context's handlers, if it has any (see
/// `rmlir_core::diag_handler`); without handlers they are only returned.
fn forward(ctx: &Context, diagnostics: &[Diagnostic]) {
    if ctx.has_diagnostic_handlers() {
        for d in diagnostics {
            ctx.emit(d.clone());
        }
    }
}

/// What went wrong in parsing, verification or a pass: the diagnostics,
/// and their text as mlir-opt prints it (with source excerpts when the
/// source is known).
#[derive(Clone)]
pub struct Error {
    diagnostics: Vec<Diagnostic>,
    rendered: String,
}

impl Error {
    /// The error for `diagnostics`; they also go to the context's
    /// diagnostic handlers when any are registered.
    fn render(ctx: &Context, sources: &SourceMgr, diagnostics: Vec<Diagnostic>) -> Self {
        forward(ctx, &diagnostics);
        let mut out = Vec::new();
        for d in &diagnostics {
            sources.render(ctx, d, &mut out);
        }
        Error {
            diagnostics,
            rendered: String::from_utf8_lossy(&out).into_owned(),
        }
    }

    /// The diagnostics, in the order they were emitted (empty when the
    /// failure was not located, e.g. an unreadable file).
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rendered.trim_end())
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for Error {}
