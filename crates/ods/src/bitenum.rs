//! Bit-enum attributes of a dialect (MLIR's `BitEnumAttr` with an
//! `EnumAttr` wrapper), e.g. `#arith.fastmath<nnan,ninf>`: a set of flags
//! printed as keywords, with `none` for the empty set and named groups.

use rmlir_core::types::{DialectStorage, DialectValue};
use rmlir_core::{AttrKind, Attribute, Context};
use std::any::Any;
use std::hash::Hasher;

/// The cases of a bit enum, in printing order. Groups (cases covering
/// several bits, like `fast`) come first and are printed instead of their
/// bits.
pub struct BitEnumSpec {
    /// The dialect namespace the attribute belongs to, e.g. `arith`.
    pub dialect: &'static str,
    /// The attribute's mnemonic after the dialect, e.g. `fastmath`.
    pub mnemonic: &'static str,
    /// The C++ enum class, named by mlir-opt's "expected ... to be one of"
    /// diagnostic.
    pub cpp_name: &'static str,
    /// The TableGen name of the attribute wrapping the enum, named when its
    /// value fails to parse.
    pub attr_def_name: &'static str,
    /// Each single flag's keyword and bit, e.g. `("nnan", 1)`.
    pub cases: &'static [(&'static str, u64)],
    /// Named combinations of flags, e.g. `("fast", 127)`, printed in place
    /// of all their bits.
    pub groups: &'static [(&'static str, u64)],
    /// What joins keywords when printing (`,` for `fastmath`, `, ` for
    /// others, as in MLIR's generated printers).
    pub separator: &'static str,
}

impl BitEnumSpec {
    /// mlir-opt's message for a word that names no case.
    pub fn unknown_case_message(&self) -> String {
        let mut names = vec!["none"];
        names.extend(self.cases.iter().map(|c| c.0));
        names.extend(self.groups.iter().map(|c| c.0));
        format!(
            "expected {} to be one of: {}",
            self.cpp_name,
            names.join(", ")
        )
    }

    /// The keywords of the flags `v`, joined by `separator`: groups whose
    /// bits are all set first, then the remaining single flags; `none` for
    /// no flags. Bits naming no case are dropped.
    pub fn to_text(&self, v: u64) -> String {
        if v == 0 {
            return "none".into();
        }
        let mut rest = v;
        let mut parts = Vec::new();
        for (n, g) in self.groups {
            if rest & g == *g {
                parts.push(*n);
                rest &= !g;
            }
        }
        for (n, b) in self.cases {
            if *b != 0 && rest & b == *b {
                parts.push(*n);
                rest &= !b;
            }
        }
        parts.join(self.separator)
    }

    /// Parses `a, b, c` (any whitespace around the commas) into flags;
    /// `None` when a word names no case or group.
    pub fn from_text(&self, text: &str) -> Option<u64> {
        let mut v = 0;
        for word in text.split(',').map(str::trim) {
            if word == "none" {
                continue;
            }
            let bits = self
                .cases
                .iter()
                .chain(self.groups.iter())
                .find(|(n, _)| *n == word)?
                .1;
            v |= bits;
        }
        Some(v)
    }
}

/// The storage of a bit-enum attribute: which enum, and its flags.
pub(crate) struct BitEnumAttr {
    spec: &'static BitEnumSpec,
    value: u64,
}

impl DialectStorage for BitEnumAttr {
    fn dialect(&self) -> &str {
        self.spec.dialect
    }
    fn mnemonic(&self) -> &str {
        self.spec.mnemonic
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn dyn_eq(&self, other: &dyn DialectStorage) -> bool {
        other
            .as_any()
            .downcast_ref::<BitEnumAttr>()
            .is_some_and(|o| std::ptr::eq(o.spec, self.spec) && o.value == self.value)
    }
    fn dyn_hash(&self, state: &mut dyn Hasher) {
        state.write(self.spec.mnemonic.as_bytes());
        state.write_u64(self.value);
    }
    fn print_body(&self, _ctx: &Context, out: &mut String) {
        out.push_str(self.spec.mnemonic);
        out.push('<');
        out.push_str(&self.spec.to_text(self.value));
        out.push('>');
    }
}

/// The attribute for a flag set.
pub fn bit_enum_attr(ctx: &Context, spec: &'static BitEnumSpec, value: u64) -> Attribute {
    ctx.attr(AttrKind::Dialect(DialectValue(Box::new(BitEnumAttr {
        spec,
        value,
    }))))
}

/// The flags of a bit-enum attribute of `spec`; `None` when `a` is not one
/// (another attribute, or another bit enum).
pub fn bit_enum_value(ctx: &Context, spec: &'static BitEnumSpec, a: Attribute) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(v) => {
            v.0.as_any()
                .downcast_ref::<BitEnumAttr>()
                .filter(|b| std::ptr::eq(b.spec, spec))
                .map(|b| b.value)
        }
        _ => None,
    }
}

/// Parses the body `mnemonic<flags>` of a `#dialect.mnemonic<...>` attribute.
pub fn parse_bit_enum_body(
    ctx: &Context,
    spec: &'static BitEnumSpec,
    body: &[u8],
) -> Result<Attribute, String> {
    let text = std::str::from_utf8(body).map_err(|_| "invalid attribute".to_string())?;
    let inner = text
        .strip_prefix(spec.mnemonic)
        .map(str::trim_start)
        .and_then(|r| r.strip_prefix('<'))
        .and_then(|r| r.strip_suffix('>'))
        .ok_or_else(|| format!("expected '<' after '{}'", spec.mnemonic))?;
    let v = spec
        .from_text(inner)
        .ok_or_else(|| spec.unknown_case_message())?;
    Ok(bit_enum_attr(ctx, spec, v))
}
