//! The resource sections of a file's metadata dictionary (`{-# ... #-}`):
//! what the parser keeps of them and how the printer writes them back.
//!
//! `dialect_resources` hold blobs that attributes refer to (only the builtin
//! dialect's `dense_resource` blobs exist here); they are printed when the
//! printed IR uses them. `external_resources` belong to no loaded dialect:
//! like MLIR's fallback resource map, every entry is kept as it was read
//! (a blob, a boolean or a string) and printed back, groups of the same name
//! merged in order of first appearance and empty groups left out.

use crate::asm::printer::attrs::{escape_into, keyword_or_string};
use rustc_hash::FxHashMap;
use std::fmt::Write;

/// One value of an `external_resources` entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResourceValue {
    /// A hex blob (`"0x"` followed by a 4-byte little-endian alignment and
    /// the data), kept decoded.
    Blob(Vec<u8>),
    /// `true` or `false`.
    Bool(bool),
    /// Any other string, kept unescaped.
    String(Vec<u8>),
}

/// The entries of one resource group: `(key, value)` in file order.
pub type ResourceEntries<V> = Vec<(Vec<u8>, V)>;

/// The resources of one parsed file.
#[derive(Debug, Clone, Default)]
pub struct Resources {
    /// `dialect_resources`: `(dialect, [(key, value text)])` in file order.
    pub dialect: Vec<(String, ResourceEntries<Vec<u8>>)>,
    /// `external_resources`: `(group, [(key, value)])`, a group named twice
    /// merged into its first appearance, entries in file order.
    pub external: Vec<(Vec<u8>, ResourceEntries<ResourceValue>)>,
}

impl Resources {
    /// Adds the entries of one `external_resources` group.
    pub fn add_external(&mut self, group: &[u8], entries: ResourceEntries<ResourceValue>) {
        match self.external.iter_mut().find(|(g, _)| g == group) {
            Some((_, list)) => list.extend(entries),
            None => self.external.push((group.to_vec(), entries)),
        }
    }
}

/// Writes a decoded blob as MLIR does: upper-case hex of the alignment and
/// the data, except that a blob without data prints as all zeros (MLIR keeps
/// no alignment for an empty blob).
fn blob_text(out: &mut String, bytes: &[u8]) {
    out.push_str("\"0x");
    if bytes.len() <= 4 {
        out.push_str("00000000");
    } else {
        for b in bytes {
            let _ = write!(out, "{b:02X}");
        }
    }
    out.push('"');
}

/// Decodes the text of a blob token (`"0x…"` with its quotes), `None` if it
/// is not one.
pub(crate) fn decode_blob_token(text: &[u8]) -> Option<Vec<u8>> {
    let inner = text.strip_prefix(b"\"")?.strip_suffix(b"\"")?;
    crate::asm::lexer::decode_hex(inner)
}

/// Appends the metadata dictionary for the builtin blobs the printed IR used
/// (`used`, in order of first use) and the external resources; nothing if
/// both are empty.
pub(crate) fn print_resources(out: &mut String, used: &[Box<str>], resources: &Resources) {
    // A key defined twice keeps its last blob.
    let mut blobs: FxHashMap<&[u8], &[u8]> = FxHashMap::default();
    for (_, list) in resources.dialect.iter().filter(|(d, _)| d == "builtin") {
        for (k, v) in list {
            blobs.insert(k, v);
        }
    }
    let entries: Vec<(&[u8], &[u8])> = used
        .iter()
        .filter_map(|u| Some((u.as_bytes(), *blobs.get(u.as_bytes())?)))
        .collect();
    let external: Vec<_> = resources
        .external
        .iter()
        .filter(|(_, list)| !list.is_empty())
        .collect();
    if entries.is_empty() && external.is_empty() {
        return;
    }
    out.push_str("\n{-#\n");
    if !entries.is_empty() {
        out.push_str("  dialect_resources: {\n    builtin: {\n");
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                out.push_str(",\n");
            }
            out.push_str("      ");
            keyword_or_string(out, k);
            out.push_str(": ");
            match decode_blob_token(v) {
                Some(bytes) => blob_text(out, &bytes),
                None => out.push_str(&String::from_utf8_lossy(v)),
            }
        }
        out.push_str("\n    }\n  }");
        if !external.is_empty() {
            out.push(',');
        }
        out.push('\n');
    }
    if !external.is_empty() {
        out.push_str("  external_resources: {\n");
        for (i, (group, list)) in external.iter().enumerate() {
            if i > 0 {
                out.push_str(",\n");
            }
            out.push_str("    ");
            keyword_or_string(out, group);
            out.push_str(": {\n");
            for (j, (k, v)) in list.iter().enumerate() {
                if j > 0 {
                    out.push_str(",\n");
                }
                out.push_str("      ");
                keyword_or_string(out, k);
                out.push_str(": ");
                match v {
                    ResourceValue::Blob(bytes) => blob_text(out, bytes),
                    ResourceValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
                    ResourceValue::String(s) => {
                        out.push('"');
                        escape_into(out, s);
                        out.push('"');
                    }
                }
            }
            out.push_str("\n    }");
        }
        out.push_str("\n  }\n");
    }
    out.push_str("#-}\n");
}
