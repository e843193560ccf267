//! `--verify-diagnostics`: checking `expected-error {{...}}`-style
//! annotations against the diagnostics a buffer produced.

use rmlir_core::attrs::AttrKind;
use rmlir_core::diag::{Diagnostic, Severity, SourceBuffer};
use rmlir_core::Context;

struct Expectation {
    severity: Severity,
    /// Target line (absolute); `None` for `@unknown`.
    line: Option<u32>,
    message: String,
    annotation_line: u32,
    col: u32,
    matched: bool,
}

fn parse_expectations(buf: &SourceBuffer) -> Vec<Expectation> {
    let text = String::from_utf8_lossy(&buf.text);
    let lines: Vec<&str> = text.split('\n').collect();
    let is_annotation = |l: &str| {
        l.contains("expected-error")
            || l.contains("expected-warning")
            || l.contains("expected-note")
            || l.contains("expected-remark")
    };
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        for (sev, word) in [
            (Severity::Error, "expected-error"),
            (Severity::Warning, "expected-warning"),
            (Severity::Note, "expected-note"),
            (Severity::Remark, "expected-remark"),
        ] {
            let Some(pos) = l.find(word) else { continue };
            let mut rest = &l[pos + word.len()..];
            if let Some(r) = rest.strip_prefix("-re") {
                rest = r;
            }
            rest = rest.trim_start();
            let here = buf.line_offset + i as u32 + 1;
            let mut line = Some(here);
            if let Some(r) = rest.strip_prefix('@') {
                let spec: String = r
                    .chars()
                    .take_while(|c| !c.is_whitespace() && *c != '{')
                    .collect();
                rest = &r[spec.len()..];
                line = match spec.as_str() {
                    "unknown" => None,
                    "above" => (0..i)
                        .rev()
                        .find(|&j| !is_annotation(lines[j]))
                        .map(|j| buf.line_offset + j as u32 + 1),
                    "below" => (i + 1..lines.len())
                        .find(|&j| !is_annotation(lines[j]))
                        .map(|j| buf.line_offset + j as u32 + 1),
                    s => {
                        let n: i64 = s.trim_start_matches('+').parse().unwrap_or(0);
                        Some((here as i64 + n).max(0) as u32)
                    }
                };
            }
            let Some(open) = rest.find("{{") else {
                continue;
            };
            let Some(close) = rest.rfind("}}") else {
                continue;
            };
            if close < open + 2 {
                continue;
            }
            out.push(Expectation {
                severity: sev,
                line,
                message: rest[open + 2..close].to_string(),
                annotation_line: here,
                col: (pos + 1) as u32,
                matched: false,
            });
        }
    }
    out
}

fn diag_line(ctx: &Context, loc: rmlir_core::Attribute) -> Option<u32> {
    match ctx.attr_kind(loc) {
        AttrKind::FileLineColRange { start_line, .. } => Some(*start_line),
        AttrKind::NameLoc { child, .. } => diag_line(ctx, *child),
        AttrKind::CallSiteLoc { callee, .. } => diag_line(ctx, *callee),
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|l| diag_line(ctx, *l)),
        _ => None,
    }
}

/// Returns whether every diagnostic was expected and every expectation met;
/// reports mismatches to `err`.
pub fn check(ctx: &Context, buf: &SourceBuffer, diags: &[Diagnostic], err: &mut Vec<u8>) -> bool {
    let mut exps = parse_expectations(buf);
    let mut ok = true;
    let mut produced: Vec<&Diagnostic> = Vec::new();
    for d in diags {
        produced.push(d);
        for n in &d.notes {
            if !n.message.starts_with("see current operation") {
                produced.push(n);
            }
        }
    }
    for d in produced {
        let line = diag_line(ctx, d.loc);
        let hit = exps
            .iter_mut()
            .find(|e| e.severity == d.severity && e.line == line && d.message.contains(&e.message));
        match hit {
            Some(e) => e.matched = true,
            None => {
                ok = false;
                let l = line.unwrap_or(0);
                err.extend_from_slice(format!(
                    "{}:{}:0: error: unexpected {}: {}\n",
                    buf.name,
                    l,
                    d.severity.as_str(),
                    d.message
                ).as_bytes());
            }
        }
    }
    for e in exps.iter().filter(|e| !e.matched) {
        ok = false;
        err.extend_from_slice(format!(
            "{}:{}:{}: error: expected {} \"{}\" was not produced\n",
            buf.name,
            e.annotation_line,
            e.col,
            e.severity.as_str(),
            e.message
        ).as_bytes());
    }
    ok
}
