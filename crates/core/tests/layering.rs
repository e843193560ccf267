//! Keeps the layering rules of `rmlir-core`'s crate doc true.
//!
//! The test reads every Rust file of the workspace (crates, examples, fuzz
//! targets) as text, finds the module paths each one names (in `use` trees
//! and inline paths, through `crate::`, `super::`, `self::`, `rmlir_core::`,
//! the `rmlir::core` facade and names a `use` brought in) and fails listing
//! every file that names a module it may not:
//!
//! - `rmlir_core::asm::parser` is the hook toolkit of dialects' custom
//!   syntax: only the parser itself, the `asm` facade that re-exports its
//!   entry API, `dialect.rs` (the hook signatures) and the crates that
//!   define dialects (`rmlir-dialects`, `rmlir-ods`, their `src` only) may
//!   name it. Everything else parses through `rmlir_core::asm::parse_*`.
//! - Within `rmlir-core`, the table [`CORE_RULES`] says which modules a
//!   module may not use (e.g. `ir` knows no `asm`).
//!
//! It is a text scan, not name resolution: paths inside comments and string
//! literals are ignored, globs only name their prefix, and paths made by
//! macros are not seen. That is enough to catch an import of the wrong
//! layer, which is what drifts.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Files (workspace-relative, `/`-separated prefixes) that may name
/// `rmlir_core::asm::parser`.
const PARSER_ALLOWED: &[&str] = &[
    "crates/core/src/asm/parser/",
    "crates/core/src/asm/mod.rs",
    "crates/core/src/dialect.rs",
    "crates/dialects/src/",
    "crates/ods/src/",
];

/// The parser module, as an absolute path.
const PARSER: &str = "rmlir_core::asm::parser";

/// `(module, modules it may not use)` for the files of `rmlir-core`: a
/// file of module `m` (or below it) naming a path under one of the listed
/// modules breaks the rule. Module paths are relative to the crate root.
const CORE_RULES: &[(&str, &[&str])] = &[
    ("support", &["*"]),
    ("apint", &["*"]),
    ("types", &["ir", "asm", "verify", "rewrite", "analysis"]),
    ("attrs", &["ir", "asm", "verify", "rewrite", "analysis"]),
    ("dense", &["ir", "asm", "verify", "rewrite", "analysis"]),
    (
        "builtin_types",
        &["ir", "asm", "verify", "rewrite", "analysis"],
    ),
    ("int_range", &["ir", "asm", "verify", "rewrite", "analysis"]),
    (
        "ir",
        &[
            "asm",
            "verify",
            "rewrite",
            "analysis",
            "display",
            "diag_handler",
            "diag_verifier",
        ],
    ),
    ("diag", &["ir", "asm", "verify", "rewrite", "analysis"]),
    ("control_flow", &["asm", "verify", "rewrite", "analysis"]),
    ("memory_slot", &["asm", "verify", "rewrite", "analysis"]),
    (
        "asm::lexer",
        &[
            "ir",
            "asm::parser",
            "asm::printer",
            "asm::resources",
            "verify",
            "rewrite",
            "analysis",
        ],
    ),
    ("asm::printer", &["rewrite", "analysis"]),
    ("asm::resources", &["rewrite", "analysis"]),
    ("asm::parser", &["verify", "rewrite", "analysis"]),
    ("verify", &["rewrite", "analysis"]),
    ("display", &["rewrite", "analysis"]),
    ("rewrite", &["analysis"]),
    ("analysis", &["asm"]),
];

/// The workspace root (two levels above this crate).
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.rs` file under `dir`, workspace-relative with `/` separators.
fn rust_files(root: &Path, dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        let name = e.file_name();
        if name == "target" || name.to_string_lossy().starts_with('.') {
            continue;
        }
        if p.is_dir() {
            rust_files(root, &p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            let rel = p.strip_prefix(root).unwrap_or(&p);
            out.push(rel.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// The source with comments, string and character literals blanked out
/// (replaced by spaces, so that tokens never merge across them).
fn strip(src: &str) -> String {
    let b: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && starts_literal(&b[..i]) {
            // A raw string `r#*"...."#*` (the `#` form may also be a raw
            // identifier `r#name`, which has no quote after the hashes).
            let mut j = i + 1;
            while b.get(j) == Some(&'#') {
                j += 1;
            }
            if b.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            let hashes = j - i - 1;
            j += 1;
            while j < b.len() {
                if b[j] == '"' && (0..hashes).all(|k| b.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            i = j;
            out.push(' ');
        } else if c == '"' {
            i += 1;
            while i < b.len() && b[i] != '"' {
                i += if b[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push(' ');
        } else if c == '\'' {
            // A char literal (`'x'`, `'\n'`, `'\u{..}'`) or a lifetime.
            if next == Some('\\') {
                i += 3;
                while i < b.len() && b[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push(' ');
            } else if b.get(i + 2) == Some(&'\'') {
                i += 3;
                out.push(' ');
            } else {
                out.push(c);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Whether a literal prefix (`r`) after `before` starts a literal rather
/// than ending an identifier: nothing word-like before it but a lone `b`.
fn starts_literal(before: &[char]) -> bool {
    let word = |c: Option<&char>| c.is_some_and(|c| c.is_alphanumeric() || *c == '_');
    match before.split_last() {
        Some(('b', rest)) => !word(rest.last()),
        Some((c, _)) => !word(Some(c)),
        None => true,
    }
}

/// Identifiers, `::`, and single punctuation characters.
fn tokens(src: &str) -> Vec<String> {
    let b: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_alphanumeric() || c == '_' {
            let s = i;
            while i < b.len() && (b[i].is_alphanumeric() || b[i] == '_') {
                i += 1;
            }
            out.push(b[s..i].iter().collect());
        } else if c == ':' && b.get(i + 1) == Some(&':') {
            out.push("::".into());
            i += 2;
        } else {
            if !c.is_whitespace() {
                out.push(c.to_string());
            }
            i += 1;
        }
    }
    out
}

/// The module path of a file of `rmlir-core` (`asm/printer/mod.rs` →
/// `["asm", "printer"]`), `None` for files outside its `src`.
fn core_module(file: &str) -> Option<Vec<String>> {
    let rel = file.strip_prefix("crates/core/src/")?;
    let rel = rel.strip_suffix(".rs")?;
    let mut parts: Vec<String> = rel.split('/').map(str::to_string).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    Some(parts)
}

/// Expands a `use` tree (tokens between `use` and `;`) into its paths,
/// each with the name it binds (`None` for globs).
fn use_paths(toks: &[String]) -> Vec<(Vec<String>, Option<String>)> {
    fn tree(
        toks: &[String],
        i: &mut usize,
        prefix: &[String],
        out: &mut Vec<(Vec<String>, Option<String>)>,
    ) {
        let mut path = prefix.to_vec();
        loop {
            match toks.get(*i).map(String::as_str) {
                Some("{") => {
                    *i += 1;
                    while *i < toks.len() && toks[*i] != "}" {
                        tree(toks, i, &path, out);
                        if toks.get(*i).map(String::as_str) == Some(",") {
                            *i += 1;
                        }
                    }
                    *i += 1;
                    return;
                }
                Some("*") => {
                    *i += 1;
                    out.push((path, None));
                    return;
                }
                Some("::") => *i += 1,
                Some(t) if t.chars().all(|c| c.is_alphanumeric() || c == '_') => {
                    if t == "self" && !path.is_empty() {
                        // `a::{self}` binds `a` itself.
                    } else {
                        path.push(t.to_string());
                    }
                    *i += 1;
                    if toks.get(*i).map(String::as_str) == Some("as") {
                        let alias = toks.get(*i + 1).cloned();
                        *i += 2;
                        out.push((path, alias));
                        return;
                    }
                    if !matches!(toks.get(*i).map(String::as_str), Some("::")) {
                        let name = path.last().cloned();
                        out.push((path, name));
                        return;
                    }
                }
                _ => {
                    *i += 1;
                    return;
                }
            }
        }
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        tree(toks, &mut i, &[], &mut out);
        if toks.get(i).map(String::as_str) == Some(",") {
            i += 1;
        }
    }
    out
}

/// Resolves `path`, written in module `module` of `file`, to an absolute
/// path starting with a crate name (`rmlir_core::…`); `None` if it names
/// something the scan does not follow (std, other crates, locals).
fn resolve(
    path: &[String],
    module: &[String],
    in_core: bool,
    aliases: &HashMap<String, Vec<String>>,
) -> Option<Vec<String>> {
    let first = path.first()?.as_str();
    let rest = &path[1..];
    let abs: Vec<String> = match first {
        "crate" if in_core => std::iter::once("rmlir_core".to_string())
            .chain(rest.iter().cloned())
            .collect(),
        "self" | "super" if in_core => {
            let mut base = module.to_vec();
            let mut rest = path;
            if rest[0] == "self" {
                rest = &rest[1..];
            }
            while rest.first().map(String::as_str) == Some("super") {
                base.pop()?;
                rest = &rest[1..];
            }
            std::iter::once("rmlir_core".to_string())
                .chain(base)
                .chain(rest.iter().cloned())
                .collect()
        }
        "rmlir_core" => path.to_vec(),
        "rmlir" if rest.first().map(String::as_str) == Some("core") => {
            std::iter::once("rmlir_core".to_string())
                .chain(rest[1..].iter().cloned())
                .collect()
        }
        _ => {
            let target = aliases.get(first)?;
            target.iter().chain(rest).cloned().collect()
        }
    };
    Some(abs)
}

/// Every absolute path a file names.
fn named_paths(file: &str, src: &str) -> Vec<Vec<String>> {
    let toks = tokens(&strip(src));
    let file_module = core_module(file);
    let in_core = file_module.is_some();
    let file_module = file_module.unwrap_or_default();
    // Inline `mod name {` blocks: (name, brace depth inside them).
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut aliases: HashMap<String, Vec<String>> = HashMap::new();
    let mut out = Vec::new();
    let module_here = |inline: &[(String, usize)]| {
        let mut m = file_module.clone();
        m.extend(inline.iter().map(|(n, _)| n.clone()));
        m
    };
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i].as_str();
        match t {
            "{" => depth += 1,
            "}" => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            "mod" if toks.get(i + 2).map(String::as_str) == Some("{") => {
                inline.push((toks[i + 1].clone(), depth + 1));
            }
            "use" => {
                let end = toks[i..]
                    .iter()
                    .position(|t| t == ";")
                    .map_or(toks.len(), |e| i + e);
                let module = module_here(&inline);
                for (path, bound) in use_paths(&toks[i + 1..end]) {
                    if let Some(abs) = resolve(&path, &module, in_core, &aliases) {
                        if let Some(name) = bound {
                            aliases.insert(name, abs.clone());
                        }
                        out.push(abs);
                    }
                }
                i = end;
            }
            _ if t.chars().all(|c| c.is_alphanumeric() || c == '_')
                && toks.get(i + 1).map(String::as_str) == Some("::")
                && !(i > 0 && matches!(toks[i - 1].as_str(), "::" | "$"))
                && !(i > 1 && toks[i - 1] == "in" && toks[i - 2] == "(") =>
            {
                let mut path = vec![t.to_string()];
                let mut j = i + 1;
                while toks.get(j).map(String::as_str) == Some("::")
                    && toks
                        .get(j + 1)
                        .is_some_and(|n| n.chars().all(|c| c.is_alphanumeric() || c == '_'))
                {
                    path.push(toks[j + 1].clone());
                    j += 2;
                }
                if let Some(abs) = resolve(&path, &module_here(&inline), in_core, &aliases) {
                    out.push(abs);
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Whether `path` (absolute) lies under the module `prefix` (`a::b`,
/// relative to `rmlir_core`; `*` is any module of the crate).
fn under(path: &[String], prefix: &str) -> bool {
    if path.first().map(String::as_str) != Some("rmlir_core") {
        return false;
    }
    let rest = &path[1..];
    if prefix == "*" {
        // Any module; items re-exported at the root (`crate::Type`) too.
        return !rest.is_empty();
    }
    let want: Vec<&str> = prefix.split("::").collect();
    rest.len() >= want.len() && rest.iter().zip(&want).all(|(a, b)| a == b)
}

/// The rule breaks in one file: `(file, what it names, the rule)`.
fn violations(file: &str, src: &str) -> Vec<String> {
    let paths = named_paths(file, src);
    let mut out = Vec::new();
    let parser_ok = PARSER_ALLOWED.iter().any(|p| file.starts_with(p));
    let module = core_module(file);
    for p in &paths {
        let shown = p.join("::");
        if !parser_ok && under(p, "asm::parser") {
            out.push(format!(
                "{file}: names {shown}; only dialect hooks may use {PARSER} (parse through rmlir_core::asm::parse_*)"
            ));
        }
        let Some(module) = &module else { continue };
        let here = module.join("::");
        for (m, forbidden) in CORE_RULES {
            let m_parts: Vec<&str> = m.split("::").collect();
            let in_m =
                module.len() >= m_parts.len() && module.iter().zip(&m_parts).all(|(a, b)| a == b);
            if !in_m || under(p, m) {
                continue;
            }
            for f in *forbidden {
                if under(p, f) {
                    out.push(format!("{file}: {here} names {shown}; {m} may not use {f}"));
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn the_workspace_keeps_its_layers() {
    let root = workspace();
    let mut files = Vec::new();
    for dir in ["crates", "examples", "fuzz"] {
        rust_files(&root, &root.join(dir), &mut files);
    }
    assert!(
        files
            .iter()
            .any(|f| f == "crates/core/src/asm/printer/mod.rs"),
        "the scan found the workspace's files"
    );
    let mut broken = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(root.join(f)).unwrap_or_default();
        broken.extend(violations(f, &src));
    }
    assert!(
        broken.is_empty(),
        "layering rules broken (see rmlir-core's crate doc):\n{}",
        broken.join("\n")
    );
}

#[test]
fn the_scan_sees_each_way_of_naming_the_parser() {
    let bad = [
        (
            "crates/core/src/asm/printer/x.rs",
            "use crate::asm::parser::Parser;",
        ),
        (
            "crates/core/src/verify/mod.rs",
            "use crate::asm::{lexer::Tok, parser::{PResult, Parser}};",
        ),
        (
            "crates/core/src/asm/printer/mod.rs",
            "fn f() { super::parser::grow(|| 1) }",
        ),
        (
            "crates/core/src/asm/resources.rs",
            "use super::parser; fn f() { parser::x() }",
        ),
        (
            "crates/core/src/rewrite/mod.rs",
            "fn f() { crate::asm::parser::grow(|| 1); }",
        ),
        (
            "crates/pass/src/manager.rs",
            "use rmlir_core::asm::parser::Resources;",
        ),
        (
            "crates/opt/src/main.rs",
            "use rmlir_core::asm; fn f() { asm::parser::x(); }",
        ),
        (
            "crates/rmlir/src/module.rs",
            "use rmlir::core::asm::parser as p;",
        ),
        (
            "crates/dialects/tests/t.rs",
            "use rmlir_core::asm::parser::Parser;",
        ),
    ];
    for (file, src) in bad {
        assert!(!violations(file, src).is_empty(), "{file}: {src}");
    }
    let fine = [
        (
            "crates/core/src/asm/printer/x.rs",
            "// crate::asm::parser::Parser\nfn f() {}",
        ),
        (
            "crates/core/src/asm/printer/x.rs",
            r#"const S: &str = "crate::asm::parser";"#,
        ),
        (
            "crates/core/src/asm/printer/x.rs",
            "use crate::support::stack::grow;",
        ),
        (
            "crates/dialects/src/cf.rs",
            "use rmlir_core::asm::parser::{PResult, Parser};",
        ),
        (
            "crates/opt/src/main.rs",
            "use rmlir_core::asm::{parse_source, ParsedModule};",
        ),
        (
            "crates/core/src/asm/parser/ops.rs",
            "use super::{Failed, PResult, Parser};",
        ),
        // `super` in an inline module is the file's module.
        (
            "crates/core/src/asm/printer/mod.rs",
            "mod tests { use super::parser; }",
        ),
    ];
    for (file, src) in fine {
        assert!(
            violations(file, src).is_empty(),
            "{file}: {src}: {:?}",
            violations(file, src)
        );
    }
}

#[test]
fn the_scan_sees_core_module_rules() {
    assert!(!violations(
        "crates/core/src/ir/walk.rs",
        "use crate::asm::printer::PrintFlags;"
    )
    .is_empty());
    assert!(!violations(
        "crates/core/src/ir/mod.rs",
        "use crate::{context::Context, verify};"
    )
    .is_empty());
    assert!(!violations("crates/core/src/support/stack.rs", "use crate::ir::Ir;").is_empty());
    assert!(!violations(
        "crates/core/src/rewrite/x.rs",
        "use crate::analysis::dataflow;"
    )
    .is_empty());
    assert!(violations(
        "crates/core/src/ir/walk.rs",
        "use super::{Ir, OpId}; use crate::context::Context;"
    )
    .is_empty());
    assert!(violations(
        "crates/core/src/support/stack.rs",
        "use super::scratch; fn f() { self::g() }"
    )
    .is_empty());
}
