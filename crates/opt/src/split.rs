//! `--split-input-file`: cutting a buffer into chunks exactly as mlir-opt's
//! `splitAndProcessBuffer` does.

/// How a buffer splits: the chunk ranges, and the offsets of near misses
/// (text that starts like a marker but does not end like one), which
/// mlir-opt reports as warnings before processing any chunk.
pub struct Split {
    pub chunks: Vec<(usize, usize)>,
    pub near_misses: Vec<usize>,
}

/// Splits `text` as mlir-opt does: at every occurrence of the marker minus
/// its last two characters; a piece then continues the marker when it starts
/// with those two characters, is longer than them and has no `0` right
/// after them (so `// ---0` and a trailing `// -----` are near misses that
/// stay in the chunk). A leading empty piece is skipped without the suffix
/// check (so a file starting with the marker has a first chunk starting at
/// its last two characters), empty chunks are dropped, and an empty file
/// has no chunks at all.
pub fn split_like_mlir_opt(text: &[u8], marker: &[u8]) -> Split {
    let check = 2.min(marker.len());
    let prefix = &marker[..marker.len() - check];
    let suffix = &marker[marker.len() - check..];
    if prefix.is_empty() {
        return Split {
            chunks: vec![(0, text.len())],
            near_misses: Vec::new(),
        };
    }
    let mut raw = Vec::new();
    let mut pos = 0;
    loop {
        match find(&text[pos..], prefix) {
            None => {
                raw.push((pos, text.len()));
                break;
            }
            Some(i) => {
                raw.push((pos, pos + i));
                pos += i + prefix.len();
            }
        }
    }
    let mut chunks = Vec::new();
    let mut near_misses = Vec::new();
    let mut prev: Option<(usize, usize)> = None;
    for (start, end) in raw {
        let Some(p) = prev.filter(|p| p.0 != p.1) else {
            prev = Some((start, end));
            continue;
        };
        let piece = &text[start..end];
        if piece.starts_with(suffix) && piece.len() > check && piece[check] != b'0' {
            chunks.push(p);
            prev = Some((start + check, end));
        } else {
            near_misses.push(start);
            prev = Some((p.0, end));
        }
    }
    if let Some(p) = prev.filter(|p| p.0 != p.1) {
        chunks.push(p);
    }
    Split {
        chunks,
        near_misses,
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_on_markers_only() {
        let t = b"a\n// -----\nb\n// ---0\nc";
        let c = split_like_mlir_opt(t, b"// -----");
        let parts: Vec<&[u8]> = c.chunks.iter().map(|&(s, e)| &t[s..e]).collect();
        assert_eq!(parts, vec![&b"a\n"[..], &b"\nb\n// ---0\nc"[..]]);
        assert_eq!(c.near_misses, vec![19]);
    }

    #[test]
    fn leading_marker_and_empty_input() {
        let t = b"// -----\nx";
        let c = split_like_mlir_opt(t, b"// -----");
        assert_eq!(c.chunks, vec![(6, t.len())]);
        assert!(split_like_mlir_opt(b"", b"// -----").chunks.is_empty());
        let t = b"x\n// -----";
        let c = split_like_mlir_opt(t, b"// -----");
        assert_eq!(c.chunks, vec![(0, t.len())]);
        assert_eq!(c.near_misses, vec![8]);
    }
}
