//! Parsing of operations, regions and blocks, with SSA name scoping and
//! forward references, plus the operand/region/argument toolkit that custom
//! op parsers use (MLIR's `OpAsmParser`).

use super::{Failed, PResult, Parser};
use crate::asm::lexer::{Tok, Token};
use crate::attrs::{AttrKind, NamedAttr};
use crate::diag::Diagnostic;
use crate::ir::{BlockId, OpId, OperationState, RegionId, Value};
use crate::support::stack::grow;
use crate::types::TypeKind;
use crate::{Attribute, Type};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// A use of an SSA name not yet bound to a value (`%name#number`).
#[derive(Copy, Clone, Debug)]
pub struct UnresolvedOperand {
    /// The `%name` token (without the `#n` suffix).
    pub name: Token,
    /// The result number after `#` (0 when absent).
    pub number: u32,
    /// Byte offset of the use, for diagnostics.
    pub loc: u32,
}

/// The operands of a list as written: inline for the usual few.
pub type OperandNames = SmallVec<[UnresolvedOperand; 4]>;

/// A region argument as written: `%name : type {attrs} loc(...)`.
#[derive(Clone, Debug)]
pub struct Argument {
    /// The argument's `%name`.
    pub name: UnresolvedOperand,
    /// The declared type after `:`.
    pub ty: Type,
    /// The argument attribute dictionary, if written.
    pub attrs: Option<Attribute>,
    /// The explicit `loc(...)`; `None` means the argument's own position.
    pub loc: Option<Attribute>,
}

#[derive(Copy, Clone)]
struct ValueEntry {
    value: Option<Value>,
    loc: u32,
}

/// The values of one SSA name by result number. Numbers come from the
/// input (`%x#4294967295`), so only the run of numbers from 0 up is stored
/// densely; one past it goes to a map, so a large number costs a map entry
/// rather than an allocation of its size.
#[derive(Default)]
struct NameEntries {
    dense: SmallVec<[ValueEntry; 1]>,
    sparse: Option<Box<FxHashMap<u32, ValueEntry>>>,
}

impl NameEntries {
    fn get(&self, number: u32) -> Option<ValueEntry> {
        match self.dense.get(number as usize) {
            Some(&e) => Some(e),
            None => self.sparse.as_ref()?.get(&number).copied(),
        }
    }

    fn set(&mut self, number: u32, entry: ValueEntry) {
        let n = number as usize;
        if n < self.dense.len() {
            self.dense[n] = entry;
            return;
        }
        if n > self.dense.len() {
            self.sparse
                .get_or_insert_with(Box::default)
                .insert(number, entry);
            return;
        }
        self.dense.push(entry);
        if let Some(sparse) = &mut self.sparse {
            sparse.remove(&number);
            // Sparse numbers that now continue the dense run move over.
            while let Some(e) = sparse.remove(&(self.dense.len() as u32)) {
                self.dense.push(e);
            }
        }
    }
}

/// An SSA name (with its `%`) as a key of the name maps. Names are short:
/// comparing them inline beats a call to `memcmp` per probe of the map.
#[derive(Copy, Clone, Eq)]
struct SsaName<'a>(&'a [u8]);

impl PartialEq for SsaName<'_> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        let (a, b) = (self.0, other.0);
        if a.len() != b.len() {
            return false;
        }
        if a.len() > 16 {
            return a == b;
        }
        a.iter().zip(b).all(|(x, y)| x == y)
    }
}

impl std::hash::Hash for SsaName<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // As the bytes hash: equal names hash equally.
        self.0.hash(state)
    }
}

#[derive(Default)]
struct IsolatedScope<'a> {
    values: FxHashMap<SsaName<'a>, NameEntries>,
    /// Names defined in the nested (non-isolated) scopes, to forget on
    /// exit: one list for all of them, each scope's part starting at its
    /// entry of `marks` (a list per scope cost an allocation per region).
    defs: Vec<&'a [u8]>,
    /// Where each open nested scope's names start in `defs`.
    marks: Vec<usize>,
}

#[derive(Copy, Clone)]
struct BlockEntry {
    block: BlockId,
}

/// Where an op or block argument refers to a `#loc` alias defined later.
#[derive(Copy, Clone)]
pub(crate) enum LocTarget {
    Op(OpId),
    Arg(Value),
    /// A placeholder location handed to a custom parser (which decides where
    /// the location goes), replaced wherever it ended up once the alias is
    /// known. MLIR uses an `OpaqueLoc` marker the same way.
    Marker(Attribute),
}

#[derive(Default)]
pub(crate) struct SsaState<'a> {
    scopes: Vec<IsolatedScope<'a>>,
    blocks: Vec<FxHashMap<&'a [u8], BlockEntry>>,
    forward_blocks: Vec<Vec<(BlockId, u32)>>,
    forward_values: FxHashMap<Value, u32>,
    /// Emptied isolated scopes kept for reuse: each function body would
    /// otherwise grow its name map from nothing.
    spare_scopes: Vec<IsolatedScope<'a>>,
    pub distinct: FxHashMap<u64, Attribute>,
    pub(super) default_dialect: Vec<&'static str>,
    pub deferred_locs: Vec<(LocTarget, &'a [u8], u32)>,
}

impl<'a> Parser<'a> {
    // ---- scopes ----

    pub(crate) fn push_ssa_scope(&mut self, isolated: bool) {
        self.ssa.blocks.push(FxHashMap::default());
        self.ssa.forward_blocks.push(Vec::new());
        if isolated || self.ssa.scopes.is_empty() {
            let scope = self.ssa.spare_scopes.pop().unwrap_or_default();
            self.ssa.scopes.push(scope);
        }
        let scope = self.ssa.scopes.last_mut().unwrap();
        scope.marks.push(scope.defs.len());
    }

    pub(crate) fn pop_ssa_scope(&mut self) -> PResult<()> {
        let fwd = self.ssa.forward_blocks.pop().unwrap_or_default();
        if !fwd.is_empty() {
            let mut locs: Vec<u32> = fwd.iter().map(|&(_, l)| l).collect();
            locs.sort_unstable();
            for l in locs {
                let d = Diagnostic::error(self.loc_at(l), "reference to an undefined block");
                self.diags.push(d);
            }
            return Err(Failed);
        }
        let scope = self.ssa.scopes.last_mut().unwrap();
        if scope.marks.len() == 1 {
            if let Some(mut scope) = self.ssa.scopes.pop() {
                scope.values.clear();
                scope.defs.clear();
                scope.marks.clear();
                self.ssa.spare_scopes.push(scope);
            }
        } else if let Some(m) = scope.marks.pop() {
            if m == 0 && self.ssa.forward_values.is_empty() {
                // Nothing outside this scope defined a name, and no forward
                // reference is pending (whose placeholder name would not be
                // among the definitions): every name known is one of this
                // scope's, so forgetting them all at once is the same as one
                // by one (a function body, for one).
                scope.values.clear();
                scope.defs.clear();
            } else {
                for d in scope.defs.drain(m..) {
                    scope.values.remove(&SsaName(d));
                }
            }
        }
        self.ssa.blocks.pop();
        Ok(())
    }

    fn op_name_of(&self, u: &UnresolvedOperand) -> &'a [u8] {
        self.token_text(u.name)
    }

    /// Binds `value` to `%name#number`, resolving a forward reference.
    pub(crate) fn add_definition(&mut self, u: UnresolvedOperand, value: Value) -> PResult<()> {
        let name = self.op_name_of(&u);
        let scope = self.ssa.scopes.last_mut().unwrap();
        let entries = scope.values.entry(SsaName(name)).or_default();
        let existing = entries.get(u.number).unwrap_or(ValueEntry {
            value: None,
            loc: 0,
        });
        if existing.value.is_none() {
            // The usual case: a fresh name, bound with one map lookup.
            entries.set(
                u.number,
                ValueEntry {
                    value: Some(value),
                    loc: u.loc,
                },
            );
            scope.defs.push(name);
            return Ok(());
        }
        if let Some(old) = existing.value {
            let name_s = String::from_utf8_lossy(name).into_owned();
            if !self.ssa.forward_values.contains_key(&old) {
                let d = Diagnostic::error(
                    self.loc_at(u.loc),
                    format!("redefinition of SSA value '{name_s}'"),
                )
                .with_note(self.loc_at(existing.loc), "previously defined here");
                self.emit(d);
                return Err(Failed);
            }
            let (old_ty, new_ty) = (self.ir.value_type(old), self.ir.value_type(value));
            if old_ty != new_ty {
                let d = Diagnostic::error(
                    self.loc_at(u.loc),
                    format!(
                        "definition of SSA value '{name_s}#{}' has type {}",
                        u.number,
                        self.quoted_type(new_ty)
                    ),
                )
                .with_note(
                    self.loc_at(existing.loc),
                    format!(
                        "previously used here with type {}",
                        self.quoted_type(old_ty)
                    ),
                );
                self.emit(d);
                return Err(Failed);
            }
            self.ir.replace_all_uses(old, value);
            self.ssa.forward_values.remove(&old);
            if let Some(op) = self.ir.defining_op(old) {
                self.ir.erase_op(op);
            }
        }
        let scope = self.ssa.scopes.last_mut().unwrap();
        scope.values.get_mut(&SsaName(name)).unwrap().set(
            u.number,
            ValueEntry {
                value: Some(value),
                loc: u.loc,
            },
        );
        scope.defs.push(name);
        Ok(())
    }

    pub(crate) fn quoted_type(&self, t: Type) -> String {
        format!("'{}'", self.ctx.print_type(t))
    }

    /// The value named by `u`, which must have type `ty` (a forward
    /// reference creates a placeholder of that type).
    pub fn resolve_operand(&mut self, u: UnresolvedOperand, ty: Type) -> PResult<Value> {
        let name = self.op_name_of(&u);
        let scope = self.ssa.scopes.last_mut().unwrap();
        let entries = scope.values.entry(SsaName(name)).or_default();
        if let Some(ValueEntry {
            value: Some(v),
            loc,
        }) = entries.get(u.number)
        {
            let vt = self.ir.value_type(v);
            if vt == ty {
                return Ok(v);
            }
            let name_s = String::from_utf8_lossy(name).into_owned();
            let d = Diagnostic::error(
                self.loc_at(u.loc),
                format!(
                    "use of value '{name_s}' expects different type than prior uses: {} vs {}",
                    self.quoted_type(ty),
                    self.quoted_type(vt)
                ),
            )
            .with_note(self.loc_at(loc), "prior use here");
            self.emit(d);
            return Err(Failed);
        }
        if let Some(first) = entries.get(0).and_then(|e| e.value) {
            if !self.ssa.forward_values.contains_key(&first) {
                return self.error_at(u.loc, "reference to invalid result number");
            }
        }
        let mut st = OperationState::new(
            self.ctx,
            "builtin.unrealized_conversion_cast",
            self.loc_at(u.loc),
        );
        st.result_types.push(ty);
        let op = self.ir.create_op(st);
        let v = self.ir.result(op, 0);
        self.ssa.forward_values.insert(v, u.loc);
        let scope = self.ssa.scopes.last_mut().unwrap();
        scope.values.get_mut(&SsaName(name)).unwrap().set(
            u.number,
            ValueEntry {
                value: Some(v),
                loc: u.loc,
            },
        );
        Ok(v)
    }

    /// Resolves operands against types; counts must match (a custom-op
    /// error at `loc`, the start of the operand list, when they do not).
    pub fn resolve_operands(
        &mut self,
        ops: &[UnresolvedOperand],
        types: &[Type],
        loc: u32,
        out: &mut crate::ir::StateOperands,
    ) -> PResult<()> {
        if ops.len() != types.len() {
            return self.custom_error(
                loc,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    ops.len(),
                    types.len()
                ),
            );
        }
        for (u, t) in ops.iter().zip(types) {
            out.push(self.resolve_operand(*u, *t)?);
        }
        Ok(())
    }

    /// Errors for forward references never defined (MLIR's `finalize`).
    pub(crate) fn check_forward_values(&mut self) -> PResult<()> {
        if self.ssa.forward_values.is_empty() {
            return Ok(());
        }
        let mut locs: Vec<u32> = self.ssa.forward_values.values().copied().collect();
        locs.sort_unstable();
        for l in locs {
            let d = Diagnostic::error(self.loc_at(l), "use of undeclared SSA value name");
            self.diags.push(d);
        }
        Err(Failed)
    }

    // ---- operands ----

    /// `%name` or `%name#N`.
    pub fn parse_operand(&mut self, allow_result_number: bool) -> PResult<UnresolvedOperand> {
        let name = self.tok;
        let loc = self.here();
        self.expect(Tok::PercentIdent, "expected SSA operand")?;
        let mut number = 0;
        if self.is(Tok::HashIdent) {
            if !allow_result_number {
                return self.error_here("result number not allowed in argument list");
            }
            let s = &self.spelling()[1..];
            match std::str::from_utf8(s)
                .ok()
                .and_then(|d| d.parse::<u32>().ok())
            {
                Some(n) if s.iter().all(|c| c.is_ascii_digit()) => number = n,
                _ => return self.error_here("invalid SSA value result number"),
            }
            self.consume();
        }
        Ok(UnresolvedOperand { name, number, loc })
    }

    /// A `%name(#n)?` operand if one is next, else `None` without consuming.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        if self.is(Tok::PercentIdent) {
            self.parse_operand(true).map(Some)
        } else {
            Ok(None)
        }
    }

    /// A comma-separated operand list without delimiters (possibly empty).
    pub fn parse_operand_list(&mut self) -> PResult<OperandNames> {
        let mut v = OperandNames::new();
        if !self.is(Tok::PercentIdent) {
            return Ok(v);
        }
        self.parse_comma_list(|p| {
            v.push(p.parse_operand(true)?);
            Ok(())
        })?;
        Ok(v)
    }

    /// `(` operands `)`, and where the list inside the parentheses starts
    /// (the first token after `(`), where mlir-opt reports a count mismatch
    /// between the operands and their types.
    pub fn parse_paren_operand_list(&mut self) -> PResult<(Vec<UnresolvedOperand>, u32)> {
        if !self.consume_if(Tok::LParen) {
            return self.wrong_token_error("expected '('");
        }
        let at = self.here();
        // A list not starting with an SSA name is empty: anything else then
        // is reported as a missing `)`.
        let mut v = Vec::new();
        if self.is(Tok::PercentIdent) {
            self.parse_comma_list(|p| {
                v.push(p.parse_operand(true)?);
                Ok(())
            })?;
        }
        if !self.consume_if(Tok::RParen) {
            return self.wrong_token_error("expected ')'");
        }
        Ok((v, at))
    }

    // ---- arguments ----

    /// `%name (: type)? ({attrs})? (loc(...))?`
    pub fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> PResult<Argument> {
        let name = self.parse_operand(false)?;
        let mut ty = self.ctx.none_type();
        if allow_type {
            self.expect(Tok::Colon, "expected ':'")?;
            ty = self.parse_type()?;
        }
        let mut attrs = None;
        if allow_attrs && self.is(Tok::LBrace) {
            let entries = self.parse_attribute_dict()?;
            attrs = Some(self.ctx.dict_attr(entries));
        }
        let loc = self.parse_optional_location_specifier()?;
        Ok(Argument {
            name,
            ty,
            attrs,
            loc,
        })
    }

    /// `loc(...)` if present.
    pub fn parse_optional_location_specifier(&mut self) -> PResult<Option<Attribute>> {
        if !self.consume_keyword_if("loc") {
            return Ok(None);
        }
        self.expect(Tok::LParen, "expected '(' in location")?;
        let l = if self.is(Tok::HashIdent) && !self.spelling().contains(&b'.') {
            let tok = self.tok;
            let name = &self.token_text(tok)[1..];
            self.consume();
            match self.attr_alias(name) {
                Some(a) if self.ctx.attr_kind(a).is_location() => a,
                Some(a) => {
                    let printed = self.ctx.print_attr(a);
                    return self.error_at(
                        tok.start,
                        format!("expected location, but found '{printed}'"),
                    );
                }
                None => {
                    let marker = self.ctx.attr(AttrKind::Distinct {
                        id: self.ctx.next_distinct_id(),
                        referenced: self.ctx.unknown_loc(),
                    });
                    self.ssa
                        .deferred_locs
                        .push((LocTarget::Marker(marker), name, tok.start));
                    marker
                }
            }
        } else {
            self.parse_location_instance()?
        };
        self.expect(Tok::RParen, "expected ')' in location")?;
        Ok(Some(l))
    }

    // ---- successors ----

    fn block_named(&mut self, name: &'a [u8], loc: u32) -> BlockId {
        if let Some(e) = self.ssa.blocks.last().unwrap().get(name) {
            return e.block;
        }
        let b = self.ir.new_block();
        self.ssa
            .blocks
            .last_mut()
            .unwrap()
            .insert(name, BlockEntry { block: b });
        self.ssa.forward_blocks.last_mut().unwrap().push((b, loc));
        b
    }

    /// A `^bb` successor block reference; a block not yet defined is created
    /// as a forward reference to be defined later in the region.
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        if !self.is(Tok::CaretIdent) {
            return self.wrong_token_error("expected block name");
        }
        let name = self.spelling();
        let loc = self.here();
        self.consume();
        Ok(self.block_named(name, loc))
    }

    /// `^bb (`(` operands `:` types `)`)?`
    pub fn parse_successor_and_use_list(&mut self) -> PResult<(BlockId, Vec<Value>)> {
        let b = self.parse_successor()?;
        let mut values = Vec::new();
        if self.consume_if(Tok::LParen) {
            let ops = self.parse_operand_list()?;
            if !ops.is_empty() {
                self.expect(Tok::Colon, "expected ':'")?;
                let types = self.parse_type_list_no_parens()?;
                if ops.len() != types.len() {
                    return self.error_here(format!(
                        "expected {} types to match operand list",
                        ops.len()
                    ));
                }
                for (u, t) in ops.iter().zip(&types) {
                    values.push(self.resolve_operand(*u, *t)?);
                }
            }
            self.expect(Tok::RParen, "expected ')'")?;
        }
        Ok((b, values))
    }

    // ---- regions and blocks ----

    /// `{ blocks }` with entry arguments defined by the caller.
    pub fn parse_region(&mut self, entry_args: &[Argument], isolated: bool) -> PResult<RegionId> {
        let region = self.ir.new_region();
        self.expect(Tok::LBrace, "expected '{' to begin a region")?;
        if !entry_args.is_empty() || !self.is(Tok::RBrace) {
            grow(|| self.parse_region_body(region, entry_args, isolated))?;
        }
        self.consume();
        Ok(region)
    }

    /// A region if `{` is next, else `None` (see [`Parser::parse_region`]).
    pub fn parse_optional_region(
        &mut self,
        entry_args: &[Argument],
        isolated: bool,
    ) -> PResult<Option<RegionId>> {
        if !self.is(Tok::LBrace) {
            return Ok(None);
        }
        self.parse_region(entry_args, isolated).map(Some)
    }

    fn parse_region_body(
        &mut self,
        region: RegionId,
        entry_args: &[Argument],
        isolated: bool,
    ) -> PResult<()> {
        let parallel = std::mem::take(&mut self.parallel_region);
        self.push_ssa_scope(isolated);
        let entry = self.ir.new_block();
        if parallel && entry_args.is_empty() && !self.is(Tok::CaretIdent) {
            // Whatever is left (all of it unless the run was parsed) is
            // parsed below as usual.
            self.parse_ops_in_parallel(entry, super::parallel::RunEnd::Region);
        }
        if !entry_args.is_empty() {
            if self.is(Tok::CaretIdent) {
                return self.error_here("invalid block name in region with named arguments");
            }
            for a in entry_args {
                let name = self.op_name_of(&a.name);
                let in_use = self
                    .ssa
                    .scopes
                    .last()
                    .and_then(|s| s.values.get(&SsaName(name)))
                    .and_then(|e| e.get(a.name.number))
                    .and_then(|e| e.value.map(|_| e.loc));
                if let Some(def_loc) = in_use {
                    let d = Diagnostic::error(
                        self.loc_at(a.name.loc),
                        format!(
                            "region entry argument '{}' is already in use",
                            String::from_utf8_lossy(name)
                        ),
                    )
                    .with_note(self.loc_at(def_loc), "previously referenced here");
                    self.emit(d);
                    return Err(Failed);
                }
                let loc = a.loc.unwrap_or_else(|| self.loc_at(a.name.loc));
                let v = self.ir.add_block_arg(entry, a.ty, loc);
                self.add_definition(a.name, v)?;
            }
        }
        let entry = self.parse_block(Some(entry))?;
        if !entry_args.is_empty() && self.ir.block_args(entry).len() > entry_args.len() {
            return self.error_here("entry block arguments were already defined");
        }
        self.ir.append_block(region, entry);
        while !self.is(Tok::RBrace) {
            let b = self.parse_block(None)?;
            self.ir.append_block(region, b);
        }
        self.pop_ssa_scope()
    }

    fn parse_block(&mut self, existing: Option<BlockId>) -> PResult<BlockId> {
        if let Some(b) = existing {
            if !self.is(Tok::CaretIdent) {
                self.parse_block_body(b)?;
                return Ok(b);
            }
        }
        let name_loc = self.here();
        let name = self.spelling();
        self.expect(Tok::CaretIdent, "expected block name")?;
        let block = match self.ssa.blocks.last().unwrap().get(name).copied() {
            None => {
                let b = existing.unwrap_or_else(|| self.ir.new_block());
                self.ssa
                    .blocks
                    .last_mut()
                    .unwrap()
                    .insert(name, BlockEntry { block: b });
                b
            }
            Some(e) => {
                let fwd = self.ssa.forward_blocks.last_mut().unwrap();
                match fwd.iter().position(|&(b, _)| b == e.block) {
                    Some(i) => {
                        fwd.remove(i);
                        e.block
                    }
                    None => {
                        return self.error_at(
                            name_loc,
                            format!("redefinition of block '{}'", String::from_utf8_lossy(name)),
                        )
                    }
                }
            }
        };
        if self.is(Tok::LParen) {
            self.parse_block_arg_list(block)?;
        }
        self.expect(Tok::Colon, "expected ':' after block name")?;
        self.parse_block_body(block)?;
        Ok(block)
    }

    fn parse_block_arg_list(&mut self, block: BlockId) -> PResult<()> {
        let existing = self.ir.block_args(block).len();
        let mut next = 0usize;
        self.parse_delimited_list(Tok::LParen, Tok::RParen, "", |p| {
            let u = p.parse_operand(true)?;
            p.expect(Tok::Colon, "expected ':' and type for SSA operand")?;
            let ty = p.parse_type()?;
            let arg = if existing != 0 {
                if next >= existing {
                    return p.error_here("too many arguments specified in argument list");
                }
                let a = p.ir.block_args(block)[next];
                next += 1;
                if p.ir.value_type(a) != ty {
                    return p.error_here("argument and block argument type mismatch");
                }
                a
            } else {
                let loc = p.loc_at(u.loc);
                p.ir.add_block_arg(block, ty, loc)
            };
            p.parse_trailing_location(LocTarget::Arg(arg))?;
            p.add_definition(u, arg)
        })
    }

    fn parse_block_body(&mut self, block: BlockId) -> PResult<()> {
        while !self.is(Tok::CaretIdent) && !self.is(Tok::RBrace) {
            self.parse_operation(block)?;
        }
        Ok(())
    }

    /// `loc(...)` after an op or block argument; `#alias` references may be
    /// defined later in the file.
    pub(crate) fn parse_trailing_location(&mut self, target: LocTarget) -> PResult<()> {
        if !self.consume_keyword_if("loc") {
            return Ok(());
        }
        self.expect(Tok::LParen, "expected '(' in location")?;
        let tok = self.tok;
        let loc = if tok.kind == Tok::HashIdent && !self.spelling().contains(&b'.') {
            let name = &self.token_text(tok)[1..];
            self.consume();
            match self.attr_alias(name) {
                Some(a) => {
                    if !self.ctx.attr_kind(a).is_location() {
                        let printed = self.ctx.print_attr(a);
                        return self.error_at(
                            tok.start,
                            format!("expected location, but found '{printed}'"),
                        );
                    }
                    Some(a)
                }
                None => {
                    self.ssa.deferred_locs.push((target, name, tok.start));
                    None
                }
            }
        } else {
            Some(self.parse_location_instance()?)
        };
        self.expect(Tok::RParen, "expected ')' in location")?;
        if let Some(l) = loc {
            match target {
                LocTarget::Op(op) => self.ir.op_mut(op).loc = l,
                LocTarget::Arg(v) => self.ir.set_value_loc(v, l),
                // Markers are only made for custom parsers, never passed here.
                LocTarget::Marker(_) => {}
            }
        }
        Ok(())
    }

    // ---- operations ----

    /// Parses one operation and appends it to `block`.
    pub(crate) fn parse_operation(&mut self, block: BlockId) -> PResult<()> {
        let loc = self.here();
        let mut result_ids: SmallVec<[(Token, u32); 1]> = SmallVec::new();
        // Counts are 64-bit as in mlir-opt: `%0:4294967296` parses, and the
        // mismatch with the op's results is reported once the op is read.
        let mut expected = 0u64;
        if self.is(Tok::PercentIdent) {
            self.parse_comma_list(|p| {
                let name = p.tok;
                p.expect(Tok::PercentIdent, "expected valid ssa identifier")?;
                let mut count = 1u64;
                if p.consume_if(Tok::Colon) {
                    if !p.is(Tok::Integer) {
                        return p.wrong_token_error("expected integer number of results");
                    }
                    match super::parse_u64_literal(p.spelling()) {
                        Some(v) if v >= 1 => count = v,
                        _ => {
                            return p
                                .error_here("expected named operation to have at least 1 result")
                        }
                    }
                    p.consume();
                }
                // Names are bound only when the total matches the op's
                // results, so a count past u32 is never used as such.
                result_ids.push((name, u32::try_from(count).unwrap_or(u32::MAX)));
                // mlir-opt sums in 64 bits and wraps.
                expected = expected.wrapping_add(count);
                Ok(())
            })?;
            self.expect(Tok::Equal, "expected '=' after SSA name")?;
        }
        let op = match self.tok.kind {
            Tok::BareIdent => self.parse_custom_operation(&result_ids)?,
            Tok::String => self.parse_generic_operation()?,
            _ => return self.wrong_token_error("expected operation name in quotes"),
        };
        self.ir.append_op(block, op);
        if !result_ids.is_empty() {
            let n = self.ir.num_results(op) as u64;
            if n == 0 {
                return self.error_at(loc, "cannot name an operation with no results");
            }
            if n != expected {
                return self.error_at(
                    loc,
                    format!("operation defines {n} results but was provided {expected} to bind"),
                );
            }
            let mut idx = 0u32;
            for (name, count) in result_ids {
                // A wrapped total can match with one count too large: bind
                // what exists rather than index past the results.
                for sub in 0..count.min(n as u32 - idx) {
                    let v = self.ir.result(op, idx as usize);
                    idx += 1;
                    self.add_definition(
                        UnresolvedOperand {
                            name,
                            number: sub,
                            loc: name.start,
                        },
                        v,
                    )?;
                }
            }
        }
        Ok(())
    }

    /// Parses a generic-form operation (detached).
    pub fn parse_generic_operation(&mut self) -> PResult<OpId> {
        let start = self.here();
        let spelling = self.spelling();
        let op_name = match self.op_name_cache.get(spelling) {
            Some(&n) => n,
            None => {
                let name_bytes = self.string_value();
                if name_bytes.is_empty() {
                    return self.error_here("empty operation name is invalid");
                }
                if name_bytes.contains(&0) {
                    return self.error_here("null character not allowed in operation name");
                }
                let n = self.ctx.op_name_bytes(&name_bytes);
                self.op_name_cache.insert(spelling, n);
                n
            }
        };
        self.consume();
        let def = self.ctx.op_def(op_name);
        if def.is_none() && !self.ctx.allows_unregistered() {
            let name = self.ctx.op_name_str(op_name);
            let dialect = name.split('.').next().unwrap_or("");
            if self.ctx.load_dialect(dialect).is_none() {
                if let Some(e) = self.ctx.dialect_load_error(dialect) {
                    return self.error_at(
                        start,
                        format!("dialect '{dialect}' failed to initialize: {e}"),
                    );
                }
                // MLIR reports this after reading the name, at the next token.
                return self.error_here(
                    "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                );
            }
        }
        let def = self.ctx.op_def(op_name);
        let mut state = OperationState::with_name(self.ctx, op_name, self.loc_at(start));
        let mut operands: SmallVec<[UnresolvedOperand; 4]> = SmallVec::new();
        self.expect(Tok::LParen, "expected '(' to start operand list")?;
        if self.is(Tok::PercentIdent) {
            self.parse_comma_list(|p| {
                operands.push(p.parse_operand(true)?);
                Ok(())
            })?;
        }
        self.expect(Tok::RParen, "expected ')' to end operand list")?;
        if self.is(Tok::LSquare) {
            if def.is_some_and(|d| !d.has(crate::dialect::Traits::TERMINATOR)) {
                return self.error_here("successors in non-terminator");
            }
            self.consume();
            let mut succs = smallvec::SmallVec::new();
            self.parse_list_until(Tok::RSquare, false, |p| {
                succs.push(p.parse_successor()?);
                Ok(())
            })?;
            state.successors = succs;
        }
        let mut props = None;
        if self.is(Tok::Less) {
            let extent = self.bracket_extent(self.tok.start as usize);
            props = Some(self.memo_attr(extent, |p| {
                p.consume();
                let a = p.parse_attribute()?;
                p.expect(Tok::Greater, "expected '>' to close properties")?;
                Ok(a)
            })?);
        }
        if self.consume_if(Tok::LParen) {
            loop {
                let r = self.parse_region(&[], false)?;
                state.regions.push(r);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, "expected ')' to end region list")?;
        }
        let mut attr_dict = None;
        if self.is(Tok::LBrace) {
            let extent = self.bracket_extent(self.tok.start as usize);
            let d = self.memo_attr(extent, |p| {
                let entries = p.parse_attribute_dict()?;
                Ok(p.ctx.dict_attr(entries))
            })?;
            attr_dict = Some(d);
        }
        self.expect(Tok::Colon, "expected ':' followed by operation type")?;
        let type_loc = self.here();
        let line_end = if self.is(Tok::LParen) {
            self.line_content_end()
        } else {
            None
        };
        let fty = self.memo_type(line_end, |p| p.parse_type())?;
        let TypeKind::Function { inputs, results } = self.ctx.type_kind(fty) else {
            return self.error_at(type_loc, "expected function type");
        };
        if inputs.len() != operands.len() {
            // mlir-opt 22 writes a NUL byte where the plural "s" would be
            // for a single operand (its message streams a '\0' char), and
            // the byte is part of its output.
            let plural = if operands.len() == 1 { "\0" } else { "s" };
            return self.error_at(
                type_loc,
                format!(
                    "expected {} operand type{plural} but had {}",
                    operands.len(),
                    inputs.len()
                ),
            );
        }
        state.result_types = results.iter().copied().collect();
        for (u, t) in operands.iter().zip(inputs.iter()) {
            let v = self.resolve_operand(*u, *t)?;
            state.operands.push(v);
        }
        match def {
            Some(d) if d.uses_properties() => {
                self.set_properties(d, start, props, attr_dict, &mut state)?
            }
            Some(_) => {
                if let Some(p) = props {
                    let msg = format!(
                        "invalid properties {} for op {}: this operation does not support properties",
                        self.ctx.print_attr(p),
                        self.ctx.op_name_str(op_name)
                    );
                    return self.error_at(start, msg);
                }
                state.attrs = attr_dict.unwrap_or_else(|| self.ctx.empty_dict());
            }
            None => {
                state.properties = props;
                state.attrs = attr_dict.unwrap_or_else(|| self.ctx.empty_dict());
            }
        }
        let op = self.ir.create_op(state);
        self.parse_trailing_location(LocTarget::Op(op))?;
        Ok(op)
    }

    /// The properties of a generic-form op whose definition has some, by
    /// MLIR's rules: storage starts at the defaults; inherent names in the
    /// discardable dictionary are stored there (after their constraints are
    /// checked when no `<{...}>` is given: a value of the wrong class would
    /// otherwise vanish), or cleared if their class is wrong; then each
    /// known key of `<{...}>` is stored (a wrong class is an error) and
    /// unknown keys are ignored.
    fn set_properties(
        &mut self,
        def: &crate::dialect::OpDef,
        start: u32,
        props: Option<Attribute>,
        attr_dict: Option<Attribute>,
        state: &mut OperationState,
    ) -> PResult<()> {
        let ctx = self.ctx;
        if attr_dict.is_none() && props.is_none() {
            state.properties = def.default_properties;
            state.attrs = ctx.empty_dict();
            return Ok(());
        }
        if let (Some(d), None) = (attr_dict, props) {
            // Without `<{...}>` the result depends only on the dictionary
            // and the definition (and errors end the parse).
            let key = (d, def.inherent_attrs.as_ptr() as usize);
            if let Some(&(p, a)) = self.split_cache.get(&key) {
                state.properties = p;
                state.attrs = a;
                return Ok(());
            }
        }
        let name = state.name;
        let is_inherent = |n: Attribute| {
            let n = ctx.str_value(n);
            def.inherent_attrs.iter().any(|x| x.as_bytes() == n)
        };
        let mut entries: Vec<NamedAttr> = def
            .default_properties
            .map(|d| ctx.dict_entries(d).to_vec())
            .unwrap_or_default();
        let mut rest = Vec::new();
        if let Some(d) = attr_dict {
            let attrs = ctx.dict_entries(d);
            if props.is_none() {
                if let Some(check) = def.verify_inherent {
                    if let Err(m) = check(ctx, name, attrs) {
                        let msg = format!("'{}' op {m}", ctx.op_name_str(name));
                        return self.error_at(start, msg);
                    }
                }
            }
            for a in attrs {
                if !is_inherent(a.name) {
                    rest.push(*a);
                    continue;
                }
                let key = ctx.str_text(a.name);
                if def
                    .convert_property
                    .is_none_or(|f| f(ctx, name, &key, a.value).is_ok())
                {
                    entries.retain(|e| e.name != a.name);
                    entries.push(*a);
                } else if !is_segment_sizes(&key) {
                    // The property is cleared (MLIR casts the value to the
                    // storage class, giving null); segment sizes, stored as
                    // plain integers, keep theirs.
                    entries.retain(|e| e.name != a.name);
                }
            }
        }
        if let Some(p) = props {
            let AttrKind::Dictionary(given) = ctx.attr_kind(p) else {
                let msg = format!(
                    "invalid properties {} for op {}: expected DictionaryAttr to set properties",
                    ctx.print_attr(p),
                    ctx.op_name_str(name)
                );
                return self.error_at(start, msg);
            };
            for a in given.iter() {
                if !is_inherent(a.name) {
                    continue;
                }
                let key = ctx.str_text(a.name);
                if let Some(f) = def.convert_property {
                    if let Err(m) = f(ctx, name, &key, a.value) {
                        let msg = format!(
                            "invalid properties {} for op {}: {m}",
                            ctx.print_attr(p),
                            ctx.op_name_str(name)
                        );
                        return self.error_at(start, msg);
                    }
                }
                entries.retain(|e| e.name != a.name);
                entries.push(*a);
            }
        }
        state.properties = if entries.is_empty() {
            None
        } else {
            Some(ctx.dict_attr(entries))
        };
        state.attrs = ctx.dict_attr(rest);
        if let (Some(d), None) = (attr_dict, props) {
            let key = (d, def.inherent_attrs.as_ptr() as usize);
            self.split_cache
                .insert(key, (state.properties, state.attrs));
        }
        Ok(())
    }

    /// After a custom parser: storage starts at the defaults, the parser's
    /// properties are stored over them, then inherent names it left in the
    /// discardable dictionary (MLIR's creation moves them into properties,
    /// dropping values of the wrong class).
    fn settle_custom_properties(&self, def: &crate::dialect::OpDef, state: &mut OperationState) {
        let ctx = self.ctx;
        if !def.uses_properties() {
            return;
        }
        let attrs = ctx.dict_entries(state.attrs);
        let has_inherent_attr = attrs.iter().any(|a| {
            let n = ctx.str_value(a.name);
            def.inherent_attrs.iter().any(|x| x.as_bytes() == n)
        });
        let defaults = def.default_properties;
        if !has_inherent_attr {
            match (state.properties, defaults) {
                (_, None) => return,
                (None, d) => {
                    state.properties = d;
                    return;
                }
                (Some(p), Some(d)) => {
                    if p == d {
                        return;
                    }
                    let have = ctx.dict_entries(p);
                    if ctx
                        .dict_entries(d)
                        .iter()
                        .all(|e| have.iter().any(|h| h.name == e.name))
                    {
                        return;
                    }
                }
            }
        }
        let mut entries: Vec<NamedAttr> = state
            .properties
            .map(|p| ctx.dict_entries(p).to_vec())
            .unwrap_or_default();
        if let Some(d) = defaults {
            for e in ctx.dict_entries(d) {
                if !entries.iter().any(|x| x.name == e.name) {
                    entries.push(*e);
                }
            }
        }
        let mut rest = Vec::new();
        for a in attrs {
            let n = ctx.str_value(a.name);
            if !def.inherent_attrs.iter().any(|x| x.as_bytes() == n) {
                rest.push(*a);
                continue;
            }
            let key = ctx.str_text(a.name);
            if def
                .convert_property
                .is_none_or(|f| f(ctx, state.name, &key, a.value).is_ok())
            {
                entries.retain(|e| e.name != a.name);
                entries.push(*a);
            } else if !is_segment_sizes(&key) {
                entries.retain(|e| e.name != a.name);
            }
        }
        state.properties = if entries.is_empty() {
            None
        } else {
            Some(ctx.dict_attr(entries))
        };
        state.attrs = ctx.dict_attr(rest);
    }

    fn parse_custom_operation(&mut self, result_ids: &[(Token, u32)]) -> PResult<OpId> {
        let start = self.here();
        let ctx = self.ctx;
        // Names repeat a lot: intern each spelling once per parse.
        let spelling = self.spelling();
        let mut op_name = match self.op_name_cache.get(spelling) {
            Some(&n) => n,
            None => {
                let n = ctx.op_name(&String::from_utf8_lossy(spelling));
                self.op_name_cache.insert(spelling, n);
                n
            }
        };
        self.consume();
        // The spellings are only needed for a name without a definition.
        let original_name = op_name;
        let original = || ctx.op_name_str(original_name);
        let mut def = ctx.op_def(op_name);
        // Like mlir-opt, a name counts as dialect-qualified only when
        // something follows its first '.': `func.` is looked up in the
        // default dialect (as `builtin.func.`) like a bare `foo`.
        let qualified = || {
            original()
                .split_once('.')
                .is_some_and(|(_, rest)| !rest.is_empty())
        };
        if def.is_none() && !qualified() {
            let dd = self.ssa.default_dialect.last().copied().unwrap_or("");
            if !dd.is_empty() {
                op_name = ctx.op_name(&format!("{dd}.{}", original()));
                def = ctx.op_def(op_name);
            }
        }
        let Some(def) = def else {
            let original = original();
            let name = ctx.op_name_str(op_name);
            let dialect = name.split('.').next().unwrap_or("");
            let qualified = qualified();
            if !qualified
                && self
                    .ssa
                    .default_dialect
                    .last()
                    .copied()
                    .unwrap_or("")
                    .is_empty()
            {
                return self.error_at(start, format!("custom op '{original}' is unknown"));
            }
            if let Some(e) = self.ctx.dialect_load_error(dialect) {
                return self.error_at(
                    start,
                    format!("dialect '{dialect}' failed to initialize: {e}"),
                );
            }
            if self.ctx.is_dialect_registered(dialect) || self.ctx.load_dialect(dialect).is_some() {
                let mut msg = format!("custom op '{original}' is unknown");
                if original != name {
                    msg.push_str(&format!(" (tried '{name}' as well)"));
                }
                return self.error_at(start, msg);
            }
            let mut msg = format!("Dialect `{dialect}' not found for custom op '{original}' ");
            if original != name {
                msg.push_str(&format!(" (tried '{name}' as well)"));
            }
            let mut d = Diagnostic::error(self.loc_at(start), msg);
            let dialects = self.ctx.registered_dialects().join(", ");
            d.add_note(
                self.loc_at(start),
                format!("Registered dialects: {dialects} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management"),
            );
            self.emit(d);
            return Err(Failed);
        };
        let Some(parse) = def.parse else {
            let original = original();
            return self.error_at(start, format!("custom op '{original}' is unknown"));
        };
        let _ = result_ids;
        self.ssa.default_dialect.push(def.default_dialect);
        let mut state = OperationState::with_name(self.ctx, op_name, self.loc_at(start));
        // Restored afterwards: a custom op nested in this one's regions
        // must not take away this one's name (errors after a region).
        let outer = self.custom_op_name.replace((start, op_name));
        let r = parse(self, &mut state);
        self.ssa.default_dialect.pop();
        self.custom_op_name = outer;
        r?;
        self.settle_custom_properties(def, &mut state);
        let op = self.ir.create_op(state);
        self.parse_trailing_location(LocTarget::Op(op))?;
        Ok(op)
    }

    pub(crate) fn set_default_dialect(&mut self, d: &'static str) {
        self.ssa.default_dialect = vec![d];
    }

    /// An error inside a custom op parser: MLIR prefixes it with the op name.
    pub fn custom_error<T>(&mut self, at: u32, msg: impl Into<String>) -> PResult<T> {
        let msg = msg.into();
        match self.custom_op_name {
            Some((_, n)) => {
                let full = format!("custom op '{}' {msg}", self.ctx.op_name_str(n));
                self.error_at(at, full)
            }
            None => self.error_at(at, msg),
        }
    }

    /// An integer literal with an optional `-`, as a custom op's parser
    /// reads it into a signed `bits`-bit integer (MLIR's `parseInteger`):
    /// its errors carry the op prefix and point at the literal's start, but
    /// a `-` not followed by an integer is the generic parser's error.
    pub fn parse_op_integer(&mut self, bits: u32) -> PResult<i64> {
        let bits = bits.clamp(1, 64);
        let (min, max) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
        self.parse_custom_integer(min, max).map(|v| v as i64)
    }

    /// A custom op's type of the wrong kind, as MLIR's `parseType<T>` says
    /// it (`expected` is the dialect-qualified type name, such as
    /// `builtin.function`).
    pub fn type_kind_error<T>(&mut self, at: u32, expected: &str, found: Type) -> PResult<T> {
        let found = self.ctx.print_type(found);
        self.custom_error(
            at,
            format!("invalid kind of type specified: expected {expected}, but found '{found}'"),
        )
    }

    /// MLIR's `parseInteger` for a C integer type spanning `min..=max`, as
    /// custom parsers use it: `-`? then an integer literal (decimal or hex).
    /// A missing literal is reported at the start (prefixed with the op) or,
    /// after a `-`, where the literal should be (unprefixed: it is the
    /// generic parser's own token check). A value outside the range is
    /// "integer value too large" at the start, including the `-`; values are
    /// never wrapped silently.
    pub fn parse_custom_integer(&mut self, min: i128, max: i128) -> PResult<i128> {
        let start = self.here();
        let neg = self.consume_if(Tok::Minus);
        if !self.is(Tok::Integer) {
            return if neg {
                self.wrong_token_error("expected integer value")
            } else {
                self.custom_error(start, "expected integer value")
            };
        }
        let v = int_literal_i128(self.spelling());
        self.consume();
        match v.map(|v| if neg { -v } else { v }) {
            Some(v) if (min..=max).contains(&v) => Ok(v),
            _ => self.custom_error(start, "integer value too large"),
        }
    }

    /// The start of the current custom op's name.
    pub fn op_name_loc(&self) -> u32 {
        self.custom_op_name.as_ref().map_or(0, |(l, _)| *l)
    }

    // ---- helpers for custom parsers ----

    /// Inherent attributes a custom op's attribute dictionary gives must
    /// satisfy their constraints at once (MLIR's `verifyInherentAttrs`),
    /// reported at the dictionary.
    fn check_inherent_in_dict(&mut self, at: u32, entries: &[NamedAttr]) -> PResult<()> {
        let Some((_, name)) = self.custom_op_name else {
            return Ok(());
        };
        let Some(check) = self.ctx.op_def(name).and_then(|d| d.verify_inherent) else {
            return Ok(());
        };
        if let Err(m) = check(self.ctx, name, entries) {
            let msg = format!("'{}' op {m}", self.ctx.op_name_str(name));
            return self.custom_error(at, msg);
        }
        Ok(())
    }

    /// A `{...}` attribute dictionary if present, appended to `state`'s
    /// attributes (MLIR's `parseOptionalAttrDict`); inherent attributes in it
    /// are an error for ops with properties.
    pub fn parse_optional_attr_dict(&mut self, state: &mut OperationState) -> PResult<()> {
        self.parse_attr_dict_into(state, true)
    }

    /// A `{...}` attribute dictionary if present, appended to `state`'s
    /// attributes without checking the inherent attributes in it: what
    /// MLIR's hand-written parsers do (only ODS-generated ones call
    /// `verifyInherentAttrs`), so a bad value is left to the verifier.
    pub fn parse_optional_attr_dict_unchecked(
        &mut self,
        state: &mut OperationState,
    ) -> PResult<()> {
        self.parse_attr_dict_into(state, false)
    }

    fn parse_attr_dict_into(&mut self, state: &mut OperationState, check: bool) -> PResult<()> {
        if self.is(Tok::LBrace) {
            let at = self.here();
            let entries = self.parse_attribute_dict()?;
            if check {
                self.check_inherent_in_dict(at, &entries)?;
            }
            let mut all = self.ctx.dict_entries(state.attrs).to_vec();
            all.extend(entries);
            state.attrs = self.ctx.dict_attr(all);
        }
        Ok(())
    }

    /// `attributes {...}` if the keyword is present, appended to `state`'s
    /// attributes (MLIR's `parseOptionalAttrDictWithKeyword`).
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        state: &mut OperationState,
    ) -> PResult<()> {
        let at = self.here();
        if self.consume_keyword_if("attributes") {
            let entries = self.parse_attribute_dict()?;
            self.check_inherent_in_dict(at, &entries)?;
            let mut all = self.ctx.dict_entries(state.attrs).to_vec();
            all.extend(entries);
            state.attrs = self.ctx.dict_attr(all);
        }
        Ok(())
    }

    /// `: type` (MLIR's `parseColonType`).
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.expect(Tok::Colon, "expected ':'")?;
        self.parse_type()
    }

    /// `: type, type...` (MLIR's `parseColonTypeList`); at least one type.
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.expect(Tok::Colon, "expected ':'")?;
        self.parse_type_list_no_parens()
    }

    /// `(-> types)?`
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if !self.consume_if(Tok::Arrow) {
            return Ok(Vec::new());
        }
        self.parse_function_result_types()
    }

    /// `@name` as a string attribute (MLIR's `parseSymbolName`).
    pub fn parse_symbol_name(&mut self) -> PResult<Attribute> {
        match self.parse_optional_symbol_name() {
            Some(a) => Ok(a),
            None => self.error_here("expected valid '@'-identifier for symbol name"),
        }
    }

    /// A symbol reference attribute `@a(::@b)*`.
    /// A flat symbol reference (`@name`) in a custom op.  As in ODS-built
    /// parsers, the attribute is parsed with `none` as its expected type, so
    /// a number is rejected as a literal of the wrong type; any other kind,
    /// nested references included, is the op's "invalid kind" error.
    pub fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let loc = self.here();
        let none = self.ctx.none_type();
        let a = self.parse_attribute_typed(Some(none))?;
        match self.ctx.attr_kind(a) {
            AttrKind::SymbolRef { nested, .. } if nested.is_empty() => Ok(a),
            _ => self.custom_error(loc, "invalid kind of attribute specified"),
        }
    }
}

/// The segment-size properties of `AttrSized*Segments` ops.
fn is_segment_sizes(name: &str) -> bool {
    name == "operandSegmentSizes" || name == "resultSegmentSizes"
}

/// A decimal or `0x` hex literal as a non-negative i128 (None when larger).
fn int_literal_i128(s: &[u8]) -> Option<i128> {
    // Most literals are short decimals: folded directly (18 digits cannot
    // overflow an i64).
    if !s.is_empty() && s.len() <= 18 && s.iter().all(u8::is_ascii_digit) {
        return Some(s.iter().fold(0i128, |a, &c| a * 10 + i128::from(c - b'0')));
    }
    let text = std::str::from_utf8(s).ok()?;
    let v = match text.strip_prefix("0x") {
        Some(h) => u128::from_str_radix(h, 16).ok()?,
        None => text.parse::<u128>().ok()?,
    };
    i128::try_from(v).ok()
}
