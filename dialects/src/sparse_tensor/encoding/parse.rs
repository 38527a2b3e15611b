//! Parsing `#sparse_tensor.encoding<{ ... }>` and `#sparse_tensor<slice(o, s, st)>`.
//!
//! The dictionary and the attribute-valued entries (`posWidth = 32`, `explicitVal = 1.0 :
//! f32`, slices) go through the core MLIR parser; the `map = ...` value is parsed here with
//! a small recursive-descent parser driven over the source text by the core affine
//! [`ExprParser`] (MLIR's `DimLvlMapParser` and `LvlTypeParser`, with their messages). Every
//! error points at the offending token; verifier errors point at the part of the encoding
//! they are about (the key's value, the level specifier, the map).
//!
//! Older spellings from MLIR's documentation are accepted as tile-opt extensions: the level
//! format `block2_4` (read as `structured[2, 4]`), the property `high`, and `crdWidth = 2`.

use tile_ir::affine::{AffineExpr, AffineMap, AffineParseError, ExprParser, IdentEnv, Punct};
use tile_ir::dialect_data::DialectObj;
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser};
use tile_ir::{Attr, AttrKind, Diagnostic, Loc};

use super::verify::verify;
use super::{ComplexValue, DimSlice, NumericValue, SparseEncoding};
use crate::sparse_tensor::level_type::{LevelFormat, LevelProperty, LevelType};

/// The dialect attribute hook: `#sparse_tensor.encoding<...>` and `#sparse_tensor<slice...>`.
pub fn parse_sparse_attr(p: &mut Parser<'_>, ident: &str, loc: Loc) -> PResult<Attr> {
    match ident {
        "sparse_tensor.encoding" => parse_encoding(p, past(loc, "#sparse_tensor.")),
        "sparse_tensor" => parse_short_form(p),
        _ => {
            let name = ident.strip_prefix("sparse_tensor.").unwrap_or(ident);
            Err(p.error_at(
                loc,
                format!("unknown attribute `{name}` in dialect `sparse_tensor`"),
            ))
        }
    }
}

/// `#sparse_tensor<slice(o, s, st)>` and `#sparse_tensor<SparseTensorSortAlgorithm k>`.
fn parse_short_form(p: &mut Parser<'_>) -> PResult<Attr> {
    check_pretty_body(p)?;
    p.parse_token(TokenKind::Less, "<")?;
    let kw_loc = p.loc();
    let kw = p.text();
    if let Some(f) = crate::sparse_tensor::ops::enums::family_of_mnemonic(kw) {
        p.bump();
        let a = crate::sparse_tensor::ops::enums::parse_keyword_of(p, f)?;
        p.parse_token(TokenKind::Greater, ">")?;
        return Ok(a);
    }
    if p.kind() != TokenKind::BareIdent || kw != "slice" {
        return Err(p.error_at(
            kw_loc,
            format!("unknown attribute `{kw}` in dialect `sparse_tensor`"),
        ));
    }
    p.bump();
    let slice = parse_slice_body(p)?;
    p.parse_token(TokenKind::Greater, ">")?;
    Ok(p.ctx.intern_attr(AttrKind::Dialect(DialectObj::new(slice))))
}

/// `(offset, size, stride)` of a slice, each a non-negative integer or `?`, verified.
fn parse_slice_body(p: &mut Parser<'_>) -> PResult<DimSlice> {
    p.parse_token(TokenKind::LParen, "(")?;
    let mut vals = [None; 3];
    let mut locs = [p.loc(); 3];
    for (i, (slot, loc)) in vals.iter_mut().zip(locs.iter_mut()).enumerate() {
        if i > 0 {
            p.parse_token(TokenKind::Comma, ",")?;
        }
        if p.consume_if(TokenKind::Question) {
            continue;
        }
        if !matches!(p.kind(), TokenKind::Integer | TokenKind::Minus) {
            return Err(p.error("expected '?'"));
        }
        let neg = p.kind() == TokenKind::Minus;
        if neg {
            p.bump();
        }
        *loc = p.loc();
        let v = p.parse_i64()?;
        if neg && v != 0 {
            // MLIR reports a negative value at the token after it.
            return Err(p.error_at(
                p.loc(),
                "expect positive value or ? for slice offset/size/stride",
            ));
        }
        *slot = Some(v);
    }
    p.parse_token(TokenKind::RParen, ")")?;
    let [offset, size, stride] = vals;
    let slice = DimSlice {
        offset,
        size,
        stride,
    };
    slice
        .verify()
        .map_err(|(i, m)| p.error_at(locs.get(i).copied().unwrap_or(Loc::Unknown), m))?;
    Ok(slice)
}

/// MLIR's scan of a pretty dialect body (`<...>` balanced over `<[({` and strings) before
/// it is parsed; reports an unbalanced bracket at the `<`.
pub(crate) fn check_pretty_body(p: &Parser<'_>) -> PResult<()> {
    if p.kind() != TokenKind::Less {
        return Err(p.error("expected '<'"));
    }
    let start = p.token().start;
    let bytes = p.rest_from(start).as_bytes();
    let unbalanced = |c: u8| {
        let msg = format!(
            "unbalanced '{}' character in pretty dialect name",
            c as char
        );
        p.error_at(p.loc_at(start), msg)
    };
    let mut stack: Vec<u8> = Vec::new();
    let mut i = 0;
    while let Some(&c) = bytes.get(i) {
        i += 1;
        match c {
            b'<' | b'[' | b'(' | b'{' => stack.push(c),
            b'-' if bytes.get(i) == Some(&b'>') => i += 1,
            b'>' | b']' | b')' | b'}' => {
                let open = match c {
                    b'>' => b'<',
                    b']' => b'[',
                    b')' => b'(',
                    _ => b'{',
                };
                match stack.pop() {
                    Some(top) if top == open => {}
                    Some(top) => return Err(unbalanced(top)),
                    None => return Ok(()),
                }
            }
            b'"' => {
                // MLIR's lexer reports a string the line (or file) ends first.
                loop {
                    match bytes.get(i) {
                        Some(b'\\') => i += 2,
                        Some(b'"') => {
                            i += 1;
                            break;
                        }
                        Some(b'\n' | b'\r') | None => {
                            let at = p.loc_at(start + i as u32);
                            return Err(p.error_at(at, "expected '\"' in string literal"));
                        }
                        Some(_) => i += 1,
                    }
                }
            }
            _ => {}
        }
        if stack.is_empty() {
            return Ok(());
        }
        if stack.len() > tile_ir::parser::MAX_NESTING as usize {
            return Err(p.error_at(p.loc_at(start), "nesting too deep in dialect body"));
        }
    }
    stack.last().map_or(Ok(()), |&top| Err(unbalanced(top)))
}

/// The keys of the encoding dictionary.
const KEYS: [&str; 5] = ["map", "posWidth", "crdWidth", "explicitVal", "implicitVal"];

/// `loc` moved past `prefix`: MLIR reports a dialect attribute's or type's errors at its
/// mnemonic (`encoding` after `#sparse_tensor.`).
pub fn past(loc: Loc, prefix: &str) -> Loc {
    match loc {
        Loc::Src { file, offset } => Loc::Src {
            file,
            offset: offset + prefix.len() as u32,
        },
        other => other,
    }
}

/// `#sparse_tensor.encoding<{ key = value, ... }>` after the `#sparse_tensor.encoding` token,
/// or the stripped `<{ ... }>` MLIR prints inside the dialect's own types
/// (`!sparse_tensor.iter_space<<{ map = ... }>, lvls = 0>`); `name_loc` is MLIR's
/// `getNameLoc()` (the mnemonic, or `<` when stripped), where it reports unknown keys and
/// verifier errors.
pub fn parse_encoding(p: &mut Parser<'_>, name_loc: Loc) -> PResult<Attr> {
    check_pretty_body(p)?;
    p.parse_token(TokenKind::Less, "<")?;
    p.parse_token(TokenKind::LBrace, "{")?;
    let mut enc = SparseEncoding::default();
    let mut explicit_lvl_to_dim = None;
    let mut seen = [false; KEYS.len()];
    while p.kind() == TokenKind::BareIdent {
        let key_loc = p.loc();
        let key = p.text();
        let Some(k) = KEYS.iter().position(|&x| x == key) else {
            return Err(p.error_at(name_loc, format!("unexpected key: {key}")));
        };
        if seen.get_mut(k).is_some_and(|s| std::mem::replace(s, true)) {
            return Err(p.error_at(key_loc, format!("duplicate key: {key}")));
        }
        p.bump();
        p.parse_token(TokenKind::Equal, "=")?;
        match k {
            0 => {
                let map = MapParser::new(p).parse()?;
                enc.lvl_types = map.lvl_types;
                enc.dim_to_lvl = Some(map.dim_to_lvl);
                explicit_lvl_to_dim = map.lvl_to_dim;
                enc.dim_slices = map.dim_slices;
            }
            1 => enc.pos_width = parse_width(p, name_loc, "position")?,
            2 => enc.crd_width = parse_width(p, name_loc, "index")?,
            3 => enc.explicit_val = Some(parse_numeric(p, name_loc, "explicitVal")?),
            _ => enc.implicit_val = Some(parse_numeric(p, name_loc, "implicitVal")?),
        }
        if !p.consume_if(TokenKind::Comma) {
            break;
        }
    }
    p.parse_token(TokenKind::RBrace, "}")?;
    p.parse_token(TokenKind::Greater, ">")?;
    enc.lvl_to_dim = match explicit_lvl_to_dim {
        Some(m) => Some(m),
        None => enc.dim_to_lvl.as_ref().and_then(|m| m.infer_lvl_to_dim()),
    };
    if let Err(message) = verify(&enc) {
        // MLIR's `getChecked` reports every verifier error at the mnemonic.
        return Err(p.error_at(name_loc, message));
    }
    Ok(p.ctx.intern_attr(AttrKind::Dialect(DialectObj::new(enc))))
}

/// `posWidth = <integer attr>` / `crdWidth = ...`, truncated to 32 bits as MLIR does
/// (`-1` becomes 4294967295, `true` is -1); a non-integer is reported at `name_loc`, as MLIR does.
fn parse_width(p: &mut Parser<'_>, name_loc: Loc, what: &str) -> PResult<u32> {
    let a = p.parse_attribute()?;
    match p.ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Ok(*value as i64 as u32),
        AttrKind::Bool(b) => Ok(if *b { u32::MAX } else { 0 }),
        _ => Err(p.error_at(name_loc, format!("expected an integral {what} bitwidth"))),
    }
}

/// `explicitVal` / `implicitVal`: an integer, float or `#complex.number` attribute; anything
/// else is reported at `name_loc`, as MLIR does.
fn parse_numeric(p: &mut Parser<'_>, name_loc: Loc, which: &str) -> PResult<NumericValue> {
    let a = p.parse_attribute()?;
    if let AttrKind::Integer { .. } | AttrKind::Bool(_) | AttrKind::Float { .. } =
        p.ctx.attr_kind(a)
    {
        return Ok(NumericValue::Scalar(a));
    }
    // `#complex.number`, parsed by the complex dialect.
    let Some(n) = crate::complex::number::complex_number(p.ctx, a) else {
        return Err(p.error_at(name_loc, format!("expected a numeric value for {which}")));
    };
    let element = p.ctx.float_type(n.re.sem);
    let (re, im) = (n.re, n.im);
    Ok(NumericValue::Complex(ComplexValue { element, re, im }))
}

/// The brackets of the map's lists.
const SQUARE: (Punct, Punct) = (Punct::LSquare, Punct::RSquare);
const BRACES: (Punct, Punct) = (Punct::LBrace, Punct::RBrace);
const PARENS: (Punct, Punct) = (Punct::LParen, Punct::RParen);

/// The parsed `map = ...` value.
struct ParsedMap {
    dim_to_lvl: AffineMap,
    lvl_to_dim: Option<AffineMap>,
    lvl_types: Vec<LevelType>,
    dim_slices: Vec<DimSlice>,
}

/// MLIR's `DimLvlMapParser` over the source text from the start of the map value.
struct MapParser<'p, 'a> {
    p: &'p mut Parser<'a>,
    text: &'a str,
    base: u32,
    ep: ExprParser<'a>,
    names: Vec<&'a str>,
    dims_and_symbols: IdentEnv,
    lvls_and_symbols: IdentEnv,
    num_symbols: usize,
    num_dims: usize,
    declared_lvls: Vec<&'a str>,
    dim_exprs: Vec<Option<AffineExpr>>,
    slices: Vec<Option<DimSlice>>,
    lvl_exprs: Vec<AffineExpr>,
    lvl_types: Vec<LevelType>,
}

impl<'p, 'a> MapParser<'p, 'a> {
    fn new(p: &'p mut Parser<'a>) -> Self {
        let base = p.token().start;
        let text = p.rest_from(base);
        MapParser {
            p,
            text,
            base,
            ep: ExprParser::new(text),
            names: Vec::new(),
            dims_and_symbols: IdentEnv::new(),
            lvls_and_symbols: IdentEnv::new(),
            num_symbols: 0,
            num_dims: 0,
            declared_lvls: Vec::new(),
            dim_exprs: Vec::new(),
            slices: Vec::new(),
            lvl_exprs: Vec::new(),
            lvl_types: Vec::new(),
        }
    }

    fn abs(&self, offset: usize) -> u32 {
        self.base + offset as u32
    }

    fn err_at(&self, offset: usize, msg: impl Into<String>) -> Diagnostic {
        self.p.error_at(self.p.loc_at(self.abs(offset)), msg)
    }

    fn conv(&self, e: AffineParseError) -> Diagnostic {
        e.into_diagnostic(|o| self.p.loc_at(self.abs(o)))
    }

    fn here(&self, msg: impl Into<String>) -> Diagnostic {
        self.conv(self.ep.error_here(msg))
    }

    fn parse_punct(&mut self, punct: Punct, msg: &str) -> PResult<()> {
        self.ep.parse_punct(punct, msg).map_err(|e| self.conv(e))
    }

    /// MLIR's `parseCommaSeparatedList`; returns `false` if `optional` and `open` is absent.
    fn list(
        &mut self,
        (open, close): (Punct, Punct),
        context: &str,
        optional: bool,
        mut element: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<bool> {
        if optional && !self.ep.peek_is(open) {
            return Ok(false);
        }
        self.parse_punct(open, &format!("expected '{}'{context}", open.spelling()))?;
        if self.ep.consume_if(close) {
            return Ok(true);
        }
        element(self)?;
        while self.ep.consume_if(Punct::Comma) {
            element(self)?;
        }
        self.parse_punct(close, &format!("expected '{}'{context}", close.spelling()))?;
        Ok(true)
    }

    /// A new variable name (MLIR's `parseVarBinding` with `Policy::Must`).
    fn bind(&mut self) -> PResult<&'a str> {
        let Some(name) = self.ep.peek_identifier() else {
            return Err(self.here("expected bare identifier"));
        };
        if self.names.contains(&name) {
            return Err(self.here(format!("redefinition of identifier '{name}'")));
        }
        self.ep.parse_identifier().map_err(|e| self.conv(e))?;
        self.names.push(name);
        Ok(name)
    }

    fn parse(mut self) -> PResult<ParsedMap> {
        self.list(SQUARE, " in symbol binding list", true, |s| {
            let name = s.bind()?;
            let e = AffineExpr::symbol(s.num_symbols);
            s.dims_and_symbols.define(name, e.clone());
            s.lvls_and_symbols.define(name, e);
            s.num_symbols += 1;
            Ok(())
        })?;
        self.list(BRACES, " in level declaration list", true, |s| {
            let name = s.bind()?;
            s.lvls_and_symbols
                .define(name, AffineExpr::dim(s.declared_lvls.len()));
            s.declared_lvls.push(name);
            Ok(())
        })?;
        self.list(
            PARENS,
            " in dimension-specifier list",
            false,
            Self::dim_spec,
        )?;
        self.parse_punct(Punct::Arrow, "expected '->'")?;
        let list_start = self.ep.next_token_offset();
        self.list(PARENS, " in level-specifier list", false, Self::lvl_spec)?;
        let declared = self.declared_lvls.len();
        if declared != 0 && self.lvl_types.len() != declared {
            return Err(self.err_at(
                list_start,
                format!(
                    "Level-rank mismatch between forward-declarations and specifiers. Declared {declared} level-variables; but got {} level-specifiers.",
                    self.lvl_types.len()
                ),
            ));
        }
        let end = self.abs(self.ep.offset());
        self.p.reset_to(end);
        let lvl_rank = self.lvl_types.len();
        let explicit: Vec<AffineExpr> = self.dim_exprs.iter().flatten().cloned().collect();
        let lvl_to_dim =
            (!explicit.is_empty()).then(|| AffineMap::new(lvl_rank, self.num_symbols, explicit));
        let any_slice = self.slices.iter().any(Option::is_some);
        let dim_slices = if any_slice {
            self.slices
                .iter()
                .map(|s| s.unwrap_or(DimSlice::DEFAULT))
                .collect()
        } else {
            Vec::new()
        };
        Ok(ParsedMap {
            dim_to_lvl: AffineMap::new(self.num_dims, self.num_symbols, self.lvl_exprs),
            lvl_to_dim,
            lvl_types: self.lvl_types,
            dim_slices,
        })
    }

    /// `d [= expr-over-levels] [: #sparse_tensor<slice(..)>]`.
    fn dim_spec(&mut self) -> PResult<()> {
        let name = self.bind()?;
        self.dims_and_symbols
            .define(name, AffineExpr::dim(self.num_dims));
        self.num_dims += 1;
        let expr = if self.ep.consume_if(Punct::Equal) {
            let e = self
                .ep
                .parse_expr(&self.lvls_and_symbols)
                .map_err(|e| self.conv(e))?;
            Some(e)
        } else {
            None
        };
        self.dim_exprs.push(expr);
        let mut slice = None;
        if self.ep.consume_if(Punct::Colon) {
            // The slice is an attribute: hand over to the MLIR parser and come back.
            let resume = self.abs(self.ep.offset());
            self.p.reset_to(resume);
            let aloc = self.p.loc();
            let a = self.p.parse_attribute()?;
            let s = match self.p.ctx.attr_kind(a) {
                AttrKind::Dialect(d) => d.downcast::<DimSlice>().copied(),
                _ => None,
            };
            let Some(s) = s else {
                return Err(self.p.error_at(aloc, "expected SparseTensorDimSliceAttr"));
            };
            slice = Some(s);
            let back = (self.p.token().start - self.base) as usize;
            self.ep = ExprParser::at(self.text, back);
        }
        self.slices.push(slice);
        Ok(())
    }

    /// `[l =] expr-over-dims : level-type`.
    fn lvl_spec(&mut self) -> PResult<()> {
        let spec_num = self.lvl_types.len();
        if !self.declared_lvls.is_empty() {
            let at = self.ep.next_token_offset();
            let Some(name) = self.ep.peek_identifier() else {
                return Err(self.here("expected bare identifier"));
            };
            let Some(forward) = self.declared_lvls.iter().position(|&n| n == name) else {
                return Err(self.here(format!("use of undeclared identifier '{name}'")));
            };
            self.ep.parse_identifier().map_err(|e| self.conv(e))?;
            if forward != spec_num {
                return Err(self.err_at(
                    at,
                    format!(
                        "Level-variable ordering mismatch. The variable '{name}' was forward-declared as the {} level; but is bound by the {} specification.",
                        nth(forward),
                        nth(spec_num)
                    ),
                ));
            }
            self.parse_punct(Punct::Equal, "expected '='")?;
        }
        let expr = self
            .ep
            .parse_expr(&self.dims_and_symbols)
            .map_err(|e| self.conv(e))?;
        self.parse_punct(Punct::Colon, "expected ':'")?;
        let lt = self.level_type()?;
        self.lvl_exprs.push(expr);
        self.lvl_types.push(lt);
        Ok(())
    }

    /// MLIR's `LvlTypeParser::parseLvlType` (plus `block2_4` and `high`).
    fn level_type(&mut self) -> PResult<LevelType> {
        let loc = self.ep.next_token_offset();
        let Some(base) = self.ep.peek_identifier() else {
            return Err(
                self.here("expected valid level format (e.g. dense, compressed or singleton)")
            );
        };
        self.ep.parse_identifier().map_err(|e| self.conv(e))?;
        let mut sizes: Vec<i64> = Vec::new();
        if base == "structured" {
            self.list(SQUARE, " in structured n out of m", true, |s| {
                let v = s.structured_size()?;
                sizes.push(v);
                Ok(())
            })?;
            let &[n, m] = sizes.as_slice() else {
                return Err(self.err_at(loc, "expected exactly 2 structured sizes"));
            };
            if n > m {
                return Err(self.err_at(loc, "expected n <= m in n_out_of_m"));
            }
        }
        let mut props: Vec<LevelProperty> = Vec::new();
        self.list(PARENS, " in level property list", true, |s| {
            let Some(name) = s.ep.peek_identifier() else {
                return Err(
                    s.here("expected valid level property (e.g. nonordered, nonunique or high)")
                );
            };
            let Some(prop) = LevelProperty::from_keyword(name) else {
                return Err(s.here(format!("unknown level property: {name}")));
            };
            s.ep.parse_identifier().map_err(|e| s.conv(e))?;
            props.push(prop);
            Ok(())
        })?;
        let mut lt = match base {
            "block2_4" => LevelType::structured(2, 4),
            "structured" => {
                let n = sizes.first().copied().unwrap_or(0);
                let m = sizes.get(1).copied().unwrap_or(0);
                LevelType::structured_bits(n as u64, m as u64)
            }
            _ => match LevelFormat::from_keyword(base) {
                Some(f) => LevelType::new(f),
                None => return Err(self.err_at(loc, format!("unknown level format: {base}"))),
            },
        };
        for prop in props {
            lt = lt.with(prop);
        }
        if !lt.is_valid() {
            return Err(self.err_at(
                loc,
                "invalid level type: level format doesn't support the properties",
            ));
        }
        Ok(lt)
    }

    /// One `structured[...]` size: an integer (MLIR's `parseOptionalInteger` into `int`).
    fn structured_size(&mut self) -> PResult<i64> {
        let at = self.ep.next_token_offset();
        let rest = self.text.get(at..).unwrap_or("");
        let (neg, digits_at) = match rest.strip_prefix('-') {
            Some(r) => (true, at + 1 + (r.len() - r.trim_start().len())),
            None => (false, at),
        };
        let digits = self.text.get(digits_at..).unwrap_or("");
        let (len, value) = scan_integer(digits);
        if len == 0 {
            return Err(self.err_at(at, "expected valid integer for structured size"));
        }
        let value = value
            .and_then(|v| i32::try_from(v).ok())
            .ok_or_else(|| self.err_at(digits_at, "integer value too large"))?;
        let value = if neg {
            -i64::from(value)
        } else {
            i64::from(value)
        };
        if value < 0 {
            return Err(self.err_at(at, "expected structured size to be >= 0"));
        }
        self.ep = ExprParser::at(self.text, digits_at + len);
        Ok(value)
    }
}

/// The length of the integer literal (decimal or `0x` hex) at the start of `s` and its value
/// (`None` if it does not fit in 64 bits).
fn scan_integer(s: &str) -> (usize, Option<u64>) {
    let b = s.as_bytes();
    if b.starts_with(b"0x") && b.get(2).is_some_and(u8::is_ascii_hexdigit) {
        let len = 2 + b
            .iter()
            .skip(2)
            .take_while(|c| c.is_ascii_hexdigit())
            .count();
        return (
            len,
            u64::from_str_radix(s.get(2..len).unwrap_or(""), 16).ok(),
        );
    }
    let len = b.iter().take_while(|c| c.is_ascii_digit()).count();
    (len, s.get(..len).and_then(|d| d.parse().ok()))
}

/// `1st`, `2nd`, then `3th`, `4th`, ... exactly as MLIR words it (0 is `0th`).
fn nth(n: usize) -> String {
    match n {
        1 => "1st".into(),
        2 => "2nd".into(),
        _ => format!("{n}th"),
    }
}

/// Parses the text of one attribute (`#sparse_tensor.encoding<{ ... }>`, a slice, ...) in
/// `ctx`; the text is registered as a source named `<attribute>` for diagnostics.
pub fn parse_attr_str(ctx: &mut tile_ir::Context, text: &str) -> PResult<Attr> {
    let file = ctx.sources_mut().add("<attribute>", text);
    let mut p = Parser::new(ctx, text, file, 0, tile_ir::parser::ParseOptions::default());
    let a = p.parse_attribute()?;
    if p.kind() != TokenKind::Eof {
        return Err(p.error("unexpected text after the attribute"));
    }
    Ok(a)
}

/// Parses an encoding from its text; `Err` carries the diagnostic of an invalid one.
pub fn parse_encoding_str(ctx: &mut tile_ir::Context, text: &str) -> PResult<SparseEncoding> {
    let a = parse_attr_str(ctx, text)?;
    match ctx.attr_kind(a) {
        AttrKind::Dialect(d) => d
            .downcast::<SparseEncoding>()
            .cloned()
            .ok_or_else(|| Diagnostic::error(Loc::Unknown, "not a sparse tensor encoding")),
        _ => Err(Diagnostic::error(
            Loc::Unknown,
            "not a sparse tensor encoding",
        )),
    }
}
