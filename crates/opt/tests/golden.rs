//! Golden tests: every `tests/golden/**/NAME.mlir` is run through rmlir-opt
//! and the result compared with what the reference mlir-opt 22 produced for it
//! (`NAME.out`, `NAME.err`, `NAME.rc`, written by `tests/golden/regen.py`).
//! Cases are grouped in subject folders (`tests/golden/README.md`).
//!
//! - The first line of a case is `// FLAGS: <flags>`; the tool runs from the
//!   repository root as `rmlir-opt <flags> tests/golden/DIR/NAME.mlir`, or with
//!   the path substituted for `%s` when the flags contain it; `%S` is the
//!   case's directory.
//! - stdout and the exit code must match exactly; so must stderr (it holds for
//!   every committed case: diagnostics, source lines and carets are
//!   byte-identical).
//! - Cases below `tests/golden/known-diffs/` are not run here: they document
//!   differences still to fix. `known_diffs_status` lists those that pass now.
//!
//! `GOLDEN_FILTER=substr cargo test -p rmlir-opt --test golden` runs a subset.

mod common;

use common::{main_golden_cases, mlir_files_under as list_cases, KNOWN_DIFFS};
use std::path::{Path, PathBuf};
use std::process::Command;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("repository root")
}

/// Splits a `// FLAGS:` line like a POSIX shell would (quotes and backslashes).
fn shell_split(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                for c in chars.by_ref() {
                    if c == '\'' {
                        break;
                    }
                    cur.push(c);
                }
            }
            '"' => {
                in_word = true;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' => {
                            if let Some(n) = chars.next() {
                                if !matches!(n, '"' | '\\' | '$' | '`') {
                                    cur.push('\\');
                                }
                                cur.push(n);
                            }
                        }
                        c => cur.push(c),
                    }
                }
            }
            '\\' => {
                in_word = true;
                if let Some(n) = chars.next() {
                    cur.push(n);
                }
            }
            c if c.is_whitespace() => {
                if in_word {
                    out.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            c => {
                in_word = true;
                cur.push(c);
            }
        }
    }
    if in_word {
        out.push(cur);
    }
    out
}

/// The command-line arguments for case `rel` (a path relative to the root).
fn case_args(root: &Path, rel: &str) -> Vec<String> {
    let text = std::fs::read(root.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
    let first = text.split(|&b| b == b'\n').next().unwrap_or(&[]);
    let first = String::from_utf8_lossy(first);
    let flags = first
        .trim_start_matches('\u{feff}')
        .trim_end_matches('\r')
        .strip_prefix("// FLAGS:")
        .unwrap_or_else(|| panic!("{rel}: the first line must be `// FLAGS: ...`"));
    let mut args = shell_split(flags);
    // `%S` is the case's directory (as in lit): a case naming another input
    // through it runs on that input alone unless it also says `%s`.
    let dir = Path::new(rel)
        .parent()
        .map_or(String::new(), |d| d.to_string_lossy().into_owned());
    let other_input = args.iter().any(|a| a.contains("%S"));
    for a in &mut args {
        *a = a.replace("%S", &dir);
    }
    if !args.iter().any(|a| a == "%s") && other_input {
        return args;
    }
    if args.iter().any(|a| a == "%s") {
        for a in &mut args {
            if a == "%s" {
                *a = rel.to_string();
            }
        }
    } else {
        args.push(rel.to_string());
    }
    args
}

struct Outcome {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    code: Option<i32>,
}

fn run_tool(root: &Path, args: &[String]) -> Outcome {
    let out = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
        .args(args)
        .current_dir(root)
        .output()
        .expect("running rmlir-opt");
    Outcome {
        stdout: out.stdout,
        stderr: out.stderr,
        code: out.status.code(),
    }
}

/// A readable line diff (LCS-based, with a little context) of `want` vs `got`.
fn line_diff(want: &[u8], got: &[u8]) -> String {
    let w: Vec<String> = String::from_utf8_lossy(want)
        .split('\n')
        .map(|s| s.escape_debug().to_string())
        .collect();
    let g: Vec<String> = String::from_utf8_lossy(got)
        .split('\n')
        .map(|s| s.escape_debug().to_string())
        .collect();
    const MAX_CELLS: usize = 4_000_000;
    let mut out = String::new();
    if w.len().saturating_mul(g.len()) > MAX_CELLS {
        let i = w
            .iter()
            .zip(&g)
            .position(|(a, b)| a != b)
            .unwrap_or(w.len().min(g.len()));
        out.push_str(&format!(
            "  (too large for a full diff; first difference at line {})\n",
            i + 1
        ));
        out.push_str(&format!(
            "  - {}\n  + {}\n",
            w.get(i).map_or("<eof>", |s| s),
            g.get(i).map_or("<eof>", |s| s)
        ));
        return out;
    }
    // lcs[i][j] = LCS length of w[i..] and g[j..].
    let (n, m) = (w.len(), g.len());
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i * (m + 1) + j] = if w[i] == g[j] {
                lcs[(i + 1) * (m + 1) + j + 1] + 1
            } else {
                lcs[(i + 1) * (m + 1) + j].max(lcs[i * (m + 1) + j + 1])
            };
        }
    }
    let mut ops: Vec<(char, &str)> = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m && w[i] == g[j] {
            ops.push((' ', &w[i]));
            i += 1;
            j += 1;
        } else if j < m && (i == n || lcs[i * (m + 1) + j + 1] >= lcs[(i + 1) * (m + 1) + j]) {
            ops.push(('+', &g[j]));
            j += 1;
        } else {
            ops.push(('-', &w[i]));
            i += 1;
        }
    }
    let changed: Vec<usize> = ops
        .iter()
        .enumerate()
        .filter(|(_, o)| o.0 != ' ')
        .map(|(k, _)| k)
        .collect();
    let mut last_printed: Option<usize> = None;
    for &k in &changed {
        let lo = k.saturating_sub(2);
        let hi = (k + 3).min(ops.len());
        for (idx, op) in ops.iter().enumerate().take(hi).skip(lo) {
            if last_printed.is_some_and(|p| idx <= p) {
                continue;
            }
            if last_printed.is_some_and(|p| idx > p + 1) {
                out.push_str("  ...\n");
            }
            out.push_str(&format!("  {} {}\n", op.0, op.1));
            last_printed = Some(idx);
        }
    }
    out
}

/// Runs one case; `Err` holds a description of every mismatch.
fn check_case(root: &Path, rel: &str) -> Result<(), String> {
    let base = rel.strip_suffix(".mlir").unwrap();
    let read = |ext: &str| {
        std::fs::read(root.join(format!("{base}.{ext}")))
            .unwrap_or_else(|e| panic!("{base}.{ext}: {e} (run `python3 tests/golden/regen.py`)"))
    };
    let (want_out, want_err) = (read("out"), read("err"));
    let want_rc: i32 = String::from_utf8_lossy(&read("rc"))
        .trim()
        .parse()
        .expect("rc file holds an integer");
    let args = case_args(root, rel);
    let got = run_tool(root, &args);

    let mut msg = String::new();
    if got.code != Some(want_rc) {
        msg.push_str(&format!(
            "exit code: expected {want_rc}, got {:?}\n",
            got.code
        ));
    }
    if got.stdout != want_out {
        msg.push_str("stdout differs (- mlir-opt, + rmlir-opt):\n");
        msg.push_str(&line_diff(&want_out, &got.stdout));
    }
    if got.stderr != want_err {
        msg.push_str("stderr differs (- mlir-opt, + rmlir-opt):\n");
        msg.push_str(&line_diff(&want_err, &got.stderr));
    }
    if msg.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "=== {rel}\n  command: rmlir-opt {}\n{msg}",
            args.join(" ")
        ))
    }
}

/// Runs `f` over `items` on a few threads, keeping the input order.
fn par_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 8);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut results: Vec<Option<R>> = (0..items.len()).map(|_| None).collect();
    let slots = std::sync::Mutex::new(&mut results);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if i >= items.len() {
                    break;
                }
                let r = f(&items[i]);
                slots.lock().unwrap()[i] = Some(r);
            });
        }
    });
    results.into_iter().map(|r| r.unwrap()).collect()
}

#[test]
fn golden_cases_match_mlir_opt() {
    let root = repo_root();
    let filter = std::env::var("GOLDEN_FILTER").unwrap_or_default();
    let cases: Vec<String> = main_golden_cases(&root)
        .into_iter()
        .filter(|c| c.contains(&filter))
        .collect();
    assert!(
        filter.is_empty() || !cases.is_empty(),
        "GOLDEN_FILTER={filter} matches no case"
    );
    if filter.is_empty() {
        assert!(
            cases.len() >= 60,
            "expected the golden corpus, found {} cases",
            cases.len()
        );
    }
    let results = par_map(&cases, |c| check_case(&root, c));
    let failures: Vec<String> = results.into_iter().filter_map(|r| r.err()).collect();
    if !failures.is_empty() {
        panic!(
            "{} of {} golden case(s) differ from mlir-opt:\n\n{}",
            failures.len(),
            cases.len(),
            failures.join("\n")
        );
    }
    eprintln!("{} golden cases match mlir-opt", cases.len());
}

#[test]
fn every_case_has_goldens_and_flags() {
    let root = repo_root();
    for c in list_cases(&root, "tests/golden") {
        let dir = Path::new(&c).parent().unwrap().to_string_lossy();
        let base = c.strip_suffix(".mlir").unwrap();
        for ext in ["out", "err", "rc"] {
            assert!(
                root.join(format!("{base}.{ext}")).is_file(),
                "{base}.{ext} is missing: run tests/golden/regen.py"
            );
        }
        let args = case_args(&root, &c);
        // A case runs on itself, or on an existing input it names by `%S`.
        let input_ok = args.contains(&c)
            || args
                .iter()
                .any(|a| a.starts_with(&*dir) && root.join(a).is_file());
        assert!(input_ok, "{c}: path missing from the command line");
    }
}

/// Informational: lists known differences that rmlir-opt no longer has, so
/// they can be moved into the main corpus. Never fails.
#[test]
fn known_diffs_status() {
    let root = repo_root();
    let cases = list_cases(&root, KNOWN_DIFFS);
    let results = par_map(&cases, |c| check_case(&root, c));
    let fixed: Vec<&String> = cases
        .iter()
        .zip(&results)
        .filter(|(_, r)| r.is_ok())
        .map(|(c, _)| c)
        .collect();
    eprintln!(
        "{} of {} known differences remain",
        cases.len() - fixed.len(),
        cases.len()
    );
    for c in fixed {
        eprintln!("now matches mlir-opt, move it out of known-diffs/: {c}");
    }
}

#[test]
fn shell_split_handles_quotes() {
    assert_eq!(shell_split(""), Vec::<String>::new());
    assert_eq!(shell_split(" --a  -b "), vec!["--a", "-b"]);
    assert_eq!(
        shell_split(r#"--x="a b" 'c d' e\ f"#),
        vec!["--x=a b", "c d", "e f"]
    );
    assert_eq!(shell_split(r#""q\"uote""#), vec!["q\"uote"]);
}

#[test]
fn line_diff_shows_changes() {
    let d = line_diff(b"a\nb\nc\n", b"a\nB\nc\n");
    assert!(d.contains("- b") && d.contains("+ B"), "{d}");
    assert!(line_diff(b"x\n", b"x\n").is_empty());
}
