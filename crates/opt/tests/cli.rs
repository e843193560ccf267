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
