//! Misuse of the IR API is caught with a message instead of leaving IR that
//! nothing reads correctly: inherent attributes given as discardable ones.

use rmlir_core::asm::parse_source;
use rmlir_core::asm::printer::PrintFlags;
use rmlir_core::attrs::NamedAttr;
use rmlir_core::diag::SourceBuffer;
use rmlir_core::ir::{Builder, OperationState};
use rmlir_core::Context;

fn ctx() -> Context {
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    ctx
}

fn parse(ctx: &Context, src: &str) -> rmlir_core::asm::ParsedModule {
    let buf = SourceBuffer::new("t.mlir", src.as_bytes().to_vec(), 0);
    parse_source(ctx, &buf)
        .map_err(|d| d[0].message.clone())
        .unwrap()
}

fn print(ctx: &Context, m: &rmlir_core::asm::ParsedModule) -> String {
    let mut out = Vec::new();
    m.print(ctx, PrintFlags::default(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// A `func.func` built with `sym_name` and `function_type` among the
/// discardable attributes gets them as properties, as MLIR's
/// `Operation::create` does: it prints, verifies and is found by name.
#[test]
fn inherent_attributes_given_as_discardable_become_properties() {
    let ctx = ctx();
    let mut m = parse(&ctx, "module {\n}\n");
    let body = m.ir.region_blocks(m.ir.regions(m.module)[0])[0];
    let loc = ctx.unknown_loc();
    let fty = ctx.function_type(&[], &[]);
    let (region, entry) = {
        let mut b = Builder::new(&ctx, &mut m.ir);
        b.region_with_block(&[], loc)
    };
    let mut b = Builder::new(&ctx, &mut m.ir).at_end(entry);
    b.create(OperationState::new(&ctx, "func.return", loc));
    let state = OperationState::new(&ctx, "func.func", loc)
        .attrs(
            &ctx,
            vec![
                NamedAttr {
                    name: ctx.string_attr("sym_name"),
                    value: ctx.string_attr("f"),
                },
                NamedAttr {
                    name: ctx.string_attr("function_type"),
                    value: ctx.type_attr(fty),
                },
                NamedAttr {
                    name: ctx.string_attr("keep.me"),
                    value: ctx.unit_attr(),
                },
            ],
        )
        .regions(&[region]);
    let mut b = Builder::new(&ctx, &mut m.ir).at_end(body);
    let f = b.create(state);
    rmlir_core::verify::verify(&ctx, &m.ir, m.module).unwrap();
    assert_eq!(
        rmlir_core::ir::symbol::SymbolTable::build(&ctx, &m.ir, m.module).lookup(b"f"),
        Some(f)
    );
    assert_eq!(
        print(&ctx, &m),
        "module {\n  func.func @f() attributes {keep.me} {\n    return\n  }\n}\n"
    );
}

#[test]
#[should_panic(expected = "cannot set 'sym_name' as a discardable attribute of 'func.func'")]
fn setting_an_inherent_attribute_as_discardable_panics() {
    let ctx = ctx();
    let mut m = parse(&ctx, "func.func @f() {\n  return\n}\n");
    let f = m.ir.nested_ops(m.module)[0];
    let name = ctx.string_attr("g");
    m.ir.set_discardable_attr(&ctx, f, "sym_name", name);
}

static BAD: rmlir_ods::OpSpec = rmlir_ods::OpSpec {
    name: "bad.op",
    operands: &[rmlir_ods::operand(
        "lhs",
        &rmlir_ods::constraints::SIGNLESS_INTEGER_LIKE,
    )],
    format: Some("$lhs `,` $nope attr-dict"),
    ..rmlir_ods::OpSpec::DEFAULT
};

/// A dialect whose definition is wrong: an assembly format naming an
/// operand the op does not have.
struct Bad;
impl rmlir_core::dialect::Dialect for Bad {
    fn namespace(&self) -> &'static str {
        "bad"
    }
    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        rmlir_ods::register_ops(ctx, [&BAD])
    }
}

/// A dialect that tries to add an op to `arith`.
struct Intruder;
impl rmlir_core::dialect::Dialect for Intruder {
    fn namespace(&self) -> &'static str {
        "intruder"
    }
    fn initialize(&self, ctx: &Context) -> Result<(), String> {
        ctx.try_register_op(rmlir_core::dialect::OpDef::new("arith.sneaky"))
    }
}

#[test]
fn a_bad_dialect_definition_is_an_error_when_it_loads_and_where_it_is_used() {
    let ctx = ctx();
    ctx.register_dialect("bad", || std::sync::Arc::new(Bad));
    let err = ctx.try_load_dialect("bad").err().unwrap();
    assert!(
        err.starts_with("dialect 'bad' failed to initialize: invalid assembly format of bad.op"),
        "{err}"
    );
    // Asking again gives the same error; initialize does not run twice.
    assert_eq!(ctx.try_load_dialect("bad").err().unwrap(), err);
    let buf = SourceBuffer::new(
        "t.mlir",
        b"func.func @f(%x: i32) {\n  bad.op %x\n  return\n}\n".to_vec(),
        0,
    );
    // Custom and generic forms alike report it, once.
    let generic = SourceBuffer::new("t.mlir", b"\"bad.other\"() : () -> ()\n".to_vec(), 0);
    for buf in [buf, generic] {
        let diags = parse_source(&ctx, &buf).err().unwrap();
        assert_eq!(diags.len(), 1);
        let message = &diags[0].message;
        assert!(
            message.starts_with("dialect 'bad' failed to initialize"),
            "{message}"
        );
    }
    assert_eq!(
        ctx.try_load_dialect("nope").err().unwrap(),
        "dialect 'nope' is not registered in this context"
    );
}

#[test]
fn a_dialect_cannot_register_ops_in_another_namespace() {
    let ctx = ctx();
    ctx.register_dialect("intruder", || std::sync::Arc::new(Intruder));
    assert_eq!(
        ctx.try_load_dialect("intruder").err().unwrap(),
        "dialect 'intruder' failed to initialize: cannot register op 'arith.sneaky' while \
         initializing dialect 'intruder': an op belongs to the dialect its name starts with"
    );
    assert!(ctx.op_def(ctx.op_name("arith.sneaky")).is_none());
}
