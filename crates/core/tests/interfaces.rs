//! The open interface registry and dialect extensions: typed lookups of
//! dialect and op interfaces, misuse errors, the order and the exactly-once
//! application of extensions, and extensions raced by loading threads.

use rmlir_core::context::Context;
use rmlir_core::dialect::{ConstantMaterializer, Dialect, OpDef};
use rmlir_core::extension::DialectExtension;
use rmlir_core::interfaces::InterfaceError;
use rmlir_core::ir::{Ir, OpId};
use rmlir_core::rewrite::inlining::{DialectInliner, InlineAll};
use rmlir_core::{Attribute, Type};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Barrier, Mutex};

/// A dialect interface of the tests.
trait Greeting: Send + Sync {
    fn greet(&self) -> String;
}

struct Hello(&'static str);
impl Greeting for Hello {
    fn greet(&self) -> String {
        format!("hello from {}", self.0)
    }
}

/// An op interface of the tests.
trait Cost: Send + Sync {
    fn cost(&self) -> u32;
}

struct Fixed(u32);
impl Cost for Fixed {
    fn cost(&self) -> u32 {
        self.0
    }
}

/// `t`: ops `t.a` and `t.b`, a greeting of its own, inlining rules and a
/// constant materializer that reports it was called by failing.
struct TDialect;
impl Dialect for TDialect {
    fn namespace(&self) -> &'static str {
        "t"
    }
    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        ctx.try_register_op(OpDef::new("t.a"))?;
        ctx.try_register_op(OpDef::new("t.b"))?;
        ctx.add_dialect_interface::<dyn Greeting>("t", Box::new(Hello("t")))
            .map_err(|e| e.to_string())
    }
    fn inliner(&self) -> Option<&dyn DialectInliner> {
        Some(&InlineAll)
    }
    fn materialize_constant(
        &self,
        _: &Context,
        _: &mut Ir,
        _: Attribute,
        _: Type,
        _: Attribute,
    ) -> Option<OpId> {
        None
    }
}

/// `u`: op `u.c`, nothing else.
struct UDialect;
impl Dialect for UDialect {
    fn namespace(&self) -> &'static str {
        "u"
    }
    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        ctx.try_register_op(OpDef::new("u.c"))
    }
}

fn context() -> Context {
    let ctx = Context::new();
    ctx.register_dialect("t", || Arc::new(TDialect));
    ctx.register_dialect("u", || Arc::new(UDialect));
    ctx
}

#[test]
fn dialect_interfaces_are_found_by_kind() {
    let ctx = context();
    // Looking up loads the dialect, whose `initialize` added the interface.
    let g = ctx
        .dialect_interface::<dyn Greeting>("t")
        .expect("t greets");
    assert_eq!(g.greet(), "hello from t");
    assert!(ctx.dialect_interface::<dyn Greeting>("u").is_none());
    assert!(ctx.dialect_interface::<dyn Greeting>("nope").is_none());
    assert!(ctx.dialect_interface::<dyn Cost>("t").is_none());
    // One model per interface and dialect: the first stays.
    let err = ctx
        .add_dialect_interface::<dyn Greeting>("t", Box::new(Hello("again")))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "'t' already has a model of interface `{}`",
            std::any::type_name::<dyn Greeting>()
        )
    );
    assert_eq!(
        ctx.dialect_interface::<dyn Greeting>("t").unwrap().greet(),
        "hello from t"
    );
    let err = ctx
        .add_dialect_interface::<dyn Greeting>("nope", Box::new(Hello("x")))
        .unwrap_err();
    assert!(matches!(err, InterfaceError::UnknownDialect { .. }));
    assert!(
        err.to_string().starts_with("cannot add interface `")
            && err
                .to_string()
                .ends_with("to dialect 'nope': no such dialect is registered"),
        "{err}"
    );
}

#[test]
fn fixed_hooks_are_reachable_as_interfaces() {
    let ctx = context();
    // `t` has inlining rules, `u` has none.
    let t_inl = ctx.dialect_interface::<dyn DialectInliner>("t");
    assert!(t_inl.is_some());
    assert!(ctx.dialect_interface::<dyn DialectInliner>("u").is_none());
    // The op-based lookup goes through the op's dialect.
    let a = ctx.op_name("t.a");
    assert!(ctx.op_dialect_interface::<dyn DialectInliner>(a).is_some());
    assert!(ctx
        .op_dialect_interface::<dyn DialectInliner>(ctx.op_name("t.unknown"))
        .is_none());
    // Every loaded dialect materializes constants through its hook.
    let m = ctx
        .dialect_interface::<dyn ConstantMaterializer>("u")
        .expect("every dialect");
    let mut ir = Ir::new();
    let one = ctx.index_attr(1);
    let (idx, loc) = (ctx.index_type(), ctx.unknown_loc());
    assert!(m
        .materialize_constant(&ctx, &mut ir, one, idx, loc)
        .is_none());
    // An extension may give a dialect inlining rules it lacks.
    ctx.add_extension_fn(&["u"], |ctx, _| {
        ctx.add_dialect_interface::<dyn DialectInliner>("u", Box::new(InlineAll))
            .unwrap();
    });
    assert!(ctx.dialect_interface::<dyn DialectInliner>("u").is_some());
}

#[test]
fn op_interfaces_attach_to_registered_ops_only() {
    let ctx = context();
    let (a, b) = (ctx.op_name("t.a"), ctx.op_name("t.b"));
    assert!(ctx.op_interface::<dyn Cost>(a).is_none());
    ctx.attach_op_interface::<dyn Cost>("t.a", Box::new(Fixed(3)))
        .unwrap();
    assert_eq!(ctx.op_interface::<dyn Cost>(a).map(|c| c.cost()), Some(3));
    assert!(ctx.op_interface::<dyn Cost>(b).is_none());
    assert!(ctx.op_interface::<dyn Greeting>(a).is_none());
    // Several interfaces on one op.
    ctx.attach_op_interface::<dyn Greeting>("t.a", Box::new(Hello("t.a")))
        .unwrap();
    assert_eq!(
        ctx.op_interface::<dyn Greeting>(a).unwrap().greet(),
        "hello from t.a"
    );
    assert_eq!(ctx.op_interface::<dyn Cost>(a).unwrap().cost(), 3);

    let cost = std::any::type_name::<dyn Cost>();
    let err = ctx
        .attach_op_interface::<dyn Cost>("t.a", Box::new(Fixed(9)))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        format!("'t.a' already has a model of interface `{cost}`")
    );
    assert_eq!(ctx.op_interface::<dyn Cost>(a).unwrap().cost(), 3);
    for bad in ["t.nope", "nodialect.op", "nodot"] {
        let err = ctx
            .attach_op_interface::<dyn Cost>(bad, Box::new(Fixed(1)))
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("cannot attach interface `{cost}` to '{bad}': not a registered operation")
        );
    }
    // Unregistered ops, even of a loaded dialect, have no interfaces.
    assert!(ctx
        .op_interface::<dyn Cost>(ctx.op_name("t.nope"))
        .is_none());
}

/// Records the order in which extensions ran.
type Log = Arc<Mutex<Vec<&'static str>>>;

struct Logged {
    name: &'static str,
    required: &'static [&'static str],
    log: Log,
}

impl DialectExtension for Logged {
    fn required_dialects(&self) -> &[&'static str] {
        self.required
    }
    fn apply(&self, ctx: &Context, dialects: &[Arc<dyn Dialect>]) {
        // The dialects come in the order required, all set up.
        let names: Vec<_> = dialects.iter().map(|d| d.namespace()).collect();
        assert_eq!(names, self.required);
        for ns in self.required {
            let any_op = if *ns == "t" { "t.a" } else { "u.c" };
            assert!(ctx.op_def(ctx.op_name(any_op)).is_some());
        }
        self.log.lock().unwrap().push(self.name);
    }
}

/// Distinct extension types, since extensions are known by type.
macro_rules! logged {
    ($ty:ident) => {
        struct $ty(Logged);
        impl DialectExtension for $ty {
            fn required_dialects(&self) -> &[&'static str] {
                self.0.required_dialects()
            }
            fn apply(&self, ctx: &Context, dialects: &[Arc<dyn Dialect>]) {
                self.0.apply(ctx, dialects)
            }
        }
    };
}
logged!(First);
logged!(Second);
logged!(Both);
logged!(Late);
logged!(Missing);

#[test]
fn extensions_apply_once_in_order_when_their_dialects_load() {
    let ctx = context();
    let log: Log = Default::default();
    let ext = |name, required| Logged {
        name,
        required,
        log: log.clone(),
    };
    assert!(ctx.add_extension(Both(ext("both", &["t", "u"]))));
    assert!(ctx.add_extension(First(ext("first", &["t"]))));
    assert!(ctx.add_extension(Second(ext("second", &["t"]))));
    assert!(ctx.add_extension(Missing(ext("missing", &["t", "absent"]))));
    // A second extension of a type already registered is ignored.
    assert!(!ctx.add_extension(First(ext("first again", &["t"]))));
    assert!(log.lock().unwrap().is_empty());

    ctx.load_dialect("t");
    assert_eq!(*log.lock().unwrap(), ["first", "second"]);
    ctx.load_dialect("t");
    ctx.load_dialect("u");
    assert_eq!(*log.lock().unwrap(), ["first", "second", "both"]);

    // Registered after its dialect loaded: applied at once, and only once.
    assert!(ctx.add_extension(Late(ext("late", &["u"]))));
    assert_eq!(*log.lock().unwrap(), ["first", "second", "both", "late"]);
    ctx.load_dialect("u");
    assert!(!ctx.add_extension(Late(ext("late", &["u"]))));
    assert_eq!(log.lock().unwrap().len(), 4);
}

#[test]
fn extensions_may_register_ops_and_load_dialects() {
    let ctx = context();
    // Needs `t`, and while applying loads `u` (whose own extension then
    // runs, nested) and registers an op into `t`.
    let log: Log = Default::default();
    let l = log.clone();
    ctx.add_extension_fn(&["t"], move |ctx, _| {
        ctx.register_op(OpDef::new("t.extra"));
        assert!(ctx.load_dialect("u").is_some());
        l.lock().unwrap().push("t");
    });
    let l = log.clone();
    ctx.add_extension_fn(&["u"], move |_, _| l.lock().unwrap().push("u"));
    let extra = ctx.op_name("t.extra");
    // Asking for the op loads `t`, which applies the extension.
    assert!(ctx.op_def(extra).is_some());
    assert_eq!(*log.lock().unwrap(), ["u", "t"]);
    assert!(ctx.is_dialect_loaded("u"));
}

#[test]
fn extensions_race_with_loading_threads() {
    const THREADS: usize = 8;
    for round in 0..50 {
        let ctx = Arc::new(context());
        let applied = Arc::new(AtomicUsize::new(0));
        let late = Arc::new(AtomicUsize::new(0));
        let count = applied.clone();
        // Registered before anything loads; attaches to ops of both.
        ctx.add_extension_fn(&["t", "u"], move |ctx, _| {
            count.fetch_add(1, Ordering::SeqCst);
            ctx.attach_op_interface::<dyn Cost>("t.a", Box::new(Fixed(1)))
                .unwrap();
            ctx.attach_op_interface::<dyn Cost>("u.c", Box::new(Fixed(2)))
                .unwrap();
        });
        let start = Arc::new(Barrier::new(THREADS));
        let handles: Vec<_> = (0..THREADS)
            .map(|i| {
                let (ctx, start, late) = (ctx.clone(), start.clone(), late.clone());
                std::thread::spawn(move || {
                    start.wait();
                    if i == 0 {
                        // Registered while the others load.
                        let late = late.clone();
                        ctx.add_extension_fn(&["u"], move |ctx, _| {
                            late.fetch_add(1, Ordering::SeqCst);
                            ctx.add_dialect_interface::<dyn Greeting>("u", Box::new(Hello("u")))
                                .unwrap();
                        });
                    }
                    // Half the threads load `t` first, half `u`; some reach
                    // the ops without loading explicitly.
                    let order = if i % 2 == 0 { ["t", "u"] } else { ["u", "t"] };
                    if i % 3 != 0 {
                        for ns in order {
                            ctx.load_dialect(ns);
                        }
                    } else {
                        ctx.op_def(ctx.op_name(&format!("{}.x", order[0])));
                        ctx.op_def(ctx.op_name(&format!("{}.x", order[1])));
                    }
                    let a = ctx
                        .op_interface::<dyn Cost>(ctx.op_name("t.a"))
                        .map(|c| c.cost());
                    let c = ctx
                        .op_interface::<dyn Cost>(ctx.op_name("u.c"))
                        .map(|c| c.cost());
                    (a, c)
                })
            })
            .collect();
        for h in handles {
            assert_eq!(
                h.join().expect("no panic"),
                (Some(1), Some(2)),
                "round {round}"
            );
        }
        assert_eq!(applied.load(Ordering::SeqCst), 1, "round {round}");
        assert_eq!(late.load(Ordering::SeqCst), 1, "round {round}");
        assert_eq!(
            ctx.dialect_interface::<dyn Greeting>("u")
                .map(|g| g.greet()),
            Some("hello from u".to_string())
        );
    }
}
