//! The body notation of the named-op table (`add(%2, mul(cast(%0), cast(%1)))`), read into a
//! tree and built into a region as MLIR's region builders do (operands left to right).

use tile_ir::{Type, Value};

use crate::linalg::body::{BinaryFn, BodyBuilder, UnaryFn};

/// A body expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// Block argument `%i`.
    Arg(usize),
    /// `f(args)`.
    Call(String, Vec<Expr>),
}

/// Reads a body expression; `Err` names what is wrong with the text.
pub fn parse(text: &str) -> Result<Expr, String> {
    let mut rest = text.trim_start();
    let e = parse_expr(&mut rest)?;
    if !rest.trim().is_empty() {
        return Err(format!("trailing text in body expression: {rest}"));
    }
    Ok(e)
}

fn parse_expr(s: &mut &str) -> Result<Expr, String> {
    *s = s.trim_start();
    if let Some(r) = s.strip_prefix('%') {
        let n = r.chars().take_while(|c| c.is_ascii_digit()).count();
        let (digits, tail) = r.split_at(n);
        *s = tail;
        return digits
            .parse()
            .map(Expr::Arg)
            .map_err(|_| format!("bad argument in body expression: %{digits}"));
    }
    let n = s
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-' | '+'))
        .count();
    let (word, tail) = s.split_at(n);
    if word.is_empty() {
        return Err(format!("expected an expression at: {s}"));
    }
    *s = tail;
    let Some(mut r) = s.strip_prefix('(') else {
        // A bare word is a literal (constant value or type).
        return Ok(Expr::Call(word.to_string(), Vec::new()));
    };
    let mut args = Vec::new();
    loop {
        args.push(parse_expr(&mut r)?);
        r = r.trim_start();
        if let Some(t) = r.strip_prefix(',') {
            r = t;
        } else if let Some(t) = r.strip_prefix(')') {
            *s = t;
            return Ok(Expr::Call(word.to_string(), args));
        } else {
            return Err(format!("expected ',' or ')' at: {r}"));
        }
    }
}

/// What the body of one op is built against.
pub struct BodyEnv<'v> {
    /// The block arguments.
    pub args: &'v [Value],
    /// Whether the op's `cast` attribute asks for unsigned casts.
    pub cast_unsigned: bool,
}

/// Builds `e` into `b`'s block; returns its value.
pub fn build(b: &mut BodyBuilder<'_>, e: &Expr, env: &BodyEnv<'_>) -> Result<Value, String> {
    let (name, args) = match e {
        Expr::Arg(i) => {
            return env
                .args
                .get(*i)
                .copied()
                .ok_or_else(|| format!("body uses argument %{i} of {}", env.args.len()));
        }
        Expr::Call(name, args) => (name.as_str(), args),
    };
    match (name, args.as_slice()) {
        ("const", [Expr::Call(v, _), Expr::Call(t, _)]) => {
            let ty = match t.as_str() {
                "f64" => b.ctx.float_type(tile_ir::float::FloatSemantics::F64),
                "i64" => b.ctx.int_type(64),
                _ => return Err(format!("unknown constant type {t}")),
            };
            b.constant(v, ty)
        }
        ("index", [Expr::Call(d, _)]) => {
            let d: i64 = d.parse().map_err(|_| format!("bad index dim {d}"))?;
            b.index(d)
        }
        (cast @ ("cast" | "cast_u" | "cast_attr" | "f64" | "i32"), [x]) => {
            let v = build(b, x, env)?;
            let to = cast_target(b, cast, env)?;
            let unsigned = cast == "cast_u" || (cast == "cast_attr" && env.cast_unsigned);
            Ok(b.cast(v, to, unsigned))
        }
        ("select", [c, x, y]) => {
            let c = build(b, c, env)?;
            let x = build(b, x, env)?;
            let y = build(b, y, env)?;
            Ok(b.select(c, x, y))
        }
        (f, [x]) => {
            let f = UnaryFn::from_name(f).ok_or_else(|| format!("unknown unary fn {f}"))?;
            let v = build(b, x, env)?;
            b.unary(f, v)
        }
        (f, [x, y]) => {
            let f = BinaryFn::from_name(f).ok_or_else(|| format!("unknown binary fn {f}"))?;
            let l = build(b, x, env)?;
            let r = build(b, y, env)?;
            b.binary(f, l, r)
        }
        _ => Err(format!("unknown body expression {name}")),
    }
}

fn cast_target(b: &mut BodyBuilder<'_>, cast: &str, env: &BodyEnv<'_>) -> Result<Type, String> {
    Ok(match cast {
        "f64" => b.ctx.float_type(tile_ir::float::FloatSemantics::F64),
        "i32" => b.ctx.int_type(32),
        _ => {
            let out = env
                .args
                .last()
                .ok_or("a cast in a body without arguments")?;
            b.ctx.value_type(*out)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_body_parses() {
        for op in super::super::NAMED_OPS {
            let e = parse(op.body);
            assert!(e.is_ok(), "{}: {:?}", op.name, e);
        }
    }

    #[test]
    fn nested_calls_read_as_trees() {
        let e = parse("add(%2, mul(cast(%0), %1))");
        let call = |n: &str, a: Vec<Expr>| Expr::Call(n.into(), a);
        assert_eq!(
            e,
            Ok(call(
                "add",
                vec![
                    Expr::Arg(2),
                    call("mul", vec![call("cast", vec![Expr::Arg(0)]), Expr::Arg(1)])
                ]
            ))
        );
        assert!(parse("add(%0").is_err());
        assert!(parse("add(%0) x").is_err());
    }
}
