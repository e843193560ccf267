//! Shared helpers for the golden-file tests: reading the data files that
//! `tools/gen_cases.py` produced with the reference mlir-opt, and checking
//! this crate against them.

use rmlir_affine::{
    parse_affine_map_of_ssa_ids, parse_map_or_set_at, AffineContext, Delimiter, MapOrSet,
};

pub struct Case {
    pub kind: String,
    pub body: Vec<u8>,
    pub expected: String,
    pub line: usize,
}

fn unescape(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            match b[i + 1] {
                b'n' => out.push(b'\n'),
                b'r' => out.push(b'\r'),
                b't' => out.push(b'\t'),
                b'\\' => out.push(b'\\'),
                b'x' => {
                    let v = u8::from_str_radix(&s[i + 2..i + 4], 16).expect("bad \\x escape");
                    out.push(v);
                    i += 2;
                }
                c => panic!("bad escape \\{}", c as char),
            }
            i += 2;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

pub fn load(text: &str) -> Vec<Case> {
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    let mut cases = Vec::new();
    let mut i = 0;
    while i + 1 < lines.len() {
        let (kind, body) = lines[i].split_once(' ').unwrap_or((lines[i], ""));
        cases.push(Case {
            kind: kind.to_string(),
            body: unescape(body),
            expected: lines[i + 1].to_string(),
            line: i,
        });
        i += 2;
    }
    cases
}

/// Skips whitespace and `//` comments like MLIR's lexer.
fn skip_trivia(buf: &[u8], mut i: usize) -> usize {
    loop {
        match buf.get(i) {
            Some(b' ' | b'\t' | b'\n' | b'\r' | 0) => i += 1,
            Some(b'/') if buf.get(i + 1) == Some(&b'/') => {
                while i < buf.len() && buf[i] != b'\n' && buf[i] != b'\r' {
                    i += 1;
                }
            }
            _ => return i,
        }
    }
}

/// An `affine.load` subscript list: parsed as a map of SSA ids and printed
/// the way mlir-opt prints it (`%x` for dims, `symbol(%x)` for symbols).
fn check_ssa(ctx: &AffineContext, case: &Case) -> Option<String> {
    let prefix = "  %v = affine.load %arg0";
    let mut chunk = prefix.as_bytes().to_vec();
    chunk.extend_from_slice(&case.body);
    // The kind is `ssa<rank>`; the generator loaded from a memref of that
    // rank, which matters for errors that run past the list.
    let rank: usize = case.kind[3..].parse().unwrap_or(0);
    let suffix = format!(" : memref<{}f32>\n  return\n}}\n", "?x".repeat(rank));
    chunk.extend_from_slice(suffix.as_bytes());
    let start = prefix.len();
    let got = match parse_affine_map_of_ssa_ids(ctx, &chunk, start, Delimiter::Square) {
        Ok(parsed) => {
            if let Some(rest) = case.expected.strip_prefix("ERR ") {
                let off: i64 = rest.split(' ').next()?.parse().ok()?;
                // Errors after the list, and unknown operand names, are
                // reported by the op parser.
                if off < 0
                    || off >= (parsed.end - start) as i64
                    || rest.contains("use of undeclared SSA value name")
                {
                    return None;
                }
            }
            let name = |op: &rmlir_affine::SsaOperand| {
                let n = String::from_utf8_lossy(op.name(&chunk));
                if op.number == 0 {
                    n.into_owned()
                } else {
                    format!("{n}#{}", op.number)
                }
            };
            let mut text = String::new();
            for (i, &e) in ctx.map_results(parsed.value).iter().enumerate() {
                if i > 0 {
                    text.push_str(", ");
                }
                ctx.print_expr_with(e, &mut text, &mut |pos, is_symbol, out| {
                    if is_symbol {
                        out.push_str(&format!("symbol({})", name(&parsed.symbols[pos as usize])));
                    } else {
                        out.push_str(&name(&parsed.dims[pos as usize]));
                    }
                });
            }
            format!("OK {text}")
        }
        Err(e) => {
            let mut t = format!("ERR {} {}", e.offset as i64 - start as i64, e.message);
            for (o, m) in &e.more {
                t.push_str(&format!(" || {} {}", *o as i64 - start as i64, m));
            }
            t
        }
    };
    if got.trim_end() == case.expected.trim_end() {
        None
    } else {
        Some(format!("got      {got}"))
    }
}

/// Runs one case the way the generator embedded it; returns a description
/// of the mismatch, if any.
pub fn check(ctx: &AffineContext, case: &Case) -> Option<String> {
    if case.kind.starts_with("ssa") {
        return check_ssa(ctx, case);
    }
    let prefix = format!("\"foo.0\"() {{a = affine_{}<", case.kind);
    let mut chunk = prefix.as_bytes().to_vec();
    chunk.extend_from_slice(&case.body);
    chunk.extend_from_slice(b">} : () -> ()\n");
    let start = prefix.len();
    let got = match parse_map_or_set_at(ctx, &chunk, start) {
        Ok((v, end)) => {
            if let Some(rest) = case.expected.strip_prefix("ERR ") {
                // mlir-opt's error lies after the map/set: the caller's
                // concern, as long as we stopped before it.
                let off: i64 = rest.split(' ').next()?.parse().ok()?;
                if off >= (end - start) as i64 {
                    return None;
                }
            }
            if chunk.get(skip_trivia(&chunk, end)) != Some(&b'>') {
                return Some(format!("parse stopped at {end}, not before '>'"));
            }
            let (text, kind) = match v {
                MapOrSet::Map(m) => (ctx.map_to_string(m), "map"),
                MapOrSet::Set(s) => (ctx.set_to_string(s), "set"),
            };
            if kind != case.kind {
                // mlir-opt rejects the wrong kind in the caller; that error
                // lies at the start of the body.
                if case.expected.starts_with("ERR ") {
                    return None;
                }
                return Some(format!("got a {kind}"));
            }
            format!("OK {text}")
        }
        Err(e) => {
            let mut t = format!("ERR {} {}", e.offset as i64 - start as i64, e.message);
            for (o, m) in &e.more {
                t.push_str(&format!(" || {} {}", *o as i64 - start as i64, m));
            }
            t
        }
    };
    if got == case.expected {
        None
    } else {
        Some(format!("got      {got}"))
    }
}

pub fn run_file(text: &str) {
    let ctx = AffineContext::new();
    let cases = load(text);
    assert!(!cases.is_empty());
    let mut failures = Vec::new();
    for case in &cases {
        if let Some(why) = check(&ctx, case) {
            failures.push(format!(
                "case at line {}: {} {:?}\n  expected {}\n  {}",
                case.line * 2 + 3,
                case.kind,
                String::from_utf8_lossy(&case.body),
                case.expected,
                why
            ));
        }
    }
    if !failures.is_empty() {
        let n = failures.len();
        failures.truncate(40);
        panic!(
            "{n} of {} cases differ from mlir-opt:\n{}",
            cases.len(),
            failures.join("\n")
        );
    }
}
