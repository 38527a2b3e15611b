//! `complex`: the ops on `complex<float>` scalars, computed in `f64` with the formulas MLIR's
//! complex-to-standard lowering uses (polar `pow`, scaled `abs`, Smith's division) and each
//! part rounded to the element type.

use tile_dialects::complex::ops::{BitcastOp, ConstantOp};
use tile_ir::float::FloatSemantics;
use tile_ir::{AttrKind, OpId, TypeKind};

use super::{Frame, Interpreter, R};
use crate::value::{Complex, Scalar, Value};

/// Executes a `complex.*` op; `None` when unsupported.
pub(super) fn exec(it: &mut Interpreter<'_>, f: &mut Frame, op: OpId) -> R<Option<Vec<Value>>> {
    let ctx = it.ctx;
    let name = ctx.op_name_of(op);
    let short = name.trim_start_matches("complex.");
    if let Some(c) = ConstantOp::cast(ctx, op) {
        return constant(it, op, &c.value(ctx)).map(|v| Some(vec![v]));
    }
    if BitcastOp::cast(ctx, op).is_some() {
        return Err(it.err(op, "is not supported by the interpreter"));
    }
    if short == "create" {
        let (re, sem) = float(it, f, op, 0)?;
        let (im, _) = float(it, f, op, 1)?;
        return Ok(Some(vec![Value::Complex(Complex::new(re, im, sem))]));
    }
    let a = complex(it, f, op, 0)?;
    let sem = a.sem;
    let real = |x: f64| Ok(Some(vec![Value::Scalar(Scalar::float(x, sem))]));
    let boolean = |b: bool| Ok(Some(vec![Value::Scalar(Scalar::bool(b))]));
    let z = (a.re, a.im);
    let r = match short {
        "re" => return real(a.re),
        "im" => return real(a.im),
        "abs" => return real(abs(z)),
        "angle" => return real(a.im.atan2(a.re)),
        "powi" => {
            let n = it.scalar(f, op, 1)?.as_i128() as f64;
            pow(z, (n, 0.0))
        }
        "eq" | "neq" => {
            let b = complex(it, f, op, 1)?;
            let eq = a.re == b.re && a.im == b.im;
            return boolean(if short == "eq" { eq } else { !eq });
        }
        "add" | "sub" | "mul" | "div" | "pow" | "atan2" => {
            let b = complex(it, f, op, 1)?;
            binary(short, z, (b.re, b.im))
        }
        _ => match unary(short, z) {
            Some(r) => r,
            None => return Ok(None),
        },
    };
    Ok(Some(vec![Value::Complex(Complex::new(r.0, r.1, sem))]))
}

type C = (f64, f64);

fn binary(name: &str, (a, b): C, (c, d): C) -> C {
    match name {
        "add" => (a + c, b + d),
        "sub" => (a - c, b - d),
        "mul" => (a * c - b * d, a * d + b * c),
        "div" => div((a, b), (c, d)),
        "pow" => pow((a, b), (c, d)),
        // atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2))
        _ => {
            let (x, y) = ((c, d), (a, b));
            let num = add(x, mul((0.0, 1.0), y));
            let den = sqrt(add(mul(x, x), mul(y, y)));
            let l = log(div(num, den));
            (l.1, -l.0)
        }
    }
}

fn unary(name: &str, z @ (a, b): C) -> Option<C> {
    Some(match name {
        "neg" => (-a, -b),
        "conj" => (a, -b),
        "exp" => exp(z),
        "expm1" => {
            let e = a.exp_m1();
            // exp(a)cos(b) - 1 = expm1(a) cos(b) + (cos(b) - 1)
            let cos_m1 = -2.0 * (b / 2.0).sin().powi(2);
            (e * b.cos() + cos_m1, a.exp() * b.sin())
        }
        "log" => log(z),
        "log1p" => log(add((1.0, 0.0), z)),
        "sqrt" => sqrt(z),
        "rsqrt" => div((1.0, 0.0), sqrt(z)),
        "sin" => (a.sin() * b.cosh(), a.cos() * b.sinh()),
        "cos" => (a.cos() * b.cosh(), -(a.sin() * b.sinh())),
        "tan" => div(unary("sin", z)?, unary("cos", z)?),
        "tanh" => {
            let (s, c) = (
                (a.sinh() * b.cos(), a.cosh() * b.sin()),
                (a.cosh() * b.cos(), a.sinh() * b.sin()),
            );
            div(s, c)
        }
        "sign" => {
            let m = abs(z);
            if m == 0.0 { (a, b) } else { (a / m, b / m) }
        }
        _ => return None,
    })
}

fn add((a, b): C, (c, d): C) -> C {
    (a + c, b + d)
}

fn mul((a, b): C, (c, d): C) -> C {
    (a * c - b * d, a * d + b * c)
}

/// `|z|` as `max * sqrt(1 + (min/max)^2)` (no overflow), `min` when that is NaN.
fn abs((a, b): C) -> f64 {
    let (x, y) = (a.abs(), b.abs());
    let (hi, lo) = (x.max(y), x.min(y));
    let ratio = lo / hi;
    let r = hi * (ratio * ratio + 1.0).sqrt();
    if r.is_nan() { lo } else { r }
}

/// Smith's algorithm: divides by the larger part of the divisor first.
fn div((a, b): C, (c, d): C) -> C {
    if c.abs() >= d.abs() {
        let r = d / c;
        let den = c + d * r;
        ((a + b * r) / den, (b - a * r) / den)
    } else {
        let r = c / d;
        let den = c * r + d;
        ((a * r + b) / den, (b * r - a) / den)
    }
}

fn exp((a, b): C) -> C {
    let e = a.exp();
    (e * b.cos(), e * b.sin())
}

fn log(z @ (a, b): C) -> C {
    (abs(z).ln(), b.atan2(a))
}

/// The principal square root.
fn sqrt(z @ (a, b): C) -> C {
    if a == 0.0 && b == 0.0 {
        return (0.0, b);
    }
    let m = abs(z);
    let t = ((m + a.abs()) / 2.0).sqrt();
    if a >= 0.0 {
        (t, b / (2.0 * t))
    } else {
        (b.abs() / (2.0 * t), t.copysign(b))
    }
}

/// `z^w` in polar form: `|z|^c e^(-d arg z)` at angle `d ln|z| + c arg z`.
fn pow(z @ (a, b): C, (c, d): C) -> C {
    let m = abs(z);
    let theta = b.atan2(a);
    let mag = m.powf(c) * (-d * theta).exp();
    let angle = if d == 0.0 {
        c * theta
    } else {
        d * m.ln() + c * theta
    };
    (mag * angle.cos(), mag * angle.sin())
}

/// Operand `i` as a complex scalar.
fn complex(it: &Interpreter<'_>, f: &Frame, op: OpId, i: usize) -> R<Complex> {
    match it.operand(f, op, i)? {
        Value::Complex(c) => Ok(c),
        other => Err(it.err(
            op,
            format!(
                "expected a complex operand #{i}, got a {}",
                other.kind_name()
            ),
        )),
    }
}

/// Operand `i` as a float and its type.
fn float(it: &Interpreter<'_>, f: &Frame, op: OpId, i: usize) -> R<(f64, FloatSemantics)> {
    match it.scalar(f, op, i)? {
        Scalar::Float(x, sem) => Ok((x, sem)),
        _ => Err(it.err(op, format!("expected a float operand #{i}"))),
    }
}

/// The value of `complex.constant [re, im]` (float parts only).
fn constant(it: &Interpreter<'_>, op: OpId, parts: &[tile_ir::Attr]) -> R<Value> {
    let ctx = it.ctx;
    let part = |a: tile_ir::Attr| match ctx.attr_kind(a) {
        AttrKind::Float { value, ty } => match ctx.type_kind(*ty) {
            TypeKind::Float(sem) => Some((value.to_f64(), *sem)),
            _ => None,
        },
        _ => None,
    };
    match parts {
        [re, im] => match (part(*re), part(*im)) {
            (Some((re, sem)), Some((im, _))) => Ok(Value::Complex(Complex::new(re, im, sem))),
            _ => Err(it.err(
                op,
                "integer complex constants are not supported by the interpreter",
            )),
        },
        _ => Err(it.err(op, "expects two parts")),
    }
}
