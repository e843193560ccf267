//! A byte lexer that follows MLIR's token rules (mlir/lib/AsmParser/Lexer.cpp).
//!
//! The affine parser runs inside mlir-opt's general lexer, so anything that
//! can appear in an MLIR file may show up between `affine_map<` and `>`.  To
//! report the same error at the same place, this lexer recognises every MLIR
//! token shape (strings, `@`/`#`/`%` identifiers, floats, ...) and emits the
//! lexer's own diagnostics, even though the affine grammar only uses a few of
//! the kinds.

/// Token kinds, collapsed to what the affine grammar distinguishes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Tok {
    Eof,
    /// The lexer reported a diagnostic for this token.
    Error,
    /// Bare identifiers, keywords and integer types (`i32`): MLIR accepts all
    /// of them as dim/symbol names.
    Ident,
    KwSymbol,
    KwFloorDiv,
    KwCeilDiv,
    KwMod,
    Integer,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Less,
    Greater,
    Equal,
    Plus,
    Star,
    Minus,
    Arrow,
    Colon,
    Comma,
    /// `%name`: an SSA identifier.
    Percent,
    /// `#name`: an attribute alias, or a result number after `%name`.
    Hash,
    /// Any other valid token (floats, strings, braces, `@sym`, `#attr`, ...).
    Other,
}

#[derive(Copy, Clone, Debug)]
pub(crate) struct Token {
    pub kind: Tok,
    pub start: usize,
    pub end: usize,
}

pub(crate) struct Lexer<'a> {
    buf: &'a [u8],
    pos: usize,
    /// The diagnostic of the most recent error token.
    pub error: Option<(usize, &'static str)>,
}

fn is_alpha(c: u8) -> bool {
    c.is_ascii_alphabetic()
}

fn is_digit(c: u8) -> bool {
    c.is_ascii_digit()
}

impl<'a> Lexer<'a> {
    pub fn new(buf: &'a [u8], pos: usize) -> Self {
        Lexer {
            buf,
            pos,
            error: None,
        }
    }

    /// The byte at `i`, or NUL past the end: llvm::MemoryBuffer guarantees a
    /// terminating NUL and the C++ lexer relies on it.
    fn at(&self, i: usize) -> u8 {
        self.buf.get(i).copied().unwrap_or(0)
    }

    fn form(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    fn fail(&mut self, at: usize, msg: &'static str, start: usize) -> Token {
        self.error = Some((at, msg));
        Token {
            kind: Tok::Error,
            start,
            end: self.pos.min(self.buf.len()).max(start),
        }
    }

    pub fn next_token(&mut self) -> Token {
        loop {
            let start = self.pos;
            if start >= self.buf.len() {
                return Token {
                    kind: Tok::Eof,
                    start: self.buf.len(),
                    end: self.buf.len(),
                };
            }
            let c = self.buf[start];
            self.pos += 1;
            return match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'_' => self.bare_identifier(start),
                c if is_alpha(c) => self.bare_identifier(start),
                b':' => self.form(Tok::Colon, start),
                b',' => self.form(Tok::Comma, start),
                b'.' => self.ellipsis(start),
                b'(' => self.form(Tok::LParen, start),
                b')' => self.form(Tok::RParen, start),
                b'{' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' {
                        self.pos += 2;
                    }
                    self.form(Tok::Other, start)
                }
                b'}' | b'?' | b'|' => self.form(Tok::Other, start),
                b'[' => self.form(Tok::LSquare, start),
                b']' => self.form(Tok::RSquare, start),
                b'<' => self.form(Tok::Less, start),
                b'>' => self.form(Tok::Greater, start),
                b'=' => self.form(Tok::Equal, start),
                b'+' => self.form(Tok::Plus, start),
                b'*' => self.form(Tok::Star, start),
                b'-' => {
                    if self.at(self.pos) == b'>' {
                        self.pos += 1;
                        self.form(Tok::Arrow, start)
                    } else {
                        self.form(Tok::Minus, start)
                    }
                }
                b'/' => {
                    if self.at(self.pos) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    // mlir-opt 22 lexes a lone '/' as a token of its own.
                    self.form(Tok::Other, start)
                }
                b'@' => self.at_identifier(start),
                b'#' => {
                    if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' {
                        self.pos += 2;
                        self.form(Tok::Other, start)
                    } else {
                        self.prefixed_identifier(start)
                    }
                }
                b'!' | b'^' | b'%' => self.prefixed_identifier(start),
                b'"' => self.string(start),
                b'0'..=b'9' => self.number(start),
                _ => self.fail(start, "unexpected character", start),
            };
        }
    }

    fn skip_comment(&mut self) {
        // Skip the second '/', then everything up to and including a newline.
        self.pos += 1;
        while self.pos < self.buf.len() {
            let c = self.buf[self.pos];
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
                return;
            }
        }
    }

    fn ident_tail(&mut self) {
        while {
            let c = self.at(self.pos);
            is_alpha(c) || is_digit(c) || c == b'_' || c == b'$' || c == b'.'
        } {
            self.pos += 1;
        }
    }

    fn bare_identifier(&mut self, start: usize) -> Token {
        self.ident_tail();
        let kind = match &self.buf[start..self.pos] {
            b"symbol" => Tok::KwSymbol,
            b"floordiv" => Tok::KwFloorDiv,
            b"ceildiv" => Tok::KwCeilDiv,
            b"mod" => Tok::KwMod,
            _ => Tok::Ident,
        };
        self.form(kind, start)
    }

    fn ellipsis(&mut self, start: usize) -> Token {
        if self.pos >= self.buf.len() || self.at(self.pos) != b'.' || self.at(self.pos + 1) != b'.'
        {
            let at = self.pos;
            return self.fail(at, "expected three consecutive dots for an ellipsis", start);
        }
        self.pos += 2;
        self.form(Tok::Other, start)
    }

    fn at_identifier(&mut self, start: usize) -> Token {
        let c = self.at(self.pos);
        self.pos += 1;
        if c == b'"' {
            let tok = self.string(start);
            if tok.kind == Tok::Error {
                return tok;
            }
            return self.form(Tok::Other, start);
        }
        if !is_alpha(c) && c != b'_' {
            let at = self.pos - 1;
            return self.fail(
                at,
                "@ identifier expected to start with letter or '_'",
                start,
            );
        }
        self.ident_tail();
        self.form(Tok::Other, start)
    }

    fn prefixed_identifier(&mut self, start: usize) -> Token {
        let (kind, what) = match self.buf[start] {
            b'#' => (Tok::Hash, "invalid attribute name"),
            b'%' => (Tok::Percent, "invalid SSA name"),
            b'^' => (Tok::Other, "invalid block name"),
            _ => (Tok::Other, "invalid type identifier"),
        };
        let is_punct = |c: u8| matches!(c, b'$' | b'.' | b'_' | b'-');
        let c = self.at(self.pos);
        if is_digit(c) {
            while is_digit(self.at(self.pos)) {
                self.pos += 1;
            }
        } else if is_alpha(c) || is_punct(c) {
            while {
                let c = self.at(self.pos);
                is_alpha(c) || is_digit(c) || is_punct(c)
            } {
                self.pos += 1;
            }
        } else {
            let at = self.pos - 1;
            return self.fail(at, what, start);
        }
        self.form(kind, start)
    }

    fn string(&mut self, start: usize) -> Token {
        loop {
            if self.pos >= self.buf.len() {
                let at = self.buf.len();
                self.pos = at + 1;
                return self.fail(at, "expected '\"' in string literal", start);
            }
            let c = self.buf[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.form(Tok::Other, start),
                b'\n' | 0x0b | 0x0c => {
                    let at = self.pos - 1;
                    return self.fail(at, "expected '\"' in string literal", start);
                }
                b'\\' => {
                    let n = self.at(self.pos);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.at(self.pos + 1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        let at = self.pos - 1;
                        return self.fail(at, "unknown escape in string literal", start);
                    }
                }
                _ => {}
            }
        }
    }

    fn number(&mut self, start: usize) -> Token {
        if self.buf[start] == b'0' && self.at(self.pos) == b'x' {
            // `0xi32` is the integer 0 followed by the identifier `xi32`.
            if !self.at(self.pos + 1).is_ascii_hexdigit() {
                return self.form(Tok::Integer, start);
            }
            self.pos += 2;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.form(Tok::Integer, start);
        }
        while is_digit(self.at(self.pos)) {
            self.pos += 1;
        }
        if self.at(self.pos) != b'.' {
            return self.form(Tok::Integer, start);
        }
        self.pos += 1;
        while is_digit(self.at(self.pos)) {
            self.pos += 1;
        }
        if matches!(self.at(self.pos), b'e' | b'E') {
            let n1 = self.at(self.pos + 1);
            if is_digit(n1) || ((n1 == b'-' || n1 == b'+') && is_digit(self.at(self.pos + 2))) {
                self.pos += 2;
                while is_digit(self.at(self.pos)) {
                    self.pos += 1;
                }
            }
        }
        self.form(Tok::Other, start)
    }
}

/// The value of an integer token as MLIR's `Token::getUInt64IntegerValue`
/// computes it: decimal, or hexadecimal after `0x`; `None` past `u64::MAX`.
pub(crate) fn integer_value(spelling: &[u8]) -> Option<u64> {
    let (digits, radix) = if spelling.len() > 1 && spelling[1] == b'x' {
        (&spelling[2..], 16)
    } else {
        (spelling, 10)
    };
    if digits.is_empty() {
        return None;
    }
    let mut v: u64 = 0;
    for &c in digits {
        let d = (c as char).to_digit(radix)? as u64;
        v = v.checked_mul(radix as u64)?.checked_add(d)?;
    }
    Some(v)
}
