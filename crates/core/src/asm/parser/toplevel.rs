//! The top level of a file: operations, alias definitions, the file metadata
//! dictionary, and the implicit `builtin.module` around it all.

use super::ops::LocTarget;
use super::parallel::RunEnd;
use super::{Failed, PResult, Parser};
use crate::asm::lexer::Tok;
use crate::asm::resources::{decode_blob_token, ResourceValue};
use crate::context::Context;
use crate::diag::{Diagnostic, SourceBuffer};
use crate::ir::{Ir, OpId, OperationState};
use crate::Attribute;
use rustc_hash::FxHashMap;

/// The result of parsing a file: the IR, its top-level module and the
/// resource blobs of the file metadata.
pub struct ParsedModule {
    /// The IR holding the module and everything in it.
    pub ir: Ir,
    /// The top-level `builtin.module`: the file's own if it is a single
    /// module op, else one created implicitly around the file's ops.
    pub module: OpId,
    /// `(dialect, [(key, value text)])` from `{-# dialect_resources #-}`.
    pub resources: crate::asm::resources::Resources,
    /// Whether the text defined attribute or type aliases: only through
    /// them can a short input build values whose printed form is huge
    /// (see `check_print_expansion`).
    pub defines_aliases: bool,
}

impl ParsedModule {
    /// Prints the module as mlir-opt does (alias definitions, the resources
    /// it uses), streaming to `out`; see
    /// [`print_top_level`](crate::asm::printer::print_top_level).
    pub fn print(
        &self,
        ctx: &Context,
        flags: crate::asm::printer::PrintFlags,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        crate::asm::printer::print_top_level(
            ctx,
            &self.ir,
            self.module,
            flags,
            &self.resources,
            out,
        )
    }
}

/// How a buffer is turned into a top-level op.
#[derive(Debug, Clone, Copy)]
pub struct ParseConfig {
    /// Wrap the top-level ops in a `builtin.module` unless the buffer holds
    /// exactly one such module (MLIR's default). When false, the buffer must
    /// hold exactly one op of any kind, which becomes the top-level op
    /// (`--no-implicit-module`).
    pub implicit_module: bool,
}

impl Default for ParseConfig {
    fn default() -> Self {
        ParseConfig {
            implicit_module: true,
        }
    }
}

/// Parses a whole buffer. Verification is separate (see `verify`).
pub fn parse_source(ctx: &Context, src: &SourceBuffer) -> Result<ParsedModule, Vec<Diagnostic>> {
    parse_source_with(ctx, src, ParseConfig::default())
}

/// [`parse_source`] with a [`ParseConfig`].
pub fn parse_source_with(
    ctx: &Context,
    src: &SourceBuffer,
    config: ParseConfig,
) -> Result<ParsedModule, Vec<Diagnostic>> {
    let mut p = Parser::new(ctx, src);
    match p.parse_top_level(config) {
        Ok(module) => Ok(ParsedModule {
            ir: std::mem::take(&mut p.ir),
            module,
            resources: std::mem::take(&mut p.resources),
            defines_aliases: p.defines_aliases(),
        }),
        Err(Failed) => {
            if p.diags.is_empty() {
                p.diags
                    .push(Diagnostic::error(p.loc_at(p.tok.start), "parse failed"));
            }
            Err(std::mem::take(&mut p.diags))
        }
    }
}

impl<'a> Parser<'a> {
    fn parse_top_level(&mut self, config: ParseConfig) -> PResult<OpId> {
        let block = self.ir.new_block();
        self.push_ssa_scope(true);
        self.set_default_dialect("builtin");
        // One attempt at parsing ops in parallel per file: either the body
        // of the first op if it is a module, or the run of ops it starts.
        let mut try_parallel = self.may_parse_in_parallel();
        loop {
            match self.tok.kind {
                Tok::Eof => break,
                Tok::Error => return self.error_here("unexpected character"),
                Tok::HashIdent => self.parse_attr_alias_def()?,
                Tok::ExclaimIdent => self.parse_type_alias_def()?,
                Tok::FileMetadataBegin => self.parse_file_metadata()?,
                _ if std::mem::take(&mut try_parallel) => {
                    if self.starts_module() {
                        self.parallel_region = true;
                        let r = self.parse_operation(block);
                        self.parallel_region = false;
                        r?;
                    } else if !self.parse_ops_in_parallel(block, RunEnd::TopLevel) {
                        self.parse_operation(block)?;
                    }
                }
                _ => self.parse_operation(block)?,
            }
        }
        self.check_forward_values()?;
        self.resolve_deferred_locs(block)?;
        self.pop_ssa_scope()?;
        if config.implicit_module {
            Ok(self.wrap_in_module(block))
        } else {
            self.single_top_level_op(block)
        }
    }

    /// Whether the current token starts a `builtin.module` op (custom or
    /// generic form), whose body may be parsed in parallel.
    fn starts_module(&self) -> bool {
        match self.tok.kind {
            Tok::BareIdent => matches!(self.spelling(), b"module" | b"builtin.module"),
            Tok::String => self.spelling() == b"\"builtin.module\"",
            _ => false,
        }
    }

    /// The one op of the top-level block, for `--no-implicit-module`.
    fn single_top_level_op(&mut self, block: crate::ir::BlockId) -> PResult<OpId> {
        let mut ops = self.ir.block_ops(block);
        match (ops.next(), ops.count()) {
            (Some(op), 0) => {
                self.ir.detach_op(op);
                Ok(op)
            }
            (first, rest) => {
                let found = usize::from(first.is_some()) + rest;
                let (line, col) = self.src.start_loc();
                let loc = self.ctx.file_loc(self.file_attr(), line, col);
                self.diags.push(Diagnostic::error(
                    loc,
                    format!("source must contain a single top-level operation, found: {found}"),
                ));
                Err(Failed)
            }
        }
    }

    fn resolve_deferred_locs(&mut self, top: crate::ir::BlockId) -> PResult<()> {
        let deferred = std::mem::take(&mut self.ssa.deferred_locs);
        let mut markers: FxHashMap<Attribute, Attribute> = FxHashMap::default();
        for (target, name, at) in deferred {
            let Some(a) = self.attr_alias(name) else {
                return self.error_at(at, "operation location alias was never defined");
            };
            if !self.ctx.attr_kind(a).is_location() {
                let printed = self.ctx.print_attr(a);
                return self.error_at(at, format!("expected location, but found '{printed}'"));
            }
            match target {
                LocTarget::Op(op) => self.ir.op_mut(op).loc = a,
                LocTarget::Arg(v) => self.ir.set_value_loc(v, a),
                LocTarget::Marker(m) => {
                    markers.insert(m, a);
                }
            }
        }
        if !markers.is_empty() {
            self.replace_marker_locs(top, &markers);
        }
        Ok(())
    }

    /// Puts resolved locations where custom parsers placed the markers.
    fn replace_marker_locs(
        &mut self,
        top: crate::ir::BlockId,
        markers: &FxHashMap<Attribute, Attribute>,
    ) {
        let mut ops = Vec::new();
        for root in self.ir.block_ops(top) {
            self.ir
                .walk(root, crate::ir::WalkOrder::PreOrder, &mut |_, op| {
                    ops.push(op)
                });
        }
        let mut args = Vec::new();
        for &op in &ops {
            for &r in self.ir.regions(op) {
                for &b in self.ir.region_blocks(r) {
                    args.extend_from_slice(self.ir.block_args(b));
                }
            }
        }
        for op in ops {
            if let Some(&l) = markers.get(&self.ir.op(op).loc) {
                self.ir.op_mut(op).loc = l;
            }
        }
        for v in args {
            if let Some(&l) = markers.get(&self.ir.value(v).loc) {
                self.ir.set_value_loc(v, l);
            }
        }
    }

    /// A lone top-level `builtin.module` is the module; otherwise the
    /// top-level ops are wrapped in a new one.
    fn wrap_in_module(&mut self, block: crate::ir::BlockId) -> OpId {
        let ops: Vec<OpId> = self.ir.block_ops(block).collect();
        if ops.len() == 1 && self.ctx.op_name_str(self.ir.op_name(ops[0])) == "builtin.module" {
            self.ir.detach_op(ops[0]);
            return ops[0];
        }
        let (line, col) = self.src.start_loc();
        let loc = self.ctx.file_loc(self.file_attr(), line, col);
        let region = self.ir.new_region();
        self.ir.append_block(region, block);
        let mut st = OperationState::new(self.ctx, "builtin.module", loc);
        st.regions.push(region);
        self.ir.create_op(st)
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let name = &self.spelling()[1..];
        if self.has_attr_alias(name) {
            return self.error_here(format!(
                "redefinition of attribute alias id '{}'",
                String::from_utf8_lossy(name)
            ));
        }
        if name.contains(&b'.') {
            return self
                .error_here("attribute names with a '.' are reserved for dialect-defined names");
        }
        self.consume();
        self.expect(Tok::Equal, "expected '=' in attribute alias definition")?;
        let a = self.parse_attribute()?;
        self.define_attr_alias(name, a);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let name = &self.spelling()[1..];
        if self.has_type_alias(name) {
            return self.error_here(format!(
                "redefinition of type alias id '{}'",
                String::from_utf8_lossy(name)
            ));
        }
        if name.contains(&b'.') {
            return self.error_here("type names with a '.' are reserved for dialect-defined names");
        }
        self.consume();
        self.expect(Tok::Equal, "expected '=' in type alias definition")?;
        let t = self.parse_type()?;
        self.define_type_alias(name, t);
        Ok(())
    }

    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.consume();
        self.parse_list_until(Tok::FileMetadataEnd, true, |p| {
            let key_loc = p.here();
            let Some(key) = p.parse_optional_keyword_any() else {
                return p.error_here("expected identifier key in file metadata dictionary");
            };
            p.expect(Tok::Colon, "expected ':'")?;
            match key {
                b"dialect_resources" => p.parse_resource_section(true),
                b"external_resources" => p.parse_resource_section(false),
                _ => p.error_at(
                    key_loc,
                    format!(
                        "unknown key '{}' in file metadata dictionary",
                        String::from_utf8_lossy(key)
                    ),
                ),
            }
        })
    }

    fn parse_resource_section(&mut self, dialect: bool) -> PResult<()> {
        self.expect(Tok::LBrace, "expected '{'")?;
        self.parse_list_until(Tok::RBrace, true, |p| {
            let name_loc = p.here();
            let Some(name) = p.parse_optional_keyword_any() else {
                return p.error_here("expected identifier key for 'resource' entry");
            };
            let name = String::from_utf8_lossy(name).into_owned();
            p.expect(Tok::Colon, "expected ':'")?;
            p.expect(Tok::LBrace, "expected '{'")?;
            if dialect && name != "builtin" && p.ctx.load_dialect(&name).is_none() {
                return p.error_at(name_loc, format!("dialect '{name}' is unknown"));
            }
            if dialect {
                let mut entries = Vec::new();
                p.parse_list_until(Tok::RBrace, true, |p| {
                    let key = p.parse_resource_key("resource")?;
                    let value_tok = p.tok;
                    p.consume();
                    let text = p.token_text(value_tok).to_vec();
                    p.check_blob(&key, value_tok, &text)?;
                    entries.push((key, text));
                    Ok(())
                })?;
                p.resources.dialect.push((name, entries));
            } else {
                let mut entries = Vec::new();
                p.parse_list_until(Tok::RBrace, true, |p| {
                    let key = p.parse_resource_key("external_resources")?;
                    let value = p.parse_external_resource_value(&key)?;
                    entries.push((key, value));
                    Ok(())
                })?;
                p.resources.add_external(name.as_bytes(), entries);
            }
            Ok(())
        })
    }

    /// `key :` of a resource entry; `what` names the section in the error.
    fn parse_resource_key(&mut self, what: &str) -> PResult<Vec<u8>> {
        let key: Vec<u8> = match self.tok.kind {
            Tok::BareIdent | Tok::IntType => self.spelling().to_vec(),
            Tok::String => self.string_value(),
            _ => return self.error_here(format!("expected identifier key for '{what}' entry")),
        };
        self.consume();
        self.expect(Tok::Colon, "expected ':'")?;
        Ok(key)
    }

    /// The value of an `external_resources` entry, classified as MLIR's
    /// fallback resource map does: `true`/`false`, a string starting with
    /// `0x` (a blob, validated), or any other string.
    fn parse_external_resource_value(&mut self, key: &[u8]) -> PResult<ResourceValue> {
        let tok = self.tok;
        if tok.kind == Tok::BareIdent && matches!(self.spelling(), b"true" | b"false") {
            let b = self.spelling() == b"true";
            self.consume();
            return Ok(ResourceValue::Bool(b));
        }
        if tok.kind != Tok::String {
            return self.error_here(format!(
                "expected string value for key '{}'",
                String::from_utf8_lossy(key)
            ));
        }
        let value = self.string_value();
        self.consume();
        if !value.starts_with(b"0x") {
            return Ok(ResourceValue::String(value));
        }
        let text = self.token_text(tok).to_vec();
        self.check_blob(key, tok, &text)?;
        Ok(ResourceValue::Blob(
            decode_blob_token(&text).unwrap_or_default(),
        ))
    }

    /// Validates a builtin resource blob (`"0x" alignment data`).
    fn check_blob(
        &mut self,
        key: &[u8],
        tok: crate::asm::lexer::Token,
        text: &[u8],
    ) -> PResult<()> {
        let key = String::from_utf8_lossy(key).into_owned();
        let bytes = if tok.kind == Tok::String {
            crate::asm::lexer::decode_hex(&text[1..text.len() - 1])
        } else {
            None
        };
        let Some(bytes) = bytes else {
            return self.error_at(
                tok.start,
                format!("expected hex string blob for key '{key}'"),
            );
        };
        if bytes.len() < 4 {
            return self.error_at(
                tok.start,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                ),
            );
        }
        let align = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        if align != 0 && !align.is_power_of_two() {
            return self.error_at(
                tok.start,
                format!("expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"),
            );
        }
        Ok(())
    }
}

/// Parses one attribute from text (e.g. a default value written in MLIR
/// syntax in a definition). The whole text must be consumed.
pub fn parse_attribute_text(ctx: &Context, text: &str) -> Result<crate::Attribute, String> {
    parse_whole_text(ctx, text, "attribute", |p| p.parse_attribute())
}

/// Parses one type from text, like [`parse_attribute_text`].
pub fn parse_type_text(ctx: &Context, text: &str) -> Result<crate::Type, String> {
    parse_whole_text(ctx, text, "type", |p| p.parse_type())
}

/// Runs `parse` over `text`, which it must consume whole; the error is the
/// first diagnostic's message. `what` names the value in messages.
fn parse_whole_text<T>(
    ctx: &Context,
    text: &str,
    what: &str,
    parse: impl FnOnce(&mut Parser<'_>) -> PResult<T>,
) -> Result<T, String> {
    let buf = SourceBuffer::new(format!("<{what}>"), text.as_bytes().to_vec(), 0);
    let mut p = Parser::new(ctx, &buf);
    match parse(&mut p) {
        Ok(v) if p.tok.kind == Tok::Eof => Ok(v),
        Ok(_) => Err(format!("unexpected text after {what} in '{text}'")),
        Err(_) => Err(p
            .diags
            .first()
            .map_or_else(|| format!("invalid {what}"), |d| d.message.clone())),
    }
}
