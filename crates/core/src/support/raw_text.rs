//! Text that must keep bytes which are not valid UTF-8, carried in a
//! `String`. mlir-opt keeps the body of an unregistered dialect's attribute
//! or type as bytes and prints them back unchanged, while rmlir's printer
//! builds `String`s; so such a body is stored with each byte that is not
//! part of valid UTF-8 encoded as a character of U+10FF80..=U+10FFFF (the
//! end of a private-use plane), and the printed output is decoded back to
//! bytes where it leaves the tool. Characters of that range that were in
//! the input are encoded byte by byte too, so decoding is exact.
//!
//! Everything else the printer writes escapes non-ASCII bytes, so only these
//! bodies ever carry such characters into the output.

use std::borrow::Cow;

const BASE: u32 = 0x10FF00;

fn is_reserved(c: char) -> bool {
    (BASE + 0x80..=BASE + 0xFF).contains(&(c as u32))
}

fn encode_byte(out: &mut String, b: u8) {
    out.push(char::from_u32(BASE + b as u32).expect("a valid code point"));
}

/// Bytes to a `String`, encoding what is not plain UTF-8 (see the module).
pub fn encode(bytes: &[u8]) -> Cow<'_, str> {
    if let Ok(s) = std::str::from_utf8(bytes) {
        if !s.chars().any(is_reserved) {
            return Cow::Borrowed(s);
        }
    }
    let mut out = String::with_capacity(bytes.len() + 8);
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            if is_reserved(c) {
                let mut buf = [0u8; 4];
                for &b in c.encode_utf8(&mut buf).as_bytes() {
                    encode_byte(&mut out, b);
                }
            } else {
                out.push(c);
            }
        }
        for &b in chunk.invalid() {
            encode_byte(&mut out, b);
        }
    }
    Cow::Owned(out)
}

/// Printed text back to the bytes it stands for.
pub fn decode(text: &[u8]) -> Cow<'_, [u8]> {
    // Every reserved character starts with 0xF4 0x8F 0xBE or 0xF4 0x8F 0xBF.
    if !text.contains(&0xF4) {
        return Cow::Borrowed(text);
    }
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        if text[i] == 0xF4 && text.len() - i >= 4 {
            if let Some(c) = std::str::from_utf8(&text[i..i + 4])
                .ok()
                .and_then(|s| s.chars().next())
            {
                if is_reserved(c) {
                    out.push((c as u32 - BASE) as u8);
                    i += 4;
                    continue;
                }
            }
        }
        out.push(text[i]);
        i += 1;
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_any_bytes() {
        let cases: &[&[u8]] = &[
            b"plain",
            b"a\xFF\xFEb",
            "é\u{10FF80}x".as_bytes(),
            b"\xF4\x8F\xBE",
            b"\xF4",
            &[0xF4, 0x8F, 0xBF, 0xBF, 0xC3],
        ];
        for &c in cases {
            let e = encode(c);
            assert_eq!(&*decode(e.as_bytes()), c, "{c:?}");
        }
        assert!(matches!(encode(b"abc"), Cow::Borrowed(_)));
    }
}
