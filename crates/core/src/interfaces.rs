//! The open interface registry: dialect interfaces (MLIR's
//! `DialectInterface`s, found by kind from the context) and op interfaces
//! attached to registered ops from outside their definition (MLIR's
//! external models, `attachInterface`).
//!
//! An interface is a Rust trait; a model is a boxed implementation of it,
//! stored under the `TypeId` of the trait object type (`dyn MyInterface`).
//! Lookups are typed: `ctx.op_interface::<dyn MyInterface>(name)` gives
//! `Option<&dyn MyInterface>` living as long as the context.
//!
//! Models are never removed or replaced, so the store is append-only: every
//! model lives in one arena of the context (`boxcar`, whose elements never
//! move), and each op name and each loaded dialect keeps the head of a
//! linked list through that arena. A lookup takes no lock and hashes no
//! string: it follows a few `u32` links comparing `TypeId`s. Insertion is
//! serialised by a mutex so that the duplicate check and the push are one
//! step.
//!
//! Dialect extensions (see [`crate::extension`]) are the usual place to
//! attach models: they run when the dialects they extend load.

use crate::context::{Context, OpName};
use parking_lot::Mutex;
use std::any::{Any, TypeId};
use std::fmt;
use std::sync::atomic::{AtomicU32, Ordering};

/// End of an interface list.
const NONE: u32 = u32::MAX;

/// One model in the arena: the interface it implements, the boxed model
/// (`Box<I>` inside the `Any`), and the next model of the same owner.
struct Node {
    ty: TypeId,
    model: Box<dyn Any + Send + Sync>,
    next: u32,
}

/// The models attached to one owner (an op name or a dialect): the index of
/// the most recently attached one in [`InterfaceStore`].
pub(crate) struct InterfaceList(AtomicU32);

impl InterfaceList {
    pub(crate) fn new() -> Self {
        InterfaceList(AtomicU32::new(NONE))
    }

    /// The most recently attached model (see [`InterfaceStore::find_from`]).
    pub(crate) fn head(&self) -> u32 {
        // Acquire pairs with the release in `InterfaceStore::insert`: a
        // head that is seen points at a node whose contents are visible.
        self.0.load(Ordering::Acquire)
    }
}

/// The arena of every model of one context.
pub(crate) struct InterfaceStore {
    nodes: boxcar::Vec<Node>,
    insert: Mutex<()>,
}

impl InterfaceStore {
    pub(crate) fn new() -> Self {
        InterfaceStore {
            nodes: boxcar::Vec::new(),
            insert: Mutex::new(()),
        }
    }

    /// The model of interface `I` in `list`, if one was attached.
    #[inline]
    pub(crate) fn find<I: ?Sized + 'static>(&self, list: &InterfaceList) -> Option<&I> {
        self.find_from(list.head())
    }

    /// The model of interface `I` in the list whose head is `at`.
    #[inline]
    pub(crate) fn find_from<I: ?Sized + 'static>(&self, mut at: u32) -> Option<&I> {
        let ty = TypeId::of::<I>();
        while at != NONE {
            let node = self.nodes.get(at as usize)?;
            if node.ty == ty {
                return node.model.downcast_ref::<Box<I>>().map(|b| &**b);
            }
            at = node.next;
        }
        None
    }

    /// Adds `model` to `list`; `false` (and `model` dropped) if the list
    /// already has a model of `I`.
    pub(crate) fn insert<I: ?Sized + Send + Sync + 'static>(
        &self,
        list: &InterfaceList,
        model: Box<I>,
    ) -> bool {
        let _guard = self.insert.lock();
        if self.find::<I>(list).is_some() {
            return false;
        }
        let next = list.0.load(Ordering::Relaxed);
        let at = self.nodes.push(Node {
            ty: TypeId::of::<I>(),
            model: Box::new(model),
            next,
        });
        let at = u32::try_from(at).expect("fewer than 2^32 interface models");
        list.0.store(at, Ordering::Release);
        true
    }
}

/// Why an interface could not be attached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InterfaceError {
    /// The op name is not that of a registered op.
    UnknownOp {
        /// The op name given.
        op: String,
        /// The interface's Rust type name (`std::any::type_name`).
        interface: &'static str,
    },
    /// No dialect of this namespace is registered.
    UnknownDialect {
        /// The namespace given.
        dialect: String,
        /// The interface's Rust type name (`std::any::type_name`).
        interface: &'static str,
    },
    /// The op or dialect already has a model of this interface; the first
    /// one stays.
    AlreadyAttached {
        /// The op name or dialect namespace.
        owner: String,
        /// The interface's Rust type name (`std::any::type_name`).
        interface: &'static str,
    },
}

impl fmt::Display for InterfaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InterfaceError::UnknownOp { op, interface } => write!(
                f,
                "cannot attach interface `{interface}` to '{op}': not a registered operation"
            ),
            InterfaceError::UnknownDialect { dialect, interface } => write!(
                f,
                "cannot add interface `{interface}` to dialect '{dialect}': no such dialect is registered"
            ),
            InterfaceError::AlreadyAttached { owner, interface } => {
                write!(f, "'{owner}' already has a model of interface `{interface}`")
            }
        }
    }
}

impl std::error::Error for InterfaceError {}

impl Context {
    /// Attaches `model` as the implementation of op interface `I` for the
    /// registered op `op` (MLIR's `Op::attachInterface`), loading its
    /// dialect if needed.
    ///
    /// ```ignore
    /// ctx.attach_op_interface::<dyn CostModel>("arith.addi", Box::new(Cheap))?;
    /// ```
    pub fn attach_op_interface<I: ?Sized + Send + Sync + 'static>(
        &self,
        op: &str,
        model: Box<I>,
    ) -> Result<(), InterfaceError> {
        let interface = std::any::type_name::<I>();
        let n = self.op_name(op);
        if self.op_def(n).is_none() {
            return Err(InterfaceError::UnknownOp {
                op: op.to_string(),
                interface,
            });
        }
        let list = &self.op_name_info(n).interfaces;
        if !self.interfaces.insert(list, model) {
            return Err(InterfaceError::AlreadyAttached {
                owner: op.to_string(),
                interface,
            });
        }
        Ok(())
    }

    /// The model of op interface `I` attached to op `n`, if any.
    ///
    /// Lock-free and string-free when the model is found. A thread that
    /// misses while some dialect is loading waits for `n`'s dialect to
    /// finish loading and looks again, so that the models an extension
    /// attaches while that dialect loads are seen by every thread that can
    /// see the dialect's ops.
    #[inline]
    pub fn op_interface<I: ?Sized + 'static>(&self, n: OpName) -> Option<&I> {
        let info = self.op_name_info(n);
        if let Some(m) = self.interfaces.find::<I>(&info.interfaces) {
            return Some(m);
        }
        if !self.is_loading_any() {
            return None;
        }
        let dialect = info.dialect();
        if !dialect.is_empty() {
            self.load_dialect(dialect);
        }
        self.interfaces.find::<I>(&info.interfaces)
    }

    /// Adds `model` as the dialect interface `I` of dialect `ns` (MLIR's
    /// `Dialect::addInterface`), loading the dialect if needed. A dialect's
    /// own `initialize` may call this for itself.
    pub fn add_dialect_interface<I: ?Sized + Send + Sync + 'static>(
        &self,
        ns: &str,
        model: Box<I>,
    ) -> Result<(), InterfaceError> {
        let interface = std::any::type_name::<I>();
        let Some(entry) = self.dialect_entry(ns) else {
            return Err(InterfaceError::UnknownDialect {
                dialect: ns.to_string(),
                interface,
            });
        };
        if !self.interfaces.insert(&entry.interfaces, model) {
            return Err(InterfaceError::AlreadyAttached {
                owner: ns.to_string(),
                interface,
            });
        }
        Ok(())
    }

    /// The dialect interface `I` of dialect `ns` (loading it if it is
    /// registered), if the dialect has one (MLIR's
    /// `dyn_cast<Interface>(dialect)`).
    ///
    /// The dialects' fixed hooks are reachable here too:
    /// `dyn DialectInliner` for dialects with inlining rules and
    /// `dyn ConstantMaterializer` for every dialect.
    pub fn dialect_interface<I: ?Sized + 'static>(&self, ns: &str) -> Option<&I> {
        // The read guard must be gone before `dialect_entry` may load.
        let loaded = self.loaded_interfaces_head(ns);
        let head = match loaded {
            Some(h) => h,
            None => self.dialect_entry(ns)?.interfaces.head(),
        };
        self.interfaces.find_from::<I>(head)
    }

    /// The dialect interface `I` of the dialect of the registered op `n`.
    pub fn op_dialect_interface<I: ?Sized + 'static>(&self, n: OpName) -> Option<&I> {
        self.op_def(n)?;
        let dialect = self.op_name_info(n).dialect();
        if dialect.is_empty() {
            return None;
        }
        self.dialect_interface::<I>(dialect)
    }
}
