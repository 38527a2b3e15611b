//! The affine dialect's custom syntax pieces: a map applied to `(dims)[symbols]`, loop
//! bounds (`0`, `%n`, `max #map(%i)[%n]`) and subscripts written with SSA ids
//! (`%m[%i + 1, symbol(%n) * 2]`, MLIR's `parseAffineMapOfSSAIds`).

use tile_ir::affine::{AffineExpr, AffineMap, IdentEnv, parse_affine_expr};
use tile_ir::parser::lexer::TokenKind;
use tile_ir::parser::{PResult, Parser, UnresolvedOperand};
use tile_ir::ods::custom_error;
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
    let mut ops: Vec<UnresolvedOperand<'_>> = Vec::new();
    p.parse_token(TokenKind::LParen, "'('")?;
    if !p.consume_if(TokenKind::RParen) {
        ops.extend(p.parse_operand_list()?);
        p.parse_token(TokenKind::RParen, "')'")?;
    }
    let dims = ops.len();
    if p.consume_if(TokenKind::LSquare) && !p.consume_if(TokenKind::RSquare) {
        ops.extend(p.parse_operand_list()?);
        p.parse_token(TokenKind::RSquare, "']'")?;
    }
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
        let v = p.parse_i64()?;
        let v = if neg { v.wrapping_neg() } else { v };
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
    let n = parse_dim_and_symbol_list(p, st, (map.num_dims, map.num_symbols), &|_| {
        "dim operand count and affine map dim count must match".to_string()
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

/// `[%i + 1, symbol(%n)]`: subscripts over SSA ids; each distinct id becomes a dim (or a
/// symbol when wrapped in `symbol(...)`) in order of appearance. Returns the map and the
/// unresolved dims followed by symbols.
pub fn parse_subscripts<'a>(
    p: &mut Parser<'a>,
) -> PResult<(AffineMap, Vec<UnresolvedOperand<'a>>)> {
    p.parse_token(TokenKind::LSquare, "'['")?;
    let start_loc = p.loc();
    let mut dims: Vec<UnresolvedOperand<'a>> = Vec::new();
    let mut syms: Vec<UnresolvedOperand<'a>> = Vec::new();
    let mut text = String::new();
    let mut depth = 0usize;
    loop {
        match p.kind() {
            TokenKind::RSquare if depth == 0 => {
                p.bump();
                break;
            }
            TokenKind::Eof => return Err(p.error("expected ']'")),
            TokenKind::PercentIdent => {
                let u = p.parse_operand()?;
                let pos = position(&mut dims, u);
                text.push_str(&format!(" d{pos} "));
                continue;
            }
            _ if p.is_keyword("symbol") => {
                p.bump();
                p.parse_token(TokenKind::LParen, "'('")?;
                let u = p.parse_operand()?;
                p.parse_token(TokenKind::RParen, "')'")?;
                let pos = position(&mut syms, u);
                text.push_str(&format!(" s{pos} "));
                continue;
            }
            TokenKind::LSquare | TokenKind::LParen => depth += 1,
            TokenKind::RSquare | TokenKind::RParen => depth = depth.saturating_sub(1),
            _ => {}
        }
        text.push_str(p.text());
        text.push(' ');
        p.bump();
    }
    let mut env = IdentEnv::new();
    for i in 0..dims.len() {
        env.define(&format!("d{i}"), AffineExpr::dim(i));
    }
    for i in 0..syms.len() {
        env.define(&format!("s{i}"), AffineExpr::symbol(i));
    }
    let mut results = Vec::new();
    let mut offset = 0;
    let trimmed = text.trim_end();
    while !trimmed.trim().is_empty() && offset < trimmed.len() {
        let (e, end) = parse_affine_expr(trimmed, offset, &env)
            .map_err(|e| p.error_at(start_loc, e.message))?;
        results.push(e);
        let rest = trimmed.get(end..).unwrap_or("").trim_start();
        if let Some(r) = rest.strip_prefix(',') {
            offset = trimmed.len() - r.len();
        } else if rest.is_empty() {
            break;
        } else {
            return Err(p.error_at(start_loc, "expected ',' or ']'"));
        }
    }
    let map = AffineMap::new(dims.len(), syms.len(), results);
    dims.extend(syms);
    Ok((map, dims))
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
    // Placeholders mark where operand names go: `\u{1}k\u{1}` for dims, `\u{2}k\u{2}` for symbols.
    let dims: Vec<String> = (0..map.num_dims).map(|i| format!("\u{1}{i}\u{1}")).collect();
    let syms: Vec<String> = (0..map.num_symbols)
        .map(|i| format!("\u{2}{i}\u{2}"))
        .collect();
    p.write("[");
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let s = e.print_with_names(&dims, &syms);
        let mut rest = s.as_str();
        while let Some(at) = rest.find(['\u{1}', '\u{2}']) {
            let (text, tail) = rest.split_at(at);
            p.write(text);
            let is_dim = tail.starts_with('\u{1}');
            let body = tail.get(1..).unwrap_or("");
            let end = body.find(['\u{1}', '\u{2}']).unwrap_or(body.len());
            let k: usize = body.get(..end).and_then(|t| t.parse().ok()).unwrap_or(0);
            let v = if is_dim { operands.get(k) } else { operands.get(map.num_dims + k) };
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
    p.write("]");
}
