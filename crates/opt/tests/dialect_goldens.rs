//! Completeness of the per-dialect golden cases (`tests/golden/dialect/<d>/`):
//! every dialect rmlir registers has `ops.mlir` (every op in custom form),
//! `ops-generic.mlir` (the same input printed generically) and `invalid.mlir`
//! (its errors), and every op rmlir registers appears in the generic output
//! mlir-opt wrote for its dialect, so adding an op without a golden fails here.
//! Whether rmlir-opt matches those goldens is `golden.rs`'s business.

use rmlir_core::Context;
use std::path::{Path, PathBuf};

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("repository root")
}

/// The dialects whose ops the golden corpus pins.
const DIALECTS: &[&str] = &[
    "builtin", "func", "arith", "cf", "memref", "scf", "affine", "index", "math", "ub", "vector",
];

#[test]
fn every_dialect_has_ops_and_invalid_cases() {
    let root = repo_root();
    for d in DIALECTS {
        for case in ["ops", "ops-generic", "invalid"] {
            for ext in ["mlir", "out", "err", "rc"] {
                let p = root.join(format!("tests/golden/dialect/{d}/{case}.{ext}"));
                assert!(p.is_file(), "{} is missing", p.display());
            }
        }
    }
}

#[test]
fn every_registered_op_has_a_golden() {
    let root = repo_root();
    let ctx = Context::new();
    rmlir_dialects::register_all(&ctx);
    let mut missing = Vec::new();
    let mut checked = 0;
    for d in DIALECTS {
        let out = root.join(format!("tests/golden/dialect/{d}/ops-generic.out"));
        let text =
            std::fs::read_to_string(&out).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
        let prefix = format!("{d}.");
        for op in ctx.registered_op_names() {
            let name = ctx.op_name_str(op);
            if !name.starts_with(&prefix) {
                continue;
            }
            checked += 1;
            if !text.contains(&format!("\"{name}\"")) {
                missing.push(name.to_string());
            }
        }
    }
    // The ten dialects have 196 ops between them (as in mlir-opt 22).
    assert!(checked >= 190, "only {checked} registered ops found");
    assert!(
        missing.is_empty(),
        "ops without a round trip in tests/golden/dialect/<d>/ops.mlir: {missing:?}"
    );
}
