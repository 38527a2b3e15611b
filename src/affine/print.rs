//! Printing exactly as MLIR 22's `AsmPrinter` prints affine expressions and maps.
//!
//! MLIR prints `e * -1` as `-e`, `a + e * -1` as `a - e`, `a + e * -c` as `a - e * c`,
//! `a + -c` as `a - c`, and parenthesizes any non-`+` operand of a binary operator (and any
//! operand of `*`, `floordiv`, `ceildiv`, `mod`) that is itself a binary expression.

use std::fmt::{self, Write};

use super::expr::{AffineExpr, BinaryOp, Node};
use super::map::AffineMap;

/// How tightly the enclosing operator binds: a `Strong` context parenthesizes binary exprs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Binding {
    Weak,
    Strong,
}

/// Names for dims and symbols; positions without a name print as `d_i` / `s_i`.
struct Names<'a, S: AsRef<str>> {
    dims: &'a [S],
    symbols: &'a [S],
}

impl<S: AsRef<str>> Names<'_, S> {
    fn write_dim(&self, out: &mut dyn Write, pos: usize) -> fmt::Result {
        match self.dims.get(pos) {
            Some(name) => out.write_str(name.as_ref()),
            None => write!(out, "d{pos}"),
        }
    }

    fn write_symbol(&self, out: &mut dyn Write, pos: usize) -> fmt::Result {
        match self.symbols.get(pos) {
            Some(name) => out.write_str(name.as_ref()),
            None => write!(out, "s{pos}"),
        }
    }
}

fn write_expr<S: AsRef<str>>(
    out: &mut dyn Write,
    expr: &AffineExpr,
    binding: Binding,
    names: &Names<'_, S>,
) -> fmt::Result {
    let b = match &expr.node {
        Node::Dim(p) => return names.write_dim(out, *p),
        Node::Symbol(p) => return names.write_symbol(out, *p),
        Node::Constant(c) => return write!(out, "{c}"),
        Node::Binary(b) => b,
    };
    let parenthesize = binding == Binding::Strong;
    if parenthesize {
        out.write_char('(')?;
    }
    if b.op == BinaryOp::Add {
        write_add(out, &b.lhs, &b.rhs, names)?;
    } else if b.op == BinaryOp::Mul && b.rhs.as_constant() == Some(-1) {
        out.write_char('-')?;
        write_expr(out, &b.lhs, Binding::Strong, names)?;
    } else {
        write_expr(out, &b.lhs, Binding::Strong, names)?;
        write!(out, " {} ", b.op.spelling())?;
        write_expr(out, &b.rhs, Binding::Strong, names)?;
    }
    if parenthesize {
        out.write_char(')')?;
    }
    Ok(())
}

/// Prints `lhs + rhs`, turning negative products and constants into subtraction.
fn write_add<S: AsRef<str>>(
    out: &mut dyn Write,
    lhs: &AffineExpr,
    rhs: &AffineExpr,
    names: &Names<'_, S>,
) -> fmt::Result {
    if let Some((factor, c)) = rhs.as_op(BinaryOp::Mul)
        && let Some(c) = c.as_constant()
    {
        if c == -1 {
            write_expr(out, lhs, Binding::Weak, names)?;
            out.write_str(" - ")?;
            let binding = if factor.as_op(BinaryOp::Add).is_some() {
                Binding::Strong
            } else {
                Binding::Weak
            };
            return write_expr(out, factor, binding, names);
        }
        if c < -1 {
            write_expr(out, lhs, Binding::Weak, names)?;
            out.write_str(" - ")?;
            write_expr(out, factor, Binding::Strong, names)?;
            // `wrapping_neg` prints i64::MIN as itself, like MLIR's C++ negation does.
            return write!(out, " * {}", c.wrapping_neg());
        }
    }
    if let Some(c) = rhs.as_constant()
        && c < 0
    {
        write_expr(out, lhs, Binding::Weak, names)?;
        return write!(out, " - {}", c.wrapping_neg());
    }
    write_expr(out, lhs, Binding::Weak, names)?;
    out.write_str(" + ")?;
    write_expr(out, rhs, Binding::Weak, names)
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Names<'_, &str> = Names {
            dims: &[],
            symbols: &[],
        };
        write_expr(f, self, Binding::Weak, &names)
    }
}

impl AffineExpr {
    /// Prints with `dim_names[i]` for `d_i` and `symbol_names[i]` for `s_i` (positions
    /// without a name print as `d_i` / `s_i`).
    pub fn print_with_names<S: AsRef<str>>(&self, dim_names: &[S], symbol_names: &[S]) -> String {
        let mut out = String::new();
        let names = Names {
            dims: dim_names,
            symbols: symbol_names,
        };
        // Writing into a String cannot fail.
        let _ = write_expr(&mut out, self, Binding::Weak, &names);
        out
    }
}

fn write_map<S: AsRef<str>>(
    out: &mut dyn Write,
    map: &AffineMap,
    names: &Names<'_, S>,
) -> fmt::Result {
    out.write_char('(')?;
    for i in 0..map.num_dims {
        if i > 0 {
            out.write_str(", ")?;
        }
        names.write_dim(out, i)?;
    }
    out.write_char(')')?;
    if map.num_symbols > 0 {
        out.write_char('[')?;
        for i in 0..map.num_symbols {
            if i > 0 {
                out.write_str(", ")?;
            }
            names.write_symbol(out, i)?;
        }
        out.write_char(']')?;
    }
    out.write_str(" -> (")?;
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            out.write_str(", ")?;
        }
        write_expr(out, e, Binding::Weak, names)?;
    }
    out.write_char(')')
}

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Names<'_, &str> = Names {
            dims: &[],
            symbols: &[],
        };
        write_map(f, self, &names)
    }
}

impl AffineMap {
    /// Prints the map with custom dim and symbol names, e.g. `(i, j)[n] -> (i + n)`.
    pub fn print_with_names<S: AsRef<str>>(&self, dim_names: &[S], symbol_names: &[S]) -> String {
        let mut out = String::new();
        let names = Names {
            dims: dim_names,
            symbols: symbol_names,
        };
        // Writing into a String cannot fail.
        let _ = write_map(&mut out, self, &names);
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::affine::parse_affine_map;

    #[track_caller]
    fn round(text: &str, expected: &str) {
        assert_eq!(parse_affine_map(text).unwrap().to_string(), expected);
    }

    #[test]
    fn prints_each_shape() {
        round("() -> (0)", "() -> (0)");
        round("(d0) -> ()", "(d0) -> ()");
        round("(d0)[s0] -> (s0)", "(d0)[s0] -> (s0)");
        round(
            "(d0, d1)[s0] -> (d0 + s0 * 2)",
            "(d0, d1)[s0] -> (d0 + s0 * 2)",
        );
        round("(d0) -> (-d0)", "(d0) -> (-d0)");
        round("(d0, d1) -> (d0 - d1)", "(d0, d1) -> (d0 - d1)");
        round("(d0, d1) -> (d0 - d1 * 3)", "(d0, d1) -> (d0 - d1 * 3)");
        round("(d0) -> (-(d0 floordiv 2))", "(d0) -> (-(d0 floordiv 2))");
        round("(d0) -> (-(d0 mod 2))", "(d0) -> (-(d0 mod 2))");
        round("(d0) -> (d0 - 3)", "(d0) -> (d0 - 3)");
        round("(d0, d1) -> (d0 - (d1 + 2))", "(d0, d1) -> (d0 - (d1 + 2))");
        round(
            "(d0, d1) -> (d0 - d1 floordiv 2)",
            "(d0, d1) -> (d0 - d1 floordiv 2)",
        );
        round(
            "(d0, d1) -> (d0 - (d1 floordiv 4) * 3)",
            "(d0, d1) -> (d0 - (d1 floordiv 4) * 3)",
        );
        round("(d0) -> ((d0 + 1) * 2)", "(d0) -> ((d0 + 1) * 2)");
        round("(d0) -> (-d0 floordiv 2)", "(d0) -> ((-d0) floordiv 2)");
        round(
            "(d0)[s0] -> (d0 floordiv (s0 * 2))",
            "(d0)[s0] -> (d0 floordiv (s0 * 2))",
        );
        round("(d0) -> ((d0 mod 6) mod 4)", "(d0) -> ((d0 mod 6) mod 4)");
        round("(d0) -> (d0 + 1 + 2 * d0)", "(d0) -> (d0 * 3 + 1)");
    }

    #[test]
    fn prints_extreme_constants_like_mlir() {
        round(
            "(d0) -> (d0 + 9223372036854775807 + 1)",
            "(d0) -> (d0 - -9223372036854775808)",
        );
        round(
            "(d0) -> (-(-9223372036854775807 - 1))",
            "(d0) -> (--9223372036854775808)",
        );
    }

    #[test]
    fn prints_with_names() {
        let m = parse_affine_map("(i, j)[n] -> (i floordiv 2 + n, j mod 3)").unwrap();
        assert_eq!(
            m.print_with_names(&["i", "j"], &["n"]),
            "(i, j)[n] -> (i floordiv 2 + n, j mod 3)"
        );
        assert_eq!(
            m.to_string(),
            "(d0, d1)[s0] -> (d0 floordiv 2 + s0, d1 mod 3)"
        );
        assert_eq!(
            m.results[0].print_with_names(&["row"], &[]),
            "row floordiv 2 + s0"
        );
    }
}
