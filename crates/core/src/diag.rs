//! Diagnostics: what went wrong, where, and how it is shown to a user.
//!
//! A [`Diagnostic`] carries a location *attribute* (any builtin location kind),
//! so the same type serves parse errors and verifier errors. [`SourceMgr`]
//! renders them the way mlir-opt's `SourceMgrDiagnosticHandler` does:
//! `file:line:col: error: message`, then the source line and a caret when the
//! file is one we loaded.

use crate::attrs::AttrKind;
use crate::context::Context;
use crate::Attribute;
use std::io::Write;

/// How serious a diagnostic is (MLIR's `DiagnosticSeverity`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Extra information attached to another diagnostic.
    Note,
    /// A warning: the run still succeeds.
    Warning,
    /// An error: the run fails.
    Error,
    /// A remark: information about what was done (MLIR's `emitRemark`).
    Remark,
}

impl Severity {
    /// The word mlir-opt prints for it: `note`, `warning`, `error`, `remark`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
            Severity::Remark => "remark",
        }
    }
}

/// A diagnostic (MLIR's `Diagnostic`): a message at a location, with notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// How serious it is.
    pub severity: Severity,
    /// Where it points: any location attribute.
    pub loc: Attribute,
    /// The message, without the `error: ` prefix.
    pub message: String,
    /// Notes printed after it, each of severity [`Severity::Note`].
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A diagnostic of `severity` at `loc`, without notes.
    pub fn new(severity: Severity, loc: Attribute, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// An error at `loc` (MLIR's `emitError(loc)`).
    pub fn error(loc: Attribute, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, loc, message)
    }

    /// A warning at `loc` (MLIR's `emitWarning(loc)`).
    pub fn warning(loc: Attribute, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, loc, message)
    }

    /// A remark at `loc` (MLIR's `emitRemark(loc)`).
    pub fn remark(loc: Attribute, message: impl Into<String>) -> Self {
        Self::new(Severity::Remark, loc, message)
    }

    /// The diagnostic with a note at `loc` appended.
    pub fn with_note(mut self, loc: Attribute, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }

    /// Appends a note at `loc`.
    pub fn add_note(&mut self, loc: Attribute, message: impl Into<String>) {
        let note = Diagnostic::error(loc, message);
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            ..note
        });
    }
}

/// The bytes of a source buffer: owned, or a read-only mapping of a file.
///
/// Mapping a large input (as LLVM's `MemoryBuffer` does) spares copying it
/// into freshly zeroed memory, which for a multi-megabyte file is a visible
/// share of a whole run.
pub enum SourceText {
    /// Bytes held in memory.
    Owned(Vec<u8>),
    /// A read-only mapping of a file.
    Mapped(memmap2::Mmap),
}

impl SourceText {
    /// Maps the regular, non-empty file at `path`, or reads it when it
    /// cannot be mapped (pipes, devices, empty files).
    pub fn from_file(path: &str) -> std::io::Result<SourceText> {
        let mut file = std::fs::File::open(path)?;
        if file.metadata().is_ok_and(|m| m.is_file() && m.len() > 0) {
            // SAFETY: the mapping is private and read-only; as with LLVM's
            // memory buffers, the input file must not be truncated while the
            // tool runs.
            if let Ok(map) = unsafe { memmap2::Mmap::map(&file) } {
                return Ok(SourceText::Mapped(map));
            }
        }
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut file, &mut bytes)?;
        Ok(SourceText::Owned(bytes))
    }
}

impl Default for SourceText {
    fn default() -> Self {
        SourceText::Owned(Vec::new())
    }
}

impl std::ops::Deref for SourceText {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            SourceText::Owned(v) => v,
            SourceText::Mapped(m) => m,
        }
    }
}

impl From<Vec<u8>> for SourceText {
    fn from(v: Vec<u8>) -> Self {
        SourceText::Owned(v)
    }
}

/// One loaded buffer. `line_offset` shifts reported lines, so that a chunk of a
/// `--split-input-file` input reports lines of the original file, as mlir-opt 22 does.
pub struct SourceBuffer {
    /// The name reported in diagnostics (the file name, or `<stdin>`).
    pub name: String,
    /// The text.
    pub text: SourceText,
    /// Lines before this buffer in the original file: added to reported line
    /// numbers.
    pub line_offset: u32,
    line_starts: Vec<u32>,
    /// Text of the original file before this buffer on its first line (a
    /// `--split-input-file` chunk can start mid-line); it shifts columns of
    /// the first line and is shown in source excerpts.
    first_line_prefix: Vec<u8>,
    /// Text of the original file after this buffer on its last line (the
    /// `// -----` marker that ends a chunk); mlir-opt shows it in excerpts
    /// of errors at the end of the chunk.
    last_line_suffix: Vec<u8>,
}

impl SourceBuffer {
    /// A buffer named `name` holding `text`, whose first line is line
    /// `line_offset + 1` of the original file.
    pub fn new(name: impl Into<String>, text: impl Into<SourceText>, line_offset: u32) -> Self {
        let text = text.into();
        // Sized for typical lines, up to a cap: a huge file may hold few.
        let mut line_starts = Vec::with_capacity((text.len() / 32).min(1 << 20) + 1);
        line_starts.push(0u32);
        line_starts.extend(memchr::memchr_iter(b'\n', &text).map(|i| i as u32 + 1));
        SourceBuffer {
            name: name.into(),
            text,
            line_offset,
            line_starts,
            first_line_prefix: Vec::new(),
            last_line_suffix: Vec::new(),
        }
    }

    /// A buffer that is a chunk of a larger file, starting after `prefix` on
    /// line `line_offset + 1` and followed by `suffix` on its last line.
    pub fn chunk(
        name: impl Into<String>,
        text: Vec<u8>,
        line_offset: u32,
        prefix: Vec<u8>,
        suffix: Vec<u8>,
    ) -> Self {
        let mut b = Self::new(name, text, line_offset);
        b.first_line_prefix = prefix;
        b.last_line_suffix = suffix;
        b
    }

    /// The (line, column) MLIR gives the buffer as a whole (the implicit
    /// module, errors about the whole buffer): 0:0 for a buffer that starts
    /// its file, else the position where the chunk starts, just after its
    /// `// -----` marker.
    pub(crate) fn start_loc(&self) -> (u32, u32) {
        if self.line_offset == 0 && self.first_line_prefix.is_empty() {
            (0, 0)
        } else {
            (
                self.line_offset + 1,
                self.first_line_prefix.len() as u32 + 1,
            )
        }
    }

    /// 1-based (line, column) of a byte offset, line shifted by `line_offset`.
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        self.line_col_from(offset, 0).0
    }

    /// Like [`line_col`](Self::line_col), starting the search at line index
    /// `hint` when it is at or before the answer (the parser asks in
    /// increasing order, so this is usually a step or two); also returns the
    /// line index found, to pass as the next hint.
    pub(crate) fn line_col_from(&self, offset: usize, hint: usize) -> ((u32, u32), usize) {
        let offset = offset.min(self.text.len()) as u32;
        let starts = &self.line_starts;
        let mut line = if hint < starts.len() && starts[hint] <= offset {
            let mut l = hint;
            let mut steps = 0;
            while l + 1 < starts.len() && starts[l + 1] <= offset && steps < 8 {
                l += 1;
                steps += 1;
            }
            l
        } else {
            usize::MAX
        };
        if line == usize::MAX || (line + 1 < starts.len() && starts[line + 1] <= offset) {
            line = starts.partition_point(|&s| s <= offset) - 1;
        }
        let shift = if line == 0 {
            self.first_line_prefix.len() as u32
        } else {
            0
        };
        (
            (
                line as u32 + 1 + self.line_offset,
                offset - starts[line] + 1 + shift,
            ),
            line,
        )
    }

    /// The text of a (shifted) 1-based line, without its newline.
    pub fn line_text(&self, line: u32) -> Option<std::borrow::Cow<'_, [u8]>> {
        let idx = line.checked_sub(1 + self.line_offset)? as usize;
        let start = *self.line_starts.get(idx)? as usize;
        let mut end = self
            .line_starts
            .get(idx + 1)
            .map_or(self.text.len(), |&e| e as usize - 1);
        if end > start && self.text[end - 1] == b'\r' {
            end -= 1;
        }
        let prefix: &[u8] = if idx == 0 {
            &self.first_line_prefix
        } else {
            &[]
        };
        let suffix: &[u8] = if idx + 1 == self.line_starts.len() {
            &self.last_line_suffix
        } else {
            &[]
        };
        if prefix.is_empty() && suffix.is_empty() {
            return Some(self.text[start..end].into());
        }
        Some([prefix, &self.text[start..end], suffix].concat().into())
    }
}

/// The file position a diagnostic is shown at, found the way mlir-opt looks
/// through name, call-site and fused locations.
fn file_loc(ctx: &Context, loc: Attribute) -> Option<(Attribute, u32, u32)> {
    match ctx.attr_kind(loc) {
        AttrKind::FileLineColRange {
            file,
            start_line,
            start_col,
            ..
        } => Some((*file, *start_line, *start_col)),
        AttrKind::NameLoc { child, .. } => file_loc(ctx, *child),
        AttrKind::CallSiteLoc { callee, .. } => file_loc(ctx, *callee),
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|l| file_loc(ctx, *l)),
        _ => None,
    }
}

/// Renders diagnostics as text, with source excerpts for the buffers it holds.
#[derive(Default)]
pub struct SourceMgr {
    /// The loaded buffers; a location is shown with a source excerpt when its
    /// file is the name of one of them.
    pub buffers: Vec<SourceBuffer>,
}

impl SourceMgr {
    /// Appends the rendered diagnostic to `out` as bytes: the source line is
    /// shown as written, which need not be valid UTF-8.
    pub fn render(&self, ctx: &Context, diag: &Diagnostic, out: &mut Vec<u8>) {
        self.render_one(ctx, diag.severity, diag.loc, &diag.message, true, out);
        if let AttrKind::CallSiteLoc { caller, .. } = ctx.attr_kind(diag.loc) {
            self.render_call_stack(ctx, *caller, out);
        }
        for note in &diag.notes {
            // A note at the diagnostic's own location leaves out the source
            // excerpt, as mlir-opt's; an error carried along as a follow-on
            // (reported right after this one) is a diagnostic of its own and
            // shows it.
            let excerpt = note.loc != diag.loc || note.severity != Severity::Note;
            self.render_one(ctx, note.severity, note.loc, &note.message, excerpt, out);
        }
    }

    fn render_call_stack(&self, ctx: &Context, mut caller: Attribute, out: &mut Vec<u8>) {
        loop {
            let next = match ctx.attr_kind(caller) {
                AttrKind::CallSiteLoc { callee, caller } => Some((*callee, *caller)),
                _ => None,
            };
            let here = next.map_or(caller, |(callee, _)| callee);
            self.render_one(ctx, Severity::Note, here, "called from", true, out);
            match next {
                Some((_, up)) => caller = up,
                None => break,
            }
        }
    }

    fn render_one(
        &self,
        ctx: &Context,
        severity: Severity,
        loc: Attribute,
        message: &str,
        show_source: bool,
        out: &mut Vec<u8>,
    ) {
        let Some((file, line, col)) = file_loc(ctx, loc) else {
            let _ = write!(out, "<unknown>:0: {}: ", severity.as_str());
            if !matches!(ctx.attr_kind(loc), AttrKind::UnknownLoc) {
                let _ = write!(out, "{}: ", ctx.print_attr(loc));
            }
            out.extend_from_slice(&crate::support::raw_text::decode(message.as_bytes()));
            out.push(b'\n');
            return;
        };
        let file_name = ctx.str_value(file);
        out.extend_from_slice(file_name);
        let _ = write!(out, ":{}:{}: {}: ", line, col, severity.as_str());
        // Messages may show opaque dialect bodies (see raw_text).
        out.extend_from_slice(&crate::support::raw_text::decode(message.as_bytes()));
        out.push(b'\n');
        if !show_source {
            return;
        }
        let Some(buf) = self.buffers.iter().find(|b| b.name.as_bytes() == file_name) else {
            return;
        };
        let Some(text) = buf.line_text(line) else {
            return;
        };
        out.extend_from_slice(&render_source_line(&text, col));
    }
}

/// The source line and caret as LLVM's `SMDiagnostic::print` shows them: tabs
/// expanded to 8-column stops in both lines (a caret on a tab fills the tab),
/// the caret clamped to just past the line's end, and no caret line at all
/// when the line has a non-ASCII byte (byte columns would not line up).
pub fn render_source_line(text: &[u8], col: u32) -> Vec<u8> {
    render_source_range(text, col, 0)
}

/// [`render_source_line`] with `~` under the `len` bytes starting at the
/// caret (the caret itself included), clipped to the line, as LLVM marks a
/// source range.
pub fn render_source_range(text: &[u8], col: u32, len: usize) -> Vec<u8> {
    const TAB_STOP: usize = 8;
    let mut out = Vec::with_capacity(text.len() * 2 + 2);
    let mut out_col = 0;
    for &b in text {
        if b == b'\t' {
            loop {
                out.push(b' ');
                out_col += 1;
                if out_col % TAB_STOP == 0 {
                    break;
                }
            }
        } else {
            out.push(b);
            out_col += 1;
        }
    }
    out.push(b'\n');
    if text.iter().any(|b| !b.is_ascii()) {
        return out;
    }
    let caret = (col.saturating_sub(1) as usize).min(text.len());
    let range_end = (caret + len).min(text.len());
    let mut out_col = 0;
    for i in 0..=caret.max(range_end.saturating_sub(1)) {
        let c = if i == caret {
            b'^'
        } else if i > caret && i < range_end {
            b'~'
        } else {
            b' '
        };
        if text.get(i) == Some(&b'\t') {
            loop {
                out.push(c);
                out_col += 1;
                if out_col % TAB_STOP == 0 {
                    break;
                }
            }
        } else {
            out.push(c);
            out_col += 1;
        }
    }
    out.push(b'\n');
    out
}
