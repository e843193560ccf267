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

/// The README's list of passes, rendered from the `Passes:` part of
/// `rmlir-opt --help` (which comes from the pass registry): one table row
/// per pass with its description and option names.
fn pass_table_from_help() -> String {
    let out = Command::new(TOOL).arg("--help").output().unwrap();
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    let section = &help[help
        .find("\nPasses:\n")
        .expect("a Passes section in --help")..];
    let cell = |s: &str| s.trim().replace('|', "\\|");
    let mut rows: Vec<(String, String, Vec<String>)> = Vec::new();
    for line in section.lines().skip(2) {
        if let Some(rest) = line.strip_prefix("      --") {
            let name = rest.split('[').next().unwrap_or(rest).to_string();
            rows.push((name, String::new(), Vec::new()));
        } else if let Some(opt) = line.strip_prefix("            --") {
            let name = opt.split([' ', '=']).next().unwrap_or(opt);
            rows.last_mut()
                .expect("an option under a pass")
                .2
                .push(format!("`{name}`"));
        } else if let Some(desc) = line.strip_prefix("          ") {
            rows.last_mut().expect("a description under a pass").1 = cell(desc);
        }
    }
    let mut table = String::from("| pass | what it does | options |\n|---|---|---|\n");
    for (name, desc, opts) in &rows {
        table.push_str(&format!("| `{name}` | {desc} | {} |\n", opts.join(", ")));
    }
    table
}

const PASSES_BEGIN: &str = "<!-- passes: begin -->\n";
const PASSES_END: &str = "<!-- passes: end -->";

#[test]
fn readme_lists_every_registered_pass() {
    let path = repo_root().join("README.md");
    let readme = std::fs::read_to_string(&path).unwrap();
    let start = readme.find(PASSES_BEGIN).expect("passes markers in README") + PASSES_BEGIN.len();
    let end = start + readme[start..].find(PASSES_END).expect("passes end marker");
    let want = pass_table_from_help();
    if readme[start..end] != want {
        if std::env::var_os("RMLIR_UPDATE_README").is_some() {
            let updated = format!("{}{want}{}", &readme[..start], &readme[end..]);
            std::fs::write(&path, updated).unwrap();
            return;
        }
        panic!(
            "README's pass list is out of date with the registry; run \
             `RMLIR_UPDATE_README=1 cargo test -p rmlir-opt --test readme` to regenerate it.\n\
             expected:\n{want}"
        );
    }
}
