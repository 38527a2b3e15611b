//! The MLIR text parser: a hand-written recursive-descent parser over [`lexer::Lexer`],
//! with hooks so dialects parse their own op, attribute and type syntax.
//!
//! Nesting is bounded by [`MAX_NESTING`]: deeper input is a located error, not a stack
//! overflow.
// Issue 10 policy: no panics reachable from input (exceptions are commented `// ok: why`).
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)
)]

pub mod attrs;
pub mod lexer;
pub mod ops;
mod resources;
pub mod types;

#[cfg(test)]
mod tests;

use crate::attributes::Attr;
use crate::context::Context;
use crate::diagnostic::Diagnostic;
use crate::ir::OpId;
use crate::location::{FileId, Loc};
use crate::types::Type;
use lexer::{Lexer, Token, TokenKind};
use rustc_hash::FxHashMap as HashMap;

pub use ops::UnresolvedOperand;

/// The end of MLIR's error for a type or attribute of a dialect it does not register.
const UNREGISTERED: &str = "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";

/// Deepest nesting of regions, types, attributes and parentheses the parser accepts.
pub const MAX_NESTING: u32 = 1000;

/// Result of a parse step: errors are diagnostics.
pub type PResult<T> = Result<T, Diagnostic>;

/// Parser options.
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// Reject ops, types and attributes of dialects neither we nor mlir-opt-22 register
    /// (mlir-opt's default; tile-opt's without `-allow-unregistered-dialect`). Off, they are
    /// kept in generic or opaque form.
    pub reject_unregistered: bool,
}

/// Parses the text of file `file` (already added to the context's sources) into a
/// `builtin.module`. A file whose only top-level op is a module yields that module; otherwise
/// the top-level ops are wrapped in a new one, as MLIR does.
pub fn parse_source(ctx: &mut Context, file: FileId, options: &ParseOptions) -> PResult<OpId> {
    let Some(text) = ctx.sources().get(file).map(|f| f.text.clone()) else {
        return Err(Diagnostic::error(Loc::Unknown, "no such source buffer"));
    };
    if text.len() >= u32::MAX as usize {
        return Err(Diagnostic::error(
            Loc::Src { file, offset: 0 },
            "input file is too large (4 GiB limit)",
        ));
    }
    let mut p = Parser::new(ctx, &text, file, 0, options.clone());
    p.parse_top_level()
}

/// Parses bytes `start..end` of file `file` as a module, with locations (and so diagnostics)
/// pointing into the whole file — one chunk of `--split-input-file`.
pub fn parse_source_range(
    ctx: &mut Context,
    file: FileId,
    start: usize,
    end: usize,
    options: &ParseOptions,
) -> PResult<OpId> {
    let Some(text) = ctx.sources().get(file).map(|f| f.text.clone()) else {
        return Err(Diagnostic::error(Loc::Unknown, "no such source buffer"));
    };
    if text.len() >= u32::MAX as usize {
        return Err(Diagnostic::error(
            Loc::Src { file, offset: 0 },
            "input file is too large (4 GiB limit)",
        ));
    }
    let Some(chunk) = text.get(start..end.min(text.len())) else {
        return Err(Diagnostic::error(
            Loc::Src { file, offset: 0 },
            "invalid source range",
        ));
    };
    let mut p = Parser::new(ctx, chunk, file, start as u32, options.clone());
    p.parse_top_level()
}

/// Parses `text` as a whole module, adding it to the sources under `name`.
pub fn parse_str(ctx: &mut Context, name: &str, text: &str) -> PResult<OpId> {
    let file = ctx.sources_mut().add(name, text);
    parse_source(ctx, file, &ParseOptions::default())
}

/// Parses raw bytes as a whole module (bytes that are not UTF-8 are errors where the
/// lexer meets them, as in MLIR), adding them to the sources under `name`.
pub fn parse_bytes(ctx: &mut Context, name: &str, bytes: &[u8]) -> PResult<OpId> {
    let file = ctx.sources_mut().add_bytes(name, bytes.to_vec());
    parse_source(ctx, file, &ParseOptions::default())
}

/// The parser state: a token cursor over one buffer plus alias tables and SSA scopes.
pub struct Parser<'a> {
    /// The context being filled.
    pub ctx: &'a mut Context,
    src: &'a str,
    base: u32,
    file: FileId,
    lex: Lexer<'a>,
    tok: Token,
    depth: u32,
    pub(crate) options: ParseOptions,
    pub(crate) attr_aliases: HashMap<&'a str, Attr>,
    pub(crate) type_aliases: HashMap<&'a str, Type>,
    /// `loc(#alias)` uses before the alias's definition (MLIR allows location aliases at
    /// the end of the file): alias name, placeholder attribute, use site.
    pub(crate) deferred_locs: Vec<(&'a str, Attr, Loc)>,
    /// Nesting of `loc(...)` bodies being parsed (forward references only at the top).
    pub(crate) loc_depth: u32,
    pub(crate) ssa: ops::SsaState<'a>,
}

impl<'a> Parser<'a> {
    /// A parser over `src`, whose first byte is at offset `base` of file `file`.
    pub fn new(
        ctx: &'a mut Context,
        src: &'a str,
        file: FileId,
        base: u32,
        options: ParseOptions,
    ) -> Self {
        let mut lex = Lexer::new(src, base);
        let tok = lex.next_token();
        Parser {
            ctx,
            src,
            base,
            file,
            lex,
            tok,
            depth: 0,
            options,
            attr_aliases: HashMap::default(),
            type_aliases: HashMap::default(),
            deferred_locs: Vec::new(),
            loc_depth: 0,
            ssa: ops::SsaState::default(),
        }
    }

    // ----- token cursor -----

    /// The current token.
    pub fn token(&self) -> Token {
        self.tok
    }
    /// The kind of the current token.
    pub fn kind(&self) -> TokenKind {
        self.tok.kind
    }
    /// The source text of a token.
    pub fn text_of(&self, t: Token) -> &'a str {
        self.src
            .get((t.start - self.base) as usize..(t.end - self.base) as usize)
            .unwrap_or("")
    }
    /// The text of the current token.
    pub fn text(&self) -> &'a str {
        self.text_of(self.tok)
    }
    /// The source text between two absolute offsets.
    pub fn slice(&self, start: u32, end: u32) -> &'a str {
        self.src
            .get(
                (start.saturating_sub(self.base)) as usize
                    ..(end.saturating_sub(self.base)) as usize,
            )
            .unwrap_or("")
    }
    /// The source text from absolute offset `start` to the end of the buffer.
    pub fn rest_from(&self, start: u32) -> &'a str {
        self.src
            .get(start.saturating_sub(self.base) as usize..)
            .unwrap_or("")
    }
    /// Moves to the next token.
    pub fn bump(&mut self) {
        self.tok = self.lex.next_token();
    }
    /// Re-lexes from absolute offset `off`.
    pub fn reset_to(&mut self, off: u32) {
        self.lex.reset_to(off);
        self.tok = self.lex.next_token();
    }
    /// The location of a byte offset.
    pub fn loc_at(&self, offset: u32) -> Loc {
        Loc::Src {
            file: self.file,
            offset,
        }
    }
    /// Where MLIR reports a type or attribute of an unknown dialect (the name after `ns.`,
    /// else the `!`/`#` at `loc`) and its body as MLIR's message quotes it (`bar<1>`, or the
    /// inside of `<...>` without a name).
    fn unregistered_name(&self, loc: Loc, ns: &str, body: &str) -> (Loc, String) {
        match body.strip_prefix('.') {
            Some(named) => {
                let at = match loc {
                    Loc::Src { file, offset } => Loc::Src {
                        file,
                        offset: offset + ns.len() as u32 + 2,
                    },
                    other => other,
                };
                (at, named.to_string())
            }
            None => {
                let inner = body.strip_prefix('<').and_then(|b| b.strip_suffix('>'));
                (loc, inner.unwrap_or(body).to_string())
            }
        }
    }

    /// The location of the current token.
    pub fn loc(&self) -> Loc {
        self.loc_at(self.tok.start)
    }
    /// An error at the current token.
    pub fn error(&self, msg: impl Into<String>) -> Diagnostic {
        if let Some(d) = self.lexer_error() {
            return d;
        }
        Diagnostic::error(self.loc(), msg)
    }

    /// MLIR's lexer error for the current token when the lexer could not make one (MLIR
    /// reports it before the parser sees the token).
    pub fn lexer_error(&self) -> Option<Diagnostic> {
        if self.tok.kind != TokenKind::Error {
            return None;
        }
        let (offset, msg) = lexer::error_message(self.text(), self.tok.start, self.tok.end);
        Some(Diagnostic::error(self.loc_at(offset), msg))
    }
    /// An error at `loc`.
    pub fn error_at(&self, loc: Loc, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(loc, msg)
    }
    /// The file being parsed.
    pub fn file(&self) -> FileId {
        self.file
    }

    /// Consumes the current token if it has kind `k`.
    pub fn consume_if(&mut self, k: TokenKind) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }
    /// Consumes a token of kind `k` or fails with `expected '<what>'`.
    pub fn parse_token(&mut self, k: TokenKind, what: &str) -> PResult<()> {
        self.parse_token_or(k, &format!("expected '{what}'"))
    }
    /// Consumes a token of kind `k` or fails with MLIR's message for that place (`expected
    /// ':' after block name`), placed as [`Self::wrong_token_error`] places it.
    pub fn parse_token_or(&mut self, k: TokenKind, msg: &str) -> PResult<()> {
        if self.consume_if(k) {
            Ok(())
        } else {
            Err(self.wrong_token_error(msg))
        }
    }

    /// An "expected ..." error placed as MLIR places it: just after the previous token
    /// (backing over blanks, blank lines and trailing `//` comments), not at the unexpected one.
    pub fn wrong_token_error(&self, msg: impl Into<String>) -> Diagnostic {
        if let Some(d) = self.lexer_error() {
            return d;
        }
        let mut end = self.tok.start.saturating_sub(self.base) as usize;
        if self.tok.kind == TokenKind::Eof {
            end = end.saturating_sub(1);
        }
        let original = self.loc_at(self.base + end as u32);
        let bytes = self.src.as_bytes();
        loop {
            while end > 0 && matches!(bytes.get(end - 1), Some(b' ' | b'\t')) {
                end -= 1;
            }
            if end == 0 {
                return Diagnostic::error(original, msg);
            }
            if !matches!(bytes.get(end - 1), Some(b'\n' | b'\r')) {
                return Diagnostic::error(self.loc_at(self.base + end as u32), msg);
            }
            end -= 1;
            let line_start = bytes
                .get(..end)
                .and_then(|b| b.iter().rposition(|&c| c == b'\n' || c == b'\r'))
                .map_or(0, |i| i + 1);
            if let Some(c) = self.src.get(line_start..end).and_then(|l| l.find("//")) {
                end = line_start + c;
            }
        }
    }
    /// Whether the current token is the bare keyword `kw`.
    pub fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.text() == kw
    }
    /// Consumes keyword `kw` if present.
    pub fn consume_keyword(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }
    /// Consumes keyword `kw` or fails.
    pub fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.consume_keyword(kw) {
            Ok(())
        } else {
            Err(self.wrong_token_error(format!("expected '{kw}'")))
        }
    }
    /// Consumes and returns any bare identifier.
    pub fn parse_optional_keyword(&mut self) -> Option<&'a str> {
        if self.tok.kind == TokenKind::BareIdent {
            let t = self.text();
            self.bump();
            Some(t)
        } else {
            None
        }
    }
    /// Consumes and returns a bare identifier or fails with `msg`.
    pub fn parse_keyword(&mut self, msg: &str) -> PResult<&'a str> {
        self.parse_optional_keyword()
            .ok_or_else(|| self.error(msg.to_string()))
    }

    /// Enters one level of nesting; fails when the input nests deeper than [`MAX_NESTING`].
    pub fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error(format!("nesting too deep (more than {MAX_NESTING} levels)")));
        }
        Ok(())
    }
    /// Leaves one level of nesting.
    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Parses an integer literal, optionally negative, as i128.
    pub fn parse_integer(&mut self) -> PResult<i128> {
        let neg = self.consume_if(TokenKind::Minus);
        if self.tok.kind != TokenKind::Integer {
            return Err(self.error("expected integer value"));
        }
        let v = parse_int_text(self.text())
            .ok_or_else(|| self.error("integer constant out of range"))?;
        self.bump();
        Ok(if neg { -v } else { v })
    }
    /// Parses an integer that must fit in i64.
    pub fn parse_i64(&mut self) -> PResult<i64> {
        let loc = self.loc();
        let v = self.parse_integer()?;
        i64::try_from(v).map_err(|_| self.error_at(loc, "integer value too large"))
    }
    /// Parses a string literal into its decoded bytes.
    pub fn parse_string_bytes(&mut self) -> PResult<Vec<u8>> {
        if self.tok.kind != TokenKind::String {
            return Err(self.error("expected string"));
        }
        let t = self.text();
        let body = t.get(1..t.len().saturating_sub(1)).unwrap_or("");
        // A string may hold bytes that are not UTF-8: they come back from the source.
        let raw = match self.ctx.sources().get(self.file) {
            Some(f) if !f.non_utf8.is_empty() => {
                f.original_bytes(self.tok.start + 1, self.tok.end.saturating_sub(1))
            }
            _ => body.as_bytes().to_vec(),
        };
        let bytes = lexer::unescape_string(&raw).map_err(|off| {
            self.error_at(
                self.loc_at(self.tok.start + 1 + off as u32),
                "unknown escape in string literal",
            )
        })?;
        self.bump();
        Ok(bytes)
    }
    /// Parses a string literal that must be UTF-8.
    pub fn parse_string(&mut self) -> PResult<String> {
        let loc = self.loc();
        let b = self.parse_string_bytes()?;
        String::from_utf8(b).map_err(|_| self.error_at(loc, "string is not valid UTF-8"))
    }

    /// Parses a comma-separated list between `open` and `close` (which are consumed);
    /// `open` may be omitted by passing `None` (then the list runs until `close`).
    pub fn parse_comma_list(
        &mut self,
        open: Option<(TokenKind, &str)>,
        close: (TokenKind, &str),
        item: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let missing_close = format!("expected '{}'", close.1);
        self.parse_comma_list_or(open, (close.0, &missing_close), item)
    }

    /// [`Self::parse_comma_list`] whose missing close gives `close.1` as the whole message
    /// (`expected ')' to end region list`).
    pub fn parse_comma_list_or(
        &mut self,
        open: Option<(TokenKind, &str)>,
        close: (TokenKind, &str),
        mut item: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if let Some((k, s)) = open {
            self.parse_token(k, s)?;
        }
        if self.consume_if(close.0) {
            return Ok(());
        }
        loop {
            item(self)?;
            if self.consume_if(TokenKind::Comma) {
                continue;
            }
            return self.parse_token_or(close.0, close.1);
        }
    }

    /// Parses `<map>` of an `affine_map`, reading the map straight from the source as MLIR
    /// does, so a malformed map is reported where the map goes wrong (not where brackets
    /// stop balancing).
    pub fn parse_affine_map_in_angles(&mut self) -> PResult<crate::affine::AffineMap> {
        self.parse_token_or(TokenKind::Less, "expected '<' in affine map")?;
        let start = (self.tok.start - self.base) as usize;
        let rest = self.src.get(start..).unwrap_or("");
        let map_start = self.tok.start;
        let mut ep = crate::affine::ExprParser::new(rest);
        let map = ep
            .parse_map()
            .map_err(|e| e.into_diagnostic(|o| self.loc_at(map_start + o as u32)))?;
        self.reset_to(map_start + ep.next_token_offset() as u32);
        self.parse_token_or(TokenKind::Greater, "expected '>' in affine map")?;
        Ok(map)
    }

    /// Skips `<...>` around an integer set, whose constraints hold `>=`/`<=`: the body ends
    /// at the first `>` outside parentheses and brackets.
    pub fn skip_integer_set_body(&mut self) -> PResult<&'a str> {
        if self.tok.kind != TokenKind::Less {
            return Err(self.error("expected '<'"));
        }
        let start = (self.tok.end - self.base) as usize;
        let bytes = self.src.as_bytes();
        let mut depth = 0usize;
        let mut i = start;
        while let Some(&c) = bytes.get(i) {
            match c {
                b'(' | b'[' => depth += 1,
                b')' | b']' => depth = depth.saturating_sub(1),
                b'-' if bytes.get(i + 1) == Some(&b'>') => i += 1,
                b'>' if depth == 0 => {
                    let body = self.src.get(start..i).unwrap_or("");
                    self.reset_to(self.base + i as u32 + 1);
                    return Ok(body);
                }
                _ => {}
            }
            i += 1;
        }
        Err(self.error("unbalanced '<' in integer set"))
    }

    /// Skips a balanced `<...>` (also `()`, `[]`, `{}` inside, and strings) starting at the
    /// current `<`, returning the text between the brackets. Used for dialect bodies kept verbatim.
    pub fn skip_balanced_angle(&mut self) -> PResult<&'a str> {
        if self.tok.kind != TokenKind::Less {
            return Err(self.error("expected '<'"));
        }
        let start = self.tok.end;
        let mut stack: Vec<u8> = vec![b'>'];
        let bytes = self.src.as_bytes();
        let mut i = (start - self.base) as usize;
        while let Some(&c) = bytes.get(i) {
            match c {
                b'<' => stack.push(b'>'),
                b'(' => stack.push(b')'),
                b'[' => stack.push(b']'),
                b'{' => stack.push(b'}'),
                b'"' => {
                    i += 1;
                    while let Some(&d) = bytes.get(i) {
                        if d == b'\\' {
                            i += 1;
                        } else if d == b'"' {
                            break;
                        }
                        i += 1;
                    }
                }
                b'-' if bytes.get(i + 1) == Some(&b'>') => i += 1,
                b'>' | b')' | b']' | b'}' => {
                    if stack.last() != Some(&c) {
                        return Err(self.error_at(
                            self.loc_at(self.base + i as u32),
                            "unbalanced bracket in dialect body",
                        ));
                    }
                    stack.pop();
                    if stack.is_empty() {
                        let body = self.src.get((start - self.base) as usize..i).unwrap_or("");
                        self.reset_to(self.base + i as u32 + 1);
                        return Ok(body);
                    }
                }
                _ => {}
            }
            if stack.len() as u32 > MAX_NESTING {
                return Err(self.error("nesting too deep in dialect body"));
            }
            i += 1;
        }
        Err(self.error_at(
            self.loc_at(self.base + i as u32),
            "unbalanced '<' in dialect body",
        ))
    }
}

/// Parses a decimal or `0x` hex integer literal (no sign) up to 2^128 - 1, as its 128 bits
/// (a magnitude of 2^127 or more reads as a negative `i128`).
pub fn parse_int_text(t: &str) -> Option<i128> {
    if let Some(h) = t.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok().map(|v| v as i128)
    } else {
        t.parse::<u128>().ok().map(|v| v as i128)
    }
}
