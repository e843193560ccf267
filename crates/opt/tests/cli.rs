//! Command-line errors: rmlir-opt reports them as LLVM's option parser does
//! for mlir-opt (`<tool>: <message>`, exit status 1), since scripts and lit
//! tests check the status. The tool name is rmlir-opt's own, so these are
//! not golden cases.

use std::process::Command;

const TOOL: &str = env!("CARGO_BIN_EXE_rmlir-opt");

/// Runs the tool with `args` and returns (exit code, stderr).
fn run(args: &[&str]) -> (i32, String) {
    let out = Command::new(TOOL)
        .args(args)
        .output()
        .expect("run rmlir-opt");
    (
        out.status.code().expect("exited normally"),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn unknown_option() {
    let (rc, err) = run(&["--no-such-flag", "-"]);
    assert_eq!(rc, 1);
    assert!(
        err.starts_with("rmlir-opt: Unknown command line argument '--no-such-flag'.  Try: '"),
        "{err}"
    );
}

#[test]
fn bad_option_values() {
    let (rc, err) = run(&["--mlir-elide-elementsattrs-if-larger=x", "-"]);
    assert_eq!(rc, 1);
    assert_eq!(
        err,
        "rmlir-opt: for the --mlir-elide-elementsattrs-if-larger option: 'x' value invalid for uint argument!\n"
    );
    let (rc, err) = run(&["--mlir-elide-elementsattrs-if-larger=-1", "-"]);
    assert_eq!(rc, 1);
    assert!(
        err.contains("'-1' value invalid for uint argument!"),
        "{err}"
    );
    let (rc, err) = run(&["-o"]);
    assert_eq!(rc, 1);
    assert_eq!(err, "rmlir-opt: for the -o option: requires a value!\n");
}

#[test]
fn too_many_positional_arguments() {
    let (rc, err) = run(&["a.mlir", "b.mlir"]);
    assert_eq!(rc, 1);
    assert!(
        err.starts_with("rmlir-opt: Too many positional arguments specified!\n"),
        "{err}"
    );
}

/// Runs the tool on `input` (given on stdin) and returns (exit code,
/// stdout, stderr).
fn run_on(input: &str, args: &[&str]) -> (i32, String, String) {
    use std::io::Write;
    let mut child = Command::new(TOOL)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run rmlir-opt");
    // The tool may exit (on a command-line error) before reading its input.
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes());
    let out = child.wait_with_output().expect("wait for rmlir-opt");
    (
        out.status.code().expect("exited normally"),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const MODULE: &str = "func.func @f() { return }\nfunc.func @g() { return }\n";

#[test]
fn bad_pass_option_values_are_reported_by_the_command_line_parser() {
    // In a pipeline, MLIR adds which pass could not be added.
    let (rc, out, err) = run_on(
        MODULE,
        &["--pass-pipeline=builtin.module(print-op-stats{json=x})"],
    );
    assert_eq!((rc, out.as_str()), (1, ""));
    assert_eq!(
        err,
        "rmlir-opt: for the --json option: 'x' is invalid value for boolean argument! Try 0 or 1\n\
         <unknown>:0: error: \nfailed to add `print-op-stats` with options `json=x`\n\n"
    );
    // From the pass's own flag, it does not.
    let (rc, _, err) = run_on(MODULE, &["--symbol-privatize=exclude"]);
    assert_eq!(rc, 1);
    assert_eq!(
        err,
        "rmlir-opt: for the --exclude option: requires a value!\n<unknown>:0: error: \n"
    );
}

#[test]
fn ir_printing_flags_take_registered_pass_names_only() {
    let (rc, _, err) = run_on(MODULE, &["--mlir-print-ir-after=strip-debuginfo,nope"]);
    assert_eq!(rc, 1);
    assert_eq!(
        err,
        "rmlir-opt: for the --mlir-print-ir-after option: Cannot find option named 'nope'!\n"
    );
    let (rc, _, err) = run_on(MODULE, &["--mlir-timing-display=foo"]);
    assert_eq!(rc, 1);
    assert_eq!(
        err,
        "rmlir-opt: for the --mlir-timing-display option: Cannot find option named 'foo'!\n"
    );
}

/// The timing report's layout: everything but the numbers must match
/// mlir-opt's (nested pipelines indented under their adaptor, a user-time
/// column once a pass adaptor has run with threads allowed).
#[test]
fn timing_report_layout() {
    let pipeline = "--pass-pipeline=builtin.module(func.func(strip-debuginfo),print-op-stats)";
    let shape = |err: &str| -> Vec<String> {
        err.lines()
            .skip_while(|l| !l.starts_with("===-"))
            .map(|l| {
                l.chars()
                    .map(|c| if c.is_ascii_digit() { '9' } else { c })
                    .collect::<String>()
            })
            .collect()
    };
    let (rc, _, err) = run_on(
        MODULE,
        &["--mlir-timing", "--mlir-disable-threading", pipeline],
    );
    assert_eq!(rc, 0);
    let bar = "===-------------------------------------------------------------------------===";
    let title = "                         ... Execution time report ...";
    let expected = [
        bar,
        title,
        bar,
        "  Total Execution Time: 9.9999 seconds",
        "",
        "  ----Wall Time----  ----Name----",
        "    9.9999 ( 99.9%)  Parser",
        "    9.9999 ( 99.9%)  'func.func' Pipeline",
        "    9.9999 ( 99.9%)    StripDebugInfo",
        "    9.9999 ( 99.9%)  PrintOpStats",
        "    9.9999 ( 99.9%)  Output",
        "    9.9999 ( 99.9%)  Rest",
        "    9.9999 (999.9%)  Total",
    ];
    let got = shape(&err);
    assert_eq!(got.len(), expected.len(), "{err}");
    for (g, e) in got.iter().zip(expected) {
        // Percentages below 10 have one digit fewer.
        assert_eq!(g.replace("(  9.9%)", "( 99.9%)"), e, "{err}");
    }
    let (_, _, err) = run_on(MODULE, &["--mlir-timing", pipeline]);
    assert!(
        err.contains("  ----User Time----  ----Wall Time----  ----Name----\n"),
        "{err}"
    );
    let (_, _, err) = run_on(MODULE, &["--mlir-timing", "--mlir-timing-display=list"]);
    let names: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("%)"))
        .map(|l| l.rsplit("  ").next().unwrap_or(""))
        .collect();
    assert_eq!(names.first(), Some(&"root"));
    assert_eq!(&names[names.len() - 2..], ["Rest", "Total"]);
}

#[test]
fn help_lists_registered_passes_with_their_options() {
    let (rc, out, _) = run_on("", &["--help"]);
    assert_eq!(rc, 0);
    for pass in [
        "--cse",
        "--duplicate-function-elimination",
        "--inline",
        "--print-op-stats",
        "--sccp",
        "--strip-debuginfo",
        "--symbol-dce",
        "--symbol-privatize",
    ] {
        assert!(out.contains(pass), "{out}");
    }
    assert!(out.contains("--exclude=<string>"), "{out}");
    assert!(
        !out.contains("--convert-to-llvm"),
        "unimplemented passes are not offered"
    );
}

/// A pass listed twice has a timer per listing; a nested pipeline that ran
/// on no op has none.
#[test]
fn timing_report_timers_follow_the_pipeline() {
    let (rc, _, err) = run_on(
        "module {}\n",
        &[
            "--mlir-timing",
            "--pass-pipeline=builtin.module(func.func(strip-debuginfo),strip-debuginfo,strip-debuginfo)",
        ],
    );
    assert_eq!(rc, 0);
    let names: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("%)"))
        .map(|l| l.rsplit(")  ").next().unwrap_or(""))
        .collect();
    assert_eq!(
        names,
        [
            "Parser",
            "StripDebugInfo",
            "StripDebugInfo",
            "Output",
            "Rest",
            "Total"
        ],
        "{err}"
    );
}
