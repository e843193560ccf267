//! Helpers shared by the integration tests that read the golden corpus
//! (`tests/golden`, grouped in subject folders; see its README).

use std::path::Path;

/// The folder of the documented differences, relative to the repository root.
pub const KNOWN_DIFFS: &str = "tests/golden/known-diffs";

/// Every `.mlir` file below `dir` (relative to `root`), recursively, as sorted
/// root-relative paths with `/` separators.
pub fn mlir_files_under(root: &Path, dir: &str) -> Vec<String> {
    fn walk(root: &Path, dir: &str, out: &mut Vec<String>) {
        let entries = std::fs::read_dir(root.join(dir)).unwrap_or_else(|e| panic!("{dir}: {e}"));
        for e in entries.filter_map(|e| e.ok()) {
            let name = e.file_name().to_string_lossy().into_owned();
            let rel = format!("{dir}/{name}");
            if e.file_type().is_ok_and(|t| t.is_dir()) {
                walk(root, &rel, out);
            } else if name.ends_with(".mlir") {
                out.push(rel);
            }
        }
    }
    let mut v = Vec::new();
    walk(root, dir, &mut v);
    v.sort();
    v
}

/// The golden cases rmlir-opt must match: every case except the known
/// differences.
pub fn main_golden_cases(root: &Path) -> Vec<String> {
    let known = format!("{KNOWN_DIFFS}/");
    mlir_files_under(root, "tests/golden")
        .into_iter()
        .filter(|c| !c.starts_with(&known))
        .collect()
}
