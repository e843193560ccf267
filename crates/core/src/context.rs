//! The context: owner of uniqued types, attributes, affine structures and
//! operation names, and of the dialect registry.
//!
//! Everything here is usable through `&Context` from several threads: the
//! uniquers lock only to insert, and reads are lock-free (see
//! `support::intern`). Dialects are registered by constructor and loaded on
//! first use of their namespace, as in MLIR. Loading a dialect also
//! applies the dialect extensions it completes; the interface models they
//! attach are kept here too (see [`crate::interfaces`] and
//! [`crate::extension`]).

use crate::attrs::{AttrKind, NamedAttr};
use crate::dialect::{Dialect, OpDef};
use crate::interfaces::{InterfaceList, InterfaceStore};
use crate::support::file_locs::FileLocTable;
use crate::support::intern::{hash_of, Interner};
use crate::types::{FloatFormat, Signedness, TypeKind};
use crate::{Attribute, Type};
use parking_lot::{ReentrantMutex, RwLock};
use rmlir_affine::AffineContext;
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

/// An interned operation name (`dialect.op`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct OpName(u32);

/// What the context knows about an op name (MLIR's `OperationName` impl):
/// its text, its dialect and, once found, its registered definition.
pub struct OpNameInfo {
    /// The name as text; invalid UTF-8 shows as U+FFFD here (for messages
    /// and dialect lookup), while `raw` keeps the bytes that were written.
    pub name: Box<str>,
    /// The original bytes of a name that is not valid UTF-8: MLIR keeps op
    /// names as bytes and prints them escaped (`"t.\FF"`).
    raw: Option<Box<[u8]>>,
    /// Length of the dialect prefix (0 when the name has no dot).
    dialect_len: usize,
    def: OnceLock<Arc<OpDef>>,
    /// Registry generation at which this name was last found unregistered,
    /// so repeated lookups of unregistered ops skip the dialect registry.
    missing_at: AtomicU64,
    /// Op interface models attached to this op (see [`crate::interfaces`]).
    pub(crate) interfaces: InterfaceList,
}

impl PartialEq for OpNameInfo {
    fn eq(&self, o: &Self) -> bool {
        self.bytes() == o.bytes()
    }
}
impl Eq for OpNameInfo {}
impl std::hash::Hash for OpNameInfo {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.bytes().hash(state)
    }
}

impl OpNameInfo {
    /// The name exactly as written.
    pub fn bytes(&self) -> &[u8] {
        self.raw.as_deref().unwrap_or(self.name.as_bytes())
    }

    /// The dialect prefix of the name, before the first dot (empty if there is
    /// no dot).
    pub fn dialect(&self) -> &str {
        &self.name[..self.dialect_len]
    }
}

/// Creates a dialect: registered with [`Context::register_dialect`] and called
/// when the dialect is first loaded.
pub type DialectCtor = fn() -> Arc<dyn Dialect>;

/// A dialect being loaded or loaded, with its dialect interfaces.
pub(crate) struct DialectEntry {
    pub(crate) dialect: Arc<dyn Dialect>,
    pub(crate) interfaces: InterfaceList,
}

/// What the loading lock guards.
#[derive(Default)]
pub(crate) struct LoadState {
    /// The dialects whose loading runs on the holding thread.
    pub(crate) initializing: FxHashMap<String, Arc<DialectEntry>>,
    /// Every registered extension, in registration order.
    pub(crate) extensions: Vec<crate::extension::ExtensionEntry>,
    /// The dialects whose `initialize` failed, with its error: they are
    /// not initialized again (their ops registered before the failure
    /// would be refused as duplicates).
    pub(crate) failed: FxHashMap<String, String>,
}

/// Frequently used types, created once.
struct Common {
    index: Type,
    none: Type,
    i1: Type,
    i32: Type,
    i64: Type,
    unit: Attribute,
    unknown_loc: Attribute,
    empty_dict: Attribute,
    empty_string: Attribute,
    /// The name `value`, interned: constant ops keep their value under it,
    /// and folding looks it up for every operand.
    value_name: Attribute,
}

/// How many op names get a direct slot in `Context::fast_defs`.
const FAST_DEFS: usize = 4096;

/// Dictionaries up to this many entries are scanned by [`Context::dict_get`]
/// rather than binary searched.
const DICT_SCAN_MAX: usize = 8;

/// MLIR's `MLIRContext`: uniques types, attributes, affine structures and op
/// names, and holds the dialect registry and the interface models. Shared
/// by reference (`&Context`) across threads; handles it gives out
/// ([`Type`], [`Attribute`], [`OpName`]) are only meaningful with it.
pub struct Context {
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    /// Plain `file:line:col` locations, uniqued here rather than in the
    /// table of `attrs` (which stores them).
    file_locs: FileLocTable,
    op_names: Interner<OpNameInfo>,
    /// The definitions of the first [`FAST_DEFS`] op names, filled in as
    /// they are found: `op_def` is called several times per op by every
    /// phase, and a plain indexed load is several times cheaper than the
    /// interner's lookup.
    fast_defs: Box<[AtomicPtr<OpDef>]>,
    /// The uniquer of affine expressions, maps and integer sets.
    pub affine: AffineContext,
    registry: RwLock<FxHashMap<String, DialectCtor>>,
    /// Fully initialised dialects only (see [`Context::load_dialect`]).
    pub(crate) loaded: RwLock<FxHashMap<String, Arc<DialectEntry>>>,
    /// Held while a dialect loads or an extension is registered, so that
    /// extensions apply exactly once.
    pub(crate) loading: ReentrantMutex<RefCell<LoadState>>,
    /// How many dialect loads are under way (see [`Context::op_interface`]).
    loads_in_progress: AtomicUsize,
    /// Every interface model (see [`crate::interfaces`]).
    pub(crate) interfaces: InterfaceStore,
    allow_unregistered: AtomicBool,
    /// Whether errors about an op carry a note printing it (MLIR's
    /// `printOpOnDiagnostic`, on by default).
    print_op_on_diagnostic: AtomicBool,
    /// Whether work over isolated-from-above ops (verification, nested
    /// pass pipelines) may run on several threads (MLIR's
    /// `isMultithreadingEnabled`, on by default).
    multithreading: AtomicBool,
    /// The printing flags the tool runs with (MLIR reads them from its
    /// command line wherever it prints), for ops printed in diagnostics.
    print_flags: RwLock<crate::asm::printer::PrintFlags>,
    /// Bumped whenever a dialect is registered or loaded.
    registry_generation: AtomicU64,
    next_distinct: AtomicU64,
    common: OnceLock<Common>,
    /// Unique among all contexts of the process (see [`Context::uid`]).
    uid: u64,
    /// Set once something exists that the printer could give an alias
    /// (see [`Context::may_have_aliases`]).
    aliasable: AtomicBool,
    /// The diagnostic handlers (see [`crate::diag_handler`]).
    pub(crate) diag_handlers: crate::diag_handler::HandlerStack,
}

/// Source of [`Context::uid`]s.
static NEXT_CONTEXT_UID: AtomicU64 = AtomicU64::new(0);

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

// Kinds that are often looked up from borrowed parts (so that finding an
// existing value allocates nothing) hash those parts; `attr_hash` and
// `type_hash` keep the owned and borrowed paths in agreement.
const DICT_TAG: u8 = 1;
const ARRAY_TAG: u8 = 2;
const OPAQUE_TAG: u8 = 3;
const FUNC_TAG: u8 = 4;

fn attr_hash(kind: &AttrKind) -> u64 {
    match kind {
        AttrKind::String { value, ty } => hash_of(&(value.as_ref(), *ty)),
        AttrKind::Dictionary(e) => hash_of(&(DICT_TAG, &e[..])),
        AttrKind::Array(e) => hash_of(&(ARRAY_TAG, &e[..])),
        AttrKind::Opaque { dialect, data, ty } => {
            hash_of(&(OPAQUE_TAG, dialect.as_bytes(), data.as_bytes(), *ty))
        }
        k => hash_of(k),
    }
}

fn type_hash(kind: &TypeKind) -> u64 {
    match kind {
        TypeKind::Function { inputs, results } => hash_of(&(FUNC_TAG, &inputs[..], &results[..])),
        k => hash_of(k),
    }
}

impl Context {
    /// A context with no dialect registered (`rmlir-dialects` registers them)
    /// and MLIR's defaults: unregistered ops refused, multithreading on.
    pub fn new() -> Self {
        let ctx = Context {
            types: Interner::new(),
            attrs: Interner::new(),
            file_locs: FileLocTable::default(),
            op_names: Interner::new(),
            fast_defs: (0..FAST_DEFS)
                .map(|_| AtomicPtr::new(std::ptr::null_mut()))
                .collect(),
            affine: AffineContext::new(),
            registry: RwLock::new(FxHashMap::default()),
            loaded: RwLock::new(FxHashMap::default()),
            loading: ReentrantMutex::new(RefCell::new(LoadState::default())),
            loads_in_progress: AtomicUsize::new(0),
            interfaces: InterfaceStore::new(),
            allow_unregistered: AtomicBool::new(false),
            print_op_on_diagnostic: AtomicBool::new(true),
            multithreading: AtomicBool::new(true),
            print_flags: RwLock::new(Default::default()),
            registry_generation: AtomicU64::new(0),
            next_distinct: AtomicU64::new(0),
            common: OnceLock::new(),
            uid: NEXT_CONTEXT_UID.fetch_add(1, Ordering::Relaxed),
            aliasable: AtomicBool::new(false),
            diag_handlers: Default::default(),
        };
        let none = ctx.ty(TypeKind::None);
        let common = Common {
            index: ctx.ty(TypeKind::Index),
            none,
            i1: ctx.integer_type(1, Signedness::Signless),
            i32: ctx.integer_type(32, Signedness::Signless),
            i64: ctx.integer_type(64, Signedness::Signless),
            unit: ctx.attr(AttrKind::Unit),
            unknown_loc: ctx.attr(AttrKind::UnknownLoc),
            empty_dict: ctx.attr(AttrKind::Dictionary(Box::new([]))),
            empty_string: ctx.attr(AttrKind::String {
                value: Box::new([]),
                ty: none,
            }),
            value_name: ctx.attr(AttrKind::String {
                value: Box::from(&b"value"[..]),
                ty: none,
            }),
        };
        let _ = ctx.common.set(common);
        // The unknown location above is an op location like those of
        // `file_loc`, not a sign of aliases.
        ctx.aliasable.store(false, Ordering::Relaxed);
        ctx
    }

    /// Whether printing could need an alias (`#map`, `#set`, `#distinct`,
    /// `#loc`, `!tuple`) for something other than an op's or a block
    /// argument's own location. When this is false and locations are not
    /// printed, the printer's alias-collecting dry run would find nothing,
    /// so it is skipped.
    ///
    /// Conservative and never reset: it is set when an affine map, integer
    /// set or distinct attribute, a location other than those `file_loc`
    /// and `unknown_loc` make, or a tuple type of more than 16 elements is
    /// created, and when an attribute or type that the alias collector
    /// descends into (dictionaries, arrays, memref and tensor types) gets a
    /// location as a direct child: the only ways the dry run could reach an
    /// aliasable symbol.
    pub(crate) fn may_have_aliases(&self) -> bool {
        self.aliasable.load(Ordering::Relaxed)
    }

    fn note_aliasable(&self) {
        if !self.aliasable.load(Ordering::Relaxed) {
            self.aliasable.store(true, Ordering::Relaxed);
        }
    }

    fn is_location(&self, a: Attribute) -> bool {
        self.attr_kind(a).is_location()
    }

    fn attr_may_alias(&self, kind: &AttrKind) -> bool {
        match kind {
            AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) | AttrKind::Distinct { .. } => true,
            k if k.is_location() => true,
            AttrKind::Array(es) => es.iter().any(|e| self.is_location(*e)),
            AttrKind::Dictionary(es) => self.entries_hold_location(es),
            _ => false,
        }
    }

    fn entries_hold_location(&self, es: &[NamedAttr]) -> bool {
        es.iter()
            .any(|e| self.is_location(e.name) || self.is_location(e.value))
    }

    fn type_may_alias(&self, kind: &TypeKind) -> bool {
        match kind {
            TypeKind::Tuple(ts) => ts.len() > 16,
            TypeKind::MemRef {
                layout,
                memory_space,
                ..
            } => layout
                .iter()
                .chain(memory_space)
                .any(|a| self.is_location(*a)),
            TypeKind::UnrankedMemRef { memory_space, .. } => {
                memory_space.is_some_and(|a| self.is_location(a))
            }
            TypeKind::RankedTensor { encoding, .. } => {
                encoding.is_some_and(|a| self.is_location(a))
            }
            _ => false,
        }
    }

    /// An id no other context of this process has, even after this one is
    /// dropped: side caches keyed by interned handles (which are only
    /// meaningful within one context) include it in their keys.
    pub fn uid(&self) -> u64 {
        self.uid
    }

    fn common(&self) -> &Common {
        self.common.get().expect("context initialised")
    }

    // ---- types ----

    /// Uniques `kind`, returning its handle (the existing one if an equal type
    /// was made before).
    pub fn ty(&self, kind: TypeKind) -> Type {
        if self.type_may_alias(&kind) {
            self.note_aliasable();
        }
        let h = type_hash(&kind);
        Type(self.types.intern_hashed(h, kind))
    }

    /// The contents of type `t`.
    #[inline]
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.get(t.0)
    }

    /// `iN`, `siN` or `uiN` of `width` bits.
    pub fn integer_type(&self, width: u32, signedness: Signedness) -> Type {
        self.ty(TypeKind::Integer { width, signedness })
    }
    /// `index`.
    pub fn index_type(&self) -> Type {
        self.common().index
    }
    /// `none`.
    pub fn none_type(&self) -> Type {
        self.common().none
    }
    /// `i1`.
    pub fn i1_type(&self) -> Type {
        self.common().i1
    }
    /// `i32`.
    pub fn i32_type(&self) -> Type {
        self.common().i32
    }
    /// `i64`.
    pub fn i64_type(&self) -> Type {
        self.common().i64
    }
    /// The float type of format `f` (`f32`, `bf16`, ...).
    pub fn float_type(&self, f: FloatFormat) -> Type {
        self.ty(TypeKind::Float(f))
    }
    /// The function type `(inputs) -> results`.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        let h = hash_of(&(FUNC_TAG, inputs, results));
        Type(self.types.intern_with(
            h,
            |k| matches!(k, TypeKind::Function { inputs: i, results: r } if **i == *inputs && **r == *results),
            || TypeKind::Function { inputs: inputs.into(), results: results.into() },
        ))
    }

    // ---- attributes ----

    /// Uniques `kind`, returning its handle (the existing one if an equal
    /// attribute was made before). A file location whose range is one point is
    /// the same attribute as [`Context::file_loc`] makes.
    pub fn attr(&self, kind: AttrKind) -> Attribute {
        if self.attr_may_alias(&kind) {
            self.note_aliasable();
        }
        if let AttrKind::FileLineColRange {
            file,
            start_line,
            start_col,
            end_line,
            end_col,
            form: crate::attrs::RangeForm::LineCol,
        } = kind
        {
            if (start_line, start_col) == (end_line, end_col) {
                return self.file_loc(file, start_line, start_col);
            }
        }
        let h = attr_hash(&kind);
        Attribute(self.attrs.intern_hashed(h, kind))
    }

    /// The contents of attribute `a`.
    #[inline]
    pub fn attr_kind(&self, a: Attribute) -> &AttrKind {
        self.attrs.get(a.0)
    }

    /// `unit`.
    pub fn unit_attr(&self) -> Attribute {
        self.common().unit
    }

    /// The integer attribute `v : ty` for an integer or index type `ty`
    /// (`v` truncated to the type's width; index is 64 bits wide).
    pub fn int_attr(&self, ty: Type, v: i64) -> Attribute {
        let width = match self.type_kind(ty) {
            crate::types::TypeKind::Integer { width, .. } => *width,
            _ => 64,
        };
        self.attr(AttrKind::Integer {
            ty,
            value: crate::apint::ApInt::from_i64(width, v),
        })
    }

    /// The attribute `v : index`.
    pub fn index_attr(&self, v: i64) -> Attribute {
        self.int_attr(self.index_type(), v)
    }

    /// The dense array attribute `array<i64: v...>`.
    pub fn i64_array_attr(&self, v: &[i64]) -> Attribute {
        let raw: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        self.attr(AttrKind::DenseArray {
            element: self.i64_type(),
            len: v.len() as u32,
            raw: raw.into(),
        })
    }
    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Attribute {
        self.common().unknown_loc
    }
    /// The empty dictionary `{}`.
    pub fn empty_dict(&self) -> Attribute {
        self.common().empty_dict
    }

    /// The interned attribute name `value`.
    pub fn value_attr_name(&self) -> Attribute {
        self.common().value_name
    }

    /// The entry named `name` (an interned string attribute) of dictionary
    /// `dict`: a comparison of handles, no string compares.
    pub fn dict_get_named(&self, dict: Attribute, name: Attribute) -> Option<Attribute> {
        self.dict_entries(dict)
            .iter()
            .find(|e| e.name == name)
            .map(|e| e.value)
    }

    /// The string attribute `"s"` (of type `none`); `s` need not be UTF-8.
    pub fn string_attr(&self, s: impl AsRef<[u8]>) -> Attribute {
        let s = s.as_ref();
        if s.is_empty() {
            return self.common().empty_string;
        }
        self.string_attr_typed(s, self.none_type())
    }

    /// The string attribute `"s" : ty`.
    pub fn string_attr_typed(&self, s: &[u8], ty: Type) -> Attribute {
        let h = hash_of(&(s, ty));
        Attribute(self.attrs.intern_with(
            h,
            |k| matches!(k, AttrKind::String { value, ty: t } if **value == *s && *t == ty),
            || AttrKind::String {
                value: s.into(),
                ty,
            },
        ))
    }

    /// The bytes of a string attribute (empty for anything else).
    pub fn str_value(&self, a: Attribute) -> &[u8] {
        match self.attr_kind(a) {
            AttrKind::String { value, .. } => value,
            _ => &[],
        }
    }

    /// A string attribute as text for messages and printing: bytes that are
    /// not UTF-8 are kept (encoded as `support::raw_text` describes, and
    /// written out as the original bytes), as mlir-opt shows them.
    pub fn str_text(&self, a: Attribute) -> std::borrow::Cow<'_, str> {
        crate::support::raw_text::encode(self.str_value(a))
    }

    /// The type attribute holding `t`.
    pub fn type_attr(&self, t: Type) -> Attribute {
        self.attr(AttrKind::Type(t))
    }

    /// The array attribute `[elems...]`.
    pub fn array_attr(&self, elems: &[Attribute]) -> Attribute {
        let h = hash_of(&(ARRAY_TAG, elems));
        Attribute(self.attrs.intern_with(
            h,
            |k| matches!(k, AttrKind::Array(e) if **e == *elems),
            || {
                if elems.iter().any(|e| self.is_location(*e)) {
                    self.note_aliasable();
                }
                AttrKind::Array(elems.into())
            },
        ))
    }

    /// An attribute of a dialect that is not loaded, kept as text.
    pub fn opaque_attr(&self, dialect: &str, data: &str, ty: Type) -> Attribute {
        let h = hash_of(&(OPAQUE_TAG, dialect.as_bytes(), data.as_bytes(), ty));
        Attribute(self.attrs.intern_with(
            h,
            |k| matches!(k, AttrKind::Opaque { dialect: d, data: x, ty: t } if **d == *dialect && **x == *data && *t == ty),
            || AttrKind::Opaque { dialect: dialect.into(), data: data.into(), ty },
        ))
    }

    /// A dictionary attribute from `(name, value)` pairs (sorted as
    /// dictionaries are).
    pub fn named_dict_attr<'n>(
        &self,
        entries: impl IntoIterator<Item = (&'n str, Attribute)>,
    ) -> Attribute {
        self.dict_attr(
            entries
                .into_iter()
                .map(|(n, value)| crate::attrs::NamedAttr {
                    name: self.string_attr(n),
                    value,
                })
                .collect(),
        )
    }

    /// A dictionary from entries in any order; later duplicates are the caller's
    /// problem (the parser diagnoses them), here the first one wins.
    pub fn dict_attr(&self, mut entries: Vec<NamedAttr>) -> Attribute {
        self.dict_attr_in_place(&mut entries)
    }

    /// A dictionary of `entries` in any order (the first of equal names
    /// wins), sorting them in place: for callers whose entries live in a
    /// buffer of their own.
    pub fn dict_attr_in_place(&self, entries: &mut [NamedAttr]) -> Attribute {
        let mut len = entries.len();
        if !entries.is_sorted_by(|a, b| self.str_value(a.name) < self.str_value(b.name)) {
            entries.sort_by(|a, b| self.str_value(a.name).cmp(self.str_value(b.name)));
            len = 0;
            for i in 0..entries.len() {
                if len == 0 || entries[len - 1].name != entries[i].name {
                    entries[len] = entries[i];
                    len += 1;
                }
            }
        }
        self.dict_attr_sorted(&entries[..len])
    }

    /// A dictionary from entries already sorted by name and unique.
    pub fn dict_attr_sorted(&self, entries: &[NamedAttr]) -> Attribute {
        if entries.is_empty() {
            return self.empty_dict();
        }
        let h = hash_of(&(DICT_TAG, entries));
        Attribute(self.attrs.intern_with(
            h,
            |k| matches!(k, AttrKind::Dictionary(e) if **e == *entries),
            || {
                if self.entries_hold_location(entries) {
                    self.note_aliasable();
                }
                AttrKind::Dictionary(entries.into())
            },
        ))
    }

    /// The entries of a dictionary attribute, sorted by name (empty for
    /// anything else).
    pub fn dict_entries(&self, a: Attribute) -> &[NamedAttr] {
        match self.attr_kind(a) {
            AttrKind::Dictionary(e) => e,
            _ => &[],
        }
    }

    /// Calls `f` on the entries of the dictionaries `first` and `second` in
    /// name order, as if they formed one dictionary in which `first`'s entry
    /// wins a name both have: what `dict_attr` makes of `first`'s entries
    /// followed by `second`'s, without interning the result.
    pub fn for_each_merged_entry(
        &self,
        first: Attribute,
        second: Option<Attribute>,
        mut f: impl FnMut(NamedAttr),
    ) {
        let a = self.dict_entries(first);
        let b = second.map_or(&[][..], |d| self.dict_entries(d));
        let (mut i, mut j) = (0, 0);
        while i < a.len() && j < b.len() {
            match self.str_value(a[i].name).cmp(self.str_value(b[j].name)) {
                std::cmp::Ordering::Less => {
                    f(a[i]);
                    i += 1;
                }
                std::cmp::Ordering::Greater => {
                    f(b[j]);
                    j += 1;
                }
                std::cmp::Ordering::Equal => {
                    f(a[i]);
                    i += 1;
                    j += 1;
                }
            }
        }
        a[i..].iter().chain(&b[j..]).for_each(|e| f(*e));
    }

    /// The entry `name` of dictionary `dict`; `None` if it has none (or
    /// `dict` is not a dictionary).
    pub fn dict_get(&self, dict: Attribute, name: &str) -> Option<Attribute> {
        let entries = self.dict_entries(dict);
        let name = name.as_bytes();
        if entries.len() <= DICT_SCAN_MAX {
            // Most names differ in length, so a scan mostly compares
            // lengths, where each step of a binary search compares bytes.
            return entries
                .iter()
                .find(|e| {
                    let n = self.str_value(e.name);
                    n.len() == name.len() && n == name
                })
                .map(|e| e.value);
        }
        entries
            .binary_search_by(|e| self.str_value(e.name).cmp(name))
            .ok()
            .map(|i| entries[i].value)
    }

    /// The flat symbol reference `@name`.
    pub fn flat_symbol_ref(&self, name: &[u8]) -> Attribute {
        let root = self.string_attr(name);
        self.attr(AttrKind::SymbolRef {
            root,
            nested: Box::new([]),
        })
    }

    /// A `file:line:col` location. Unlike other locations, making one does
    /// not tell the printer that aliases may be needed (the parser gives one
    /// to every op, so it would always look for them).
    pub fn file_loc(&self, file: Attribute, line: u32, col: u32) -> Attribute {
        let kind = AttrKind::FileLineColRange {
            file,
            start_line: line,
            start_col: col,
            end_line: line,
            end_col: col,
            form: crate::attrs::RangeForm::LineCol,
        };
        let index = self
            .file_locs
            .get_or_insert(file.0, line, col, || self.attrs.push_unindexed(kind));
        Attribute(index)
    }

    /// A fused location, canonicalised as MLIR's `FusedLoc::get` does:
    /// nested fusions with the same metadata (or both without) are
    /// flattened into this one, unknown locations and duplicates dropped;
    /// no locations left gives `unknown` (or `fused<md>[unknown]` so the
    /// metadata survives), and one location without metadata is itself.
    pub fn fused_loc(&self, locs: &[Attribute], metadata: Option<Attribute>) -> Attribute {
        let mut kept: Vec<Attribute> = Vec::with_capacity(locs.len());
        let mut keep = |l: Attribute| {
            if !kept.contains(&l) {
                kept.push(l);
            }
        };
        for &l in locs {
            match self.attr_kind(l) {
                AttrKind::FusedLoc {
                    locs: inner,
                    metadata: m,
                } if *m == metadata => inner.iter().for_each(|&i| keep(i)),
                AttrKind::UnknownLoc => {}
                _ => keep(l),
            }
        }
        match (kept.len(), metadata) {
            (0, None) => return self.unknown_loc(),
            (0, Some(_)) => kept.push(self.unknown_loc()),
            (1, None) => return kept[0],
            _ => {}
        }
        self.attr(AttrKind::FusedLoc {
            locs: kept.into(),
            metadata,
        })
    }

    /// A fresh id for a [`AttrKind::Distinct`] attribute: every call gives a new one.
    pub fn next_distinct_id(&self) -> u64 {
        self.next_distinct.fetch_add(1, Ordering::Relaxed)
    }

    // ---- operation names and dialects ----

    /// Interns the op name `name` (`dialect.op`), registered or not.
    pub fn op_name(&self, name: &str) -> OpName {
        let h = hash_of(name);
        OpName(self.op_names.intern_with(
            h,
            |i| i.raw.is_none() && &*i.name == name,
            || OpNameInfo {
                name: name.into(),
                raw: None,
                dialect_len: name.find('.').unwrap_or(0),
                def: OnceLock::new(),
                missing_at: AtomicU64::new(u64::MAX),
                interfaces: InterfaceList::new(),
            },
        ))
    }

    /// An op name from source bytes, which need not be valid UTF-8.
    pub fn op_name_bytes(&self, name: &[u8]) -> OpName {
        if let Ok(s) = std::str::from_utf8(name) {
            return self.op_name(s);
        }
        let text = String::from_utf8_lossy(name).into_owned();
        let h = hash_of(text.as_str());
        OpName(self.op_names.intern_with(
            h,
            |i| i.raw.as_deref() == Some(name),
            || OpNameInfo {
                dialect_len: text.find('.').unwrap_or(0),
                name: text.as_str().into(),
                raw: Some(name.into()),
                def: OnceLock::new(),
                missing_at: AtomicU64::new(u64::MAX),
                interfaces: InterfaceList::new(),
            },
        ))
    }

    /// An op name's bytes as written (see [`OpNameInfo::bytes`]).
    #[inline]
    pub fn op_name_bytes_of(&self, n: OpName) -> &[u8] {
        self.op_names.get(n.0).bytes()
    }

    /// What the context knows about op name `n`.
    #[inline]
    pub fn op_name_info(&self, n: OpName) -> &OpNameInfo {
        self.op_names.get(n.0)
    }

    /// The text of op name `n`, `dialect.op` (invalid UTF-8 replaced, see
    /// [`OpNameInfo::bytes`]).
    #[inline]
    pub fn op_name_str(&self, n: OpName) -> &str {
        &self.op_names.get(n.0).name
    }

    /// The registered definition of an op, loading its dialect if needed.
    #[inline]
    pub fn op_def(&self, n: OpName) -> Option<&OpDef> {
        if let Some(slot) = self.fast_defs.get(n.0 as usize) {
            let p = slot.load(Ordering::Acquire);
            if !p.is_null() {
                // SAFETY: a non-null slot points into the `Arc<OpDef>` held
                // by this name's `OnceLock` (see `op_def_slow`), which is set
                // once and dropped only with the context that `&self`
                // borrows.
                return Some(unsafe { &*p });
            }
        }
        self.op_def_slow(n)
    }

    #[cold]
    fn op_def_slow(&self, n: OpName) -> Option<&OpDef> {
        let info = self.op_names.get(n.0);
        let found = |d: &Arc<OpDef>| {
            if let Some(slot) = self.fast_defs.get(n.0 as usize) {
                slot.store(Arc::as_ptr(d) as *mut OpDef, Ordering::Release);
            }
        };
        // The generation is read before the definition: a dialect registers
        // its ops before it bumps the generation, so a definition missing
        // after this read was really missing at this generation. (Reading it
        // after the check let another thread finish loading the dialect in
        // between, and the op was then taken to be unregistered.)
        let generation = self.registry_generation.load(Ordering::Acquire);
        if let Some(d) = info.def.get() {
            found(d);
            return Some(d);
        }
        if info.missing_at.load(Ordering::Relaxed) == generation {
            return None;
        }
        let dialect = info.dialect();
        if !dialect.is_empty() && !self.is_dialect_loaded(dialect) {
            self.load_dialect(dialect);
        }
        if let Some(d) = info.def.get() {
            found(d);
            return Some(d);
        }
        info.missing_at.store(generation, Ordering::Relaxed);
        None
    }

    /// Registers an op definition (from a dialect's `initialize` or a
    /// dialect extension).
    ///
    /// # Panics
    ///
    /// When [`Context::try_register_op`] refuses the definition: a misuse
    /// that would otherwise leave ops that parse but belong to no dialect,
    /// or silently keep an older definition.
    pub fn register_op(&self, def: OpDef) {
        if let Err(e) = self.try_register_op(def) {
            panic!("{e}");
        }
    }

    /// Registers an op definition, refusing (with a message saying why) a
    /// name without a dialect prefix, a prefix that names no registered
    /// dialect, and a second definition of one name.
    pub fn try_register_op(&self, def: OpDef) -> Result<(), String> {
        let Some((dialect, _)) = def.name.split_once('.') else {
            return Err(format!(
                "cannot register op '{}': its name has no dialect prefix ('dialect.op')",
                def.name
            ));
        };
        if !self.registry.read().contains_key(dialect) {
            return Err(format!(
                "cannot register op '{}': dialect '{dialect}' is not registered in this context",
                def.name
            ));
        }
        // While dialects initialize on this thread, each registers its own
        // ops only: an op put in another dialect's namespace would change
        // that dialect behind its back.
        {
            let state = self.loading.lock();
            let state = state.borrow();
            if !state.initializing.is_empty() && !state.initializing.contains_key(dialect) {
                let mut loading: Vec<&str> =
                    state.initializing.keys().map(|k| k.as_str()).collect();
                loading.sort_unstable();
                return Err(format!(
                    "cannot register op '{}' while initializing dialect '{}': an op belongs to \
                     the dialect its name starts with",
                    def.name,
                    loading.join("', '")
                ));
            }
        }
        let n = self.op_name(def.name);
        self.op_names
            .get(n.0)
            .def
            .set(Arc::new(def))
            .map_err(|d| format!("op '{}' is already registered", d.name))
    }

    /// Registers a dialect under `namespace`; it is created and initialized
    /// when first used ([`Context::load_dialect`]). Registering again replaces
    /// the constructor of a dialect not yet loaded.
    pub fn register_dialect(&self, namespace: &str, ctor: DialectCtor) {
        self.registry.write().insert(namespace.to_string(), ctor);
        self.registry_generation.fetch_add(1, Ordering::AcqRel);
    }

    /// Every registered op, sorted by name (loading every registered
    /// dialect first); for tools and tests that go over the whole registry,
    /// such as the structured fuzzer.
    pub fn registered_op_names(&self) -> Vec<OpName> {
        for d in self.registered_dialects() {
            self.load_dialect(&d);
        }
        let mut v: Vec<OpName> = (0..self.op_names.len() as u32)
            .filter(|&i| self.op_names.get(i).def.get().is_some())
            .map(OpName)
            .collect();
        v.sort_by(|a, b| self.op_name_str(*a).cmp(self.op_name_str(*b)));
        v
    }

    /// The registered ops of the loaded dialects, sorted by name (MLIR's
    /// `getRegisteredOperations`: what a pass sees after parsing).
    pub fn loaded_op_names(&self) -> Vec<OpName> {
        let mut v: Vec<OpName> = (0..self.op_names.len() as u32)
            .filter(|&i| {
                let info = self.op_names.get(i);
                info.def.get().is_some() && self.is_dialect_loaded(info.dialect())
            })
            .map(OpName)
            .collect();
        v.sort_by(|a, b| self.op_name_str(*a).cmp(self.op_name_str(*b)));
        v
    }

    /// The namespaces of the loaded dialects, sorted.
    pub fn loaded_dialects(&self) -> Vec<String> {
        let mut v: Vec<String> = self.loaded.read().keys().cloned().collect();
        v.sort();
        v
    }

    /// The namespaces of the registered dialects (loaded or not), sorted.
    pub fn registered_dialects(&self) -> Vec<String> {
        let mut v: Vec<String> = self.registry.read().keys().cloned().collect();
        v.sort();
        v
    }

    /// Whether the dialect `ns` is loaded (registered and initialized).
    pub fn is_dialect_loaded(&self, ns: &str) -> bool {
        self.loaded.read().contains_key(ns)
    }

    /// Loads a registered dialect (idempotent); `None` if no such dialect is registered.
    ///
    /// Safe to call from many threads at once: a dialect is published in the
    /// loaded set only after its `initialize` has registered everything it
    /// defines and the extensions it completes have been applied, so no
    /// thread can see it loaded but without its ops or their interfaces.
    /// Loading is serialised by a reentrant lock because `initialize` (and
    /// extensions) may themselves load other dialects (or ask for their
    /// own) on the same thread.
    pub fn load_dialect(&self, ns: &str) -> Option<Arc<dyn Dialect>> {
        self.dialect_entry(ns).map(|e| e.dialect.clone())
    }

    /// [`Context::load_dialect`] saying why it could not: the dialect is not
    /// registered, or its `initialize` failed (see [`Dialect::initialize`]).
    pub fn try_load_dialect(&self, ns: &str) -> Result<Arc<dyn Dialect>, String> {
        if let Some(d) = self.load_dialect(ns) {
            return Ok(d);
        }
        Err(match self.dialect_load_error(ns) {
            Some(e) => format!("dialect '{ns}' failed to initialize: {e}"),
            None => format!("dialect '{ns}' is not registered in this context"),
        })
    }

    /// The error of dialect `ns`'s `initialize`, if it failed.
    pub fn dialect_load_error(&self, ns: &str) -> Option<String> {
        self.loading.lock().borrow().failed.get(ns).cloned()
    }

    /// [`Context::load_dialect`] giving the registry's entry.
    pub(crate) fn dialect_entry(&self, ns: &str) -> Option<Arc<DialectEntry>> {
        if let Some(d) = self.loaded.read().get(ns) {
            return Some(d.clone());
        }
        let state = self.loading.lock();
        if let Some(d) = self.loaded.read().get(ns) {
            return Some(d.clone());
        }
        // A recursive request from this thread's own `initialize` sees the
        // dialect being set up (as MLIR's loadDialect does).
        if let Some(d) = state.borrow().initializing.get(ns) {
            return Some(d.clone());
        }
        if state.borrow().failed.contains_key(ns) {
            return None;
        }
        let ctor = *self.registry.read().get(ns)?;
        let entry = Arc::new(DialectEntry {
            dialect: ctor(),
            interfaces: InterfaceList::new(),
        });
        self.loads_in_progress.fetch_add(1, Ordering::AcqRel);
        // Undoes the bookkeeping even if `initialize` or an extension
        // panics, so that lookups do not stay on their slow path.
        struct Loading<'a>(&'a Context, &'a RefCell<LoadState>, &'a str);
        impl Drop for Loading<'_> {
            fn drop(&mut self) {
                if let Ok(mut st) = self.1.try_borrow_mut() {
                    st.initializing.remove(self.2);
                }
                self.0.loads_in_progress.fetch_sub(1, Ordering::AcqRel);
            }
        }
        let loading = Loading(self, &state, ns);
        state
            .borrow_mut()
            .initializing
            .insert(ns.to_string(), entry.clone());
        if let Err(e) = entry.dialect.initialize(self) {
            state.borrow_mut().failed.insert(ns.to_string(), e);
            return None;
        }
        crate::dialect::add_hook_interfaces(self, ns, &entry.dialect);
        self.apply_ready_extensions(&state, Some(ns));
        // Published before the count drops: a thread that sees no load
        // under way sees this dialect loaded.
        self.loaded.write().insert(ns.to_string(), entry.clone());
        self.registry_generation.fetch_add(1, Ordering::AcqRel);
        drop(loading);
        Some(entry)
    }

    /// The head of the interface list of `ns` if it is loaded.
    pub(crate) fn loaded_interfaces_head(&self, ns: &str) -> Option<u32> {
        self.loaded.read().get(ns).map(|e| e.interfaces.head())
    }

    /// Whether some thread is loading a dialect right now.
    #[inline]
    pub(crate) fn is_loading_any(&self) -> bool {
        self.loads_in_progress.load(Ordering::Acquire) != 0
    }

    /// The dialect `ns`, loading it if it is registered; `None` if it is not.
    pub fn dialect(&self, ns: &str) -> Option<Arc<dyn Dialect>> {
        self.load_dialect(ns)
    }

    /// Whether `ns` names a registered dialect (`builtin` always is).
    pub fn is_dialect_registered(&self, ns: &str) -> bool {
        ns == "builtin" || self.registry.read().contains_key(ns)
    }

    /// Whether ops of unregistered dialects are accepted (mlir-opt's
    /// `--allow-unregistered-dialect`).
    pub fn allows_unregistered(&self) -> bool {
        self.allow_unregistered.load(Ordering::Relaxed)
    }

    /// Sets whether ops of unregistered dialects are accepted (see
    /// [`Context::allows_unregistered`]).
    pub fn set_allow_unregistered(&self, allow: bool) {
        self.allow_unregistered.store(allow, Ordering::Relaxed)
    }

    /// Whether an error reported against an op carries the note
    /// "see current operation: ..." (on by default, as in MLIR).
    pub fn print_op_on_diagnostic(&self) -> bool {
        self.print_op_on_diagnostic.load(Ordering::Relaxed)
    }

    /// The printing flags set by [`Context::set_print_flags`].
    pub fn print_flags(&self) -> crate::asm::printer::PrintFlags {
        *self.print_flags.read()
    }

    /// Sets the printing flags the program runs with. As in MLIR, where
    /// they come from the command line, they also shape the op that
    /// diagnostics print ("see current operation").
    pub fn set_print_flags(&self, flags: crate::asm::printer::PrintFlags) {
        *self.print_flags.write() = flags;
    }

    /// Whether work over isolated-from-above ops may use several threads
    /// (on by default; `--mlir-disable-threading` turns it off). Results
    /// never depend on it: parallel work is merged in op order.
    pub fn is_multithreading_enabled(&self) -> bool {
        self.multithreading.load(Ordering::Relaxed)
    }

    /// Sets [`Context::is_multithreading_enabled`].
    pub fn set_multithreading(&self, on: bool) {
        self.multithreading.store(on, Ordering::Relaxed)
    }

    /// Sets [`Context::print_op_on_diagnostic`]
    /// (`--mlir-print-op-on-diagnostic`).
    pub fn set_print_op_on_diagnostic(&self, on: bool) {
        self.print_op_on_diagnostic.store(on, Ordering::Relaxed)
    }
}
