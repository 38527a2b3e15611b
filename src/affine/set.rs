//! Integer sets, `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`: conjunctions of affine constraints
//! (`expr >= 0` or `expr == 0`), as `affine.if` uses them; parsed and printed as MLIR does
//! (`a >= b` is kept as `a - b >= 0`, `a <= b` as `b - a >= 0`).

use super::expr::AffineExpr;
use super::lexer::Punct;
use super::parse::{AffineParseError, ExprParser, IdentEnv};
use std::fmt;

/// An integer set: the points of `num_dims` dims (given `num_symbols` symbols) that satisfy
/// every constraint.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    /// Number of dimensions.
    pub num_dims: usize,
    /// Number of symbols.
    pub num_symbols: usize,
    /// The constraint expressions, each `>= 0` or `== 0`.
    pub constraints: Vec<AffineExpr>,
    /// Whether constraint `i` is an equality (`== 0`) rather than `>= 0`.
    pub eq_flags: Vec<bool>,
}

impl IntegerSet {
    /// Whether `dims`/`symbols` satisfy every constraint; `None` when a constraint cannot
    /// be evaluated (division by zero, overflow, missing operands).
    pub fn contains(&self, dims: &[i64], symbols: &[i64]) -> Option<bool> {
        for (c, &eq) in self.constraints.iter().zip(&self.eq_flags) {
            let v = c.evaluate(dims, symbols).ok()?;
            if (eq && v != 0) || (!eq && v < 0) {
                return Some(false);
            }
        }
        Some(true)
    }

    /// Number of dims plus symbols.
    pub fn num_inputs(&self) -> usize {
        self.num_dims + self.num_symbols
    }
}

impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        for i in 0..self.num_dims {
            write!(f, "{}d{i}", if i > 0 { ", " } else { "" })?;
        }
        f.write_str(")")?;
        if self.num_symbols > 0 {
            f.write_str("[")?;
            for i in 0..self.num_symbols {
                write!(f, "{}s{i}", if i > 0 { ", " } else { "" })?;
            }
            f.write_str("]")?;
        }
        f.write_str(" : (")?;
        if self.constraints.is_empty() {
            f.write_str("0 == 0")?;
        }
        for (i, (c, &eq)) in self.constraints.iter().zip(&self.eq_flags).enumerate() {
            let op = if eq { "==" } else { ">=" };
            write!(f, "{}{c} {op} 0", if i > 0 { ", " } else { "" })?;
        }
        f.write_str(")")
    }
}

/// Parses the body of `affine_set<...>`: `(dims)[symbols] : (constraints)`.
pub fn parse_integer_set(text: &str) -> Result<IntegerSet, AffineParseError> {
    let mut p = ExprParser::new(text);
    let mut env = IdentEnv::new();
    let (num_dims, num_symbols) = p.parse_dim_and_symbol_lists(&mut env)?;
    p.parse_punct(Punct::Colon, "expected '->' or ':'")?;
    p.parse_punct(Punct::LParen, "expected '(' in integer set constraint list")?;
    let mut set = IntegerSet {
        num_dims,
        num_symbols,
        constraints: Vec::new(),
        eq_flags: Vec::new(),
    };
    if !p.consume_if(Punct::RParen) {
        loop {
            let (c, eq, next) = parse_constraint(text, p, &env)?;
            p = next;
            set.constraints.push(c);
            set.eq_flags.push(eq);
            if !p.consume_if(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen, "expected ')' in integer set constraint list")?;
    }
    if !p.at_end() {
        return Err(p.error_here("expected '>'"));
    }
    // MLIR builds `0 == 0` for an empty constraint list.
    if set.constraints.is_empty() {
        set.constraints.push(AffineExpr::constant(0));
        set.eq_flags.push(true);
    }
    Ok(set)
}

/// One `lhs (>= | <= | ==) rhs`; the comparison is two tokens in MLIR (`> =` is accepted).
fn parse_constraint<'t>(
    text: &'t str,
    mut p: ExprParser<'t>,
    env: &IdentEnv,
) -> Result<(AffineExpr, bool, ExprParser<'t>), AffineParseError> {
    let lhs = p.parse_expr(env)?;
    let at = p.next_token_offset();
    let rest = text.get(at..).unwrap_or("");
    let first = rest.chars().next();
    let after = rest.get(1..).unwrap_or("");
    let second_at = at + 1 + (after.len() - after.trim_start().len());
    let second = text.get(second_at..).and_then(|s| s.chars().next());
    let kind = match (first, second) {
        (Some('>'), Some('=')) => 0,
        (Some('<'), Some('=')) => 1,
        (Some('='), Some('=')) => 2,
        _ => {
            // MLIR consumes one of `>`, `<`, `=` before it gives up: the error is at the next token.
            let at = if matches!(first, Some('>' | '<' | '=')) {
                second_at
            } else {
                at
            };
            return Err(AffineParseError::new(
                at,
                "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
            ));
        }
    };
    let mut q = ExprParser::at(text, second_at + 1);
    let rhs = q.parse_expr(env)?;
    let c = match kind {
        1 => rhs.sub(&lhs),
        _ => lhs.sub(&rhs),
    };
    Ok((c, kind == 2, q))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn round(text: &str, expected: &str) {
        let set = parse_integer_set(text).unwrap();
        assert_eq!(set.to_string(), expected);
    }

    #[test]
    fn prints_as_mlir() {
        round("(d0) : ()", "(d0) : (0 == 0)");
        round(
            "(i)[N] : (i - N - 1 >= 0, -i + N >= 0)",
            "(d0)[s0] : (d0 - s0 - 1 >= 0, -d0 + s0 >= 0)",
        );
        round(
            "(d0, d1)[s0] : (d0 >= d1, d0 <= s0 + 2, d0 * 2 == d1 + 1, 5 >= 0)",
            "(d0, d1)[s0] : (d0 - d1 >= 0, -d0 + s0 + 2 >= 0, d0 * 2 - (d1 + 1) == 0, 5 >= 0)",
        );
    }

    #[test]
    fn errors_as_mlir() {
        let e = parse_integer_set("(d0) : (d0 > 0)").unwrap_err();
        assert_eq!(e.offset, 13);
        assert!(e.message.starts_with("expected '== affine-expr'"));
        let e = parse_integer_set("(d0) : (d0 >= 0 d0)").unwrap_err();
        assert_eq!(e.message, "expected ')' in integer set constraint list");
    }

    #[test]
    fn membership() {
        let set = parse_integer_set("(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)").unwrap();
        assert_eq!(set.contains(&[4], &[3]), Some(true));
        assert_eq!(set.contains(&[5], &[3]), Some(false));
        assert_eq!(set.contains(&[2], &[3]), Some(false));
    }
}
