//! `--verify-diagnostics`: checking `expected-error {{...}}`-style
//! annotations against the diagnostics a buffer produced, as mlir-opt's
//! `SourceMgrDiagnosticVerifierHandler` does.
//!
//! An annotation is the leftmost place on a line (trailing whitespace
//! removed) matching
//! `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`;
//! anything else (junk before `{{`, text after the last `}}`, `@#label`) is
//! not an annotation at all, so a diagnostic it meant to cover is reported
//! as unexpected.

use crate::attrs::AttrKind;
use crate::diag::{render_source_range, Diagnostic, Severity, SourceBuffer, SourceMgr};
use crate::Context;

struct Expectation {
    severity: Severity,
    /// Target line (absolute); `None` for `@unknown`.
    line: Option<u64>,
    /// The text between `{{` and the final `}}`.
    message: Vec<u8>,
    /// For `-re`: the message as a regex (literal text escaped, `{{...}}`
    /// blocks as groups).
    regex: Option<regex_lite::Regex>,
    /// Offset of `expected-` in the buffer.
    at: usize,
    matched: bool,
}

impl Expectation {
    fn matches(&self, msg: &str) -> bool {
        match &self.regex {
            Some(r) => r.is_match(msg),
            None => {
                let m = String::from_utf8_lossy(&self.message);
                msg.contains(&*m)
            }
        }
    }
}

/// What an annotation at the start of `s` says: severity, `-re`, the
/// designator (without `@`) and the message.
fn parse_annotation(s: &[u8]) -> Option<(Severity, bool, &[u8], &[u8])> {
    let mut rest = s.strip_prefix(b"expected-")?;
    let mut severity = None;
    for (sev, word) in [
        (Severity::Error, &b"error"[..]),
        (Severity::Note, b"note"),
        (Severity::Remark, b"remark"),
        (Severity::Warning, b"warning"),
    ] {
        if let Some(r) = rest.strip_prefix(word) {
            severity = Some(sev);
            rest = r;
            break;
        }
    }
    let severity = severity?;
    let is_re = match rest.strip_prefix(b"-re") {
        Some(r) => {
            rest = r;
            true
        }
        None => false,
    };
    let skip_spaces = |r: &[u8]| -> usize { r.iter().take_while(|&&c| c == b' ').count() };
    rest = &rest[skip_spaces(rest)..];
    let mut designator: &[u8] = &[];
    if let Some(r) = rest.strip_prefix(b"@") {
        let n = if r.starts_with(b"+") || r.starts_with(b"-") {
            let digits = r[1..].iter().take_while(|c| c.is_ascii_digit()).count();
            if digits == 0 {
                return None;
            }
            1 + digits
        } else {
            [&b"above"[..], b"below", b"unknown"]
                .iter()
                .find(|w| r.starts_with(w))?
                .len()
        };
        designator = &r[..n];
        rest = &r[n..];
        rest = &rest[skip_spaces(rest)..];
    }
    let body = rest.strip_prefix(b"{{")?;
    let message = body.strip_suffix(b"}}")?;
    Some((severity, is_re, designator, message))
}

/// An offset as `StringRef::getAsInteger(0, ...)` reads it: a leading `0`
/// means octal; an unreadable one leaves the offset at zero.
fn line_offset_value(digits: &[u8]) -> u64 {
    let text = std::str::from_utf8(digits).unwrap_or("");
    let r = if text.len() > 1 && text.starts_with('0') {
        u64::from_str_radix(&text[1..], 8)
    } else {
        text.parse::<u64>()
    };
    r.unwrap_or(0)
}

/// `-re` messages: text outside `{{...}}` is literal, each block is a regex.
fn build_regex(message: &[u8]) -> Result<regex_lite::Regex, String> {
    let text = String::from_utf8_lossy(message);
    let mut pattern = String::new();
    let mut rest: &str = &text;
    loop {
        let Some(open) = rest.find("{{") else {
            pattern.push_str(&regex_lite::escape(rest));
            break;
        };
        pattern.push_str(&regex_lite::escape(&rest[..open]));
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".into());
        };
        let block = &rest[..close];
        if let Some(e) = posix_structure_error(block) {
            return Err(format!("invalid regex: {e}"));
        }
        if let Err(e) = regex_lite::Regex::new(block) {
            return Err(format!("invalid regex: {e}"));
        }
        pattern.push('(');
        pattern.push_str(block);
        pattern.push(')');
        rest = &rest[close + 2..];
    }
    regex_lite::Regex::new(&pattern).map_err(|e| format!("invalid regex: {e}"))
}

/// The structural errors LLVM's POSIX regex compiler reports, in its words
/// (other errors keep regex-lite's wording).
fn posix_structure_error(re: &str) -> Option<&'static str> {
    let b = re.as_bytes();
    let mut depth = 0i32;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'\\' => {
                if i + 1 == b.len() {
                    return Some("trailing backslash (\\)");
                }
                i += 1;
            }
            b'[' => {
                // A `]` first in the class (after an optional `^`) is literal.
                let mut j = i + 1;
                if b.get(j) == Some(&b'^') {
                    j += 1;
                }
                if b.get(j) == Some(&b']') {
                    j += 1;
                }
                match b[j.min(b.len())..].iter().position(|&c| c == b']') {
                    Some(k) => i = j + k,
                    None => return Some("brackets ([ ]) not balanced"),
                }
            }
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth < 0 {
                    return Some("parentheses not balanced");
                }
            }
            _ => {}
        }
        i += 1;
    }
    (depth != 0).then_some("parentheses not balanced")
}

struct Parsed {
    exps: Vec<Expectation>,
    /// Errors about malformed annotations (where, what, the message's
    /// length), reported before anything else.
    errors: Vec<(usize, String, usize)>,
}

fn parse_expectations(buf: &SourceBuffer) -> Parsed {
    let text: &[u8] = &buf.text;
    let mut exps = Vec::new();
    let mut errors = Vec::new();
    // `@below` annotations wait for the next line that is not an annotation.
    let mut pending_below: Vec<usize> = Vec::new();
    let mut last_plain_line: u64 = 0;
    let mut line_start = 0usize;
    for (i, raw_line) in text.split(|&c| c == b'\n').enumerate() {
        let this_start = line_start;
        line_start += raw_line.len() + 1;
        let here = buf.line_offset as u64 + i as u64 + 1;
        let end = raw_line
            .iter()
            .rposition(|c| !matches!(c, b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c'))
            .map_or(0, |p| p + 1);
        let line = &raw_line[..end];
        let found = (0..line.len())
            .filter(|&p| line[p..].starts_with(b"expected-"))
            .find_map(|p| parse_annotation(&line[p..]).map(|a| (p, a)));
        let Some((pos, (severity, is_re, designator, message))) = found else {
            for e in pending_below.drain(..) {
                let exp: &mut Expectation = &mut exps[e];
                exp.line = Some(here);
            }
            last_plain_line = here;
            continue;
        };
        let at = this_start + pos;
        let regex = if is_re {
            match build_regex(message) {
                Ok(r) => Some(r),
                Err(e) => {
                    errors.push((at, e, message.len()));
                    continue;
                }
            }
        } else {
            None
        };
        let mut exp = Expectation {
            severity,
            line: Some(here),
            message: message.to_vec(),
            regex,
            at,
            matched: false,
        };
        match designator.first() {
            None => {}
            Some(b'+') => exp.line = Some(here.wrapping_add(line_offset_value(&designator[1..]))),
            Some(b'-') => exp.line = Some(here.wrapping_sub(line_offset_value(&designator[1..]))),
            _ => match designator {
                b"unknown" => exp.line = None,
                b"above" => exp.line = Some(last_plain_line),
                _ => pending_below.push(exps.len()),
            },
        }
        exps.push(exp);
    }
    Parsed { exps, errors }
}

/// The file, line and column a diagnostic is matched by: its first
/// file-line-column location, looking through name, call-site and fused
/// locations.
fn diag_file_line(ctx: &Context, loc: crate::Attribute) -> Option<(&[u8], u32)> {
    match ctx.attr_kind(loc) {
        AttrKind::FileLineColRange {
            file, start_line, ..
        } => Some((ctx.str_value(*file), *start_line)),
        AttrKind::NameLoc { child, .. } => diag_file_line(ctx, *child),
        AttrKind::CallSiteLoc { callee, .. } => diag_file_line(ctx, *callee),
        AttrKind::FusedLoc { locs, .. } => locs.iter().find_map(|l| diag_file_line(ctx, *l)),
        _ => None,
    }
}

fn header(buf: &SourceBuffer, at: usize, msg: &str, err: &mut Vec<u8>) -> (u32, u32) {
    let (line, col) = buf.line_col(at);
    err.extend_from_slice(buf.name.as_bytes());
    err.extend_from_slice(format!(":{line}:{col}: error: {msg}\n").as_bytes());
    (line, col)
}

/// An error at an annotation, with its line and a caret (or a `~` range of
/// `len` bytes) under `expected-`.
fn annotation_error(buf: &SourceBuffer, at: usize, msg: &str, len: usize, err: &mut Vec<u8>) {
    let (line, col) = header(buf, at, msg, err);
    if let Some(text) = buf.line_text(line) {
        err.extend_from_slice(&render_source_range(&text, col, len));
    }
}

/// The check over a whole input. As in mlir-opt, one verifier covers the
/// whole file, even with `--split-input-file`: annotations are read from
/// all of it up front (so a malformed one is reported first, and a
/// designator may point into another chunk), each chunk's diagnostics are
/// matched as they come (reporting unexpected ones then), and the unmet
/// expectations are listed at the end, in file order, followed by the
/// unmet `@unknown` ones, which mlir-opt lists twice.
pub struct Verifier {
    whole: SourceBuffer,
    exps: Vec<Expectation>,
    ok: bool,
}

impl Verifier {
    /// Reads every annotation in `whole` (the entire input, before any
    /// `--split-input-file` splitting). Malformed `-re` annotations are
    /// reported to `err` right away, dropped, and make the check fail.
    pub fn new(whole: SourceBuffer, err: &mut Vec<u8>) -> Self {
        let Parsed { exps, errors } = parse_expectations(&whole);
        // A malformed `-re` annotation is reported (marking its message's
        // length) and dropped; the rest of the check goes on.
        let ok = errors.is_empty();
        for (at, msg, len) in errors {
            annotation_error(&whole, at, &msg, len, err);
        }
        Verifier { whole, exps, ok }
    }

    /// Matches the diagnostics of one buffer (`mgr`'s only one).
    pub fn process(
        &mut self,
        ctx: &Context,
        mgr: &SourceMgr,
        diags: &[Diagnostic],
        err: &mut Vec<u8>,
    ) {
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
            let target = match diag_file_line(ctx, d.loc) {
                Some((file, line)) if file == self.whole.name.as_bytes() => Some(Some(line as u64)),
                // A diagnostic in another file has no expectations to meet.
                Some(_) => None,
                None => Some(None),
            };
            let mut near_miss = None;
            let mut hit = false;
            if let Some(line) = target {
                for (i, e) in self.exps.iter_mut().enumerate() {
                    if e.line == line && e.matches(&d.message) {
                        if e.severity == d.severity {
                            e.matched = true;
                            hit = true;
                            break;
                        }
                        near_miss = Some(i);
                    }
                }
            }
            if hit {
                continue;
            }
            self.ok = false;
            match near_miss {
                Some(i) => {
                    let e = &self.exps[i];
                    let msg = format!(
                        "'{}' diagnostic emitted when expecting a '{}'",
                        d.severity.as_str(),
                        e.severity.as_str()
                    );
                    annotation_error(&self.whole, e.at, &msg, 0, err);
                }
                None => {
                    let msg = format!("unexpected {}: {}", d.severity.as_str(), d.message);
                    mgr.render(ctx, &Diagnostic::error(d.loc, msg), err);
                }
            }
        }
    }

    /// Reports the unmet expectations; returns whether the whole check
    /// passed.
    pub fn finish(&self, err: &mut Vec<u8>) -> bool {
        let mut ok = self.ok;
        let buf = &self.whole;
        for e in self.exps.iter().filter(|e| !e.matched && e.line.is_some()) {
            ok = false;
            let (line, col) = buf.line_col(e.at);
            err.extend_from_slice(buf.name.as_bytes());
            err.extend_from_slice(
                format!(":{line}:{col}: error: expected {} \"", e.severity.as_str()).as_bytes(),
            );
            err.extend_from_slice(&e.message);
            err.extend_from_slice(b"\" was not produced\n");
            if let Some(text) = buf.line_text(line) {
                err.extend_from_slice(&render_source_range(&text, col, e.message.len()));
            }
        }
        let unmet: Vec<&Expectation> = self
            .exps
            .iter()
            .filter(|e| !e.matched && e.line.is_none())
            .collect();
        for _ in 0..2 {
            for e in &unmet {
                ok = false;
                err.extend_from_slice(
                    format!("<unknown>:0: error: expected {} \"", e.severity.as_str()).as_bytes(),
                );
                err.extend_from_slice(&e.message);
                err.extend_from_slice(b"\" was not produced\n");
            }
        }
        ok
    }
}
