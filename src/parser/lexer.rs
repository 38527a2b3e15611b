//! The MLIR token stream: identifiers with their sigils, literals and punctuation.

/// What a token is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// A character sequence that is not a token.
    Error,
    /// `foo`, `f32`, `x8xf32`, `arith.addi`
    BareIdent,
    /// `%name`
    PercentIdent,
    /// `^bb0`
    CaretIdent,
    /// `#map`, `#sparse_tensor.encoding`
    HashIdent,
    /// `!llvm.ptr`
    BangIdent,
    /// `@sym`, `@"quoted sym"`
    AtIdent,
    /// `42`, `0x1F`
    Integer,
    /// `1.5`, `1.0e-3`
    Float,
    /// `"text"`
    String,
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
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `::`
    ColonColon,
    /// `=`
    Equal,
    /// `->`
    Arrow,
    /// `?`
    Question,
    /// `*`
    Star,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `|`
    Bar,
    /// `...`
    Ellipsis,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// A token: its kind and byte span in the source.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Byte offset of its first character.
    pub start: u32,
    /// Byte offset one past its last character.
    pub end: u32,
}

/// A hand-written lexer over a byte buffer (MLIR's own lexer is hand-written too; this keeps
/// lexing allocation-free and lets the parser re-lex shapes like `4x?xf32`).
#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// Byte offset where lexing started (for sub-buffers parsed in place).
    base: u32,
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}
fn is_ident_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.'
}
fn is_suffix_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'$' | b'.' | b'_' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer over `src` whose offsets start at `base`.
    pub fn new(src: &'a str, base: u32) -> Self {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            base,
        }
    }

    /// Current byte offset (absolute).
    pub fn offset(&self) -> u32 {
        self.base + self.pos as u32
    }

    /// Moves to absolute offset `off` (used to re-lex a region of text differently).
    pub fn reset_to(&mut self, off: u32) {
        self.pos = (off.saturating_sub(self.base) as usize).min(self.src.len());
    }

    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn skip_trivia(&mut self) {
        loop {
            match self.at(self.pos) {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                b'/' if self.at(self.pos + 1) == b'/' => {
                    while self.pos < self.src.len() && self.at(self.pos) != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start: self.base + start as u32,
            end: self.base + self.pos as u32,
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        if self.pos >= self.src.len() {
            return self.tok(TokenKind::Eof, start);
        }
        let c = self.at(self.pos);
        self.pos += 1;
        use TokenKind as K;
        let kind = match c {
            b'(' => K::LParen,
            b')' => K::RParen,
            b'{' => {
                if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' {
                    self.pos += 2;
                    K::FileMetadataBegin
                } else {
                    K::LBrace
                }
            }
            b'}' => K::RBrace,
            b'[' => K::LSquare,
            b']' => K::RSquare,
            b'<' => K::Less,
            b'>' => K::Greater,
            b',' => K::Comma,
            b'=' => K::Equal,
            b'?' => K::Question,
            b'*' => K::Star,
            b'+' => K::Plus,
            b'|' => K::Bar,
            b':' => {
                if self.at(self.pos) == b':' {
                    self.pos += 1;
                    K::ColonColon
                } else {
                    K::Colon
                }
            }
            b'-' => {
                if self.at(self.pos) == b'>' {
                    self.pos += 1;
                    K::Arrow
                } else {
                    K::Minus
                }
            }
            b'.' => {
                if self.at(self.pos) == b'.' && self.at(self.pos + 1) == b'.' {
                    self.pos += 2;
                    K::Ellipsis
                } else {
                    K::Error
                }
            }
            b'"' => self.lex_string_body(),
            b'%' => self.lex_suffix_id(K::PercentIdent),
            b'^' => self.lex_suffix_id(K::CaretIdent),
            b'!' => self.lex_suffix_id(K::BangIdent),
            b'#' => {
                if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' {
                    self.pos += 2;
                    K::FileMetadataEnd
                } else {
                    self.lex_suffix_id(K::HashIdent)
                }
            }
            b'@' => {
                if self.at(self.pos) == b'"' {
                    self.pos += 1;
                    match self.lex_string_body() {
                        K::String => K::AtIdent,
                        k => k,
                    }
                } else if is_ident_start(self.at(self.pos)) {
                    // A symbol name is a bare identifier: a letter or '_' first.
                    while is_ident_char(self.at(self.pos)) {
                        self.pos += 1;
                    }
                    K::AtIdent
                } else {
                    K::Error
                }
            }
            b'0'..=b'9' => self.lex_number(start),
            c if is_ident_start(c) => {
                while is_ident_char(self.at(self.pos)) {
                    self.pos += 1;
                }
                K::BareIdent
            }
            _ => K::Error,
        };
        self.tok(kind, start)
    }

    fn lex_suffix_id(&mut self, kind: TokenKind) -> TokenKind {
        let c = self.at(self.pos);
        if c.is_ascii_digit() {
            while self.at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
            kind
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            while is_suffix_char(self.at(self.pos)) {
                self.pos += 1;
            }
            kind
        } else {
            TokenKind::Error
        }
    }

    fn lex_string_body(&mut self) -> TokenKind {
        loop {
            match self.src.get(self.pos) {
                None | Some(b'\n') => return TokenKind::Error,
                Some(b'"') => {
                    self.pos += 1;
                    return TokenKind::String;
                }
                Some(b'\\') => self.pos += 2,
                Some(_) => self.pos += 1,
            }
        }
    }

    fn lex_number(&mut self, start: usize) -> TokenKind {
        if self.at(start) == b'0'
            && self.at(self.pos) == b'x'
            && self.at(self.pos + 1).is_ascii_hexdigit()
        {
            self.pos += 1;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return TokenKind::Integer;
        }
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.at(self.pos) != b'.' {
            return TokenKind::Integer;
        }
        self.pos += 1;
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.at(self.pos), b'e' | b'E') {
            let save = self.pos;
            self.pos += 1;
            if matches!(self.at(self.pos), b'+' | b'-') {
                self.pos += 1;
            }
            if self.at(self.pos).is_ascii_digit() {
                while self.at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            } else {
                self.pos = save;
            }
        }
        TokenKind::Float
    }
}

/// The offset and message of MLIR's lexer error for an error token spanning `start..end`
/// whose text is `text`.
pub fn error_message(text: &str, start: u32, end: u32) -> (u32, &'static str) {
    match text.as_bytes().first() {
        Some(b'.') => (start + 1, "expected three consecutive dots for an ellipsis"),
        Some(b'%') => (start, "invalid SSA name"),
        Some(b'^') => (start, "invalid block name"),
        Some(b'!') => (start, "invalid type identifier"),
        Some(b'#') => (start, "invalid attribute name"),
        Some(b'@') if text.as_bytes().get(1) != Some(&b'"') => (
            start + 1,
            "@ identifier expected to start with letter or '_'",
        ),
        Some(b'"' | b'@') => (end, "expected '\"' in string literal"),
        _ => (start, "unexpected character"),
    }
}

/// Decodes the body of a string literal token (without quotes) into bytes, resolving MLIR's
/// escapes `\"`, `\\`, `\n`, `\t` and `\XX` (two hex digits). `Err` holds the byte offset of a
/// bad escape within `b`.
pub fn unescape_string(b: &[u8]) -> Result<Vec<u8>, usize> {
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let next = b.get(i + 1).copied().ok_or(i)?;
        match next {
            b'"' | b'\\' => out.push(next),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let hi = (next as char).to_digit(16).ok_or(i)?;
                let lo = b
                    .get(i + 2)
                    .and_then(|&c| (c as char).to_digit(16))
                    .ok_or(i)?;
                out.push((hi * 16 + lo) as u8);
                i += 1;
            }
        }
        i += 2;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind> {
        let mut l = Lexer::new(s, 0);
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            if t.kind == TokenKind::Eof {
                return v;
            }
            v.push(t.kind);
        }
    }

    #[test]
    fn lexes_sigils_and_literals() {
        use TokenKind::*;
        assert_eq!(
            kinds(
                "%0 = arith.addi %a#1, ^bb0 @f @\"x y\" #map !llvm.ptr 1.5e-3 0x1F -> ... \"s\\\"\" // c"
            ),
            vec![
                PercentIdent,
                Equal,
                BareIdent,
                PercentIdent,
                HashIdent,
                Comma,
                CaretIdent,
                AtIdent,
                AtIdent,
                HashIdent,
                BangIdent,
                Float,
                Integer,
                Arrow,
                Ellipsis,
                String
            ]
        );
    }

    #[test]
    fn unescapes() {
        assert_eq!(
            unescape_string(br#"a\"b\\\0A\n"#),
            Ok(b"a\"b\\\n\n".to_vec())
        );
        assert!(unescape_string(br"\zz").is_err());
    }
}
