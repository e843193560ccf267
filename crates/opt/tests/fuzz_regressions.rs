//! Replays the inputs that once crashed a fuzz target (`fuzz/regressions`,
//! filled by scripts/fuzz.sh) through rmlir-opt under each option set the
//! targets exercise: every run must end with exit code 0 or 1, never a
//! panic (101), an abort or a signal, and within a time limit.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const TOOL: &str = env!("CARGO_BIN_EXE_rmlir-opt");

fn regressions_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/regressions")
}

/// The option sets of the fuzz targets (generic form, debug info, local
/// scope, unregistered dialects), plus the split and verify modes.
const OPTION_SETS: &[&[&str]] = &[
    &[],
    &["--allow-unregistered-dialect"],
    &["--allow-unregistered-dialect", "--mlir-print-op-generic"],
    &[
        "--allow-unregistered-dialect",
        "--mlir-print-debuginfo",
        "--mlir-print-local-scope",
    ],
    &["--split-input-file", "--verify-diagnostics"],
];

/// Runs the tool, killing it after `limit`; `None` when it had to be killed.
fn run(args: &[&str], limit: Duration) -> Option<std::process::ExitStatus> {
    let mut child = Command::new(TOOL)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawning rmlir-opt");
    let start = Instant::now();
    loop {
        if let Some(s) = child.try_wait().expect("waiting for rmlir-opt") {
            return Some(s);
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn fuzz_regressions_exit_cleanly() {
    let dir = regressions_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.is_file() && p.file_name().is_some_and(|n| n != ".gitkeep"));
    files.sort();
    // Every registered pass too (the `passes` target's runs), on the module
    // and nested on its ops.
    let names: Vec<&str> = rmlir_pass::PassRegistry::with_builtin_passes()
        .passes()
        .iter()
        .map(|p| p.argument)
        .collect();
    let pipelines = [
        format!("--pass-pipeline=builtin.module({})", names.join(",")),
        format!("--pass-pipeline=builtin.module(any({}))", names.join(",")),
    ];
    let mut option_sets: Vec<Vec<&str>> = OPTION_SETS.iter().map(|o| o.to_vec()).collect();
    for p in &pipelines {
        option_sets.push(vec!["--allow-unregistered-dialect", p]);
    }
    let mut failures = Vec::new();
    for f in &files {
        let path = f.to_str().expect("UTF-8 path");
        for opts in &option_sets {
            let mut args: Vec<&str> = opts.to_vec();
            args.push(path);
            match run(&args, Duration::from_secs(20)) {
                None => failures.push(format!("{path} {opts:?}: timed out")),
                Some(s) if !matches!(s.code(), Some(0 | 1)) => {
                    failures.push(format!("{path} {opts:?}: {s}"))
                }
                Some(_) => {}
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} fuzz regression run(s) failed:\n{}",
        failures.len(),
        files.len() * option_sets.len(),
        failures.join("\n")
    );
}
