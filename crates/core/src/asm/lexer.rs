//! The lexer of MLIR's text format.
//!
//! Tokens are spans into the source buffer: lexing allocates nothing. Keywords
//! are lexed as bare identifiers and recognised by the parser by spelling,
//! except integer types (`i32`, `si8`, `ui64`), which MLIR lexes as their own
//! token kind. Errors become an `Error` token carrying MLIR's message.

/// The kind of a token (MLIR's `Token::Kind`, without the keyword kinds:
/// keywords lex as [`Tok::BareIdent`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Tok {
    /// End of the input.
    Eof,
    /// A lexing error; the lexer keeps the message.
    Error,
    /// A bare identifier or keyword: `func.func`, `to`, `f32`.
    BareIdent,
    /// `@name` or `@"quoted name"`: a symbol reference.
    AtIdent,
    /// `#name`: an attribute alias or dialect attribute.
    HashIdent,
    /// `%name`: an SSA value.
    PercentIdent,
    /// `^name`: a block label.
    CaretIdent,
    /// `!name`: a type alias or dialect type.
    ExclaimIdent,
    /// An integer type: `i32`, `si8`, `ui64`.
    IntType,
    /// An integer literal, decimal or `0x` hexadecimal, without sign.
    Integer,
    /// A floating-point literal, without sign.
    Float,
    /// A string literal, quotes included.
    String,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `...`
    Ellipsis,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `=`
    Equal,
    /// `+`
    Plus,
    /// `*`
    Star,
    /// `-`
    Minus,
    /// `->`
    Arrow,
    /// `?`
    Question,
    /// `|`
    VerticalBar,
    /// A `/` that does not start a comment.  mlir-opt 22 lexes it as a
    /// token no production accepts, without a lexer diagnostic, so the
    /// parser's own "expected ..." message is what gets reported.
    Slash,
    /// `{-#`, opening the file metadata section (dialect resources).
    FileMetadataBegin,
    /// `#-}`, closing the file metadata section.
    FileMetadataEnd,
}

impl Tok {
    /// The spelling of a punctuation token kind, for `expected '...'`
    /// messages (`?` for a kind that is not punctuation).
    pub fn punct_spelling(self) -> &'static str {
        match self {
            Self::Colon => ":",
            Self::Comma => ",",
            Self::LParen => "(",
            Self::RParen => ")",
            Self::LBrace => "{",
            Self::RBrace => "}",
            Self::LSquare => "[",
            Self::RSquare => "]",
            Self::Less => "<",
            Self::Greater => ">",
            Self::Equal => "=",
            Self::Arrow => "->",
            Self::Question => "?",
            Self::Star => "*",
            Self::Plus => "+",
            Self::Minus => "-",
            Self::VerticalBar => "|",
            Self::Slash => "/",
            Self::FileMetadataEnd => "#-}",
            Self::Ellipsis => "...",
            _ => "?",
        }
    }
}

/// A token: its kind and where it is in the source.
#[derive(Copy, Clone, Debug)]
pub struct Token {
    /// The kind.
    pub kind: Tok,
    /// Byte offset of the first character in the source.
    pub start: u32,
    /// Byte offset one past the last character.
    pub end: u32,
}

impl Token {
    /// Whether the token is of kind `k`.
    pub fn is(&self, k: Tok) -> bool {
        self.kind == k
    }
}

/// The lexer: turns a source buffer into tokens, one [`Lexer::next_token`] at a time.
pub(crate) struct Lexer<'a> {
    pub src: &'a [u8],
    pos: usize,
    /// Message of the last `Error` token.
    pub error: Option<(&'static str, usize)>,
}

fn is_alpha(c: u8) -> bool {
    c.is_ascii_alphabetic()
}
const fn is_punct(c: u8) -> bool {
    matches!(c, b'$' | b'.' | b'_' | b'-')
}

/// Character classes, looked up in one table: identifiers are the bulk of
/// MLIR text, and a table load per character beats chains of comparisons.
const IDENT: u8 = 1;
/// Characters of a `%`/`#`/`^`/`!` suffix identifier after its first.
const SUFFIX: u8 = 2;
const SPACE: u8 = 4;

static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let alnum = b.is_ascii_alphanumeric();
        if alnum || b == b'_' || b == b'$' || b == b'.' {
            t[c] |= IDENT;
        }
        if alnum || is_punct(b) {
            t[c] |= SUFFIX;
        }
        if matches!(b, b' ' | b'\t' | b'\n' | b'\r') {
            t[c] |= SPACE;
        }
        c += 1;
    }
    t
};

/// Whether `c` may follow the first character of a `%`, `#`, `^` or `!`
/// identifier (the printer keeps value names to these).
pub(crate) fn is_suffix_id_char(c: u8) -> bool {
    CLASS[c as usize] & SUFFIX != 0
}

/// Length of the run of characters of class `class` at the start of `s`.
#[inline]
fn run_of(s: &[u8], class: u8) -> usize {
    s.iter()
        .position(|&c| CLASS[c as usize] & class == 0)
        .unwrap_or(s.len())
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            error: None,
        }
    }

    pub fn reset_to(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    #[inline]
    fn peek(&self, off: usize) -> u8 {
        // Past-the-end reads as NUL, like LLVM's NUL-terminated buffers.
        *self.src.get(self.pos + off).unwrap_or(&0)
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    fn err(&mut self, at: usize, msg: &'static str) -> Token {
        self.error = Some((msg, at));
        Token {
            kind: Tok::Error,
            start: at as u32,
            end: self.pos.max(at + 1).min(self.src.len()) as u32,
        }
    }

    pub fn next_token(&mut self) -> Token {
        loop {
            self.pos += run_of(&self.src[self.pos.min(self.src.len())..], SPACE);
            let start = self.pos;
            if start >= self.src.len() {
                return self.tok(Tok::Eof, start);
            }
            let c = self.src[start];
            self.pos += 1;
            let kind = match c {
                // Other blanks were skipped above.
                0 => continue,
                b'_' => return self.lex_bare(start),
                c if is_alpha(c) => return self.lex_bare(start),
                b':' => Tok::Colon,
                b',' => Tok::Comma,
                b'.' => {
                    if self.peek(0) == b'.' && self.peek(1) == b'.' {
                        self.pos += 2;
                        Tok::Ellipsis
                    } else {
                        return self
                            .err(self.pos, "expected three consecutive dots for an ellipsis");
                    }
                }
                b'(' => Tok::LParen,
                b')' => Tok::RParen,
                b'{' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'#' {
                        self.pos += 2;
                        Tok::FileMetadataBegin
                    } else {
                        Tok::LBrace
                    }
                }
                b'}' => Tok::RBrace,
                b'[' => Tok::LSquare,
                b']' => Tok::RSquare,
                b'<' => Tok::Less,
                b'>' => Tok::Greater,
                b'=' => Tok::Equal,
                b'+' => Tok::Plus,
                b'*' => Tok::Star,
                b'-' => {
                    if self.peek(0) == b'>' {
                        self.pos += 1;
                        Tok::Arrow
                    } else {
                        Tok::Minus
                    }
                }
                b'?' => Tok::Question,
                b'|' => Tok::VerticalBar,
                b'/' => {
                    if self.peek(0) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    Tok::Slash
                }
                b'@' => return self.lex_at(start),
                b'#' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'}' {
                        self.pos += 2;
                        Tok::FileMetadataEnd
                    } else {
                        return self.lex_prefixed(start);
                    }
                }
                b'!' | b'^' | b'%' => return self.lex_prefixed(start),
                b'"' => return self.lex_string(start),
                b'0'..=b'9' => return self.lex_number(start),
                _ => return self.err(start, "unexpected character"),
            };
            return self.tok(kind, start);
        }
    }

    fn skip_comment(&mut self) {
        while self.pos < self.src.len() {
            let c = self.src[self.pos];
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
                return;
            }
        }
    }

    fn lex_bare(&mut self, start: usize) -> Token {
        self.pos += run_of(&self.src[self.pos..], IDENT);
        let s = &self.src[start..self.pos];
        let all_digits = |d: &[u8]| d.iter().all(|c| c.is_ascii_digit());
        let is_int_type = (s.len() > 1 && s[0] == b'i' && all_digits(&s[1..]))
            || (s.len() > 2
                && s[1] == b'i'
                && (s[0] == b's' || s[0] == b'u')
                && all_digits(&s[2..]));
        self.tok(
            if is_int_type {
                Tok::IntType
            } else {
                Tok::BareIdent
            },
            start,
        )
    }

    fn lex_at(&mut self, start: usize) -> Token {
        let c = self.peek(0);
        self.pos += 1;
        if c == b'"' {
            let t = self.lex_string(self.pos - 1);
            if t.kind == Tok::Error {
                return t;
            }
            return self.tok(Tok::AtIdent, start);
        }
        if !(is_alpha(c) || c == b'_') {
            return self.err(
                self.pos - 1,
                "@ identifier expected to start with letter or '_'",
            );
        }
        self.pos += run_of(&self.src[self.pos..], IDENT);
        self.tok(Tok::AtIdent, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        if self.src[start] == b'0' && self.peek(0) == b'x' {
            if !self.peek(1).is_ascii_hexdigit() {
                return self.tok(Tok::Integer, start);
            }
            self.pos += 2;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.tok(Tok::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.tok(Tok::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E')
            && (self.peek(1).is_ascii_digit()
                || (matches!(self.peek(1), b'-' | b'+') && self.peek(2).is_ascii_digit()))
        {
            self.pos += 2;
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        }
        self.tok(Tok::Float, start)
    }

    fn lex_prefixed(&mut self, start: usize) -> Token {
        let (kind, what) = match self.src[start] {
            b'#' => (Tok::HashIdent, "invalid attribute name"),
            b'%' => (Tok::PercentIdent, "invalid SSA name"),
            b'^' => (Tok::CaretIdent, "invalid block name"),
            _ => (Tok::ExclaimIdent, "invalid type identifier"),
        };
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if is_alpha(c) || is_punct(c) {
            self.pos += 1;
            self.pos += run_of(&self.src[self.pos..], SUFFIX);
        } else {
            return self.err(self.pos - 1, what);
        }
        self.tok(kind, start)
    }

    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            if self.pos >= self.src.len() {
                return self.err(self.pos, "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.tok(Tok::String, start),
                b'\n' | 0x0b | 0x0c => {
                    return self.err(self.pos - 1, "expected '\"' in string literal")
                }
                b'\\' => {
                    let n = self.peek(0);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.err(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }
}

/// The bytes of a hex string token's body (`0x` and pairs of hex
/// digits, between the quotes), `None` if it is not one.
pub(crate) fn decode_hex(s: &[u8]) -> Option<Vec<u8>> {
    let digits = s.strip_prefix(b"0x")?;
    if digits.len() % 2 != 0 {
        return None;
    }
    let hex = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    digits
        .chunks(2)
        .map(|p| Some(hex(p[0])? * 16 + hex(p[1])?))
        .collect()
}

/// The value of a string token's body (between the quotes), with escapes resolved.
pub(crate) fn unescape_string(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' || i + 1 >= body.len() {
            out.push(c);
            i += 1;
            continue;
        }
        let n = body[i + 1];
        match n {
            b'"' | b'\\' => {
                out.push(n);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                let lo = body.get(i + 2).copied().unwrap_or(b'0');
                out.push(hex(n) * 16 + hex(lo));
                i += 3;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        let mut l = Lexer::new(s.as_bytes());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if matches!(t.kind, Tok::Eof | Tok::Error) {
                return v;
            }
        }
    }

    #[test]
    fn lexes_mlir_tokens() {
        use Tok::*;
        assert_eq!(
            kinds("%0 = \"foo\"() : () -> i32 // c\n"),
            vec![
                PercentIdent,
                Equal,
                String,
                LParen,
                RParen,
                Colon,
                LParen,
                RParen,
                Arrow,
                IntType,
                Eof
            ]
        );
        assert_eq!(
            kinds("1.5e3 0x1F 7 1.e"),
            vec![Float, Integer, Integer, Float, BareIdent, Eof]
        );
        assert_eq!(
            kinds("{-# #-} ..."),
            vec![FileMetadataBegin, FileMetadataEnd, Ellipsis, Eof]
        );
        assert_eq!(
            kinds("si32 ui8 i f32 @\"x y\""),
            vec![IntType, IntType, BareIdent, BareIdent, AtIdent, Eof]
        );
    }

    #[test]
    fn reports_errors() {
        let mut l = Lexer::new(b"\"abc");
        assert_eq!(l.next_token().kind, Tok::Error);
        assert_eq!(l.error, Some(("expected '\"' in string literal", 4)));
        let mut l = Lexer::new(b"\"a\\q\"");
        assert_eq!(l.next_token().kind, Tok::Error);
        assert_eq!(l.error.unwrap().0, "unknown escape in string literal");
        assert_eq!(unescape_string(b"a\\22\\n\\\\"), b"a\"\n\\".to_vec());
    }
}
