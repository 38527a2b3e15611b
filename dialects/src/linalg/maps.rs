//! The structure of affine maps as the linalg verifier needs it: dims, symbols and result
//! expressions that can be evaluated.
//!
//! Maps are read back from their MLIR text (`(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)`), so
//! this module only relies on `AffineMap: Display` and `parse_affine_map` of the core.

use tile_ir::{Attr, AttrKind, Context};

/// An affine expression over dims and symbols.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// `d<i>`
    Dim(usize),
    /// `s<i>`
    Sym(usize),
    /// An integer constant.
    Const(i64),
    /// `a + b`
    Add(Box<Expr>, Box<Expr>),
    /// `a * b`
    Mul(Box<Expr>, Box<Expr>),
    /// `a floordiv b`
    FloorDiv(Box<Expr>, Box<Expr>),
    /// `a ceildiv b`
    CeilDiv(Box<Expr>, Box<Expr>),
    /// `a mod b`
    Mod(Box<Expr>, Box<Expr>),
}

impl Expr {
    /// Whether the expression uses dim `d` (MLIR's `isFunctionOfDim`).
    pub fn uses_dim(&self, d: usize) -> bool {
        let mut stack = vec![self];
        while let Some(e) = stack.pop() {
            match e {
                Expr::Dim(x) if *x == d => return true,
                Expr::Add(a, b)
                | Expr::Mul(a, b)
                | Expr::FloorDiv(a, b)
                | Expr::CeilDiv(a, b)
                | Expr::Mod(a, b) => {
                    stack.push(a);
                    stack.push(b);
                }
                _ => {}
            }
        }
        false
    }

    /// The position of a plain dim expression.
    pub fn as_dim(&self) -> Option<usize> {
        match self {
            Expr::Dim(d) => Some(*d),
            _ => None,
        }
    }

    /// Evaluates with `d_i = dims[i]` (symbols evaluate to 0); `None` on overflow,
    /// division by zero or a dim out of range.
    pub fn eval(&self, dims: &[i64]) -> Option<i64> {
        let mut stack: Vec<(&Expr, bool)> = vec![(self, false)];
        let mut values: Vec<i64> = Vec::new();
        while let Some((e, visited)) = stack.pop() {
            match e {
                Expr::Dim(d) => values.push(*dims.get(*d)?),
                Expr::Sym(_) => values.push(0),
                Expr::Const(c) => values.push(*c),
                Expr::Add(a, b)
                | Expr::Mul(a, b)
                | Expr::FloorDiv(a, b)
                | Expr::CeilDiv(a, b)
                | Expr::Mod(a, b) => {
                    if visited {
                        let r = values.pop()?;
                        let l = values.pop()?;
                        values.push(apply(e, l, r)?);
                    } else {
                        stack.push((e, true));
                        stack.push((b, false));
                        stack.push((a, false));
                    }
                }
            }
        }
        values.pop()
    }
}

fn apply(e: &Expr, l: i64, r: i64) -> Option<i64> {
    match e {
        Expr::Add(..) => l.checked_add(r),
        Expr::Mul(..) => l.checked_mul(r),
        Expr::FloorDiv(..) => {
            if r == 0 {
                return None;
            }
            let q = l.checked_div(r)?;
            Some(if (l % r != 0) && ((l < 0) != (r < 0)) {
                q - 1
            } else {
                q
            })
        }
        Expr::CeilDiv(..) => {
            if r == 0 {
                return None;
            }
            let q = l.checked_div(r)?;
            Some(if (l % r != 0) && ((l < 0) == (r < 0)) {
                q + 1
            } else {
                q
            })
        }
        Expr::Mod(..) => {
            if r == 0 {
                return None;
            }
            let m = l.checked_rem(r)?;
            if m < 0 {
                m.checked_add(r.checked_abs()?)
            } else {
                Some(m)
            }
        }
        _ => None,
    }
}

/// An affine map: `(d0, ..)[s0, ..] -> (results)`, with each result's text.
#[derive(Clone, Debug)]
pub struct MapInfo {
    /// Number of dims.
    pub num_dims: usize,
    /// Number of symbols.
    pub num_symbols: usize,
    /// Result expressions.
    pub results: Vec<Expr>,
    /// The text of each result as printed.
    pub result_text: Vec<String>,
}

impl MapInfo {
    /// Evaluates every result at `dims`.
    pub fn eval(&self, dims: &[i64]) -> Option<Vec<i64>> {
        self.results.iter().map(|e| e.eval(dims)).collect()
    }
}

/// The structure of an `affine_map<...>` attribute.
pub fn map_info(ctx: &Context, a: Attr) -> Option<MapInfo> {
    match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => parse_map(&m.to_string()),
        _ => None,
    }
}

/// The structure of a core affine map.
pub fn affine_map_info(m: &tile_ir::affine::AffineMap) -> Option<MapInfo> {
    parse_map(&m.to_string())
}

/// Interns the affine map written `text` (MLIR syntax, without `affine_map<>`).
pub fn map_attr(ctx: &mut Context, text: &str) -> Option<Attr> {
    let m = tile_ir::affine::parse_affine_map(text).ok()?;
    Some(ctx.intern_attr(AttrKind::AffineMap(m)))
}

/// The text of `(d0, .., d{n-1}) -> (results)`.
pub fn map_text(num_dims: usize, results: &[String]) -> String {
    let dims: Vec<String> = (0..num_dims).map(|i| format!("d{i}")).collect();
    format!("({}) -> ({})", dims.join(", "), results.join(", "))
}

/// The identity map of `n` dims as text.
pub fn identity_text(n: usize) -> String {
    let dims: Vec<String> = (0..n).map(|i| format!("d{i}")).collect();
    map_text(n, &dims)
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tok<'a> {
    Ident(&'a str),
    Int(i64),
    Punct(u8),
    Arrow,
}

fn lex(text: &str) -> Option<Vec<(Tok<'_>, usize, usize)>> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = *b.get(i)?;
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let s = i;
            while i < b.len()
                && b.get(i)
                    .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
            {
                i += 1;
            }
            out.push((Tok::Ident(text.get(s..i)?), s, i));
        } else if c.is_ascii_digit() {
            let s = i;
            while i < b.len() && b.get(i).is_some_and(|c| c.is_ascii_digit()) {
                i += 1;
            }
            out.push((Tok::Int(text.get(s..i)?.parse().ok()?), s, i));
        } else if c == b'-' && b.get(i + 1) == Some(&b'>') {
            out.push((Tok::Arrow, i, i + 2));
            i += 2;
        } else if b"()[],+-*".contains(&c) {
            out.push((Tok::Punct(c), i, i + 1));
            i += 1;
        } else {
            return None;
        }
    }
    Some(out)
}

struct MapParser<'a> {
    text: &'a str,
    toks: Vec<(Tok<'a>, usize, usize)>,
    pos: usize,
    dims: Vec<&'a str>,
    syms: Vec<&'a str>,
    depth: u32,
}

impl<'a> MapParser<'a> {
    fn peek(&self) -> Option<Tok<'a>> {
        self.toks.get(self.pos).map(|t| t.0)
    }
    fn eat(&mut self, p: u8) -> bool {
        if self.peek() == Some(Tok::Punct(p)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn ident_list(&mut self, open: u8, close: u8) -> Option<Vec<&'a str>> {
        let mut v = Vec::new();
        if !self.eat(open) {
            return None;
        }
        if self.eat(close) {
            return Some(v);
        }
        loop {
            match self.peek()? {
                Tok::Ident(s) => v.push(s),
                _ => return None,
            }
            self.pos += 1;
            if self.eat(b',') {
                continue;
            }
            return if self.eat(close) { Some(v) } else { None };
        }
    }
    fn additive(&mut self) -> Option<Expr> {
        self.depth += 1;
        if self.depth > 500 {
            return None;
        }
        let mut lhs = self.term()?;
        loop {
            if self.eat(b'+') {
                let r = self.term()?;
                lhs = Expr::Add(Box::new(lhs), Box::new(r));
            } else if self.eat(b'-') {
                let r = self.term()?;
                lhs = Expr::Add(
                    Box::new(lhs),
                    Box::new(Expr::Mul(Box::new(r), Box::new(Expr::Const(-1)))),
                );
            } else {
                break;
            }
        }
        self.depth -= 1;
        Some(lhs)
    }
    fn term(&mut self) -> Option<Expr> {
        let mut lhs = self.unary()?;
        loop {
            let op = match self.peek() {
                Some(Tok::Punct(b'*')) => 0,
                Some(Tok::Ident("floordiv")) => 1,
                Some(Tok::Ident("ceildiv")) => 2,
                Some(Tok::Ident("mod")) => 3,
                _ => break,
            };
            self.pos += 1;
            let r = Box::new(self.unary()?);
            let l = Box::new(lhs);
            lhs = match op {
                0 => Expr::Mul(l, r),
                1 => Expr::FloorDiv(l, r),
                2 => Expr::CeilDiv(l, r),
                _ => Expr::Mod(l, r),
            };
        }
        Some(lhs)
    }
    fn unary(&mut self) -> Option<Expr> {
        if self.eat(b'-') {
            self.depth += 1;
            if self.depth > 500 {
                return None;
            }
            let e = self.unary()?;
            self.depth -= 1;
            return Some(match e {
                Expr::Const(c) => Expr::Const(c.checked_neg()?),
                e => Expr::Mul(Box::new(e), Box::new(Expr::Const(-1))),
            });
        }
        match self.peek()? {
            Tok::Punct(b'(') => {
                self.pos += 1;
                let e = self.additive()?;
                if !self.eat(b')') {
                    return None;
                }
                Some(e)
            }
            Tok::Int(v) => {
                self.pos += 1;
                Some(Expr::Const(v))
            }
            Tok::Ident(s) => {
                self.pos += 1;
                if let Some(i) = self.dims.iter().position(|&d| d == s) {
                    Some(Expr::Dim(i))
                } else {
                    self.syms.iter().position(|&d| d == s).map(Expr::Sym)
                }
            }
            _ => None,
        }
    }
}

/// Parses the text of an affine map.
pub fn parse_map(text: &str) -> Option<MapInfo> {
    let toks = lex(text)?;
    let mut p = MapParser {
        text,
        toks,
        pos: 0,
        dims: Vec::new(),
        syms: Vec::new(),
        depth: 0,
    };
    p.dims = p.ident_list(b'(', b')')?;
    if p.peek() == Some(Tok::Punct(b'[')) {
        p.syms = p.ident_list(b'[', b']')?;
    }
    if p.peek() != Some(Tok::Arrow) {
        return None;
    }
    p.pos += 1;
    if !p.eat(b'(') {
        return None;
    }
    let mut results = Vec::new();
    let mut result_text = Vec::new();
    if !p.eat(b')') {
        loop {
            let start = p.toks.get(p.pos).map(|t| t.1)?;
            let e = p.additive()?;
            let end = p.toks.get(p.pos.checked_sub(1)?).map(|t| t.2)?;
            results.push(e);
            result_text.push(p.text.get(start..end)?.to_string());
            if p.eat(b',') {
                continue;
            }
            if p.eat(b')') {
                break;
            }
            return None;
        }
    }
    if p.pos != p.toks.len() {
        return None;
    }
    Some(MapInfo {
        num_dims: p.dims.len(),
        num_symbols: p.syms.len(),
        results,
        result_text,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_evaluates() {
        let m = parse_map("(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2, -d0, d0 - d1, (d0 + d1) mod 3, d1 ceildiv 2, 0)").unwrap_or_else(|| MapInfo {
            num_dims: 0,
            num_symbols: 0,
            results: vec![],
            result_text: vec![],
        });
        assert_eq!(m.num_dims, 2);
        assert_eq!(m.num_symbols, 1);
        assert_eq!(m.eval(&[5, 3]), Some(vec![5, 1, -5, 2, 2, 2, 0]));
        assert_eq!(m.result_text[3], "d0 - d1");
        let e = parse_map("() -> ()").map(|m| m.results.len());
        assert_eq!(e, Some(0));
        assert!(
            parse_map("(i, j) -> (i + j)")
                .is_some_and(|m| m.results.first().is_some_and(|r| r.as_dim().is_none()))
        );
        assert!(parse_map("(d0) -> (d1)").is_none());
    }
}
