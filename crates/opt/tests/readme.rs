//! The README's worked examples (memref, lowering loops) must show what
//! rmlir-opt prints.

use std::path::PathBuf;
use std::process::Command;

const TOOL: &str = env!("CARGO_BIN_EXE_rmlir-opt");

fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The first fenced block tagged `mlir` after `heading` in the README.
fn mlir_block_after(readme: &str, heading: &str) -> String {
    let section = &readme[readme.find(heading).expect("heading in README")..];
    let start = section.find("```mlir\n").expect("an mlir block") + "```mlir\n".len();
    let len = section[start..].find("```").expect("a closed block");
    section[start..start + len].to_string()
}

#[test]
fn memref_example_output_is_current() {
    let root = repo_root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let shown = mlir_block_after(&readme, "## A worked example: memref");
    let out = Command::new(TOOL)
        .arg(root.join("examples/memref.mlir"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), shown);
}

#[test]
fn loop_lowering_example_output_is_current() {
    let root = repo_root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let shown = mlir_block_after(&readme, "## A worked example: lowering loops");
    let out = Command::new(TOOL)
        .args(["--lower-affine", "--convert-scf-to-cf", "--canonicalize"])
        .arg(root.join("examples/matvec.mlir"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), shown);
}
