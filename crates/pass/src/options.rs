//! Pass options: their declarations, parsing from the text between a pass's
//! braces (`{key=value key2=value}`) and printing back as mlir-opt's
//! `--dump-pass-pipeline` does.
//!
//! Parsing follows MLIR's pass-option rules: options are separated by
//! whitespace at nesting level zero; a value runs to the next such space and
//! may hold `{...}` groups and `'...'`/`"..."` quotes; a key without `=`
//! has no value (which a boolean reads as `true` and any other kind
//! rejects). Values of the wrong form fail the way LLVM's command-line
//! parser reports them (`for the --key option: ...`), since MLIR hands each
//! option to an `llvm::cl` parser.

/// The type of a pass option.
#[derive(Clone, Debug)]
pub enum OptionKind {
    /// `bool`: `true`/`false`/`1`/`0` (and LLVM's other spellings).
    Bool,
    /// A signed integer of the given bit width (`int` is 32, `long` 64).
    Int(u32),
    /// An unsigned integer of the given bit width.
    Uint(u32),
    /// Any text.
    String,
    /// One of the named values.
    Enum(&'static [(&'static str, &'static str)]),
    /// A comma-separated list of values of the given kind.
    List(&'static OptionKind),
}

impl OptionKind {
    /// The placeholder LLVM's help shows for the value (`<uint>`, ...).
    pub fn value_name(&self) -> &'static str {
        match self {
            OptionKind::Bool => "",
            OptionKind::Int(32) => "int",
            OptionKind::Int(_) => "long",
            OptionKind::Uint(_) => "uint",
            OptionKind::String => "string",
            OptionKind::Enum(_) => "value",
            OptionKind::List(k) => k.value_name(),
        }
    }
}

/// A value of a pass option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    Bool(bool),
    Int(i64),
    Uint(u64),
    Str(String),
    /// The name of an enum value.
    Enum(&'static str),
    List(Vec<OptionValue>),
    /// A pass pipeline in MLIR's textual form (an item of a pipeline-list
    /// option such as the inliner's `op-pipelines`), printed as it is.
    Pipeline(String),
}

impl OptionValue {
    /// The option as `--dump-pass-pipeline` prints its value.
    fn print(&self, out: &mut String) {
        match self {
            OptionValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            OptionValue::Int(i) => out.push_str(&i.to_string()),
            OptionValue::Uint(u) => out.push_str(&u.to_string()),
            // Text that would not read back as one value is wrapped in
            // braces, as MLIR does.
            OptionValue::Str(s) if s.contains([' ', '\t', '\n', '{', '}', ',']) => {
                out.push('{');
                out.push_str(s);
                out.push('}');
            }
            OptionValue::Str(s) => out.push_str(s),
            OptionValue::Enum(n) => out.push_str(n),
            OptionValue::Pipeline(p) => out.push_str(p),
            OptionValue::List(items) => {
                out.push('{');
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    v.print(out);
                }
                out.push('}');
            }
        }
    }
}

/// The declaration of one pass option.
#[derive(Debug)]
pub struct OptionSpec {
    /// The key, e.g. `max-iterations`.
    pub name: &'static str,
    pub description: &'static str,
    pub kind: OptionKind,
    /// The value when the option is not given.
    pub default: OptionValue,
}

/// Why a pass's options did not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// A key the pass does not declare (MLIR's `<Pass-Options-Parser>`
    /// message).
    NoSuchOption(String),
    /// A value LLVM's command-line parser rejects: the text it prints after
    /// the tool's name, e.g. `for the --json option: 'x' is invalid value
    /// for boolean argument! Try 0 or 1`.
    BadValue(String),
}

/// The values of a pass's options, in declaration order.
#[derive(Clone, Debug)]
pub struct OptionValues {
    specs: &'static [OptionSpec],
    values: Vec<OptionValue>,
    /// Which options the text gave (MLIR's `Option::hasValue`).
    given: Vec<bool>,
}

impl OptionValues {
    /// Every option at its default.
    pub fn defaults(specs: &'static [OptionSpec]) -> Self {
        OptionValues {
            specs,
            values: specs.iter().map(|s| s.default.clone()).collect(),
            given: vec![false; specs.len()],
        }
    }

    /// Defaults overridden by the options in `text` (the inside of a pass's
    /// braces, or the value of its command-line flag).
    pub fn parse(specs: &'static [OptionSpec], text: &str) -> Result<Self, OptionError> {
        let mut values = Self::defaults(specs);
        // Lists given so far: the first occurrence replaces the default,
        // later ones append, as in LLVM.
        let mut seen = vec![false; specs.len()];
        for (key, value) in split_options(text) {
            let Some(i) = specs.iter().position(|s| s.name == key) else {
                return Err(OptionError::NoSuchOption(key.to_string()));
            };
            let spec = &specs[i];
            values.given[i] = true;
            let bad = |msg: String| OptionError::BadValue(format!("for the --{key} option: {msg}"));
            match (&spec.kind, value) {
                (OptionKind::List(elem), Some(v)) => {
                    if !std::mem::replace(&mut seen[i], true) {
                        values.values[i] = OptionValue::List(Vec::new());
                    }
                    let OptionValue::List(items) = &mut values.values[i] else {
                        unreachable!("list options hold lists")
                    };
                    for e in split_list(v) {
                        items.push(parse_scalar(elem, &e).map_err(bad)?);
                    }
                }
                (OptionKind::Bool, None) => values.values[i] = OptionValue::Bool(true),
                (_, None) => return Err(bad("requires a value!".into())),
                (kind, Some(v)) => {
                    values.values[i] = parse_scalar(kind, &unquote(v)).map_err(bad)?
                }
            }
        }
        Ok(values)
    }

    /// The value of option `name` (which must be declared).
    pub fn get(&self, name: &str) -> &OptionValue {
        let i = self.specs.iter().position(|s| s.name == name);
        &self.values[i.unwrap_or_else(|| panic!("undeclared pass option {name}"))]
    }

    /// Whether option `name` was given rather than left at its default
    /// (MLIR's `Option::hasValue`).
    pub fn is_given(&self, name: &str) -> bool {
        self.specs
            .iter()
            .position(|s| s.name == name)
            .is_some_and(|i| self.given[i])
    }

    /// Replaces the value of option `name` without marking it given: for
    /// defaults that cannot be written as constants (non-empty strings).
    pub fn set(&mut self, name: &str, value: OptionValue) {
        let i = self.specs.iter().position(|s| s.name == name);
        self.values[i.unwrap_or_else(|| panic!("undeclared pass option {name}"))] = value;
    }

    /// An unsigned option's value (0 for another kind).
    pub fn get_uint(&self, name: &str) -> u64 {
        match self.get(name) {
            OptionValue::Uint(v) => *v,
            _ => 0,
        }
    }

    /// A boolean option's value.
    pub fn get_bool(&self, name: &str) -> bool {
        matches!(self.get(name), OptionValue::Bool(true))
    }

    /// A list-of-strings option's values.
    pub fn get_strings(&self, name: &str) -> Vec<String> {
        match self.get(name) {
            OptionValue::List(items) => items
                .iter()
                .filter_map(|v| match v {
                    OptionValue::Str(s) => Some(s.clone()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The options as `--dump-pass-pipeline` prints them: `{...}` with every
    /// option sorted by name (an empty list prints as nothing), or nothing
    /// for a pass without options.
    pub fn print(&self) -> String {
        if self.specs.is_empty() {
            return String::new();
        }
        let mut order: Vec<usize> = (0..self.specs.len()).collect();
        order.sort_by_key(|&i| self.specs[i].name);
        let mut out = String::from("{");
        for (n, i) in order.into_iter().enumerate() {
            if n > 0 {
                out.push(' ');
            }
            let v = &self.values[i];
            if matches!(v, OptionValue::List(items) if items.is_empty()) {
                continue;
            }
            out.push_str(self.specs[i].name);
            out.push('=');
            v.print(&mut out);
        }
        out.push('}');
        out
    }
}

/// Splits option text into `(key, value)` pairs at whitespace outside
/// braces and quotes.
fn split_options(text: &str) -> Vec<(&str, Option<&str>)> {
    let mut out = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let key_end = rest
            .find(|c: char| c == '=' || c.is_whitespace())
            .unwrap_or(rest.len());
        let key = &rest[..key_end];
        rest = &rest[key_end..];
        if let Some(after) = rest.strip_prefix('=') {
            let end = value_end(after);
            out.push((key, Some(&after[..end])));
            rest = &after[end..];
        } else {
            out.push((key, None));
        }
        rest = rest.trim_start();
    }
    out
}

/// Byte offsets of the characters of `s` that satisfy `pred` and stand
/// outside quotes and braces (how option values nest).
fn top_level_positions<'s>(
    s: &'s str,
    pred: impl Fn(char) -> bool + 's,
) -> impl Iterator<Item = usize> + 's {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    s.char_indices().filter_map(move |(i, c)| {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '{') => depth += 1,
            (None, '}') => depth = depth.saturating_sub(1),
            (None, c) if depth == 0 && pred(c) => return Some(i),
            _ => {}
        }
        None
    })
}

/// Where a value starting at `s` ends: the first whitespace outside braces
/// and quotes (or the end).
fn value_end(s: &str) -> usize {
    top_level_positions(s, char::is_whitespace)
        .next()
        .unwrap_or(s.len())
}

/// Strips one pair of enclosing quotes or braces.
fn unquote(s: &str) -> String {
    let b = s.as_bytes();
    if b.len() >= 2
        && ((b[0] == b'"' && b[b.len() - 1] == b'"')
            || (b[0] == b'\'' && b[b.len() - 1] == b'\'')
            || (b[0] == b'{' && b[b.len() - 1] == b'}'))
    {
        s[1..s.len() - 1].to_string()
    } else {
        s.to_string()
    }
}

/// The elements of a list value: split at commas outside braces and quotes;
/// a braced element is itself a list whose elements join the outer one.
fn split_list(s: &str) -> Vec<String> {
    let inner = if s.starts_with('{') && s.ends_with('}') && s.len() >= 2 {
        &s[1..s.len() - 1]
    } else {
        s
    };
    let mut out = Vec::new();
    let push = |piece: &str, out: &mut Vec<String>| {
        if piece.starts_with('{') && piece.ends_with('}') && piece.len() >= 2 {
            out.extend(split_list(piece));
        } else {
            out.push(unquote(piece));
        }
    };
    let mut start = 0;
    for i in top_level_positions(inner, |c| c == ',') {
        push(&inner[start..i], &mut out);
        start = i + 1;
    }
    push(&inner[start..], &mut out);
    out
}

/// Parses one value as LLVM's `cl::parser` for `kind` does.
fn parse_scalar(kind: &OptionKind, v: &str) -> Result<OptionValue, String> {
    let invalid = |ty: &str| format!("'{v}' value invalid for {ty} argument!");
    match kind {
        OptionKind::Bool => match v {
            "" | "true" | "TRUE" | "True" | "1" => Ok(OptionValue::Bool(true)),
            "false" | "FALSE" | "False" | "0" => Ok(OptionValue::Bool(false)),
            _ => Err(format!(
                "'{v}' is invalid value for boolean argument! Try 0 or 1"
            )),
        },
        OptionKind::Int(bits) => {
            let ty = kind.value_name();
            let n = parse_int(v).ok_or_else(|| invalid(ty))?;
            let fits = *bits >= 64 || (n >= -(1i128 << (bits - 1)) && n < (1i128 << (bits - 1)));
            if !fits || n < i64::MIN as i128 || n > i64::MAX as i128 {
                return Err(invalid(ty));
            }
            Ok(OptionValue::Int(n as i64))
        }
        OptionKind::Uint(bits) => {
            let n = parse_int(v).ok_or_else(|| invalid("uint"))?;
            let max = if *bits >= 64 {
                u64::MAX as i128
            } else {
                (1i128 << bits) - 1
            };
            if n < 0 || n > max {
                return Err(invalid("uint"));
            }
            Ok(OptionValue::Uint(n as u64))
        }
        OptionKind::String => Ok(OptionValue::Str(v.to_string())),
        OptionKind::Enum(values) => values
            .iter()
            .find(|(name, _)| *name == v)
            .map(|(name, _)| OptionValue::Enum(name))
            .ok_or_else(|| format!("Cannot find option named '{v}'!")),
        OptionKind::List(elem) => parse_scalar(elem, v),
    }
}

/// An integer as LLVM's `getAsInteger` with radix auto-detection reads it
/// (`0x` hex, `0b` binary, leading `0` octal, else decimal).
fn parse_int(v: &str) -> Option<i128> {
    let (neg, digits) = match v.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, v),
    };
    let (radix, body) = if let Some(h) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        (16, h)
    } else if let Some(b) = digits
        .strip_prefix("0b")
        .or_else(|| digits.strip_prefix("0B"))
    {
        (2, b)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if body.is_empty() || !body.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let n = i128::from_str_radix(body, radix).ok()?;
    Some(if neg { -n } else { n })
}

#[cfg(test)]
mod tests {
    use super::*;

    static ELEM: OptionKind = OptionKind::String;
    static SPECS: &[OptionSpec] = &[
        OptionSpec {
            name: "flag",
            description: "a flag",
            kind: OptionKind::Bool,
            default: OptionValue::Bool(false),
        },
        OptionSpec {
            name: "count",
            description: "a count",
            kind: OptionKind::Int(64),
            default: OptionValue::Int(10),
        },
        OptionSpec {
            name: "names",
            description: "names",
            kind: OptionKind::List(&ELEM),
            default: OptionValue::List(Vec::new()),
        },
        OptionSpec {
            name: "mode",
            description: "a mode",
            kind: OptionKind::Enum(&[("normal", ""), ("aggressive", "")]),
            default: OptionValue::Enum("normal"),
        },
        OptionSpec {
            name: "small",
            description: "",
            kind: OptionKind::Uint(32),
            default: OptionValue::Uint(0),
        },
    ];

    fn printed(text: &str) -> Result<String, OptionError> {
        OptionValues::parse(SPECS, text).map(|v| v.print())
    }

    #[test]
    fn defaults_print_sorted_with_empty_lists_as_nothing() {
        assert_eq!(
            printed("").unwrap(),
            "{count=10 flag=false mode=normal  small=0}"
        );
    }

    #[test]
    fn values_and_bare_booleans() {
        assert_eq!(
            printed("  flag count=-3 mode=aggressive small=0x10 ").unwrap(),
            "{count=-3 flag=true mode=aggressive  small=16}"
        );
        assert_eq!(printed("flag=0").unwrap(), printed("").unwrap());
    }

    #[test]
    fn lists_split_flatten_and_append() {
        let v = OptionValues::parse(SPECS, "names={a,{b,c}} names='x,y' names=\"p q\"").unwrap();
        assert_eq!(v.get_strings("names"), ["a", "b", "c", "x,y", "p q"]);
        assert!(v.print().contains("names={a,b,c,{x,y},{p q}}"));
        let v = OptionValues::parse(SPECS, "names=").unwrap();
        assert_eq!(v.get_strings("names"), [""]);
    }

    #[test]
    fn errors_read_as_llvm_and_mlir_print_them() {
        assert_eq!(
            printed("nope=1"),
            Err(OptionError::NoSuchOption("nope".into()))
        );
        assert_eq!(
            printed("flag=yes"),
            Err(OptionError::BadValue(
                "for the --flag option: 'yes' is invalid value for boolean argument! Try 0 or 1"
                    .into()
            ))
        );
        assert_eq!(
            printed("count=x"),
            Err(OptionError::BadValue(
                "for the --count option: 'x' value invalid for long argument!".into()
            ))
        );
        assert_eq!(
            printed("small=-1"),
            Err(OptionError::BadValue(
                "for the --small option: '-1' value invalid for uint argument!".into()
            ))
        );
        assert_eq!(
            printed("mode=foo"),
            Err(OptionError::BadValue(
                "for the --mode option: Cannot find option named 'foo'!".into()
            ))
        );
        assert_eq!(
            printed("count = 3"),
            Err(OptionError::BadValue(
                "for the --count option: requires a value!".into()
            ))
        );
    }
}
