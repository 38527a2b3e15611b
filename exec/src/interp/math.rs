//! `math`: elementary functions computed in `f64` and rounded to the operand's type, and the
//! integer bit-counting ops.

use tile_ir::OpId;

use super::{Frame, Interpreter, R};
use crate::value::{Scalar, Value};

/// Executes `math.*` op `name`; `None` when unsupported.
pub(super) fn exec(
    it: &mut Interpreter<'_>,
    f: &mut Frame,
    op: OpId,
    name: &str,
) -> R<Option<Vec<Value>>> {
    let short = name.trim_start_matches("math.");
    let args: Vec<Scalar> = (0..it.ctx.op(op).operands.len())
        .map(|i| it.scalar(f, op, i))
        .collect::<R<_>>()?;
    // `sincos`: both results, each rounded to the operand's type.
    if let ("sincos", [Scalar::Float(x, sem)]) = (short, args.as_slice()) {
        let round = |v: f64| Value::Scalar(Scalar::float(crate::value::round_to(v, *sem), *sem));
        return Ok(Some(vec![round(x.sin()), round(x.cos())]));
    }
    let r = match args.as_slice() {
        [Scalar::Float(x, sem)] => {
            let x = *x;
            let v = match short {
                "absf" => x.abs(),
                "ceil" => x.ceil(),
                "floor" => x.floor(),
                "trunc" => x.trunc(),
                "round" => x.round(),
                "roundeven" => x.round_ties_even(),
                "sqrt" => x.sqrt(),
                "rsqrt" => 1.0 / x.sqrt(),
                "cbrt" => x.cbrt(),
                "exp" => x.exp(),
                "exp2" => x.exp2(),
                "expm1" => x.exp_m1(),
                "log" => x.ln(),
                "log2" => x.log2(),
                "log10" => x.log10(),
                "log1p" => x.ln_1p(),
                "sin" => x.sin(),
                "cos" => x.cos(),
                "tan" => x.tan(),
                "asin" => x.asin(),
                "acos" => x.acos(),
                "atan" => x.atan(),
                "sinh" => x.sinh(),
                "cosh" => x.cosh(),
                "tanh" => x.tanh(),
                "asinh" => x.asinh(),
                "acosh" => x.acosh(),
                "atanh" => x.atanh(),
                "erf" => erf(x),
                "erfc" => 1.0 - erf(x),
                "isnan" => return Ok(Some(vec![Value::Scalar(Scalar::bool(x.is_nan()))])),
                "isinf" => return Ok(Some(vec![Value::Scalar(Scalar::bool(x.is_infinite()))])),
                "isfinite" => return Ok(Some(vec![Value::Scalar(Scalar::bool(x.is_finite()))])),
                // Normal in the operand's own type (1e-40 is subnormal in f32).
                "isnormal" => {
                    let smallest = 2f64.powi(sem.min_exponent());
                    let normal = x.is_finite() && x.abs() >= smallest;
                    return Ok(Some(vec![Value::Scalar(Scalar::bool(normal))]));
                }
                _ => return Ok(None),
            };
            Scalar::float(v, *sem)
        }
        [Scalar::Float(x, sem), Scalar::Float(y, _)] => {
            let v = match short {
                "powf" => x.powf(*y),
                "atan2" => x.atan2(*y),
                "copysign" => x.copysign(*y),
                _ => return Ok(None),
            };
            Scalar::float(v, *sem)
        }
        [Scalar::Float(x, sem), n] if short == "fpowi" => {
            Scalar::float(x.powi(n.as_i128() as i32), *sem)
        }
        [
            Scalar::Float(a, sem),
            Scalar::Float(b, _),
            Scalar::Float(c, _),
        ] if short == "fma" => Scalar::float(a.mul_add(*b, *c), *sem),
        // `clampf %x to [%lo, %hi]`: max then min, NaN propagating (maximumf/minimumf).
        [
            Scalar::Float(x, sem),
            Scalar::Float(lo, _),
            Scalar::Float(hi, _),
        ] if short == "clampf" => {
            let nan_or = |a: f64, b: f64, f: fn(f64, f64) -> f64| {
                if a.is_nan() || b.is_nan() {
                    f64::NAN
                } else {
                    f(a, b)
                }
            };
            let v = nan_or(nan_or(*x, *lo, f64::max), *hi, f64::min);
            Scalar::float(v, *sem)
        }
        [a] => {
            let x = a.as_apint();
            let v = match short {
                "absi" => {
                    if x.is_negative() {
                        x.with_bits(0).wrapping_sub(x)
                    } else {
                        x
                    }
                }
                "ctlz" => x.with_bits(u128::from(x.leading_zeros())),
                "cttz" => x.with_bits(u128::from(x.trailing_zeros())),
                "ctpop" => x.with_bits(u128::from(x.count_ones())),
                _ => return Ok(None),
            };
            a.ty().from_i128(v.signed())
        }
        [a, b] if short == "ipowi" => {
            let (x, e) = (a.as_apint(), b.as_apint().signed());
            if e < 0 {
                // MLIR: 1 for base 1, +-1 for base -1, 0 otherwise (division by zero for 0).
                if x.is_zero() {
                    return Err(it.err(op, "integer division by zero (0 to a negative power)"));
                }
                let s = x.signed();
                let v = if s == 1 {
                    1
                } else if s == -1 {
                    if e % 2 == 0 { 1 } else { -1 }
                } else {
                    0
                };
                a.ty().from_i128(v)
            } else {
                let mut acc = x.with_bits(1);
                for _ in 0..e.min(256) {
                    acc = acc.wrapping_mul(x);
                }
                a.ty().from_i128(acc.signed())
            }
        }
        _ => return Ok(None),
    };
    Ok(Some(vec![Value::Scalar(r)]))
}

/// The error function (Abramowitz-Stegun 7.1.26 refined by a series near zero).
fn erf(x: f64) -> f64 {
    if x.abs() < 2.0 {
        // Maclaurin series: converges well on |x| < 2.
        let mut sum = 0.0;
        let mut term = x;
        let mut n = 0.0;
        while n < 60.0 {
            sum += term / (2.0 * n + 1.0);
            n += 1.0;
            term *= -x * x / n;
        }
        sum * 2.0 / std::f64::consts::PI.sqrt()
    } else {
        // Continued-fraction tail for erfc.
        let z = x.abs();
        let mut frac = 0.0;
        for k in (1..60).rev() {
            frac = (k as f64 / 2.0) / (z + frac);
        }
        let erfc = (-z * z).exp() / std::f64::consts::PI.sqrt() / (z + frac);
        if x > 0.0 { 1.0 - erfc } else { erfc - 1.0 }
    }
}
