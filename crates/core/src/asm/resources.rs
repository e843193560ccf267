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

/// Entries with their values as printed.
type PrintedEntries<'a> = Vec<(&'a [u8], String)>;

/// Appends the metadata dictionary for the builtin blobs the printed IR used
/// (`used`, in order of first use) and the external resources; nothing if
/// both are empty.
///
/// With `elide_if_larger` (`--mlir-elide-resource-strings-if-larger`), an
/// entry whose value prints longer than that many characters (quotes
/// included) is left out, then groups and sections left empty; the
/// dictionary itself stays, even empty, as in mlir-opt.
pub(crate) fn print_resources(
    out: &mut String,
    used: &[Box<str>],
    resources: &Resources,
    elide_if_larger: Option<u64>,
) {
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
    if entries.is_empty() && resources.external.iter().all(|(_, l)| l.is_empty()) {
        return;
    }
    let kept = |text: &String| elide_if_larger.is_none_or(|n| text.len() as u64 <= n);
    let builtin: PrintedEntries = entries
        .iter()
        .map(|(k, v)| {
            let mut text = String::new();
            match decode_blob_token(v) {
                Some(bytes) => blob_text(&mut text, &bytes),
                None => text.push_str(&String::from_utf8_lossy(v)),
            }
            (*k, text)
        })
        .filter(|(_, t)| kept(t))
        .collect();
    let external: Vec<(&[u8], PrintedEntries)> = resources
        .external
        .iter()
        .map(|(group, list)| {
            let values = list
                .iter()
                .map(|(k, v)| {
                    let mut text = String::new();
                    match v {
                        ResourceValue::Blob(bytes) => blob_text(&mut text, bytes),
                        ResourceValue::Bool(b) => text.push_str(if *b { "true" } else { "false" }),
                        ResourceValue::String(s) => {
                            text.push('"');
                            escape_into(&mut text, s);
                            text.push('"');
                        }
                    }
                    (k.as_slice(), text)
                })
                .filter(|(_, t)| kept(t))
                .collect();
            (group.as_slice(), values)
        })
        .filter(|(_, values): &(_, Vec<_>)| !values.is_empty())
        .collect();
    let write_entries = |out: &mut String, list: &[(&[u8], String)]| {
        for (i, (k, v)) in list.iter().enumerate() {
            if i > 0 {
                out.push_str(",\n");
            }
            out.push_str("      ");
            keyword_or_string(out, k);
            out.push_str(": ");
            out.push_str(v);
        }
    };
    let mut sections: Vec<String> = Vec::new();
    if !builtin.is_empty() {
        let mut sec = String::from("  dialect_resources: {\n    builtin: {\n");
        write_entries(&mut sec, &builtin);
        sec.push_str("\n    }\n  }");
        sections.push(sec);
    }
    if !external.is_empty() {
        let mut sec = String::from("  external_resources: {\n");
        for (i, (group, list)) in external.iter().enumerate() {
            if i > 0 {
                sec.push_str(",\n");
            }
            sec.push_str("    ");
            keyword_or_string(&mut sec, group);
            sec.push_str(": {\n");
            write_entries(&mut sec, list);
            sec.push_str("\n    }");
        }
        sec.push_str("\n  }");
        sections.push(sec);
    }
    out.push_str("\n{-#\n");
    out.push_str(&sections.join(",\n"));
    out.push_str("\n#-}\n");
}
