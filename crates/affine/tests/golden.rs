//! Compares parsing + printing with mlir-opt 22 output recorded in
//! `tests/data/*.txt` by `tools/gen_cases.py`, which only runs mlir-opt.
//! To regenerate (from `crates/affine`):
//!
//! ```text
//! python3 tools/gen_cases.py corpus tests/data/corpus.txt
//! python3 tools/gen_cases.py random 1500 101 tests/data/random.txt
//! python3 tools/gen_cases.py random 2000 102 tests/data/mutated.txt invalid
//! python3 tools/gen_cases.py random 800 103 tests/data/dense.txt dense
//! python3 tools/gen_cases.py reparse tests/data/corpus.txt tests/data/random.txt \
//!     tests/data/dense.txt tests/data/reparse.txt
//! python3 tools/gen_cases.py list tools/edge_cases.txt tests/data/edge.txt
//! python3 tools/gen_cases.py ssa 800 31 tests/data/ssa.txt
//! python3 tools/gen_cases.py ssa 800 32 tests/data/ssa_mutated.txt invalid
//! ```

mod common;

/// Every distinct `affine_map<...>`/`affine_set<...>` body in the
/// conformance corpus (valid and invalid).
#[test]
fn corpus_maps_and_sets() {
    common::run_file(include_str!("data/corpus.txt"));
}

/// Random well-formed maps and sets with odd spacing, comments, keywords as
/// names, large and hex constants, negative divisors.
#[test]
fn random_maps_and_sets() {
    common::run_file(include_str!("data/random.txt"));
}

/// Random bodies with tokens inserted or deleted: diagnostics and positions.
#[test]
fn mutated_maps_and_sets() {
    common::run_file(include_str!("data/mutated.txt"));
}

/// Expressions built from few atoms, so that the merging rules of
/// simplifyAdd/Mul/FloorDiv/Mod fire often.
#[test]
fn dense_simplification() {
    common::run_file(include_str!("data/dense.txt"));
}

/// mlir-opt's printed output parsed again.
#[test]
fn reparse_printed_output() {
    common::run_file(include_str!("data/reparse.txt"));
}

/// `AFFINE_CASES=/path/file.txt cargo test --test golden -- --ignored` checks
/// a freshly generated (e.g. large random) case file.
#[test]
#[ignore]
fn cases_from_env() {
    let path = std::env::var("AFFINE_CASES").expect("set AFFINE_CASES");
    common::run_file(&std::fs::read_to_string(path).expect("readable case file"));
}

/// Hand-written corner cases (`tools/edge_cases.txt`): int64 overflow,
/// division by zero or negative numbers, diagnostics across lines and
/// comments, comparison spellings in sets, SSA-only syntax, odd tokens.
#[test]
fn edge_cases() {
    common::run_file(include_str!("data/edge.txt"));
}

/// `affine.load` subscript lists: maps of SSA ids (`%i + symbol(%n)`),
/// printed with operand names as mlir-opt prints the op.
#[test]
fn ssa_id_maps() {
    common::run_file(include_str!("data/ssa.txt"));
}

/// The same with tokens inserted or deleted inside the brackets.
#[test]
fn ssa_id_maps_mutated() {
    common::run_file(include_str!("data/ssa_mutated.txt"));
}
