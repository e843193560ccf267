//! `#index<cmp_predicate ...>`: the comparison predicate of `index.cmp`
//! (MLIR's `IndexCmpPredicateAttr`, an enum attribute printed as its case
//! keyword inside the op).

use rmlir_core::asm::lexer::Tok;
use rmlir_core::asm::parser::{PResult, Parser};
use rmlir_core::asm::printer::OpPrinter;
use rmlir_core::types::{DialectStorage, DialectValue};
use rmlir_core::{AttrKind, Attribute, Context};
use rmlir_ods::{AttrConstraint, AttrSyntax};
use std::any::Any;
use std::hash::Hasher;

/// The predicates, in MLIR's enum order.
pub const PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// A comparison predicate of `index.cmp`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Pred {
    /// `eq`: equal.
    Eq,
    /// `ne`: not equal.
    Ne,
    /// `slt`: signed less than.
    Slt,
    /// `sle`: signed less than or equal.
    Sle,
    /// `sgt`: signed greater than.
    Sgt,
    /// `sge`: signed greater than or equal.
    Sge,
    /// `ult`: unsigned less than.
    Ult,
    /// `ule`: unsigned less than or equal.
    Ule,
    /// `ugt`: unsigned greater than.
    Ugt,
    /// `uge`: unsigned greater than or equal.
    Uge,
}

impl Pred {
    const ALL: [Pred; 10] = [
        Pred::Eq,
        Pred::Ne,
        Pred::Slt,
        Pred::Sle,
        Pred::Sgt,
        Pred::Sge,
        Pred::Ult,
        Pred::Ule,
        Pred::Ugt,
        Pred::Uge,
    ];

    /// The predicate's keyword.
    pub fn name(self) -> &'static str {
        PREDICATES[self as usize]
    }

    /// The predicate named `s`.
    pub fn from_name(s: &[u8]) -> Option<Pred> {
        PREDICATES
            .iter()
            .position(|p| p.as_bytes() == s)
            .map(|i| Pred::ALL[i])
    }

    /// The predicate true exactly when `self` is false.
    pub fn invert(self) -> Pred {
        match self {
            Pred::Eq => Pred::Ne,
            Pred::Ne => Pred::Eq,
            Pred::Slt => Pred::Sge,
            Pred::Sge => Pred::Slt,
            Pred::Sle => Pred::Sgt,
            Pred::Sgt => Pred::Sle,
            Pred::Ult => Pred::Uge,
            Pred::Uge => Pred::Ult,
            Pred::Ule => Pred::Ugt,
            Pred::Ugt => Pred::Ule,
        }
    }
}

/// mlir-opt's message for an unknown predicate keyword.
fn unknown_message() -> String {
    format!(
        "expected ::mlir::index::IndexCmpPredicate to be one of: {}",
        PREDICATES.join(", ")
    )
}

struct CmpPredicateAttr(Pred);

impl DialectStorage for CmpPredicateAttr {
    fn dialect(&self) -> &str {
        "index"
    }
    fn mnemonic(&self) -> &str {
        "cmp_predicate"
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn dyn_eq(&self, other: &dyn DialectStorage) -> bool {
        other
            .as_any()
            .downcast_ref::<CmpPredicateAttr>()
            .is_some_and(|o| o.0 == self.0)
    }
    fn dyn_hash(&self, state: &mut dyn Hasher) {
        state.write_u8(self.0 as u8);
    }
    fn print_body(&self, _ctx: &Context, out: &mut String) {
        out.push_str("cmp_predicate ");
        out.push_str(self.0.name());
    }
}

/// The attribute holding `p`.
pub fn pred_attr(ctx: &Context, p: Pred) -> Attribute {
    ctx.attr(AttrKind::Dialect(DialectValue(Box::new(CmpPredicateAttr(
        p,
    )))))
}

/// The predicate an attribute holds.
pub fn pred_of(ctx: &Context, a: Attribute) -> Option<Pred> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(v) => v.0.as_any().downcast_ref::<CmpPredicateAttr>().map(|c| c.0),
        _ => None,
    }
}

/// mlir-opt's second error when the predicate does not parse.
const PARAM_FAILURE: &str = "failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`";

fn parse_pred(p: &mut Parser<'_>) -> PResult<Attribute> {
    let at = p.here();
    let word = if p.is(Tok::String) {
        p.parse_optional_string()
    } else {
        p.parse_optional_keyword_any().map(<[u8]>::to_vec)
    };
    let Some(word) = word else {
        let _ = p.custom_error::<()>(at, "expected valid keyword or string");
        return p.custom_error(at, PARAM_FAILURE);
    };
    match Pred::from_name(&word) {
        Some(pr) => Ok(pred_attr(p.ctx, pr)),
        None => {
            // mlir-opt reports the bad keyword, then the failed parameter
            // at the token after it.
            let _ = p.custom_error::<()>(at, unknown_message());
            let next = p.here();
            p.custom_error(next, PARAM_FAILURE)
        }
    }
}

fn print_pred(p: &mut OpPrinter<'_>, a: Attribute) {
    match pred_of(p.ctx, a) {
        Some(pr) => p.write(pr.name()),
        None => p.print_attr(a),
    }
}

/// The constraint of `index.cmp`'s `pred`.
pub static PRED_ATTR: AttrConstraint = AttrConstraint {
    storage: None,
    summary: "index comparison predicate kind",
    check: |c, a| pred_of(c, a).is_some(),
    syntax: AttrSyntax::Custom {
        parse: parse_pred,
        print: print_pred,
    },
};

/// Parses the body of `#index<...>`.
pub fn parse(ctx: &Context, body: &[u8]) -> Result<Attribute, String> {
    let text = String::from_utf8_lossy(body);
    let name: String = text
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '.')
        .collect();
    if name != "cmp_predicate" {
        return Err(format!("unknown attribute `{name}` in dialect `index`"));
    }
    let word = text[name.len()..].trim();
    let word = word.trim_matches('"');
    Pred::from_name(word.as_bytes())
        .map(|p| pred_attr(ctx, p))
        .ok_or_else(unknown_message)
}
