//! The affine dialect's custom syntax pieces: a map applied to `(dims)[symbols]`, loop
//! bounds (`0`, `%n`, `max #map(%i)[%n]`) and subscripts written with SSA ids
//! (`%m[%i + 1, symbol(%n) * 2]`, MLIR's `parseAffineMapOfSSAIds`).

use tile_ir::affine::{AffineExpr, AffineMap, ExprParser, IdentEnv, Punct};
use tile_ir::ods::custom_error;
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser, UnresolvedOperand};
use tile_ir::printer::OpPrinter;
use tile_ir::{Attr, AttrKind, OperationState, Value};

/// `(%d0, ...)[%s0, ...]` after a map of `num_dims` dims and `num_symbols` symbols: operands
/// as dims then symbols, resolved as `index`; `mismatch` is MLIR's message when the counts
/// differ from the map's.
pub fn parse_dim_and_symbol_list(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    (num_dims, num_symbols): (usize, usize),
    mismatch: &dyn Fn(bool) -> String,
) -> PResult<usize> {
    let (ops, dims) = parse_dims_and_symbols(p)?;
    if dims != num_dims || ops.len() - dims != num_symbols {
        return Err(custom_error(st.loc, &st.name, mismatch(dims != num_dims)));
    }
    let index = p.ctx.index_type();
    let n = ops.len();
    for u in ops {
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
    }
    Ok(n)
}

/// `(%d0, ...)[%s0, ...]`, unresolved: the operands (dims, then symbols) and the dim count.
fn parse_dims_and_symbols<'a>(p: &mut Parser<'a>) -> PResult<(Vec<UnresolvedOperand<'a>>, usize)> {
    // MLIR's `parseOperandList` with a `Paren`, then an `OptionalSquare`, delimiter.
    let expect = |p: &mut Parser<'a>, k: TokenKind, c: char| match p.consume_if(k) {
        true => Ok(()),
        false => Err(p.wrong_token_error(format!("expected '{c}' in operand list"))),
    };
    let mut ops: Vec<UnresolvedOperand<'_>> = Vec::new();
    expect(p, TokenKind::LParen, '(')?;
    if !p.consume_if(TokenKind::RParen) {
        ops.extend(p.parse_operand_list()?);
        expect(p, TokenKind::RParen, ')')?;
    }
    let dims = ops.len();
    if p.consume_if(TokenKind::LSquare) && !p.consume_if(TokenKind::RSquare) {
        ops.extend(p.parse_operand_list()?);
        expect(p, TokenKind::RSquare, ']')?;
    }
    Ok((ops, dims))
}

/// `custom<SetAndOperands>($condition, $operands)`: `#set(%d)[%s]` of `affine.if`, its counts
/// checked while parsing (MLIR's messages, at the op name).
pub const SET_AND_OPERANDS: tile_ir::ods::CustomDirective = tile_ir::ods::CustomDirective {
    name: "SetAndOperands",
    parse: |p, fs, args| {
        let (a, (num_dims, num_symbols), ops, dims) = parse_applied(p, fs.op_name, set_counts)?;
        let what = if dims != num_dims {
            "dim"
        } else if ops.len() - dims != num_symbols {
            "symbol"
        } else {
            fs.set_attr(args.first(), a);
            fs.set_operands(args.get(1), ops);
            return Ok(());
        };
        let msg = format!("{what} operand count and integer set {what} count must match");
        Err(custom_error(fs.name_loc, fs.op_name, msg))
    },
    print: |p, view| print_applied(p, view, set_counts),
};

/// `custom<MapAndOperands>($map, $mapOperands)`: `#map(%d)[%s]` of `affine.apply`, `min` and
/// `max`. As MLIR's parsers, `affine.apply` checks the counts here and has one result per
/// map result (binding them checks there is one).
pub const MAP_AND_OPERANDS: tile_ir::ods::CustomDirective = tile_ir::ods::CustomDirective {
    name: "MapAndOperands",
    parse: |p, fs, args| {
        let (a, (num_dims, num_symbols), ops, dims) = parse_applied(p, fs.op_name, map_counts)?;
        if fs.op_name == "affine.apply" {
            if dims != num_dims || ops.len() - dims != num_symbols {
                let msg = "dimension or symbol index mismatch";
                return Err(custom_error(fs.name_loc, fs.op_name, msg));
            }
            let results = match p.ctx.attr_kind(a) {
                AttrKind::AffineMap(m) => m.num_results(),
                _ => 0,
            };
            let index = p.ctx.index_type();
            fs.result_types = vec![Some(vec![index; results])];
        }
        fs.set_attr(args.first(), a);
        fs.set_operands(args.get(1), ops);
        Ok(())
    },
    print: |p, view| print_applied(p, view, map_counts),
};

/// The dim and symbol counts of a map or integer set.
type Counts = fn(&AttrKind) -> Option<(usize, usize)>;

/// A map or set applied to operands: the attribute, its counts, the operands, how many dims.
type Applied<'a> = (Attr, (usize, usize), Vec<UnresolvedOperand<'a>>, usize);

fn map_counts(a: &AttrKind) -> Option<(usize, usize)> {
    match a {
        AttrKind::AffineMap(m) => Some((m.num_dims, m.num_symbols)),
        _ => None,
    }
}

fn set_counts(a: &AttrKind) -> Option<(usize, usize)> {
    match a {
        AttrKind::IntegerSet(s) => Some((s.num_dims, s.num_symbols)),
        _ => None,
    }
}

/// A map or set applied to `(dims)[symbols]`: the attribute (a wrong kind is MLIR's error at
/// it), its counts, and the operands with how many of them are dims.
fn parse_applied<'a>(p: &mut Parser<'a>, op_name: &str, counts: Counts) -> PResult<Applied<'a>> {
    let loc = p.loc();
    let a = p.parse_attribute()?;
    let Some(expected) = counts(p.ctx.attr_kind(a)) else {
        return Err(custom_error(
            loc,
            op_name,
            "invalid kind of attribute specified",
        ));
    };
    let (ops, dims) = parse_dims_and_symbols(p)?;
    Ok((a, expected, ops, dims))
}

/// Prints what [`parse_applied`] reads.
fn print_applied(p: &mut OpPrinter<'_>, view: &tile_ir::ods::CustomView<'_>, counts: Counts) {
    let ctx = p.ctx();
    let Some(a) = view.attr(ctx, 0) else {
        return;
    };
    p.attr(a);
    if let Some((dims, _)) = counts(ctx.attr_kind(a)) {
        print_dim_and_symbol_list(p, &view.values(ctx, 1), dims);
    }
}

/// The map of an attribute, or a parse error at the current token.
pub fn expect_map(p: &Parser<'_>, a: Attr, what: &str) -> PResult<AffineMap> {
    match p.ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Ok(m.clone()),
        _ => Err(p.error(format!("expected {what}"))),
    }
}

/// Prints `(%d0, ...)[%s0, ...]` for `operands` of a map with `num_dims` dims.
pub fn print_dim_and_symbol_list(p: &mut OpPrinter<'_>, operands: &[Value], num_dims: usize) {
    let (dims, syms) = operands.split_at(num_dims.min(operands.len()));
    p.write("(");
    p.operands(dims);
    p.write(")");
    if !syms.is_empty() {
        p.write("[");
        p.operands(syms);
        p.write("]");
    }
}

/// The integer of an index attribute (a loop bound or step, which MLIR parses as attributes),
/// after its optional `-`: MLIR's range error for a value beyond 64 bits.
pub fn parse_index_attr_value(p: &mut Parser<'_>, neg: bool) -> PResult<i64> {
    let loc = p.loc();
    let v = p.parse_integer()?;
    i64::try_from(if neg { -v } else { v })
        .map_err(|_| p.error_at(loc, "integer constant out of range for attribute"))
}

/// A loop bound: `%n`, an integer, or `(max|min)? map(dims)[symbols]`; returns the map and
/// adds its operands to `st`.
pub fn parse_bound(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    keyword: &str,
) -> PResult<(AffineMap, usize)> {
    let which = if keyword == "max" { "lower" } else { "upper" };
    let has_keyword = p.consume_keyword(keyword);
    if !has_keyword && p.kind() == TokenKind::PercentIdent {
        let u = p.parse_operand()?;
        let index = p.ctx.index_type();
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
        return Ok((AffineMap::new(0, 1, vec![AffineExpr::symbol(0)]), 1));
    }
    if !has_keyword && matches!(p.kind(), TokenKind::Integer | TokenKind::Minus) {
        let neg = p.consume_if(TokenKind::Minus);
        let v = parse_index_attr_value(p, neg)?;
        return Ok((AffineMap::constants(&[v]), 0));
    }
    let loc = p.loc();
    let a = p.parse_attribute()?;
    let map = expect_map(p, a, "AffineMap attribute")?;
    if !has_keyword && map.num_results() != 1 {
        let msg = format!(
            "{which} loop bound affine map with multiple results requires '{keyword}' prefix"
        );
        return Err(custom_error(loc, &st.name, msg));
    }
    let n = parse_dim_and_symbol_list(p, st, (map.num_dims, map.num_symbols), &|dims| {
        let what = if dims { "dim" } else { "symbol" };
        format!("{what} operand count and affine map {what} count must match")
    })?;
    Ok((map, n))
}

/// Prints a loop bound the way MLIR does: a constant, a lone symbol operand, or the map
/// (with `max`/`min` when it has several results) and its operands.
pub fn print_bound(p: &mut OpPrinter<'_>, map_attr: Attr, operands: &[Value], keyword: &str) {
    let map = match p.ctx().attr_kind(map_attr) {
        AttrKind::AffineMap(m) => m.clone(),
        _ => return p.attr(map_attr),
    };
    if let [e] = map.results.as_slice() {
        if let Some(c) = e.as_constant() {
            p.write(&c.to_string());
            return;
        }
        if let ([v], Some(0)) = (operands, e.as_symbol())
            && map.num_dims == 0
            && map.num_symbols == 1
        {
            p.operand(*v);
            return;
        }
    } else {
        p.write(keyword);
        p.write(" ");
    }
    p.attr(map_attr);
    print_dim_and_symbol_list(p, operands, map.num_dims);
}

/// Affine expressions written over SSA ids between brackets (MLIR's
/// `parseAffineMapOfSSAIds`): the text with each id renamed `dK`/`sK` in order of first
/// appearance (`symbol(%n)` makes a symbol), and the ids.
pub struct SsaExprs<'a> {
    text: String,
    dims: Vec<UnresolvedOperand<'a>>,
    syms: Vec<UnresolvedOperand<'a>>,
    /// Each piece of `text` and the source token it stands for: text start and end,
    /// source start and end offsets (for errors at MLIR's positions).
    spans: Vec<(usize, usize, u32, u32)>,
    /// The closing bracket and its source offset.
    close: (char, u32),
}

impl<'a> SsaExprs<'a> {
    /// Reads from `open` to its matching `close`.
    pub fn collect(p: &mut Parser<'a>, open: TokenKind, close: TokenKind) -> PResult<Self> {
        // MLIR's messages: subscripts are an affine map's list, bounds a plain `(`.
        let what = if open == TokenKind::LSquare {
            "expected '[' in affine map"
        } else {
            "expected '('"
        };
        if !p.consume_if(open) {
            return Err(p.wrong_token_error(what));
        }
        let mut out = SsaExprs {
            text: String::new(),
            dims: Vec::new(),
            syms: Vec::new(),
            spans: Vec::new(),
            close: (
                if close == TokenKind::RSquare {
                    ']'
                } else {
                    ')'
                },
                0,
            ),
        };
        let mut depth = 0usize;
        loop {
            let kind = p.kind();
            let (start, end) = (p.token().start, p.token().end);
            if kind == close && depth == 0 {
                out.close.1 = start;
                p.bump();
                return Ok(out);
            }
            let (piece, end) = match kind {
                TokenKind::Eof => return Err(p.error("unexpected end of affine expression list")),
                TokenKind::PercentIdent => {
                    let u = p.parse_operand()?;
                    (format!("d{}", position(&mut out.dims, u)), end)
                }
                _ if p.is_keyword("symbol") => {
                    p.bump();
                    if !p.consume_if(TokenKind::LParen) {
                        return Err(p.wrong_token_error("expected '(' at start of SSA symbol"));
                    }
                    let u = p.parse_operand()?;
                    let end = p.token().end;
                    if !p.consume_if(TokenKind::RParen) {
                        return Err(p.wrong_token_error("expected ')' at end of SSA symbol"));
                    }
                    (format!("s{}", position(&mut out.syms, u)), end)
                }
                _ => {
                    match kind {
                        TokenKind::LSquare | TokenKind::LParen => depth += 1,
                        TokenKind::RSquare | TokenKind::RParen => depth = depth.saturating_sub(1),
                        _ => {}
                    }
                    let t = p.text().to_string();
                    p.bump();
                    (t, end)
                }
            };
            out.push_piece(&piece, start, end);
        }
    }

    /// Appends a piece of text standing for the source range `start..end`.
    fn push_piece(&mut self, piece: &str, start: u32, end: u32) {
        let at = self.text.len();
        self.text.push_str(piece);
        self.spans.push((at, self.text.len(), start, end));
        self.text.push(' ');
    }

    /// The source location of text offset `offset`: the token it falls in, or the end of
    /// the token before it when it falls between tokens (where MLIR reports a wrong token).
    fn loc_of(&self, p: &Parser<'_>, offset: usize) -> tile_ir::Loc {
        if offset >= self.text.trim_end().len() {
            return p.loc_at(self.close.1);
        }
        let at = self
            .spans
            .iter()
            .find(|s| s.0 <= offset && offset < s.1.max(s.0 + 1))
            .map(|s| s.2)
            .or_else(|| self.spans.iter().rev().find(|s| s.1 <= offset).map(|s| s.3))
            .or_else(|| self.spans.first().map(|s| s.2))
            .unwrap_or(0);
        p.loc_at(at)
    }

    fn env(&self) -> IdentEnv {
        let mut env = IdentEnv::new();
        for i in 0..self.dims.len() {
            env.define(&format!("d{i}"), AffineExpr::dim(i));
        }
        for i in 0..self.syms.len() {
            env.define(&format!("s{i}"), AffineExpr::symbol(i));
        }
        env
    }

    /// Parses the text as comma-separated groups: a plain expression, or with `group`
    /// (`max`/`min`) several in `group(...)`. Returns the expressions and group sizes.
    fn groups(
        &self,
        p: &Parser<'_>,
        group: Option<&str>,
    ) -> PResult<(Vec<AffineExpr>, Vec<usize>)> {
        let env = self.env();
        let mut q = ExprParser::new(&self.text);
        let mut exprs = Vec::new();
        let mut sizes = Vec::new();
        let err = |e: tile_ir::affine::AffineParseError| e.into_diagnostic(|o| self.loc_of(p, o));
        while !q.at_end() {
            if group.is_some() && q.peek_identifier() == group {
                q.parse_identifier().map_err(err)?;
                let before = exprs.len();
                q.parse_list(Punct::LParen, Punct::RParen, " in affine map", |q| {
                    exprs.push(q.parse_expr(&env)?);
                    Ok(())
                })
                .map_err(err)?;
                sizes.push(exprs.len() - before);
            } else {
                exprs.push(q.parse_expr(&env).map_err(err)?);
                sizes.push(1);
            }
            if !q.consume_if(Punct::Comma) && !q.at_end() {
                let close = self.close.0;
                let msg = if group.is_some() {
                    format!("expected '{close}'")
                } else {
                    format!("expected '{close}' in affine map")
                };
                return Err(p.error_at(self.loc_of(p, q.offset()), msg));
            }
        }
        Ok((exprs, sizes))
    }

    /// The map of `exprs` over these ids and the ids, dims first.
    fn into_map(self, exprs: Vec<AffineExpr>) -> (AffineMap, Vec<UnresolvedOperand<'a>>) {
        let map = AffineMap::new(self.dims.len(), self.syms.len(), exprs);
        let mut ids = self.dims;
        ids.extend(self.syms);
        (map, ids)
    }
}

/// `[%i + 1, symbol(%n)]`: subscripts over SSA ids; returns the map and the unresolved
/// dims followed by symbols.
pub fn parse_subscripts<'a>(
    p: &mut Parser<'a>,
) -> PResult<(AffineMap, Vec<UnresolvedOperand<'a>>)> {
    let e = SsaExprs::collect(p, TokenKind::LSquare, TokenKind::RSquare)?;
    let (exprs, _) = e.groups(p, None)?;
    Ok(e.into_map(exprs))
}

/// `(0, max(%a, %b - 1))`: `affine.parallel` bounds, one per loop, `group` (`max`/`min`)
/// taking several; returns the map, the group sizes and the ids.
pub fn parse_parallel_bounds<'a>(
    p: &mut Parser<'a>,
    group: &str,
) -> PResult<(AffineMap, Vec<usize>, Vec<UnresolvedOperand<'a>>)> {
    let e = SsaExprs::collect(p, TokenKind::LParen, TokenKind::RParen)?;
    let (exprs, sizes) = e.groups(p, Some(group))?;
    let (map, ids) = e.into_map(exprs);
    Ok((map, sizes, ids))
}

/// The position of `u` in `list`, appending it when new.
fn position<'a>(list: &mut Vec<UnresolvedOperand<'a>>, u: UnresolvedOperand<'a>) -> usize {
    match list
        .iter()
        .position(|x| x.name == u.name && x.number == u.number)
    {
        Some(i) => i,
        None => {
            list.push(u);
            list.len() - 1
        }
    }
}

/// Prints `[%i + 1, symbol(%n)]` for `map` over `operands` (dims then symbols).
pub fn print_subscripts(p: &mut OpPrinter<'_>, map: &AffineMap, operands: &[Value]) {
    p.write("[");
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        print_ssa_expr(p, e, map, operands);
    }
    p.write("]");
}

/// Prints `(0, max(%a, %b - 1))`: the results of `map` in groups of `sizes`, a group of
/// several as `group(...)`.
pub fn print_parallel_bounds(
    p: &mut OpPrinter<'_>,
    map: &AffineMap,
    sizes: &[usize],
    operands: &[Value],
    group: &str,
) {
    p.write("(");
    let mut at = 0;
    for (i, &n) in sizes.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let exprs = map.results.get(at..at + n).unwrap_or(&[]);
        at += n;
        if n != 1 {
            p.write(group);
            p.write("(");
        }
        for (k, e) in exprs.iter().enumerate() {
            if k > 0 {
                p.write(", ");
            }
            print_ssa_expr(p, e, map, operands);
        }
        if n != 1 {
            p.write(")");
        }
    }
    p.write(")");
}

/// Prints one expression of `map` with its dims and symbols replaced by the SSA names of
/// `operands` (symbols as `symbol(%n)`).
fn print_ssa_expr(p: &mut OpPrinter<'_>, e: &AffineExpr, map: &AffineMap, operands: &[Value]) {
    // Placeholders mark where operand names go: `\u{1}k\u{1}` for dims, `\u{2}k\u{2}` for symbols.
    let dims: Vec<String> = (0..map.num_dims)
        .map(|i| format!("\u{1}{i}\u{1}"))
        .collect();
    let syms: Vec<String> = (0..map.num_symbols)
        .map(|i| format!("\u{2}{i}\u{2}"))
        .collect();
    let s = e.print_with_names(&dims, &syms);
    let mut rest = s.as_str();
    while let Some(at) = rest.find(['\u{1}', '\u{2}']) {
        let (text, tail) = rest.split_at(at);
        p.write(text);
        let is_dim = tail.starts_with('\u{1}');
        let body = tail.get(1..).unwrap_or("");
        let end = body.find(['\u{1}', '\u{2}']).unwrap_or(body.len());
        let k: usize = body.get(..end).and_then(|t| t.parse().ok()).unwrap_or(0);
        let v = if is_dim {
            operands.get(k)
        } else {
            operands.get(map.num_dims + k)
        };
        if !is_dim {
            p.write("symbol(");
        }
        if let Some(&v) = v {
            p.operand(v);
        }
        if !is_dim {
            p.write(")");
        }
        rest = body.get(end + 1..).unwrap_or("");
    }
    p.write(rest);
}

/// `custom<AffineSubscripts>($indices, $map)`: an access's `[%i + 1, symbol(%n)]`, stored
/// as a map over its index operands (MLIR's `parseAffineMapOfSSAIds`).
pub const AFFINE_SUBSCRIPTS: tile_ir::ods::CustomDirective = tile_ir::ods::CustomDirective {
    name: "AffineSubscripts",
    parse: |p, fs, args| {
        let (map, ids) = parse_subscripts(p)?;
        fs.set_operands(args.first(), ids);
        let a = p.ctx.intern_attr(AttrKind::AffineMap(map));
        fs.set_attr(args.get(1), a);
        Ok(())
    },
    print: |p, view| {
        let ctx = p.ctx();
        if let Some(AttrKind::AffineMap(map)) = view.attr(ctx, 1).map(|a| ctx.attr_kind(a)) {
            print_subscripts(p, map, &view.values(ctx, 0));
        }
    },
};
