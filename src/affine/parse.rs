//! Parsing MLIR's affine syntax with MLIR's messages and error locations.
//!
//! The expression parser is iterative: parentheses and unary minus push frames on an
//! explicit stack instead of recursing, so nesting is bounded by [`MAX_PARSE_NESTING`]
//! frames on the heap, and trees deeper than [`MAX_EXPR_DEPTH`] are refused. Expressions
//! are built in exactly the order MLIR's recursive parser builds them (left-associative
//! chains, products before sums), so the construction-time simplifications agree.

use std::fmt;

use crate::diagnostic::Diagnostic;
use crate::location::Loc;

use super::expr::AffineExpr;
use super::lexer::{Punct, Token, TokenKind, integer_value, lex, wrong_token_offset};
use super::map::AffineMap;
use super::{MAX_EXPR_DEPTH, MAX_PARSE_NESTING};

/// A parse error: a byte offset into the parsed text and an MLIR-style message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineParseError {
    /// Byte offset into the text where the error is reported.
    pub offset: usize,
    /// The message, worded as MLIR words it.
    pub message: String,
    /// Errors MLIR reports after it, as the parse unwinds (`missing operand of negation`).
    pub then: Vec<(usize, String)>,
}

impl AffineParseError {
    pub(super) fn new(offset: usize, message: impl Into<String>) -> Self {
        AffineParseError {
            offset,
            message: message.into(),
            then: Vec::new(),
        }
    }

    /// The error and those after it as one diagnostic (the later ones as its error notes),
    /// each placed by `loc` from its byte offset.
    pub fn into_diagnostic(self, loc: impl Fn(usize) -> Loc) -> Diagnostic {
        let mut d = Diagnostic::error(loc(self.offset), self.message);
        for (offset, message) in self.then {
            d.notes.push(Diagnostic::error(loc(offset), message));
        }
        d
    }

    /// The 1-based `(line, column)` of the error in `text` (column counted in bytes).
    pub fn line_col(&self, text: &str) -> (usize, usize) {
        let before = text.get(..self.offset).unwrap_or(text);
        let line = before.matches('\n').count() + 1;
        let col = before
            .rfind('\n')
            .map_or(before.len(), |i| before.len() - i - 1)
            + 1;
        (line, col)
    }
}

impl fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for AffineParseError {}

/// Identifiers in scope, each bound to an expression (usually a dim or a symbol).
/// Lookup takes the first binding of a name, as MLIR's parser does.
#[derive(Clone, Debug, Default)]
pub struct IdentEnv {
    bindings: Vec<(String, AffineExpr)>,
}

impl IdentEnv {
    /// An empty environment.
    pub fn new() -> IdentEnv {
        IdentEnv::default()
    }

    /// Binds `name`; `false` (and no change) if it is already bound.
    pub fn define(&mut self, name: &str, value: AffineExpr) -> bool {
        if self.lookup(name).is_some() {
            return false;
        }
        self.bindings.push((name.to_string(), value));
        true
    }

    /// The expression `name` stands for.
    pub fn lookup(&self, name: &str) -> Option<&AffineExpr> {
        self.bindings
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, e)| e)
    }

    /// The names bound so far, in definition order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.bindings.iter().map(|(n, _)| n.as_str())
    }
}

/// `+` or `-` between terms.
#[derive(Clone, Copy)]
enum LowOp {
    Add,
    Sub,
}

/// `*`, `floordiv`, `ceildiv` or `mod` between operands.
#[derive(Clone, Copy)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// A partly parsed expression at one parenthesis level: the sum so far with its pending
/// operator, and the product so far with its pending operator and that operator's offset.
#[derive(Default)]
struct Level {
    sum: Option<(AffineExpr, LowOp)>,
    product: Option<(AffineExpr, HighOp, usize)>,
}

impl Level {
    /// Whether an operand here is the right operand of a binary operator.
    fn has_lhs(&self) -> bool {
        self.sum.is_some() || self.product.is_some()
    }
}

/// What to do when the operand or parenthesized expression under it is complete.
enum Frame {
    Paren(Level),
    Negate,
}

/// A cursor over text in MLIR's affine syntax that other parsers can drive: parse one
/// expression (or a map, or identifier lists) and continue from [`ExprParser::offset`].
pub struct ExprParser<'t> {
    text: &'t str,
    cur: Token,
    prev_end: usize,
}

impl<'t> ExprParser<'t> {
    /// A parser at the start of `text`.
    pub fn new(text: &'t str) -> Self {
        ExprParser::at(text, 0)
    }

    /// A parser at byte `offset` of `text`.
    pub fn at(text: &'t str, offset: usize) -> Self {
        ExprParser {
            text,
            cur: lex(text, offset),
            prev_end: offset,
        }
    }

    /// Byte offset just past the last consumed token.
    pub fn offset(&self) -> usize {
        self.prev_end
    }

    /// Byte offset where the next token starts.
    pub fn next_token_offset(&self) -> usize {
        self.cur.start
    }

    /// True if only whitespace and comments remain.
    pub fn at_end(&self) -> bool {
        self.cur.kind == TokenKind::Eof
    }

    /// True if the next token is `punct`.
    pub fn peek_is(&self, punct: Punct) -> bool {
        self.cur.is(punct)
    }

    /// The next token if it is an identifier.
    pub fn peek_identifier(&self) -> Option<&'t str> {
        (self.cur.kind == TokenKind::Ident).then(|| self.cur.text(self.text))
    }

    fn advance(&mut self) {
        self.prev_end = self.cur.end;
        self.cur = lex(self.text, self.cur.end);
    }

    /// Consumes the next token if it is `punct`.
    pub fn consume_if(&mut self, punct: Punct) -> bool {
        let found = self.cur.is(punct);
        if found {
            self.advance();
        }
        found
    }

    /// Consumes `punct` or fails with `message` reported where MLIR reports it.
    pub fn parse_punct(&mut self, punct: Punct, message: &str) -> Result<(), AffineParseError> {
        if self.consume_if(punct) {
            Ok(())
        } else {
            Err(self.wrong_token(message))
        }
    }

    /// Consumes an identifier and returns its spelling.
    pub fn parse_identifier(&mut self) -> Result<&'t str, AffineParseError> {
        let name = self
            .peek_identifier()
            .ok_or_else(|| self.wrong_token("expected bare identifier"))?;
        self.advance();
        Ok(name)
    }

    /// An error at the current token.
    pub fn error_here(&self, message: impl Into<String>) -> AffineParseError {
        self.first_error(AffineParseError::new(self.cur.start, message))
    }

    /// An error for an unexpected current token, placed after the previous token.
    pub fn wrong_token(&self, message: impl Into<String>) -> AffineParseError {
        self.first_error(AffineParseError::new(
            wrong_token_offset(self.text, self.cur),
            message,
        ))
    }

    /// MLIR's lexer reports bad text as soon as it lexes it, so a pending lexer error
    /// comes before any parse error.
    fn first_error(&self, error: AffineParseError) -> AffineParseError {
        match self.cur.kind {
            TokenKind::Error(message) => AffineParseError::new(self.cur.start, message),
            _ => error,
        }
    }

    /// Parses a new identifier and binds it to `value` (MLIR's `parseIdentifierDefinition`).
    pub fn define_identifier(
        &mut self,
        env: &mut IdentEnv,
        value: AffineExpr,
    ) -> Result<(), AffineParseError> {
        let Some(name) = self.peek_identifier() else {
            return Err(self.wrong_token("expected bare identifier"));
        };
        if !env.define(name, value) {
            return Err(self.error_here(format!("redefinition of identifier '{name}'")));
        }
        self.advance();
        Ok(())
    }

    /// Parses a comma-separated list between `open` and `close` (MLIR's
    /// `parseCommaSeparatedList`); `context` completes the messages (" in symbol list").
    pub fn parse_list(
        &mut self,
        open: Punct,
        close: Punct,
        context: &str,
        mut element: impl FnMut(&mut Self) -> Result<(), AffineParseError>,
    ) -> Result<(), AffineParseError> {
        let open_msg = format!("expected '{}'{context}", open.spelling());
        self.parse_punct(open, &open_msg)?;
        if self.consume_if(close) {
            return Ok(());
        }
        element(self)?;
        while self.consume_if(Punct::Comma) {
            element(self)?;
        }
        let close_msg = format!("expected '{}'{context}", close.spelling());
        self.parse_punct(close, &close_msg)
    }

    /// Parses `(d0, d1, ..)`, binding each name to the next dim; returns the dim count.
    pub fn parse_dim_list(&mut self, env: &mut IdentEnv) -> Result<usize, AffineParseError> {
        let mut count = 0;
        self.parse_list(
            Punct::LParen,
            Punct::RParen,
            " in dimensional identifier list",
            |p| {
                p.define_identifier(env, AffineExpr::dim(count))?;
                count += 1;
                Ok(())
            },
        )?;
        Ok(count)
    }

    /// Parses `[s0, s1, ..]`, binding each name to the next symbol; returns the count.
    pub fn parse_symbol_list(&mut self, env: &mut IdentEnv) -> Result<usize, AffineParseError> {
        let mut count = 0;
        self.parse_list(Punct::LSquare, Punct::RSquare, " in symbol list", |p| {
            p.define_identifier(env, AffineExpr::symbol(count))?;
            count += 1;
            Ok(())
        })?;
        Ok(count)
    }

    /// Parses `(dims)` and an optional `[symbols]`; returns `(num_dims, num_symbols)`.
    pub fn parse_dim_and_symbol_lists(
        &mut self,
        env: &mut IdentEnv,
    ) -> Result<(usize, usize), AffineParseError> {
        let num_dims = self.parse_dim_list(env)?;
        let num_symbols = if self.peek_is(Punct::LSquare) {
            self.parse_symbol_list(env)?
        } else {
            0
        };
        Ok((num_dims, num_symbols))
    }

    /// Parses `(dims)[symbols] -> (results)`.
    pub fn parse_map(&mut self) -> Result<AffineMap, AffineParseError> {
        let mut env = IdentEnv::new();
        let (num_dims, num_symbols) = self.parse_dim_and_symbol_lists(&mut env)?;
        // MLIR parses a map or an integer set here, hence the ':' in the message.
        if self.peek_is(Punct::Colon) {
            return Err(self.error_here("integer sets are not supported, expected '->'"));
        }
        if !self.consume_if(Punct::Arrow) {
            return Err(self.wrong_token("expected '->' or ':'"));
        }
        let mut results = Vec::new();
        self.parse_list(Punct::LParen, Punct::RParen, " in affine map range", |p| {
            results.push(p.parse_expr(&env)?);
            Ok(())
        })?;
        Ok(AffineMap::new(num_dims, num_symbols, results))
    }

    /// Parses one affine expression whose identifiers are looked up in `env`, stopping
    /// before the first token that cannot continue it (e.g. `,`, `)` or `:`).
    pub fn parse_expr(&mut self, env: &IdentEnv) -> Result<AffineExpr, AffineParseError> {
        let mut frames: Vec<Frame> = Vec::new();
        self.parse_expr_in(env, &mut frames).map_err(|mut e| {
            // Each `-` still waiting for its operand reports that too (MLIR's
            // `parseNegateExpression`), innermost first, at the token where parsing stopped.
            for _ in frames.iter().filter(|f| matches!(f, Frame::Negate)) {
                e.then
                    .push((self.cur.start, "missing operand of negation".into()));
            }
            e
        })
    }

    fn parse_expr_in(
        &mut self,
        env: &IdentEnv,
        frames: &mut Vec<Frame>,
    ) -> Result<AffineExpr, AffineParseError> {
        let mut level = Level::default();
        let mut completed: Option<AffineExpr> = None;
        loop {
            let mut value = match completed.take() {
                Some(v) => v,
                None => match self.parse_operand_start(env, frames, &mut level)? {
                    Some(v) => v,
                    None => continue,
                },
            };
            while matches!(frames.last(), Some(Frame::Negate)) {
                frames.pop();
                value = self.checked_depth(value.neg())?;
            }
            // Products bind tighter than sums; MLIR reports a non-affine product at the
            // operator that follows it, or at its own operator when it ends the chain.
            let op_offset = self.cur.start;
            if let Some(op) = self.high_op() {
                self.advance();
                let lhs = match level.product.take() {
                    Some((llhs, llop, _)) => self.combine_high(llop, llhs, value, op_offset)?,
                    None => value,
                };
                level.product = Some((lhs, op, op_offset));
                continue;
            }
            let term = match level.product.take() {
                Some((llhs, llop, at)) => self.combine_high(llop, llhs, value, at)?,
                None => value,
            };
            let sum = match level.sum.take() {
                Some((llhs, LowOp::Add)) => self.checked_depth(llhs.add(term))?,
                Some((llhs, LowOp::Sub)) => self.checked_depth(llhs.sub(term))?,
                None => term,
            };
            if let Some(op) = self.low_op() {
                self.advance();
                level.sum = Some((sum, op));
                continue;
            }
            match frames.pop() {
                None => return Ok(sum),
                Some(Frame::Paren(outer)) => {
                    self.parse_punct(Punct::RParen, "expected ')'")?;
                    level = outer;
                    completed = Some(sum);
                }
                // Negations are applied as soon as their operand is complete.
                Some(Frame::Negate) => completed = Some(self.checked_depth(sum.neg())?),
            }
        }
    }

    /// Consumes the start of an operand: an atom (returned), or `-` / `(` (a frame is
    /// pushed and `None` returned so the caller loops for the inner operand).
    fn parse_operand_start(
        &mut self,
        env: &IdentEnv,
        frames: &mut Vec<Frame>,
        level: &mut Level,
    ) -> Result<Option<AffineExpr>, AffineParseError> {
        match self.cur.kind {
            TokenKind::Punct(Punct::Minus) => {
                self.push_frame(frames, Frame::Negate)?;
                self.advance();
                Ok(None)
            }
            TokenKind::Punct(Punct::LParen) => {
                self.push_frame(frames, Frame::Paren(std::mem::take(level)))?;
                self.advance();
                if self.cur.is(Punct::RParen) {
                    return Err(self.error_here("no expression inside parentheses"));
                }
                Ok(None)
            }
            TokenKind::Integer => {
                let value = integer_value(self.cur.text(self.text))
                    .and_then(|v| i64::try_from(v).ok())
                    .ok_or_else(|| self.error_here("constant too large for index"))?;
                self.advance();
                Ok(Some(AffineExpr::constant(value)))
            }
            TokenKind::Ident => {
                let name = self.cur.text(self.text);
                let value = env
                    .lookup(name)
                    .cloned()
                    .ok_or_else(|| self.wrong_token("use of undeclared identifier"))?;
                self.advance();
                Ok(Some(value))
            }
            TokenKind::SsaIdent => Err(self.wrong_token("unexpected ssa identifier")),
            TokenKind::Punct(Punct::Plus | Punct::Star) => {
                Err(self.error_here(if level.has_lhs() {
                    "missing right operand of binary operator"
                } else {
                    "missing left operand of binary operator"
                }))
            }
            _ => Err(self.error_here(if level.has_lhs() {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            })),
        }
    }

    fn push_frame(&self, frames: &mut Vec<Frame>, frame: Frame) -> Result<(), AffineParseError> {
        if frames.len() >= MAX_PARSE_NESTING as usize {
            return Err(self.error_here("affine expression nested too deeply"));
        }
        frames.push(frame);
        Ok(())
    }

    fn checked_depth(&self, e: AffineExpr) -> Result<AffineExpr, AffineParseError> {
        if e.depth() > MAX_EXPR_DEPTH {
            return Err(self.error_here("affine expression nested too deeply"));
        }
        Ok(e)
    }

    fn high_op(&self) -> Option<HighOp> {
        match self.cur.kind {
            TokenKind::Punct(Punct::Star) => Some(HighOp::Mul),
            TokenKind::Ident => match self.cur.text(self.text) {
                "floordiv" => Some(HighOp::FloorDiv),
                "ceildiv" => Some(HighOp::CeilDiv),
                "mod" => Some(HighOp::Mod),
                _ => None,
            },
            _ => None,
        }
    }

    fn low_op(&self) -> Option<LowOp> {
        match self.cur.kind {
            TokenKind::Punct(Punct::Plus) => Some(LowOp::Add),
            TokenKind::Punct(Punct::Minus) => Some(LowOp::Sub),
            _ => None,
        }
    }

    /// Builds a product or division, refusing non-affine operands as MLIR's parser does.
    fn combine_high(
        &self,
        op: HighOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        op_offset: usize,
    ) -> Result<AffineExpr, AffineParseError> {
        let non_affine = |what: &str| {
            self.first_error(AffineParseError::new(
                op_offset,
                format!(
                    "non-affine expression: right operand of {what} has to be either a constant or symbolic"
                ),
            ))
        };
        let e = match op {
            HighOp::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                    return Err(self.first_error(AffineParseError::new(
                        op_offset,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    )));
                }
                lhs.mul(rhs)
            }
            HighOp::FloorDiv if rhs.is_symbolic_or_constant() => lhs.floor_div(rhs),
            HighOp::FloorDiv => return Err(non_affine("floordiv")),
            HighOp::CeilDiv if rhs.is_symbolic_or_constant() => lhs.ceil_div(rhs),
            HighOp::CeilDiv => return Err(non_affine("ceildiv")),
            HighOp::Mod if rhs.is_symbolic_or_constant() => lhs.modulo(rhs),
            HighOp::Mod => return Err(non_affine("mod")),
        };
        self.checked_depth(e)
    }
}

/// Parses a whole affine map such as `(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)`; any
/// identifiers may name the dims and symbols.
pub fn parse_affine_map(text: &str) -> Result<AffineMap, AffineParseError> {
    let mut parser = ExprParser::new(text);
    let map = parser.parse_map()?;
    if !parser.at_end() {
        return Err(parser.error_here("encountered unexpected token"));
    }
    Ok(map)
}

/// Parses one expression starting at byte `offset` of `text`; returns it and the offset
/// just past it, so the caller can continue (e.g. with `: dense`).
pub fn parse_affine_expr(
    text: &str,
    offset: usize,
    env: &IdentEnv,
) -> Result<(AffineExpr, usize), AffineParseError> {
    let mut parser = ExprParser::at(text, offset);
    let expr = parser.parse_expr(env)?;
    Ok((expr, parser.offset()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    #[track_caller]
    fn err(text: &str) -> (usize, String) {
        let e = parse_affine_map(text).unwrap_err();
        (e.offset, e.message)
    }

    #[test]
    fn binds_any_identifiers_by_position() {
        let m = parse_affine_map("(i, j)[n, m] -> (j + n, i * m, floordiv)").unwrap_err();
        assert_eq!(m.message, "use of undeclared identifier");
        let m = parse_affine_map("(floordiv, mod)[index] -> (floordiv mod index, mod)").unwrap();
        assert_eq!(m.to_string(), "(d0, d1)[s0] -> (d0 mod s0, d1)");
    }

    #[test]
    fn precedence_and_associativity() {
        let m = parse_affine_map(
            "(a, b, c)[s] -> (a + b * 3, a - b - c, a * 4 floordiv 2 mod 3, -a * 2, (a + b) * s)",
        )
        .unwrap();
        assert_eq!(
            m.to_string(),
            "(d0, d1, d2)[s0] -> (d0 + d1 * 3, d0 - d1 - d2, (d0 * 2) mod 3, d0 * -2, (d0 + d1) * s0)"
        );
        let m = parse_affine_map("(a) -> (-2, - 3, 0x1F, 2 - -3)").unwrap();
        assert_eq!(m.to_string(), "(d0) -> (-2, -3, 31, 5)");
    }

    #[test]
    fn error_messages_and_offsets() {
        assert_eq!(err("(d0) -> (d0 * d0)"), (12, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic".into()));
        assert_eq!(
            err("(d0) -> (d0 mod d0)").1,
            "non-affine expression: right operand of mod has to be either a constant or symbolic"
        );
        assert_eq!(
            err("(d0) -> (d0 modx)"),
            (11, "expected ')' in affine map range".into())
        );
        assert_eq!(
            err("(d0, d0) -> (d0)"),
            (5, "redefinition of identifier 'd0'".into())
        );
        assert_eq!(
            err("(d0) -> (d0 +)"),
            (13, "missing right operand of binary operator".into())
        );
        assert_eq!(
            err("(d0) -> (-)"),
            (10, "expected affine expression".into())
        );
        assert_eq!(
            err("(d0) -> (9223372036854775808)"),
            (9, "constant too large for index".into())
        );
        assert_eq!(
            err("(d0) -> (d0) x"),
            (13, "encountered unexpected token".into())
        );
        assert_eq!(err("(d0) -> (d0 ; 1)"), (12, "unexpected character".into()));
        assert_eq!(
            err("(d0) : (d0 >= 0)"),
            (5, "integer sets are not supported, expected '->'".into())
        );
    }

    #[test]
    fn drives_from_another_parser() {
        let text = "map = (i, j) -> (i floordiv 2 : dense, j : compressed)";
        let mut p = ExprParser::at(text, 6);
        let mut env = IdentEnv::new();
        assert_eq!(p.parse_dim_list(&mut env).unwrap(), 2);
        p.parse_punct(Punct::Arrow, "expected '->'").unwrap();
        p.parse_punct(Punct::LParen, "expected '('").unwrap();
        let e = p.parse_expr(&env).unwrap();
        assert_eq!(e.to_string(), "d0 floordiv 2");
        assert_eq!(&text[p.offset()..p.offset() + 2], " :");
        assert!(p.consume_if(Punct::Colon));
        assert_eq!(p.parse_identifier().unwrap(), "dense");
        let (e, end) = parse_affine_expr(text, p.offset() + 1, &env).unwrap();
        assert_eq!(
            (e.to_string(), &text[end..]),
            ("d1".to_string(), " : compressed)")
        );
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        for deep in [
            format!("(d0) -> ({}d0{})", "(".repeat(100_000), ")".repeat(100_000)),
            format!("(d0) -> ({}d0)", "-".repeat(100_000)),
            format!(
                "(d0) -> ({}d0{})",
                "-(".repeat(100_000),
                ")".repeat(100_000)
            ),
            format!("(d0, d1) -> (d0{})", " + d1 + d0".repeat(100_000)),
        ] {
            let start = Instant::now();
            let e = parse_affine_map(&deep).unwrap_err();
            assert_eq!(e.message, "affine expression nested too deeply");
            assert!(start.elapsed() < Duration::from_secs(5));
        }
        let ok = format!("(d0) -> ({}d0{})", "(".repeat(999), ")".repeat(999));
        assert_eq!(parse_affine_map(&ok).unwrap().to_string(), "(d0) -> (d0)");
        let long_fold = format!("(d0) -> (d0{})", " + 1".repeat(100_000));
        assert_eq!(
            parse_affine_map(&long_fold).unwrap().to_string(),
            "(d0) -> (d0 + 100000)"
        );
    }

    #[test]
    fn error_line_and_column() {
        let text = "(d0) ->\n  (d0 +)";
        let e = parse_affine_map(text).unwrap_err();
        assert_eq!(e.line_col(text), (2, 8));
    }
}
