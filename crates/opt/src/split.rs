//! `--split-input-file`: cutting a buffer into chunks exactly as mlir-opt's
//! `splitAndProcessBuffer` does.

/// Chunk ranges of `text`. A marker like `// -----` is matched by its first
/// part followed by the last two characters (so near misses such as
/// `// ---0` do not split); text after a marker on its line starts the next
/// chunk. Empty chunks are dropped.
pub fn split_like_mlir_opt(text: &[u8], marker: &[u8]) -> Vec<(usize, usize)> {
    let check = 2.min(marker.len());
    let prefix = &marker[..marker.len() - check];
    let suffix = &marker[marker.len() - check..];
    if prefix.is_empty() {
        return vec![(0, text.len())];
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
            prev = Some((p.0, end));
        }
    }
    if let Some(p) = prev.filter(|p| p.0 != p.1) {
        chunks.push(p);
    }
    if chunks.is_empty() {
        chunks.push((0, text.len()));
    }
    chunks
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
        let parts: Vec<&[u8]> = c.iter().map(|&(s, e)| &t[s..e]).collect();
        assert_eq!(parts, vec![&b"a\n"[..], &b"\nb\n// ---0\nc"[..]]);
    }
}
