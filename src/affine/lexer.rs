//! The tokens of MLIR's affine syntax, lexed the way MLIR's lexer does.
//!
//! Identifiers are `[A-Za-z_][A-Za-z0-9_$.]*`; keywords (`floordiv`, `ceildiv`, `mod`) are
//! identifiers that the parser treats specially, so `modx` is one identifier. Whitespace
//! and `//` comments are skipped.

/// Punctuation the affine grammar (and grammars embedding it) uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Punct {
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `->`
    Arrow,
    /// `=`
    Equal,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `*`
    Star,
}

impl Punct {
    /// The punctuation's spelling.
    pub fn spelling(self) -> &'static str {
        match self {
            Punct::LParen => "(",
            Punct::RParen => ")",
            Punct::LSquare => "[",
            Punct::RSquare => "]",
            Punct::LBrace => "{",
            Punct::RBrace => "}",
            Punct::Comma => ",",
            Punct::Colon => ":",
            Punct::Arrow => "->",
            Punct::Equal => "=",
            Punct::Plus => "+",
            Punct::Minus => "-",
            Punct::Star => "*",
        }
    }
}

/// What kind of token was lexed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum TokenKind {
    Ident,
    Integer,
    Punct(Punct),
    /// `%name`: an SSA value, which MLIR rejects inside affine maps.
    SsaIdent,
    Eof,
    /// A token of MLIR's wider syntax that affine syntax never accepts (floats, `<`, ...).
    Other,
    /// Text MLIR's lexer itself rejects, with its message.
    Error(&'static str),
}

/// A token: its kind and its byte range in the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Token {
    pub(super) kind: TokenKind,
    pub(super) start: usize,
    pub(super) end: usize,
}

impl Token {
    pub(super) fn text<'t>(&self, text: &'t str) -> &'t str {
        text.get(self.start..self.end).unwrap_or("")
    }

    pub(super) fn is(&self, punct: Punct) -> bool {
        self.kind == TokenKind::Punct(punct)
    }
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

fn is_ident_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.')
}

/// Skips whitespace and `//` comments from `pos`.
fn skip_trivia(bytes: &[u8], mut pos: usize) -> usize {
    loop {
        match bytes.get(pos) {
            Some(b' ' | b'\t' | b'\n' | b'\r') => pos += 1,
            Some(b'/') if bytes.get(pos + 1) == Some(&b'/') => {
                while let Some(&b) = bytes.get(pos) {
                    if b == b'\n' {
                        break;
                    }
                    pos += 1;
                }
            }
            _ => return pos,
        }
    }
}

/// Lexes the token that starts at or after byte `pos` of `text`.
pub(super) fn lex(text: &str, pos: usize) -> Token {
    let bytes = text.as_bytes();
    let start = skip_trivia(bytes, pos.min(bytes.len()));
    let token = |kind, end| Token { kind, start, end };
    let Some(&first) = bytes.get(start) else {
        return token(TokenKind::Eof, start);
    };
    let punct = |p, len| token(TokenKind::Punct(p), start + len);
    match first {
        b'(' => punct(Punct::LParen, 1),
        b')' => punct(Punct::RParen, 1),
        b'[' => punct(Punct::LSquare, 1),
        b']' => punct(Punct::RSquare, 1),
        b'{' => punct(Punct::LBrace, 1),
        b'}' => punct(Punct::RBrace, 1),
        b',' => punct(Punct::Comma, 1),
        b':' => punct(Punct::Colon, 1),
        b'=' => punct(Punct::Equal, 1),
        b'+' => punct(Punct::Plus, 1),
        b'*' => punct(Punct::Star, 1),
        b'-' if bytes.get(start + 1) == Some(&b'>') => punct(Punct::Arrow, 2),
        b'-' => punct(Punct::Minus, 1),
        b'%' => {
            let end = scan(bytes, start + 1, is_ident_continue);
            token(TokenKind::SsaIdent, end)
        }
        b if is_ident_start(b) => {
            token(TokenKind::Ident, scan(bytes, start + 1, is_ident_continue))
        }
        b if b.is_ascii_digit() => lex_number(bytes, start),
        b'#' if !bytes.get(start + 1).is_some_and(|&b| is_ident_continue(b)) => {
            token(TokenKind::Error("invalid attribute name"), start + 1)
        }
        b'#' | b'@' | b'^' | b'!' => {
            token(TokenKind::Other, scan(bytes, start + 1, is_ident_continue))
        }
        b'<' | b'>' | b'?' | b'|' | b'"' | b'.' => token(TokenKind::Other, start + 1),
        _ => {
            // One character, kept on a char boundary.
            let len = text
                .get(start..)
                .and_then(|rest| rest.chars().next())
                .map_or(1, char::len_utf8);
            token(TokenKind::Error("unexpected character"), start + len)
        }
    }
}

/// Advances from `pos` while `pred` holds.
fn scan(bytes: &[u8], mut pos: usize, pred: fn(u8) -> bool) -> usize {
    while bytes.get(pos).is_some_and(|&b| pred(b)) {
        pos += 1;
    }
    pos
}

/// Lexes an integer (`123`, `0x1F`) or, when a `.` follows the digits, a float (`Other`).
fn lex_number(bytes: &[u8], start: usize) -> Token {
    let hex_digits = start + 2;
    if bytes.get(start) == Some(&b'0')
        && bytes.get(start + 1) == Some(&b'x')
        && bytes.get(hex_digits).is_some_and(u8::is_ascii_hexdigit)
    {
        let end = scan(bytes, hex_digits, |b| b.is_ascii_hexdigit());
        return Token {
            kind: TokenKind::Integer,
            start,
            end,
        };
    }
    let end = scan(bytes, start, |b| b.is_ascii_digit());
    if bytes.get(end) != Some(&b'.') {
        return Token {
            kind: TokenKind::Integer,
            start,
            end,
        };
    }
    let mut end = scan(bytes, end + 1, |b| b.is_ascii_digit());
    if matches!(bytes.get(end), Some(b'e' | b'E')) {
        let sign = usize::from(matches!(bytes.get(end + 1), Some(b'+' | b'-')));
        if bytes.get(end + 1 + sign).is_some_and(u8::is_ascii_digit) {
            end = scan(bytes, end + 1 + sign, |b| b.is_ascii_digit());
        }
    }
    Token {
        kind: TokenKind::Other,
        start,
        end,
    }
}

/// The value of an integer token, `None` if it does not fit in `u64`.
pub(super) fn integer_value(spelling: &str) -> Option<u64> {
    match spelling.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => spelling.parse().ok(),
    }
}

/// Where MLIR reports "wrong token" errors: just after the previous token, backing up over
/// spaces, blank lines and trailing `//` comments (MLIR's `emitWrongTokenError`).
pub(super) fn wrong_token_offset(text: &str, token: Token) -> usize {
    let original = if token.kind == TokenKind::Eof {
        token.start.saturating_sub(1)
    } else {
        token.start
    };
    let mut prefix = text.get(..original).unwrap_or("");
    loop {
        prefix = prefix.trim_end_matches([' ', '\t']);
        let Some(last) = prefix.chars().last() else {
            return original;
        };
        if last != '\n' && last != '\r' {
            return prefix.len();
        }
        prefix = prefix.get(..prefix.len() - 1).unwrap_or("");
        let line_start = prefix.rfind(['\n', '\r']).map_or(0, |i| i + 1);
        let line = prefix.get(line_start..).unwrap_or("");
        if let Some(comment) = line.find("//") {
            prefix = prefix.get(..line_start + comment).unwrap_or("");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(TokenKind, &str)> {
        let mut out = Vec::new();
        let mut pos = 0;
        loop {
            let t = lex(text, pos);
            if t.kind == TokenKind::Eof {
                return out;
            }
            out.push((t.kind, t.text(text)));
            pos = t.end;
        }
    }

    #[test]
    fn lexes_affine_tokens() {
        use TokenKind::*;
        assert_eq!(
            kinds("(d0)->(d0 modx mod 0x1F - 12 // c\n ,a$.b %x 1.5e3 ·)"),
            vec![
                (Punct(super::Punct::LParen), "("),
                (Ident, "d0"),
                (Punct(super::Punct::RParen), ")"),
                (Punct(super::Punct::Arrow), "->"),
                (Punct(super::Punct::LParen), "("),
                (Ident, "d0"),
                (Ident, "modx"),
                (Ident, "mod"),
                (Integer, "0x1F"),
                (Punct(super::Punct::Minus), "-"),
                (Integer, "12"),
                (Punct(super::Punct::Comma), ","),
                (Ident, "a$.b"),
                (SsaIdent, "%x"),
                (Other, "1.5e3"),
                (Error("unexpected character"), "·"),
                (Punct(super::Punct::RParen), ")"),
            ]
        );
    }

    #[test]
    fn integer_values() {
        assert_eq!(integer_value("0x10"), Some(16));
        assert_eq!(integer_value("18446744073709551615"), Some(u64::MAX));
        assert_eq!(integer_value("18446744073709551616"), None);
    }

    #[test]
    fn wrong_token_backs_up_to_previous_token() {
        let text = "(d0 d1)";
        assert_eq!(wrong_token_offset(text, lex(text, 3)), 3);
        let text = "(d0 // note\n\n  d1)";
        let t = lex(text, 3);
        assert_eq!(t.text(text), "d1");
        assert_eq!(wrong_token_offset(text, t), 3);
        let text = "(d0";
        assert_eq!(wrong_token_offset(text, lex(text, 3)), 2);
    }
}
